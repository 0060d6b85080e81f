"""Playouts per CPU second of the search, from the same positions (Extraction solo, Crossfire 2 and 4
runners), and a checksum of the values they gave: run it against two trees (PYTHONPATH) to compare
their speed and whether they play the same playouts. CPU time of this process, so a shared machine's
load matters less than with wall time.

Usage: PYTHONPATH=TREE python bench/bench_playouts.py [--positions 8] [--playouts 16] [--repeat 3]
"""

from __future__ import annotations

import argparse
import hashlib
import time

from crossfire_desktop.bots.search import SearchPolicy
from crossfire_desktop.bots.simulate import choice_positions

MISSIONS = (("extraction", 1), ("crossfire", 2), ("crossfire", 4))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--playouts", type=int, default=16, help="per position and candidate")
    parser.add_argument("--repeat", type=int, default=3, help="best of this many runs")
    args = parser.parse_args()
    for mission, runners in MISSIONS:
        games = choice_positions(mission, runners, 7, args.positions)
        best, digest = float("inf"), ""
        for _ in range(args.repeat):
            h = hashlib.sha256()
            start = time.process_time()
            n = 0
            for k, game in enumerate(games):
                search = SearchPolicy(k, playouts=1)
                cands = search.candidates(game, search.fast.choose(game))
                for world in range(args.playouts):
                    for action in cands:
                        h.update(repr(search.playout(game, action, world)).encode())
                        n += 1
            best = min(best, time.process_time() - start)
            digest = h.hexdigest()[:12]
        print(f"{mission}:{runners}  {n} playouts  {n / best:7.0f} playouts per CPU-s  values {digest}", flush=True)


if __name__ == "__main__":
    main()
