"""Three short choices at UI scale 150% in French at 1280x720 all show at once (Win One, Lose One's discard of
three cards had shown "1. Mark" and "2. Street Smarts" with a scroll bar, "3. Clairvoyance" out of sight)."""

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QPushButton

from crossfire_desktop.engine import Kind, load_scenario
from crossfire_desktop.ui.table.parts.choice_flow import GAP, ChoiceScroll

from ..engine.card_helpers import ROLES, runner
from .real_input import click_widget


def with_roles(runners):
    for seat, r in enumerate(runners):  # the four roles dealt as card_helpers.make deals them
        r["roles"] = [ROLES[seat], *ROLES[len(runners) + seat:len(runners) + seat + 1]]
    return runners


def win_one_lose_one():
    runners = [runner(i) for i in range(3)]
    runners[0]["hand"] = ["mark", "street_smarts", "clairvoyance"]
    return load_scenario({"runners": with_roles(runners), "obstacles": [{"card": "deckhead", "facing": 1}],
                          "crossfire_active": ["win_one_lose_one"], "step": "start"})


def test_win_one_lose_ones_three_cards_all_in_sight_in_french_at_150_percent(make_window, persist, qtbot):
    from crossfire_desktop.ui.words import i18n

    i18n.install("fr")
    try:
        persist.prefs.ui_scale = 1.5
        game = win_one_lose_one()
        assert game.pending.kind is Kind.CHOOSE_MANY and len(game.pending.options) == 3
        win = make_window(size=(1280, 720), one_player=True)
        win.open_game(game, autosave=False)
        qtbot.wait(10)
        QApplication.processEvents()
        panel = win.table.panel
        assert len(panel.buttons) == 3
        view = panel.scroll.viewport()
        for b in panel.buttons:
            seen = QRect(b.mapTo(view, QPoint(0, 0)), b.size())
            assert view.rect().contains(seen), (b.text(), seen, view.rect())
        clairvoyance = panel.buttons[2]
        assert "Clairvoyance" in clairvoyance.text()
        click_widget(clairvoyance)  # the third, reached as it is, without scrolling
        click_widget(panel.main)  # Confirm
        assert [game.s.defs[c] for c in game.s.runners[0].discard] == ["clairvoyance"]
    finally:
        i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_choices_strip_is_as_tall_as_the_rows_its_buttons_stand_in(make_window, persist, qtbot, lang, scale):
    """The strip measured its lines with a scroll bar's width kept aside while its buttons stood at the full width
    (no bar shown): three choices on one row in a strip two lines tall, 25 px of it blank (447 px wide, 150%)."""
    from crossfire_desktop.ui.words import i18n

    i18n.install(lang)
    try:
        persist.prefs.ui_scale = scale
        win = make_window(size=(1280, 720), one_player=True)
        win.open_game(win_one_lose_one(), autosave=False)
        qtbot.wait(10)
        QApplication.processEvents()
        panel = win.table.panel
        strip = panel.scroll
        assert not strip.verticalScrollBar().isVisible()  # three short choices: no need to scroll
        rows = sorted({(b.y(), b.y() + b.height()) for b in panel.buttons})
        assert strip.height() == max(bottom for _top, bottom in rows), (rows, strip.height())
        bar = strip.verticalScrollBar().sizeHint().width()
        assert max(b.x() + b.width() for b in panel.buttons) <= strip.width() - bar  # room kept for the bar
    finally:
        i18n.install("en")


def test_a_strip_just_wide_enough_for_one_row_but_its_bar_lays_two_rows_and_is_as_tall(qtbot):
    """Three choices one row wide at the strip's full width, not beside a scroll bar's room: the strip measured
    two lines (the bar's width kept aside) while the buttons stood on one row at the full width, a line blank."""
    strip = ChoiceScroll()
    qtbot.addWidget(strip)
    strip.flow.set_buttons([QPushButton(text, strip.flow) for text in ("1. Mark", "2. Street Smarts", "3. Clairvoyance")])
    bar = strip.verticalScrollBar().sizeHint().width()
    strip.resize(strip.flow.natural_width() - GAP + bar // 2, 60)  # one row only without the bar's room
    strip.show()
    qtbot.waitExposed(strip)
    buttons = strip.flow.buttons
    assert not strip.verticalScrollBar().isVisible()
    assert len({b.y() for b in buttons}) == 2, [b.geometry() for b in buttons]
    assert strip.height() == max(b.y() + b.height() for b in buttons)
    assert max(b.x() + b.width() for b in buttons) <= strip.width() - bar
