"""Hint then Enter carries out the hinted answer, for every kind of decision: discards, orders, taking an
obstacle, Stop playing cards, yes/no, damage targets, card plays and buys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import Choose, ChooseMany, EndStep, Kind, PlayCard, new_game, quick_setup

from .hints import table_with_a_hint


def reach(catalog, mission, runners, seed, steps):
    """A game after `steps` answers of a random player (replayed exactly: the engine is deterministic)."""
    g = new_game(quick_setup(mission, runners, seed), catalog)
    pol = RandomPolicy(seed)
    for _ in range(steps):
        g.apply(pol.choose(g))
    return g


def out_of_plays(catalog):
    """The Play Cards step with every card of the runner's hand played: only stopping is left."""
    g = new_game(quick_setup("crossfire", 2, 7), catalog)
    while True:
        d = g.pending
        plays = [a for a in g.legal_actions() if isinstance(a, PlayCard) and a.runner == d.runner]
        if d.kind is not Kind.PLAY or not plays:
            break
        g.apply(plays[0])
    assert g.pending.kind is Kind.PLAY
    return g


CASES = {
    "discard": (lambda cat: reach(cat, "crossfire", 2, 20, 0), Kind.CHOOSE_MANY, ChooseMany),
    "order": (lambda cat: reach(cat, "crossfire", 2, 6, 58), Kind.CHOOSE_MANY, ChooseMany),
    "take_obstacle": (lambda cat: reach(cat, "extraction", 2, 3, 0), Kind.CHOOSE, Choose),
    "yes_no": (lambda cat: reach(cat, "crossfire", 2, 11, 45), Kind.CHOOSE, Choose),
    "stop_playing": (out_of_plays, Kind.PLAY, EndStep),
    "targets": (lambda cat: reach(cat, "crossfire", 2, 1, 6), Kind.APPLY, None),
    "play": (lambda cat: reach(cat, "crossfire", 2, 7, 0), Kind.PLAY, None),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_hint_then_enter_carries_out_the_hint(make_window, catalog, qtbot, case):
    make_game, kind, answer_type = CASES[case]
    game = make_game(catalog)
    d = game.pending
    assert d.kind is kind
    if case == "order":
        assert d.ordered
    if case == "yes_no":
        assert {o.what for o in d.options} == {"yes", "no"}
    if case == "take_obstacle":
        assert "obstacle" in {o.what for o in d.options}
    t = table_with_a_hint(make_window, qtbot, game)
    hinted = t.hint.answer[1]
    if answer_type is not None:
        assert isinstance(hinted, answer_type), hinted
    if isinstance(hinted, Choose | ChooseMany):  # the hinted choice is marked and in sight
        picks = (hinted.option,) if isinstance(hinted, Choose) else hinted.options
        button = t.panel.buttons[picks[0]]
        assert button.property("hinted")

        def in_sight():  # the strip scrolls to it once its layout has settled (posted events)
            shown = t.panel.scroll.viewport().rect()
            top_left = button.mapTo(t.panel.scroll.viewport(), button.rect().topLeft())
            assert shown.contains(top_left) and shown.contains(top_left + button.rect().bottomRight())

        qtbot.waitUntil(in_sight, timeout=5000)
    twin = game.clone()
    twin.apply(hinted)
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert game.state_hash() == twin.state_hash(), f"Enter did not carry out {hinted}"
