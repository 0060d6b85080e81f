"""SIGKILL a save loop many times and print the figures (never asserted as timings in tests).

    python bench/bench_save_kill.py [--kills 1000] [--process-kills 200] [--seed 1]

"fork" kills a fork of this process (fast); "process" kills a fresh interpreter (as a crash of the
real program would be). After each kill the autosave must load, from the file or else its backup,
and be exactly the last save reported finished or the one in flight. The "program" rows kill the
program's own save paths (Persist.autosave with backup keeping, a campaign, settings, UI preferences)
and count the temp files left once the program writes again (must be 0).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.campaign.program_loop import run_program_kills  # noqa: E402
from tests.campaign.save_loop import measure_write_seconds, run_kills  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kills", type=int, default=1000)
    parser.add_argument("--process-kills", type=int, default=200)
    parser.add_argument("--program-kills", type=int, default=300)
    parser.add_argument("--program-process-kills", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        print(f"one autosave write: {measure_write_seconds(Path(tmp)) * 1000:.2f} ms (folder {tmp})")
    for mode, kills in (("fork", args.kills), ("process", args.process_kills)):
        if kills <= 0:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            figures = run_kills(Path(tmp), kills, mode=mode, seed=args.seed)
        print(f"{mode:8s} {figures.summary()}")
        for failure in figures.failures[:10]:
            print("  FAIL", failure)
        failures += len(figures.failures) + figures.temps_after_restart
    for mode, kills in (("fork", args.program_kills), ("process", args.program_process_kills)):
        if kills <= 0:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            pfig = run_program_kills(Path(tmp), kills, mode=mode, seed=args.seed)
        print(f"program {mode:8s} {pfig.summary()}")
        for failure in pfig.failures[:10]:
            print("  FAIL", failure)
        failures += len(pfig.failures) + pfig.temps_after_restart
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
