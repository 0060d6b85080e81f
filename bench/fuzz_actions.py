"""Send malformed actions to the engine over random reachable states of all three missions and print
the figures: refused with a typed Refusal / accepted / crashes / state changed by a refusal.

    python bench/fuzz_actions.py [--actions 10000] [--seed 1]

Exits 1 unless crashes and state changes are both 0. tests/engine/test_malformed_actions.py runs ~500.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.engine.action_fuzz import fuzz  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    start = time.perf_counter()
    tally = fuzz(args.actions, seed=args.seed)
    seconds = time.perf_counter() - start
    print(f"malformed actions sent:     {tally.total}")
    print(f"refused (typed Refusal):    {tally.refused}")
    print(f"accepted (legal by chance): {tally.accepted}")
    print(f"crashes:                    {tally.crashes}")
    print(f"state changed by a refusal: {tally.changed}")
    print(f"refusal codes:              {dict(tally.codes.most_common())}")
    print(f"seconds:                    {seconds:.1f}")
    for line in tally.examples[:10]:
        print("  " + line)
    return 0 if tally.crashes == 0 and tally.changed == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
