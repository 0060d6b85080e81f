"""A random legal policy, nudged to keep games moving: it usually plays before it ends a step."""

from __future__ import annotations

import random

from crossfire_desktop.engine import Action, EndStep, Game, Kind


class RandomPolicy:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        # `rng.choice(seq)` is `seq[rng._randbelow(len(seq))]` for a non-empty seq: the same draws without
        # its call (the piles below are asked only when not empty), so the same games for a seed.
        self._below = self.rng._randbelow  # type: ignore[attr-defined]

    def choose(self, game: Game) -> Action:
        d = game.pending
        assert d is not None
        if d.kind is Kind.PLAY:
            # Own plays at a target most of the time, a few assists and moves, then finish. Rolled first,
            # so a pile is counted only when the roll needs it (never built: one answer is, the one picked).
            roll = self.rng.random()
            if roll < 0.8:
                own = game.play_pile(d.runner, at_targets=True)
                if own:
                    return own[self._below(len(own))]
            if roll < 0.85:
                other = game.play_pile(d.runner, at_targets=False)
                if other:
                    return other[self._below(len(other))]
            return EndStep(d.runner)
        if d.kind is Kind.BUY:  # (its abilities to start never listed: the policy only buys or ends)
            buys = game.buy_pile(d.runner)
            if buys and self.rng.random() < 0.7:
                return buys[self._below(len(buys))]
            return EndStep(d.runner)
        return self.rng.choice(game.legal_actions())
