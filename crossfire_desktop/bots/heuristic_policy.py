"""A greedy policy: plays each card where it clears the most levels, buys the dearest card it can.

It reads game state (never changes it) so simulations also reach scene ends and wins.
"""

from __future__ import annotations

import random
from dataclasses import replace

from crossfire_desktop.engine import Action, Buy, EndStep, Game, Kind, PlayCard
from crossfire_desktop.engine.damage import COLOR_INDEX, allocate


def _gain(game: Game, card: int, target: int) -> float:
    """Levels the card would add at `target` (x10), plus partial damage, plus a little for the
    obstacles that attack this turn."""
    ob = game.s.obstacle(target)
    if ob is None or ob.boss:
        return 0
    dmg = game.player_def(card).damage
    pool = game.pool(target)
    colors = list(pool.colors)
    for c in dmg.colors:
        colors[COLOR_INDEX[c]] += 1
    packs = pool.level_packs + ((dmg.levels,) if dmg.levels and dmg.consecutive else (1,) * dmg.levels)
    more = replace(pool, colors=(colors[0], colors[1], colors[2], colors[3]), colorless=pool.colorless + dmg.colorless,
                   level_packs=packs)
    track = game.track(target)
    before = allocate(track, ob.cleared, ob.partial, pool)
    after = allocate(track, ob.cleared, ob.partial, more)
    score = 10.0 * (after.cleared - before.cleared) + (after.partial - before.partial)
    if score > 0 and ob.facing == game.s.current:
        score += 0.5
    return score

class HeuristicPolicy:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        d = game.pending
        assert d is not None
        actions = game.legal_actions()
        if d.kind is Kind.PLAY:
            plays = [a for a in actions if isinstance(a, PlayCard) and a.runner == d.runner and a.target is not None]
            scored = [(_gain(game, a.card, a.target), a) for a in plays if a.target is not None]
            best = max(scored, key=lambda x: x[0], default=(0, None))
            if best[1] is not None and best[0] > 0:
                return best[1]
            if plays and game.s.obstacles and all(game.s.runners[ob.facing].critical for ob in game.s.obstacles):
                return plays[0]  # nobody is attacked (revised, going on past a critical): cycle the deck
            return EndStep(d.runner)
        if d.kind in (Kind.BUY, Kind.BUY_ONE):
            buys = [a for a in actions if isinstance(a, Buy)]
            if buys:
                return max(buys, key=lambda a: (game.player_def(a.card).cost, -a.card))
            return EndStep(d.runner)
        if d.prompt == "revised_critical_choice":  # revised: a second critical loses; take the abort award
            return next(a for a in actions if d.options[getattr(a, "option", 0)].ref == "abort")
        if d.kind is Kind.PLAY_ONE:
            plays = [a for a in actions if isinstance(a, PlayCard) and a.target is not None]
            if plays:
                return max(plays, key=lambda a: _gain(game, a.card, a.target) if a.target is not None else 0)
        return self.rng.choice(actions)
