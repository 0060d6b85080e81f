"""Fit the search's leaf value (bots/search/leaf.py) on self-play games of the heuristic and write
resources/bots/leaf-value.toml.

Per mission and team size: games seeded from 10001 on (never the seeds bench_bots plays), the position at
the start of each round recorded with how far the game got in the end (evaluate.progress: 1 for a win; the
heuristic alone wins too rarely, about 1 solo Extraction in 100, for a win label to teach much); a
logistic regression (Newton's method, a little L2) of that on the position's features (evaluate.features).
Printed: the cross-entropy on the last fifth of the games (held out) against always guessing the mean.

Needs numpy (the fit only; the program reads the weights alone).

Usage: python bench/fit_leaf.py [--games 3000] [--missions extraction:1=4000,crossfire:2,crossfire:4] [--jobs 2]
(a mission's =N: its own number of games)
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from crossfire_desktop.bots.heuristic import HeuristicPolicy  # noqa: E402
from crossfire_desktop.bots.search.evaluate import features, progress  # noqa: E402
from crossfire_desktop.bots.search.leaf import FEATURES  # noqa: E402
from crossfire_desktop.engine import new_game, quick_setup  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "resources" / "bots" / "leaf-value.toml"
FIRST_SEED = 10001
L2 = 1e-2  # per game: keeps weights of rare facts small
MAX_ACTIONS = 20000


def one_game(job: tuple[str, int, int]) -> tuple[list[tuple[float, ...]], float, bool]:
    """The features at the start of each round of one heuristic game, how far it got, and whether it was won."""
    mission, runners, seed = job
    game = new_game(quick_setup(mission, runners, seed), record=False)
    game.events = False
    policy = HeuristicPolicy(seed)
    rows: list[tuple[float, ...]] = []
    seen = -1
    for _ in range(MAX_ACTIONS):
        if game.pending is None:
            break
        if game.s.round != seen:
            seen = game.s.round
            rows.append(features(game))
        game.apply(policy.choose(game))
    won = game.result == "win"
    return rows, 1.0 if won else max(0.0, progress(game)), won


def fit(x: np.ndarray, y: np.ndarray, l2: float) -> np.ndarray:
    """Logistic regression weights (bias first) by Newton's method."""
    xb = np.hstack([np.ones((len(x), 1)), x])
    w = np.zeros(xb.shape[1])
    reg = l2 * np.eye(xb.shape[1])
    reg[0, 0] = 0.0
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-np.clip(xb @ w, -60, 60)))
        grad = xb.T @ (p - y) + reg @ w
        hess = (xb * (p * (1 - p))[:, None]).T @ xb + reg
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def log_loss(xb: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    p = np.clip(1.0 / (1.0 + np.exp(-np.clip(xb @ w, -60, 60))), 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--missions", default="extraction:1=4000,crossfire:2=1500,crossfire:4=1000")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    pool = multiprocessing.Pool(args.jobs)
    lines = ["# The search's leaf value (bots/search/leaf.py): written by bench/fit_leaf.py, not by hand.", ""]
    for item in args.missions.split(","):
        spec, _eq, count = item.partition("=")
        mission, runners = spec.split(":")[0], int(spec.split(":")[1])
        n = int(count) if count else args.games
        if not 5 <= n <= 100_000:
            parser.error(f"{item}: 5 to 100000 games")
        games = pool.map(one_game, [(mission, runners, FIRST_SEED + i) for i in range(n)], chunksize=20)
        held = n - n // 5
        x = [np.array(rows) for rows, _got, _won in games]
        y = [np.full(len(rows), got, dtype=float) for rows, got, _won in games]
        x_fit, y_fit = np.vstack(x[:held]), np.concatenate(y[:held])
        x_out, y_out = np.vstack(x[held:]), np.concatenate(y[held:])
        w = fit(x_fit, y_fit, L2 * held)
        base = np.zeros_like(w)
        rate = min(max(y_fit.mean(), 1e-6), 1 - 1e-6)
        base[0] = math.log(rate / (1 - rate))
        out_b = np.hstack([np.ones((len(x_out), 1)), x_out])
        wins = sum(won for _rows, _got, won in games)
        print(f"{spec}: {n} games, {wins} won ({100 * wins / n:.1f}%), {len(y_fit)} positions fitted; "
              f"mean end {y_fit.mean():.3f}; held-out cross-entropy {log_loss(out_b, y_out, w):.4f} vs "
              f"{log_loss(out_b, y_out, base):.4f} for the mean",
              flush=True)
        w = fit(np.vstack(x), np.concatenate(y), L2 * n)  # the model kept: every game
        lines += [f'[model."{spec}"]', f"games = {n}", f"bias = {w[0]:.6f}", "",
                  f'[model."{spec}".weights]', *(f"{name} = {v:.6f}" for name, v in zip(FEATURES, w[1:], strict=True)),
                  ""]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(lines))
    print(f"written: {OUT}")


if __name__ == "__main__":
    main()
