"""Engine games/s against pyminion 0.4.0 (2-bot Dominion, BigMoney vs BigMoneySmithy), same run.

pyminion is used if importable, else installed into the bench's own venv (in the temp folder);
if that fails the comparison is skipped with a message and our figures are still printed.
Usage: python bench/bench_engine_vs_pyminion.py [--games N]
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
import random, sys, time
from pyminion.bots.examples import BigMoney, BigMoneySmithy
from pyminion.expansions.base import base_set, smithy
from pyminion.game import Game
n = int(sys.argv[1]); random.seed(1)
start = time.perf_counter()
for _ in range(n):
    Game(players=[BigMoney(), BigMoneySmithy()], expansions=[base_set], kingdom_cards=[smithy],
         log_stdout=False).play()
print(n / (time.perf_counter() - start))
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


def dominion_games_per_second(python: str, games: int) -> float | None:
    out = subprocess.run([python, "-c", DOMINION, str(games)], capture_output=True, text=True, check=False)
    if out.returncode != 0:
        print(f"pyminion run failed: {out.stderr.strip()[-300:]}")
        return None
    return float(out.stdout.strip())


def ours(mission: str, runners: int, games: int) -> float:
    from crossfire_desktop.bots.simulate import run  # noqa: PLC0415

    report = run(mission, runners, games, 1, check=False, policy_name="random")
    if report["errors"]:
        print(f"  ({mission} x{runners}: {len(report['errors'])} errors, first: {report['errors'][0]})")
    return float(report["games_per_second"])


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
    rows: list[tuple[float | None, float, float]] = []
    for _ in range(args.rounds):  # interleaved, so each ratio compares runs made under the same load
        dominion = dominion_games_per_second(python, args.games) if python else None
        rows.append((dominion, ours("extraction", 1, args.games), ours("crossfire", 4, args.games)))
    for i, (dominion, solo, four) in enumerate(rows, 1):
        ratios = f"  {solo / dominion:5.2f}x  {four / dominion:5.2f}x" if dominion else ""
        shown = f"{dominion:8.1f}" if dominion else "skipped"
        print(f"round {i}: pyminion {shown} games/s  Extraction solo {solo:8.1f}  Crossfire x4 {four:8.1f}{ratios}")
    if all(r[0] for r in rows):
        solo_ratio = statistics.median(r[1] / r[0] for r in rows if r[0])  # type: ignore[operator]
        four_ratio = statistics.median(r[2] / r[0] for r in rows if r[0])  # type: ignore[operator]
        print(f"median ratio vs pyminion 0.4.0 (BigMoney vs BigMoneySmithy): Extraction solo random {solo_ratio:.2f}x "
              f"(goal >= 1.0x), Crossfire 4 runners random {four_ratio:.2f}x (goal >= 0.5x)")
    else:
        print("pyminion comparison skipped; games/s above are ours only")
    print(f"({args.games} games per measurement, {args.rounds} rounds, {time.perf_counter() - start:.1f} s)")


if __name__ == "__main__":
    main()
