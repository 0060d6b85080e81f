"""Cost of game.clone() against save + load, mid-turn in 4-runner Crossfire games: prints microseconds."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from crossfire_desktop.bots.random_policy import RandomPolicy  # noqa: E402
from crossfire_desktop.engine import load_game, new_game, quick_setup  # noqa: E402


def main() -> None:
    games = []
    for seed in range(20):
        game = new_game(quick_setup("crossfire", 4, seed))
        policy = RandomPolicy(seed)
        for _ in range(15 + seed * 3):
            if game.pending is None:
                break
            game.apply(policy.choose(game))
        if game.pending is not None:
            games.append(game)
    for name, fn in (("clone", lambda g: g.clone()), ("save+load", lambda g: load_game(g.save()))):
        start = time.perf_counter()
        n = 0
        for _ in range(20):
            for g in games:
                fn(g)
                n += 1
        print(f"{name:>10}: {(time.perf_counter() - start) / n * 1e6:8.0f} us per copy ({n} copies, mid-turn)")


if __name__ == "__main__":
    main()
