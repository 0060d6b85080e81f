"""Network play on one machine, over real WebSockets on loopback.

    python3 bench/bench_network.py [--actions 200] [--tables 1,10,50] [--processes [--workers 2]]

1. Action -> every player's copy updated: a host and 3 players (one process, one event loop, as the
   program runs); p50/p95 from a player's send to the last player's update; bytes per action per player.
2. Players per host before latency doubles: 1..N tables of 4 simulated players on one headless host (each
   table a HostTable, all behind one server), the same measure per table count.
--processes: the host and the players in separate processes instead (bench/network_processes.py).
Prints figures; nothing is asserted."""

from __future__ import annotations

import argparse
import os
import random
import socket
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from crossfire_desktop.catalog import load_catalog  # noqa: E402
from crossfire_desktop.engine import GameSetup, action_to_json, quick_setup  # noqa: E402
from crossfire_desktop.net.host import HostTable  # noqa: E402
from crossfire_desktop.net.mirror import MirrorGame  # noqa: E402
from crossfire_desktop.ui.network.transport import ClientConnection, HostServer  # noqa: E402


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Player:
    def __init__(self, app, cat, port, name, seat):
        self.app, self.cat, self.seat = app, cat, seat
        self.conn = ClientConnection()
        self.mirror = None
        self.seq = 0
        self.updates = 0
        self.bytes = 0
        self.conn.message.connect(self.on)
        self.conn.sock.textMessageReceived.connect(lambda t: setattr(self, "bytes", self.bytes + len(t.encode())))
        self.conn.open(f"127.0.0.1:{port}", "BENCHCOD", name)

    def on(self, m):
        if m["kind"] == "welcome":
            self.setup = m["setup"]
            self.conn.send({"v": 1, "kind": "take_seat", "seat": self.seat})
            self.conn.send({"v": 1, "kind": "ready", "ready": True})
        elif m["kind"] == "update":
            if self.mirror is None:
                self.mirror = MirrorGame(GameSetup.model_validate(self.setup), self.cat, {self.seat})
            self.mirror.update(m["view"], m["pending"], m["actions"], m["can_undo"])
            self.seq = m["seq"]
            self.updates += 1


def wait(app, cond, limit=60.0):
    end = time.monotonic() + limit
    while not cond() and time.monotonic() < end:
        app.processEvents()
    if not cond():
        raise RuntimeError("timed out")


def run_tables(app, cat, n_tables: int, actions: int) -> tuple[list[float], float]:
    tables, servers, players = [], [], []
    for t in range(n_tables):
        table = HostTable(quick_setup("crossfire", 4, 100 + t), cat, "BENCHCOD")
        server = HostServer(table)
        port = _port()
        server.listen(port, "127.0.0.1")
        ps = [Player(app, cat, port, f"P{i}", i) for i in range(4)]
        tables.append(table)
        servers.append(server)
        players.append(ps)
    for table, server, ps in zip(tables, servers, players, strict=True):
        wait(app, lambda table=table: len(table.players) == 4 and all(p.ready for p in table.players.values())
             and not table.missing())
        server.send(table.start())
        wait(app, lambda ps=ps: all(p.mirror is not None for p in ps))
    rng = random.Random(1)
    lat: list[float] = []
    sent_bytes = 0
    for _ in range(actions):  # every table acts at once: the host serves them all together
        waiting = []
        b0 = sum(q.bytes for ps in players for q in ps)
        for table, ps in zip(tables, players, strict=True):
            g = table.game
            if g.pending is None:
                continue
            p = ps[g.pending.runner]
            legal = p.mirror.legal_actions()
            waiting.append((ps, [q.updates for q in ps], time.perf_counter()))
            p.conn.send({"v": 1, "kind": "action", "action": action_to_json(rng.choice(legal)), "seq": p.seq})
        end = time.monotonic() + 60
        while waiting and time.monotonic() < end:
            app.processEvents()
            for w in list(waiting):
                ps, before, t0 = w
                if all(q.updates > b for q, b in zip(ps, before, strict=True)):
                    lat.append((time.perf_counter() - t0) * 1000)
                    waiting.remove(w)
        sent_bytes += sum(q.bytes for ps in players for q in ps) - b0
    for s in servers:
        s.close()
    for ps in players:
        for p in ps:
            p.conn.close()
    return lat, sent_bytes / max(1, len(lat)) / 4


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--actions", type=int, default=200, choices=range(1, 100_001), metavar="N")
    ap.add_argument("--tables", default="1,10,50")
    ap.add_argument("--processes", action="store_true", help="host and players in separate processes")
    ap.add_argument("--workers", type=int, default=2, choices=range(1, 17), metavar="N",
                    help="player processes with --processes")
    args = ap.parse_args()
    if args.processes:
        from network_processes import run as run_processes

        def where(n: int) -> str:
            return f", host + {min(args.workers, n)} player processes"

        def measure(n: int) -> tuple[list[float], float]:
            return run_processes(n, max(10, args.actions // n), min(args.workers, n))
    else:
        app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
        cat = load_catalog()
        def where(n: int) -> str:
            return ", one process"

        def measure(n: int) -> tuple[list[float], float]:
            return run_tables(app, cat, n, max(10, args.actions // n))
    base = None
    for n in [int(x) for x in args.tables.split(",")]:
        lat, per_player = measure(n)
        if not lat:
            continue
        lat.sort()
        p50, p95 = statistics.median(lat), lat[int(0.95 * (len(lat) - 1))]
        base = base or p50
        print(f"tables {n:3d} ({4 * n:3d} players{where(n)}): action -> every copy updated p50 {p50:.1f} ms, "
              f"p95 {p95:.1f} ms ({p50 / base:.2f}x); {per_player / 1024:.1f} KiB per action per player "
              f"({len(lat)} actions)", flush=True)

if __name__ == "__main__":
    main()
