"""Another player's decision about their hidden hand leaves the host without its cards: no answer, no card
parameter, no hidden source, marked "withheld" (the starting decks' card numbers are the same whatever the
seed: the numbers alone would tell a guest program the host's hand)."""

from __future__ import annotations

import json

from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.net.host import HostTable

from .helpers import Net

CAT = load_catalog()


def last_pending(client) -> dict:
    updates = [json.loads(t) for t in client.raw if json.loads(t)["kind"] == "update"]
    return updates[-1]["pending"]


def test_a_discard_reaches_the_other_player_without_its_cards():
    table = HostTable(quick_setup("crossfire", 2, 20), CAT, "ABCD2345")  # Runner 2 discards at the opening
    net = Net(table)
    first, second = net.join("c0", "P0", "abcd2345", [0]), net.join("c1", "P1", "abcd2345", [1])
    net.route(table.start())
    g = table.game
    d = g.pending
    assert d.runner == 1 and d.prompt == "discard_cards"
    hand = set(g.s.runners[1].hand)
    assert {o.ref for o in d.options} <= hand

    theirs = last_pending(second)  # the one who discards: every card to pick
    assert not theirs.get("withheld") and {o["ref"] for o in theirs["options"]} == {o.ref for o in d.options}

    other = last_pending(first)
    assert other["withheld"] is True and other["options"] == [] and other["runner"] == 1
    assert other["prompt"] == "discard_cards" and other["params"] == {"n": d.params["n"]}
    assert other["source"] == d.source  # the face-up obstacle that asks: seen by all
    assert first.mirror.withheld and first.mirror.pending.options == ()
    assert not second.mirror.withheld


def test_a_decision_naming_no_hidden_card_goes_whole():
    table = HostTable(quick_setup("crossfire", 2, 20), CAT, "ABCD2345")
    net = Net(table)
    first, second = net.join("c0", "P0", "abcd2345", [0]), net.join("c1", "P1", "abcd2345", [1])
    net.route(table.start())
    while table.game.pending.prompt == "discard_cards":  # the opening discards, answered
        seat = table.game.pending.runner
        client = first if seat == 0 else second
        net.act(client, lambda m: m.legal_actions()[0])
    d = table.game.pending
    other = first if d.runner == 1 else second
    assert last_pending(other) == d.to_json() and not other.mirror.withheld
