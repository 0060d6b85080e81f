"""A random legal policy, nudged to keep games moving: it usually plays before it ends a step."""

from __future__ import annotations

import random
from collections.abc import Sequence

from crossfire_desktop.engine import Action, EndStep, Game, Kind

# Read once: an enum member looked up on its class costs ~50 ns in Python 3.11, and every pick asks.
PLAY, BUY = Kind.PLAY, Kind.BUY


class RandomPolicy:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self._bits = self.rng.getrandbits

    def choose(self, game: Game) -> Action:
        d = game.pending
        assert d is not None
        pile: Sequence[Action] = ()
        n = 0  # len(pile), asked once (a pile's length is a Python call)
        if d.kind is PLAY:
            # Own plays at a target most of the time, a few assists and moves, then finish. Rolled first,
            # so a pile is counted only when the roll needs it (never built: one answer is, the one picked).
            roll = self.rng.random()
            if roll < 0.8:
                pile = game.play_pile(d.runner, at_targets=True)
                n = len(pile)
            if not n and roll < 0.85:
                pile = game.play_pile(d.runner, at_targets=False)
                n = len(pile)
        elif d.kind is BUY:  # (its abilities to start never listed: the policy only buys or ends)
            buys = game.buy_pile(d.runner)
            if buys and self.rng.random() < 0.7:
                pile, n = buys, len(buys)
        else:  # a choice or an Apply Damage step: a pile counted, one answer built (the others: listed)
            pile = game.choice_pile()
            if pile is None:
                pile = game.legal_actions()
            n = len(pile)
            if not n:
                return self.rng.choice(pile)  # (raises, as for any decision without an answer)
        if not n:
            return EndStep(d.runner)
        # `pile[rng._randbelow(n)]`, what `rng.choice(pile)` does: the same draws (the same games for a
        # seed) without its two calls; tests/bots/test_random_policy_draws.py compares them.
        k = n.bit_length()
        j = self._bits(k)
        while j >= n:
            j = self._bits(k)
        return pile[j]
