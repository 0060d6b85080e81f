"""How good a position is for the team, between 0 (lost) and 1 (won).

Playouts run to the end of the game, and the heuristic playing on rarely wins, so a bare
win/loss score would rate nearly every answer 0. A finished game is therefore also scored by how
far the team got toward the win (`progress`): a loss late in the mission beats an early one, and
an answer that clears obstacles or keeps the runners standing longer shows in the mean.
"""

from __future__ import annotations

from crossfire_desktop.engine import Game, statics

WIN = 1.0
ABORT = 0.2  # an abort earns 1 Karma and ends alive: about a loss two thirds of the way, far below a win
LOSS_PROGRESS = 0.3  # a loss is worth up to this much, by the progress made
EXTRACTION_STEPS = 7  # the track's final step (round 7)
DRAGON_ASPECTS = 4
CROSSFIRE_SCENES = 3


def progress(g: Game) -> float:
    """How far toward this mission's win, 0..1: the track, the aspects fallen, the scenes and obstacles."""
    s = g.s
    ms = s.mission_state
    defeated = int(s.tally.get("defeated", 0) or 0)
    if "track" in ms:  # Extraction: survive the track to its last step
        return min(1.0, (int(ms["track"]) - 1) / (EXTRACTION_STEPS - 1) + 0.01 * defeated)
    if "fallen" in ms:  # Dragon Fight: the Dragon's aspects
        return min(1.0, (len(ms["fallen"]) + 0.25 * min(defeated, 4)) / (DRAGON_ASPECTS + 1))
    left = sum(len(g.track(ob.card)) - ob.cleared for ob in s.obstacles if not ob.boss)
    return min(1.0, (s.scene - 1 + 0.08 * defeated - 0.01 * left) / CROSSFIRE_SCENES + 0.02)


def evaluate(g: Game) -> float:
    if g.result is not None:
        if g.result == "win":
            return WIN
        base = ABORT if g.result == "abort" else 0.0
        return base + LOSS_PROGRESS * max(0.0, progress(g))
    s = g.s
    people = [r for r in s.runners]
    health = sum(0.0 if (r.critical or r.staggered) else r.hp / max(1, r.max_hp) for r in people) / len(people)
    threat = sum(statics.attack_of(g, ob) for ob in s.obstacles if not ob.boss)
    lowest = min((r.hp for r in people if not r.critical), default=0)
    value = LOSS_PROGRESS * max(0.0, progress(g)) + 0.3 * health + 0.04 * min(lowest, 4) - 0.015 * threat
    return max(0.01, min(0.95, value))
