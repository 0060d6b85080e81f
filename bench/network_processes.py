"""bench_network.py --processes: the host and the players in separate processes, over WebSockets on loopback.

One host process serves every table (a headless host's loop: each table starts once its 4 players are
ready); player processes (--workers of them) each run the 4 players of their share of the tables. A table
acts again as soon as every one of its 4 copies has the previous update (closed loop), so the host serves
all tables at once. Each player process measures, for its tables, a player's send -> the last of the 4
copies updated (one clock: the 4 players of a table share a process), and the bytes each player received."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve()
PAUSE = 0.12  # seconds a table waits between actions: a quick player, under the host's flood limit (10/s)


def serve(n_tables: int) -> None:
    """The host process: n tables, one server each; prints their ports, then serves until killed."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.engine import quick_setup
    from crossfire_desktop.net.host import HostTable
    from crossfire_desktop.ui.network.transport import HostServer

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    cat = load_catalog()
    tables = []
    for t in range(n_tables):
        table = HostTable(quick_setup("crossfire", 4, 100 + t), cat, "BENCHCOD")
        server = HostServer(table)
        server.listen(0, "127.0.0.1")
        tables.append((table, server))
    print(json.dumps({"ports": [s.port() for _t, s in tables]}), flush=True)

    def tick() -> None:
        for table, server in tables:
            if table.game is None and len(table.players) == 4 and not table.missing() \
                    and all(p.ready for p in table.players.values()):
                server.send(table.start())

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(20)
    app.exec()


def play(ports: list[int], actions: int, seed: int) -> None:
    """A player process: the 4 players of each table on `ports`, acting in a closed loop; prints figures."""
    from PySide6.QtCore import QCoreApplication

    sys.path.insert(0, str(HERE.parent))
    from bench_network import Player, wait

    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.engine import action_to_json

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    cat = load_catalog()
    tables = [[Player(app, cat, port, f"P{i}", i) for i in range(4)] for port in ports]
    wait(app, lambda: all(p.mirror is not None for ps in tables for p in ps), limit=120)
    rng = random.Random(seed)
    lat: list[float] = []
    left = {i: actions for i in range(len(tables))}
    waiting: dict[int, tuple[list[int], float]] = {}
    b0 = sum(p.bytes for ps in tables for p in ps)

    def send(i: int) -> None:
        ps = tables[i]
        m = ps[0].mirror
        if m is None or m.pending is None or left[i] <= 0:
            left[i] = 0
            return
        p = ps[m.pending.runner]
        legal = p.mirror.legal_actions() if p.mirror is not None else []
        if not legal:
            left[i] = 0
            return
        waiting[i] = ([q.updates for q in ps], time.perf_counter())
        left[i] -= 1
        p.conn.send({"v": 1, "kind": "action", "action": action_to_json(rng.choice(legal)), "seq": p.seq})

    due = {i: time.monotonic() + rng.random() * PAUSE for i in range(len(tables))}  # tables out of step
    end = time.monotonic() + 600
    while (waiting or due) and time.monotonic() < end:
        app.processEvents()
        now = time.monotonic()
        for i, t in list(due.items()):
            if t <= now:
                del due[i]
                send(i)
        for i, (before, t0) in list(waiting.items()):
            ps = tables[i]
            if all(q.updates > b and q.seq == ps[0].seq for q, b in zip(ps, before, strict=True)):
                lat.append((time.perf_counter() - t0) * 1000)
                del waiting[i]
                if left[i] > 0:
                    due[i] = time.monotonic() + PAUSE
    received = sum(p.bytes for ps in tables for p in ps) - b0
    print(json.dumps({"lat": lat, "bytes": received, "players": 4 * len(tables)}), flush=True)


def run(n_tables: int, actions: int, workers: int) -> tuple[list[float], float]:
    """One measure: a host process with n tables and `workers` player processes; latencies and bytes per
    action per player."""
    env_cmd = [sys.executable, str(HERE)]
    host = subprocess.Popen([*env_cmd, "serve", str(n_tables)], stdout=subprocess.PIPE, text=True)
    try:
        assert host.stdout is not None
        ports = json.loads(host.stdout.readline())["ports"]
        shares = [ports[w::workers] for w in range(workers) if ports[w::workers]]
        procs = [subprocess.Popen([*env_cmd, "play", ",".join(map(str, share)), str(actions), str(w + 1)],
                                  stdout=subprocess.PIPE, text=True) for w, share in enumerate(shares)]
        lat: list[float] = []
        received = 0
        for p in procs:
            out, _ = p.communicate(timeout=900)
            data = json.loads(out.strip().splitlines()[-1])
            lat += data["lat"]
            received += data["bytes"]
    finally:
        host.kill()
        host.wait(timeout=30)
    return lat, received / max(1, len(lat)) / 4


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parents[1]))
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if sys.argv[1] == "serve":
        serve(int(sys.argv[2]))
    elif sys.argv[1] == "play":
        play([int(p) for p in sys.argv[2].split(",")], int(sys.argv[3]), int(sys.argv[4]))
