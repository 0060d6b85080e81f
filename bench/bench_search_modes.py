"""How a window's search is best run, side by side in one run: the whole search in one worker process
(`search_in_worker`, the anchor) vs root-parallel (`workers=N`: this process only coordinates, the
playouts in N worker processes), both started from a background thread as the window does, at a few
time budgets. Per mode: the wall time of a decision (mean, p95), the playouts it played (mean), and
the longest the main thread waited for Python's interpreter lock meanwhile (how the window would stutter).

Usage: python bench/bench_search_modes.py [--modes 1:800,2:450,1:400,2:200] [--positions 12]
                                          [--missions extraction:1,crossfire:2,crossfire:4]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from crossfire_desktop.bots.heuristic import HeuristicPolicy  # noqa: E402
from crossfire_desktop.bots.search import SearchPolicy, SearchResult  # noqa: E402
from crossfire_desktop.bots.search.parallel import stop_workers  # noqa: E402
from crossfire_desktop.engine import Game, new_game, quick_setup  # noqa: E402


def positions(mission: str, runners: int, count: int) -> list[Game]:
    """Decisions with a real choice from heuristic games, seeded (the same in every run)."""
    found: list[Game] = []
    seed = 1
    while len(found) < count and seed < 50:
        game = new_game(quick_setup(mission, runners, seed), record=False)
        policy = HeuristicPolicy(seed)
        step = 0
        while game.pending is not None and len(found) < count:
            if len(game.legal_actions()) > 3 and step % 7 == 3:
                found.append(game.clone())
            game.apply(policy.choose(game))
            step += 1
            if step > 60:
                break
        seed += 1
    return found


def workers_cpu() -> float:
    """CPU seconds the worker processes have used so far (Linux: /proc; elsewhere 0)."""
    total = 0
    for child in multiprocessing.active_children():
        try:
            fields = Path(f"/proc/{child.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 0.0


def timed(work: Callable[[], SearchResult]) -> tuple[float, int, float, float, float]:
    """Wall seconds of `work` run in a background thread, its playouts, the main thread's longest
    wait for a 2 ms sleep meanwhile (a window's event loop wakes up that way), and the workers' CPU seconds
    (with the machine shared, what they got of it: their playouts per CPU second compare the modes fairly),
    and the CPU seconds of the asking thread (what the search costs the window's own process)."""
    out: list[SearchResult] = []
    asker: list[float] = []

    def ask() -> None:
        start = time.thread_time()
        out.append(work())
        asker.append(time.thread_time() - start)

    thread = threading.Thread(target=ask, daemon=True)
    cpu = workers_cpu()
    start = time.perf_counter()
    thread.start()
    worst, last = 0.0, time.perf_counter()
    while thread.is_alive():
        time.sleep(0.002)
        now = time.perf_counter()
        worst, last = max(worst, now - last), now
    wall = time.perf_counter() - start
    return wall, out[0].playouts, worst, workers_cpu() - cpu, asker[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--modes", default=f"1:800,{os.cpu_count() or 2}:450,1:400,{os.cpu_count() or 2}:200",
                        help="workers:budget_ms pairs; 1 worker: the whole search in one worker process")
    parser.add_argument("--positions", type=int, default=12, help="decisions per mission")
    parser.add_argument("--missions", default="extraction:1,crossfire:2,crossfire:4")
    args = parser.parse_args()
    modes = [(int(w), float(b)) for w, b in (m.split(":") for m in args.modes.split(","))]
    games = []
    for spec in args.missions.split(","):
        mission, runners = spec.split(":")
        games += positions(mission, int(runners), args.positions)
    print(f"{len(games)} decisions ({args.missions}), load {os.getloadavg()[0]:.1f} at the start", flush=True)

    def run(workers: int, budget: float, k: int, game: Game) -> SearchResult:
        seats = {game.pending.runner}  # type: ignore[union-attr]
        if workers == 1:
            return SearchPolicy(k, budget_ms=budget).search_in_worker(game, seats)
        return SearchPolicy(k, budget_ms=budget, workers=workers).search(game, seats)

    run(max(w for w, _b in modes), modes[0][1], 0, games[0])  # the pool started (a window starts it at its first search)
    got: dict[tuple[int, float], list[tuple[float, int, float, float, float]]] = {m: [] for m in modes}
    for k, game in enumerate(games):  # the modes in turn on each decision: under the same load
        for workers, budget in modes:
            wall, played, stall, cpu, asker = timed(lambda k=k, game=game, w=workers, b=budget: run(w, b, k, game))  # type: ignore[misc]
            if played:
                got[workers, budget].append((wall, played, stall, cpu, asker))
    for workers, budget in modes:
        rows = got[workers, budget]
        walls = sorted(r[0] for r in rows)
        p95 = walls[int(0.95 * (len(walls) - 1))]
        plays, cpu = sum(r[1] for r in rows), sum(r[3] for r in rows)
        how = "whole search in 1 worker" if workers == 1 else f"root-parallel, {workers} workers"
        print(f"  budget {budget:5.0f} ms  {how:<26} wall mean {1000 * statistics.fmean(walls):5.0f} ms "
              f"p95 {1000 * p95:5.0f} ms  playouts mean {plays / len(rows):6.1f}  workers' CPU mean "
              f"{1000 * cpu / len(rows):5.0f} ms ({plays / cpu if cpu else 0:5.0f} playouts/CPU s)  "
              f"asking thread CPU mean {1000 * statistics.fmean(r[4] for r in rows):4.0f} ms  "
              f"main thread worst wait {1000 * max(r[2] for r in rows):5.1f} ms ({len(walls)} searched)", flush=True)
    print(f"load {os.getloadavg()[0]:.1f} at the end")
    stop_workers()


if __name__ == "__main__":
    main()
