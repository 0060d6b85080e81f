"""A player who comes back gets their seats again; Undo at a network table takes back only one's own action."""

from __future__ import annotations

import json

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.net.host import HostTable

from .helpers import Net, msg

CAT = load_catalog()


def _started(seed: int) -> tuple[HostTable, Net]:
    table = HostTable(quick_setup("crossfire", 2, seed), CAT, "CODE2345")
    net = Net(table)
    for i in range(2):
        net.join(f"c{i}", f"P{i}", "CODE2345", [i])
    net.route(table.start())
    return table, net


def test_a_player_back_without_its_token_gets_its_seats_by_its_name_and_is_not_away_twice():
    table, net = _started(10)
    first = table.owner(1)
    for n in range(3):  # left (or its program was killed) three times, back each time with a new program
        net.route(table.disconnect("c1" if n == 0 else f"again{n - 1}"))
        back = net.join(f"again{n}", " p1 ", "CODE2345", [])
        assert table.owner(1) is first and first.conn == f"again{n}"
        assert back.mirror is not None and 1 in {r.seat for r in back.mirror.s.runners if isinstance(r.hand, list)}
    assert len(table.players) == 2
    net.route(table.disconnect("again2"))
    assert table.presence()["away"] == ["P1"]
    net.join("spectator", "Sam", "CODE2345", [])
    net.route(table.disconnect("spectator"))
    assert table.presence()["away"] == ["P1"]  # away lists who holds seats: a spectator gone is nobody's wait


def test_a_present_players_name_does_not_take_its_seats():
    table, net = _started(10)
    other = net.join("c9", "P1", "CODE2345", [])
    assert table.owner(1).conn == "c1" and other.mirror is not None
    assert not table.players[table.conns["c9"]].seats


def test_undo_takes_back_only_the_undoers_own_last_action_and_says_so_everywhere():
    table, net = _started(14)
    a, b = net.clients["c0"], net.clients["c1"]
    g = table.game
    mover = a if g.pending.runner == 0 else b
    other = b if mover is a else a
    seat = g.pending.runner
    assert net.act(mover, HeuristicPolicy(seat + 1).choose)
    assert table.last_runner() == seat == g.last_action().runner
    before = g.state_hash()
    last = [m for m in other.inbox if m["kind"] == "update"][-1]
    assert not last["can_undo"]
    refused = net.send(other.conn, msg("undo", seq=other.seq))
    assert json.loads(refused[0].text)["code"] == "nothing_to_undo" and g.state_hash() == before
    assert [m for m in mover.inbox if m["kind"] == "update"][-1]["can_undo"]
    net.send(mover.conn, msg("undo", seq=mover.seq))
    assert g.state_hash() != before
    for c in (a, b):
        assert [e["code"] for e in [m for m in c.inbox if m["kind"] == "update"][-1]["events"]] == ["undone"]
