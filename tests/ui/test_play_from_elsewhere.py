"""Pair Programming plays a card from another runner's discard: the table lists the cards it offers (with
whose discard holds them), a click or their number picks one, and an obstacle or Enter plays it. The hint
names the discard the card comes from."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Kind, PlayCard
from crossfire_desktop.ui.table.parts.hint import describe, fits

from ..engine.card_helpers import card, make, ob, runner
from .real_input import click_card, click_widget


def table_playing(make_window, qtbot, game, card_id, obstacle):
    """`game` at a 1280x720 table, the first runner's `card_id` played at obstacle number `obstacle` by clicks."""
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    qtbot.wait(10)
    t = win.table
    t.setFocus()
    click_card(t.hand_view, card(game, 0, card_id))
    click_card(t.seats[0].obstacles, ob(game, obstacle))
    return t


def pair_programming_table(make_window, qtbot):
    game = make([runner(0, hand=["pair_programming"], deck=["mana"]), runner(1, discard=["stunbolt", "katana"])],
                obstacles=[{"card": "astral_shiver", "facing": 0}, {"card": "deckhead", "facing": 0}])
    t = table_playing(make_window, qtbot, game, "pair_programming", 1)
    assert game.pending.kind is Kind.PLAY_ONE
    return t, game, card(game, 1, "stunbolt", "discard")


def test_the_offered_discard_card_is_shown_and_played_by_clicks(make_window, qtbot):
    t, g, stunbolt = pair_programming_table(make_window, qtbot)
    (button,) = t.panel.buttons
    assert button.isVisible() and "Stunbolt" in button.text() and "R1" in button.text()  # whose discard
    click_widget(button)
    click_card(t.seats[0].obstacles, ob(g, 0))
    assert stunbolt not in g.s.runners[1].discard and g.pending.kind is Kind.PLAY
    assert [p.card for p in g.s.turn.placements if p.target == ob(g, 0)] == [stunbolt]


def test_the_offered_card_is_picked_by_its_number(make_window, qtbot):
    t, g, stunbolt = pair_programming_table(make_window, qtbot)
    QTest.keyClick(t, Qt.Key.Key_1)
    QTest.keyClick(t, Qt.Key.Key_Tab)
    assert "Stunbolt" in t.message.text()  # its preview at the focused obstacle
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert [p.card for p in g.s.turn.placements if p.target == ob(g, 0)] == [stunbolt]


def test_the_hint_names_the_discard_it_plays_from(make_window, qtbot):
    _t, g, stunbolt = pair_programming_table(make_window, qtbot)
    words = describe(g, g.pending, PlayCard(0, stunbolt, ob(g, 0)))
    assert "R1" in words and "discard" in words


def test_the_hint_at_pair_programming_is_a_move_the_table_makes_in_words_that_fit(make_window, qtbot):
    t, g, stunbolt = pair_programming_table(make_window, qtbot)
    t.hint.playouts = 2
    qtbot.mouseClick(t.hint.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: t.hint.answer is not None, timeout=30000)
    hinted = t.hint.answer[1]
    shown = t.message.text()
    assert shown.startswith("Hint: ") and fits(t.message, shown)
    assert t.log_model.lines[-1].startswith("Hint shown: ")  # the reason, whole, in the log
    if isinstance(hinted, PlayCard):
        assert hinted.card == stunbolt and "R1's discard" in shown
        assert t.panel.buttons[0].isChecked()  # the hinted card is the one picked on the table
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Return)  # Enter carries the hint out
    assert g.pending.kind is Kind.PLAY


def test_hack_the_worlds_market_card_is_picked_by_a_click_on_it(make_window, qtbot):
    """Hack the World offers a Black Market card to play: a click on that card picked it to buy (found in play;
    its button picked it): it is picked to play, and an obstacle plays it."""
    game = make([runner(0, hand=["hack_the_world"])], market_row=["stunbolt", "katana", "mana"],
                obstacles=[{"card": "astral_shiver", "facing": 0}, {"card": "deckhead", "facing": 0}])
    t = table_playing(make_window, qtbot, game, "hack_the_world", 1)
    assert game.pending.kind is Kind.PLAY_ONE
    stunbolt = next(c for c in game.s.market_row if game.s.defs[c] == "stunbolt")
    click_card(t.market_view, stunbolt)
    assert t.marks.selected == ("hand", stunbolt)
    click_card(t.seats[0].obstacles, ob(game, 0))
    assert [p.card for p in game.s.turn.placements if p.target == ob(game, 0)] == [stunbolt]
