"""Engine games per CPU-second against pyminion 0.4.0 (2-bot Dominion, BigMoney vs BigMoneySmithy), same run.

pyminion is measured two ways, both printed: a new `Game` built for every game (charging pyminion
for its setup each time), and through its own `Simulator` (one `Game` reused, copied per game: the
path its users take for bulk runs, and the fair anchor).
pyminion is used if importable, else installed into the bench's own venv (in the temp folder);
if that fails the comparison is skipped with a message and our figures are still printed.
Both sides are timed in CPU seconds of their own process (`time.process_time`): on a shared machine
wall time swings with the others' load (the same run gave Extraction 0.9x to 2.1x), CPU time much less;
on an idle machine the two agree (every side runs on one core).
Usage: python bench/bench_engine_vs_pyminion.py [--games N] [--rounds N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

VENV = Path(tempfile.gettempdir()) / "crossfire-bench-pyminion"
PYMINION = "pyminion==0.4.0"
DOMINION = """
import logging, random, sys, time
from pyminion.bots.examples import BigMoney, BigMoneySmithy
from pyminion.expansions.base import base_set, smithy
from pyminion.game import Game
from pyminion.simulator import Simulator
logging.disable(logging.INFO)
n = int(sys.argv[1]); random.seed(1)
def game():
    return Game(players=[BigMoney(), BigMoneySmithy()], expansions=[base_set], kingdom_cards=[smithy],
                log_stdout=False)
start = time.process_time()
for _ in range(n):
    game().play()
per_game = n / (time.process_time() - start)
start = time.process_time()
Simulator(game(), iterations=n).run()
print(per_game, n / (time.process_time() - start))
"""


def pyminion_python() -> str | None:
    """An interpreter that can import pyminion, or None (with the reason printed)."""
    try:
        import pyminion  # type: ignore[import-not-found]  # noqa: F401, PLC0415
    except ImportError:
        pass
    else:
        return sys.executable
    python = VENV / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    if not python.exists():
        print(f"installing {PYMINION} into {VENV} ...", flush=True)
        try:
            venv.create(VENV, with_pip=True)
        except Exception as exc:  # noqa: BLE001 - any failure means: skip the comparison
            print(f"pyminion comparison skipped: cannot create the bench venv ({exc})")
            return None
    ok = subprocess.run([str(python), "-c", "import pyminion"], capture_output=True, check=False).returncode == 0
    if not ok:
        pip = subprocess.run([str(python), "-m", "pip", "install", "-q", PYMINION], capture_output=True, text=True,
                             check=False)
        if pip.returncode != 0:
            print(f"pyminion comparison skipped: pip install {PYMINION} failed: {pip.stderr.strip()[-300:]}")
            return None
    return str(python)


def dominion_games_per_second(python: str, games: int) -> tuple[float, float] | None:
    """pyminion's games per CPU-second with a new Game per game, and through its Simulator (one Game reused)."""
    out = subprocess.run([python, "-c", DOMINION, str(games)], capture_output=True, text=True, check=False)
    if out.returncode != 0:
        print(f"pyminion run failed: {out.stderr.strip()[-300:]}")
        return None
    per_game, simulator = out.stdout.split()
    return float(per_game), float(simulator)


def ours(mission: str, runners: int, games: int) -> float:
    from crossfire_desktop.bots.simulate import run  # noqa: PLC0415

    start = time.process_time()
    report = run(mission, runners, games, 1, check=False, policy_name="random")
    seconds = time.process_time() - start
    if report["errors"]:
        print(f"  ({mission} x{runners}: {len(report['errors'])} errors, first: {report['errors'][0]})")
    return games / seconds


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300, help="games per measurement")
    parser.add_argument("--rounds", type=int, default=3,
                        help="alternate the three measurements this many times (a shared machine is noisy)")
    args = parser.parse_args()
    python = pyminion_python()
    from crossfire_desktop.bots.simulate import run  # noqa: PLC0415

    run("extraction", 1, 3, 99)  # load the catalog and the effect modules before timing
    start = time.perf_counter()
    rows: list[tuple[tuple[float, float] | None, float, float]] = []
    for _ in range(args.rounds):  # interleaved, so each ratio compares runs made under the same load
        dominion = dominion_games_per_second(python, args.games) if python else None
        rows.append((dominion, ours("extraction", 1, args.games), ours("crossfire", 4, args.games)))
    for i, (dominion, solo, four) in enumerate(rows, 1):
        if dominion is None:
            print(f"round {i}: pyminion skipped  Extraction solo {solo:8.1f}  Crossfire x4 {four:8.1f} games per CPU-s")
            continue
        new, sim = dominion
        print(f"round {i}: pyminion new Game {new:7.1f} / Simulator {sim:7.1f} games per CPU-s  "
              f"Extraction solo {solo:7.1f} ({solo / new:4.2f}x / {solo / sim:4.2f}x)  "
              f"Crossfire x4 {four:7.1f} ({four / new:4.2f}x / {four / sim:4.2f}x)")
    measured = [(d, solo, four) for d, solo, four in rows if d is not None]
    if len(measured) == len(rows):
        for k, how in ((0, "new Game per game"), (1, "its Simulator, one Game reused")):
            solo_ratio = statistics.median(solo / d[k] for d, solo, _four in measured)
            four_ratio = statistics.median(four / d[k] for d, _solo, four in measured)
            print(f"median ratio vs pyminion 0.4.0 ({how}; BigMoney vs BigMoneySmithy): "
                  f"Extraction solo random {solo_ratio:.2f}x, Crossfire 4 runners random {four_ratio:.2f}x")
        print("goal (issue 30, against the Simulator): Extraction solo >= 2.0x, Crossfire 4 runners >= 1.0x")
    else:
        print("pyminion comparison skipped; games/s above are ours only")
    print(f"({args.games} games per measurement, {args.rounds} rounds, {time.perf_counter() - start:.1f} s)")


if __name__ == "__main__":
    main()
