"""The host's table file keeps the log (each update's events as judged when they happened, bounded as the host
keeps it for rejoin): a resumed host, and a player who joins it, read the log from the game's start. A file
written before the log was kept still loads (its log then starts at the resume)."""

from __future__ import annotations

import json

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.net import hostfile
from crossfire_desktop.net.host import LOG_KEPT, HostTable

from .helpers import Net, msg

CAT = load_catalog()


def _played(steps: int) -> tuple[HostTable, Net]:
    table = HostTable(quick_setup("crossfire", 2, 11), CAT, "CODE2345")
    net = Net(table)
    a, b = net.join("c0", "Ann", "CODE2345", [0]), net.join("c1", "Bo", "CODE2345", [1])
    net.route(table.start())
    for _ in range(steps):
        who = a if table.game.pending.runner == 0 else b
        net.act(who, lambda g, seat=who.seats: HeuristicPolicy(min(seat) + 1).choose(g))
    return table, net


def _events_seen(outs, conn):
    m = next(json.loads(o.text) for o in outs if o.conn == conn and json.loads(o.text)["kind"] == "update")
    return [e for entry in m["log"] for e in entry["events"]]


def test_a_resumed_host_keeps_the_log_from_the_start_and_a_player_joining_reads_it(tmp_path):
    table, _net = _played(30)
    assert table.seq > 20
    path = tmp_path / "hosted-table.json"
    hostfile.write(path, table)
    resumed, game = hostfile.read(path, CAT)
    assert resumed.seq == table.seq
    assert [(seq, [(ev.code, unseen) for ev, unseen in evs]) for seq, evs in resumed.log] == \
        [(seq, [(ev.code, unseen) for ev, unseen in evs]) for seq, evs in table.log]
    resumed.start(game)
    assert resumed.seq == table.seq + 1  # counts on: a player still at the table is not sent its log twice
    # Bo joins the resumed host: the log from the game's start, as Bo would have read it from the old host
    table.disconnect("c1")
    table.connect("again", "127.0.0.1")
    resumed.connect("new", "127.0.0.1")
    old = _events_seen(table.receive("again", msg("hello", code="CODE2345", name="Bo")), "again")
    new = _events_seen(resumed.receive("new", msg("hello", code="CODE2345", name="Bo")), "new")
    assert len(old) > 20 and new == old


def test_an_old_file_without_the_log_loads_and_a_long_log_is_bounded(tmp_path):
    table, _net = _played(5)
    path = tmp_path / "hosted-table.json"
    data = hostfile.table_data(table)
    data.pop("log")
    data.pop("seq")
    path.write_text(json.dumps(data))
    resumed, game = hostfile.read(path, CAT)
    assert game is not None and len(resumed.log) == 0 and resumed.seq == 0
    data = hostfile.table_data(table)
    data["log"] = data["log"] * (LOG_KEPT // len(data["log"]) + 2)  # more entries than the host keeps
    path.write_text(json.dumps(data))
    resumed, _game = hostfile.read(path, CAT)
    assert len(resumed.log) == LOG_KEPT
