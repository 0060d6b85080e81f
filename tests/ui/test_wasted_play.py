"""A card whose ability decides its damage warns before it is wasted (RA SM-4 Sniper Rifle on an obstacle
not down to its last two levels): in the hover preview, the target's glow, and the Apply Damage prompt."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Kind

from ..engine.card_helpers import card, make, ob, runner
from .clicks import card_point, click_card


def sniper_table(make_window, qtbot, cleared):
    game = make([runner(0, hand=["ra_sm_4_sniper_rifle"]), runner(1)],
                obstacles=[{"card": "deckhead", "facing": 0, "cleared": cleared}])
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    qtbot.wait(10)
    return win.table, game, card(game, 0, "ra_sm_4_sniper_rifle"), ob(game, 0)


def hover(view, key):
    at = card_point(view, key)
    QTest.mouseMove(view.viewport(), at + QPoint(0, 8))  # from beside: a move the view sees even at the same spot
    QTest.mouseMove(view.viewport(), at)


def test_a_wasted_sniper_shot_is_told_before_and_at_apply(make_window, qtbot):
    t, g, rifle, deckhead = sniper_table(make_window, qtbot, cleared=1)  # three levels left
    obstacles = t.seats[0].obstacles
    click_card(t.hand_view, rifle)
    hover(obstacles, deckhead)
    assert "clears nothing" in t.message.text() and "wasted" in t.message.text()
    assert t.targeting.glow("obstacle", deckhead) == "bad"
    click_card(obstacles, deckhead)  # played anyway
    assert rifle not in g.s.runners[0].hand
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Space)  # to Apply Damage
    assert g.pending.kind is Kind.APPLY
    assert "loses no level" in t.panel.prompt.text() and "wasted" in t.panel.prompt.text()
    assert "0 level" not in t.panel.prompt.text()


def test_a_sniper_on_the_last_two_levels_says_it_clears_them(make_window, qtbot):
    t, g, rifle, deckhead = sniper_table(make_window, qtbot, cleared=2)
    click_card(t.hand_view, rifle)
    hover(t.seats[0].obstacles, deckhead)
    assert "clears 2 level" in t.message.text()
    assert t.targeting.glow("obstacle", deckhead) == "good"
