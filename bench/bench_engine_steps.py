"""Where a random game's time goes, by answer: the policy's pick and `apply`, per (decision kind, action,
the next decision kind), in microseconds per answer and share of the total. What the engine rounds of
issue 30 profile before they cut (a game is ~100 answers: no single function stands out in cProfile).
The same games as `crossfire simulate --policy random` (events off, no clone points); wall time of this
process, so run it on a quiet machine and compare trees in one alternated run.
Usage: python bench/bench_engine_steps.py [--mission crossfire] [--runners 4] [--games 300] [--rows 14]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    from crossfire_desktop.bots.random_policy import RandomPolicy  # noqa: PLC0415
    from crossfire_desktop.engine import new_game, quick_setup  # noqa: PLC0415

    parser = argparse.ArgumentParser()
    parser.add_argument("--mission", default="crossfire")
    parser.add_argument("--runners", type=int, default=4)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--rows", type=int, default=14)
    args = parser.parse_args()
    clock = time.perf_counter
    pick: dict[tuple[str, str, str], float] = defaultdict(float)
    apply: dict[tuple[str, str, str], float] = defaultdict(float)
    count: dict[tuple[str, str, str], int] = defaultdict(int)
    setup = quick_setup(args.mission, args.runners, 1)
    setup_seconds = 0.0
    for seed in range(args.games):
        start = clock()
        game = new_game(setup.model_copy(update={"seed": seed}), record=False, events=False, clone_points=False)
        setup_seconds += clock() - start
        policy = RandomPolicy(seed)
        while game.pending is not None:
            kind = game.pending.kind.name
            t0 = clock()
            action = policy.choose(game)
            t1 = clock()
            game.apply(action)
            t2 = clock()
            key = (kind, type(action).__name__, game.pending.kind.name if game.pending is not None else "over")
            pick[key] += t1 - t0
            apply[key] += t2 - t1
            count[key] += 1
    answers = sum(count.values())
    total = setup_seconds + sum(pick.values()) + sum(apply.values())
    print(f"{args.mission} x{args.runners}, {args.games} random games: {answers} answers, "
          f"{total / answers * 1e6:.2f} us per answer (setup included); setup {100 * setup_seconds / total:.1f}%")
    print(f"{'decision / answer -> next':46} {'answers':>8} {'pick us':>8} {'apply us':>9} {'share':>6}")
    for key in sorted(count, key=lambda k: -(pick[k] + apply[k]))[:args.rows]:
        n = count[key]
        print(f"{' / '.join(key[:2]) + ' -> ' + key[2]:46} {n:8} {pick[key] / n * 1e6:8.2f} {apply[key] / n * 1e6:9.2f} "
              f"{100 * (pick[key] + apply[key]) / total:5.1f}%")


if __name__ == "__main__":
    main()
