"""How good a position is for the team, between 0 (lost) and 1 (won), for playouts cut short."""

from __future__ import annotations

from crossfire_desktop.engine import Game, statics

SURVIVAL = 0.0
RESULT_VALUE = {"win": 1.0, "abort": 0.1, "loss": 0.0}  # an abort earns 1 Karma, a win 7 or more


def evaluate(g: Game) -> float:
    if g.result is not None:
        value = RESULT_VALUE.get(g.result, 0.0)
        if g.result == "loss":  # lasting longer is closer to a win
            value += SURVIVAL * min(1.0, (g.s.round + 2 * (g.s.scene - 1)) / 12)
        return value
    s = g.s
    people = [r for r in s.runners]
    health = sum(0.0 if (r.critical or r.staggered) else r.hp / max(1, r.max_hp) for r in people) / len(people)
    lowest = min((r.hp for r in people if not r.critical), default=0)
    threat = sum(statics.attack_of(g, ob) for ob in s.obstacles if not ob.boss)
    left = sum(len(g.track(ob.card)) - ob.cleared for ob in s.obstacles if not ob.boss)
    progress = 0.06 * (s.scene - 1) + 0.015 * s.round
    value = 0.2 + 0.3 * health + 0.04 * min(lowest, 4) - 0.015 * threat - 0.005 * left + progress
    return max(0.01, min(0.95, value))
