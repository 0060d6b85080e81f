"""How close a Dragon Fight team's cards come to felling a Dragon aspect in one turn.

At the start of every turn of seeded heuristic games: the printed damage of every card in the
current runner's hand plus the printed assist damage of every card in the teammates' hands, all on
one live aspect, ignoring targeting limits. It is printed as a share of what fells the aspect, its
colored or its colorless amount, whichever is nearer (1.00 = the printed damage held could fell it).
Not a bound: what abilities add during the turn is left out (X damage, Katana, Icon Grab, cards
played by Hack the World, Pair Programming or Coordinated Attack, cards drawn, stickers).

Usage: python bench/bench_dragon_reach.py [--games 200] [--upgrades fragging_tough,wired_reflexes]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_bots import setup_of  # noqa: E402

from crossfire_desktop.bots.heuristic import HeuristicPolicy  # noqa: E402
from crossfire_desktop.engine import Game, new_game  # noqa: E402


def turn_reach(g: Game) -> float:
    """The best share of a live aspect's felling amount the printed damage held could deal."""
    colors: Counter[str] = Counter()
    total = 0
    for r in g.s.runners:
        for card in r.hand:
            defn = g.player_def(card)
            dmg = defn.damage if r.seat == g.s.current else defn.assist_damage
            if dmg is None or dmg.obstacles_only:
                continue
            colors.update(dmg.colors)
            total += len(dmg.colors) + dmg.colorless
    best = 0.0
    for o in g.s.obstacles:
        if o.boss:
            aspect = g.mission.aspect(g, o.card)  # type: ignore[attr-defined]
            best = max(best, colors[aspect.color] / aspect.colored_amount, total / aspect.colorless_amount)
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--upgrades", default="", help="sticker ids every runner has, comma-separated")
    args = parser.parse_args()
    upgrades = tuple(u for u in args.upgrades.split(",") if u)
    best_of_game: Counter[float] = Counter()
    turns = reached = fallen = rounds = 0
    for seed in range(1, args.games + 1):
        g = new_game(setup_of("dragon_fight", 4, seed, upgrades), record=False)
        policy = HeuristicPolicy(seed)
        seen = None
        best = 0.0
        while g.pending is not None:
            if (g.s.round, g.s.current) != seen:
                seen = (g.s.round, g.s.current)
                reach = turn_reach(g)
                turns += 1
                reached += reach >= 1.0
                best = max(best, reach)
            g.apply(policy.choose(g))
        best_of_game[min(1.0, round(best, 1))] += 1
        fallen += len(g.s.mission_state.get("fallen", []))
        rounds += g.s.round
    n = args.games
    print(f"Dragon Fight, 4 runners, upgrades: {', '.join(upgrades) or 'none'}; {n} heuristic games")
    print(f"  turns whose printed damage held could fell an aspect: {reached} of {turns}")
    print(f"  aspects felled: {fallen} (4 win a game); mean last round {rounds / n:.1f}")
    print("  best turn of each game (share of the felling amount): "
          + ", ".join(f"{k:.1f}: {v}" for k, v in sorted(best_of_game.items())))


if __name__ == "__main__":
    main()
