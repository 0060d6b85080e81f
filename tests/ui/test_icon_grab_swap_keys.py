"""Revised printing, the Icon Grab swap: one choice per kind of starting card, deck or hand. The hand's
cards carry the number of the choice they stand for, and a click on one picks that choice."""

from __future__ import annotations

from crossfire_desktop.engine import quick_setup

from .real_input import click_card


def swap_table(make_window, qtbot):
    win = make_window(setup=quick_setup("extraction", 1, 1, rules="revised"), one_player=True)
    t, g = win.table, win.table.game
    d = g.pending
    assert d.prompt == "revised_icon_grab_swap"
    hand = g.s.runners[d.runner].hand
    assert any(int(o.ref) not in hand for o in d.options)  # a kind offered by a card of the deck
    return t, g, d, hand


def test_every_hand_card_shows_the_number_of_its_kinds_choice(make_window, qtbot):
    t, g, d, hand = swap_table(make_window, qtbot)
    kind_key = {g.s.defs[int(o.ref)]: str(i + 1) for i, o in enumerate(d.options)}
    assert {c: t.marks.key_hints.get(c) for c in hand} == {c: kind_key[g.s.defs[c]] for c in hand}


def test_a_click_on_a_hand_card_swaps_that_kind(make_window, qtbot):
    t, g, d, hand = swap_table(make_window, qtbot)
    shot = next(c for c in hand if g.s.defs[c] == "quick_shot")
    kinds_before = [g.s.defs[c] for c in g.s.runners[d.runner].deck + hand].count("quick_shot")
    click_card(t.hand_view, shot)
    assert g.pending is not d
    r = g.s.runners[d.runner]
    assert [g.s.defs[c] for c in r.deck + r.hand].count("quick_shot") == kinds_before - 1
