"""Fits Extraction's leaf value (bots/search/extraction_value.py): a logistic model of the win over a
few features of positions from heuristic self-play games of solo Extraction, each position labelled
with its game's result. Prints the weights to paste into WEIGHTS, and the fit's log loss on held-out
games against the base rate.

Usage: python bench/fit_extraction_value.py [--games 20000] [--jobs 2]
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from crossfire_desktop.bots.heuristic import HeuristicPolicy  # noqa: E402
from crossfire_desktop.bots.search.extraction_value import FEATURES, features  # noqa: E402
from crossfire_desktop.engine import new_game, quick_setup  # noqa: E402


def positions(seed: int) -> tuple[list[tuple[float, ...]], int]:
    """The features at the first decision of each round (where a playout stops), and 1 for a win."""
    game = new_game(quick_setup("extraction", 1, seed), record=False, clone_points=False, events=False)
    policy = HeuristicPolicy(seed)
    seen, rows = -1, []
    for _ in range(20000):
        if game.pending is None:
            break
        if game.s.round != seen:
            seen = game.s.round
            rows.append(features(game))
        game.apply(policy.choose(game))
    return rows, int(game.result == "win")


def fit(x: np.ndarray, y: np.ndarray, ridge: float = 1e-3) -> np.ndarray:
    """Logistic regression by Newton's method (a little ridge keeps it well posed)."""
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-np.clip(x @ w, -30, 30)))
        grad = x.T @ (p - y) + ridge * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + ridge * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def log_loss(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    p = np.clip(1.0 / (1.0 + np.exp(-np.clip(x @ w, -30, 30))), 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--save", default="", help="also save the positions (features, then 1 for a win) to this .npy")
    args = parser.parse_args()
    seeds = range(1, args.games + 1)
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            games = pool.map(positions, seeds, chunksize=50)
    else:
        games = [positions(s) for s in seeds]
    if args.save:
        np.save(args.save, np.array([[*row, won] for rows, won in games for row in rows]))
    xs = np.array([row for rows, _won in games for row in rows], dtype=float)
    ys = np.array([won for rows, won in games for _row in rows], dtype=float)
    cut = len(xs) * 4 // 5  # the positions of the last fifth (the games of the highest seeds): held out
    x, y, xt, yt = xs[:cut], ys[:cut], xs[cut:], ys[cut:]
    w = fit(x, y)
    base = np.zeros(len(FEATURES))
    rate = y.mean()
    base[0] = np.log(rate / (1 - rate))
    print(f"{len(games)} games ({sum(won for _r, won in games)} won), {len(y)} positions to fit, {len(yt)} held out")
    print(f"held-out log loss {log_loss(xt, yt, w):.4f} (base rate alone {log_loss(xt, yt, base):.4f})")
    print("WEIGHTS = (" + ", ".join(f"{v:.4f}" for v in w) + ")")
    for name, v in zip(FEATURES, w, strict=True):
        print(f"  {name:<18} {v:+.4f}")


if __name__ == "__main__":
    main()
