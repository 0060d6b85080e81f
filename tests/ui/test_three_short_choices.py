"""Three short choices at UI scale 150% in French at 1280x720 all show at once (Win One, Lose One's discard of
three cards had shown "1. Mark" and "2. Street Smarts" with a scroll bar, "3. Clairvoyance" out of sight)."""

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from crossfire_desktop.engine import Kind, load_scenario

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
