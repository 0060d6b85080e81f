"""The Apply Damage step at UI scale 150%, in French at 1280x720 and English at 1920x1080: with damage on two
obstacles each "Apply to …" button is whole, reachable, and none lies behind "Apply all (Space)" (the second
one hid behind it, seen in play)."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from crossfire_desktop.engine import Kind, PlayCard

from ..engine.card_helpers import card, make, runner
from .real_input import click_widget
from .test_prompt_fit import in_window, language  # noqa: F401 - the fixture


def two_targets_applying(make_window, qtbot, size):
    game = make([runner(0, hand=["quick_shot", "quick_shot", "mark"]), runner(1)],
                obstacles=[{"card": "eye_alarm", "facing": 0}, {"card": "aerial_combat_drone", "facing": 0}])
    eye, drone = (o.card for o in game.s.obstacles)
    game.apply(PlayCard(0, card(game, 0, "quick_shot"), eye))
    game.apply(PlayCard(0, card(game, 0, "quick_shot"), drone))
    win = make_window(size=size, one_player=True)
    win.open_game(game, autosave=False)
    qtbot.wait(10)
    t = win.table
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Space)  # Finish playing: to Apply Damage
    qtbot.wait(10)
    assert game.pending.kind is Kind.APPLY and len(game.damage_targets()) == 2
    return t, game


@pytest.mark.parametrize(("language", "size"), [("fr", (1280, 720)), ("en", (1920, 1080))],
                         indirect=["language"])
def test_each_apply_button_is_whole_and_none_behind_apply_all(make_window, persist, qtbot,
                                                              language, size):  # noqa: F811 - the fixture
    persist.prefs.ui_scale = 1.5
    t, g = two_targets_applying(make_window, qtbot, size)
    QApplication.processEvents()
    panel = t.panel
    assert len(panel.buttons) == 2
    view = panel.scroll.viewport()
    assert not in_window(panel.scroll).intersects(in_window(panel.main))  # no choice drawn behind Apply all
    for b in panel.buttons:  # in sight without scrolling: two short choices never hide one another
        seen = QRect(b.mapTo(view, QPoint(0, 0)), b.size())
        assert view.rect().contains(seen), (b.text(), seen, view.rect())
        assert in_window(panel).contains(in_window(b))
    assert in_window(panel).contains(in_window(panel.main))
    target = g.damage_targets()[1]
    click_widget(panel.buttons[1])
    assert target not in g.damage_targets()
