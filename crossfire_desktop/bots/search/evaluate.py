"""How good a position is for the team, between 0 (lost) and 1 (won).

Playouts stop a round or so ahead (or at the end of the game), and the heuristic playing on rarely
wins, so a bare win/loss score would rate nearly every answer alike. A position is scored by how
far the team got toward the win (`progress`) and how safe it stands (`safety`: each runner's, and
the Client's, HP left over what faces them, a staggered runner about to be hit counting as lost).
A finished game keeps a little of its progress, so a loss late in the mission beats an early one;
any position still being played rates above every loss. A solo Extraction position still being
played is rated by its fitted odds of the win instead (extraction_value.py, fitted on solo games).
"""

from __future__ import annotations

from crossfire_desktop.engine import Game, statics, view

from .extraction_value import EXTRACTION_STEPS, win_odds

WIN = 1.0
ABORT = 0.25  # an abort earns 1 Karma and ends alive: far below a win, above any loss
LOSS_PROGRESS = 0.2  # a loss is worth up to this much, by the progress made
ALIVE_FLOOR = 0.25  # a position still being played is worth at least this
ALIVE_CAP = 0.97  # and less than a win
DRAGON_ASPECTS = 4
CROSSFIRE_SCENES = 3
PROGRESS_WEIGHT = 0.6  # of a position still being played: how far toward the win ...
SAFETY_WEIGHT = 0.2  # ... and how safe the team stands
THREAT_WEIGHT = 0.005  # per attack point of the obstacles in play


def progress(g: Game) -> float:
    """How far toward this mission's win, 0..1: the track, the aspects fallen, the scenes and levels."""
    s = g.s
    ms = s.mission_state
    defeated = int(s.tally.get("defeated", 0) or 0)
    if "track" in ms:  # Extraction: survive the track to its last step
        return min(1.0, (int(ms["track"]) - 1) / (EXTRACTION_STEPS - 1) + 0.005 * defeated)
    if "fallen" in ms:  # Dragon Fight: the Dragon's aspects
        return min(1.0, (len(ms["fallen"]) + 0.1 * min(defeated, 8)) / (DRAGON_ASPECTS + 1))
    return min(1.0, (s.scene - 1 + 0.8 * _scene_done(g)) / CROSSFIRE_SCENES)


def _scene_done(g: Game) -> float:
    """0..1: how much of the Scene's obstacles is beaten (those defeated count whole, those in play by
    their cleared levels), out of the obstacles the Scene flipped."""
    data = g.cat.missions.get(g.s.mission)
    extra = data.scene_flip_extra if data is not None else []
    flipped = len(g.runner_seats()) + (extra[g.s.scene - 1] if g.s.scene <= len(extra) else 0)
    flipped += g.s.bonus.count("bring_it_on")
    in_play = [ob for ob in g.s.obstacles if not ob.boss]
    beaten = flipped - len(in_play) + sum(ob.cleared / max(1, len(g.track(ob.card))) for ob in in_play)
    return max(0.0, min(1.0, beaten / max(1, flipped)))


def safety(g: Game) -> float:
    """0..1: the HP each seat keeps over the attacks it faces (the Client counts double)."""
    total = weight = 0.0
    for r in g.s.runners:
        w = 2.0 if r.client else 1.0
        weight += w
        if r.critical:
            continue
        incoming = view.incoming_damage(g, r.seat)
        if r.staggered:
            score = 0.0 if incoming else 0.15
        else:
            margin = r.hp - incoming
            score = 0.05 if margin <= 0 else min(1.0, 0.35 + 0.18 * margin)
        total += w * score
    return total / weight if weight else 0.0


def evaluate(g: Game) -> float:
    if g.result is not None:
        if g.result == "win":
            return WIN
        if g.result == "abort":
            return ABORT + 0.1 * max(0.0, progress(g))
        return LOSS_PROGRESS * max(0.0, progress(g))
    if "track" in g.s.mission_state and len(g.s.runners) == 2:  # solo Extraction: the runner and the Client
        return ALIVE_FLOOR + (ALIVE_CAP - ALIVE_FLOOR) * win_odds(g)
    threat = sum(statics.attack_of(g, ob) for ob in g.s.obstacles if not ob.boss)
    value = ALIVE_FLOOR + PROGRESS_WEIGHT * progress(g) + SAFETY_WEIGHT * safety(g) - THREAT_WEIGHT * threat
    return max(ALIVE_FLOOR, min(ALIVE_CAP, value))
