"""The random policy draws a pile's pick without `rng.choice` (its own `_randbelow` loop, inline): it must
pick what `rng.choice` picks from the same generator, so a seed keeps giving the same games."""

from __future__ import annotations

import random

import pytest

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import Action, EndStep, Game, Kind, new_game, quick_setup


class ChoicePolicy:
    """The policy as written with `rng.choice` over listed piles: the reference."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        d = game.pending
        assert d is not None
        if d.kind is Kind.PLAY:
            roll = self.rng.random()
            if roll < 0.8:
                own = list(game.play_pile(d.runner, at_targets=True))
                if own:
                    return self.rng.choice(own)
            if roll < 0.85:
                other = list(game.play_pile(d.runner, at_targets=False))
                if other:
                    return self.rng.choice(other)
            return EndStep(d.runner)
        if d.kind is Kind.BUY:
            buys = game.buy_pile(d.runner)
            if buys and self.rng.random() < 0.7:
                return self.rng.choice(buys)
            return EndStep(d.runner)
        return self.rng.choice(game.legal_actions())


@pytest.mark.parametrize(("mission", "runners"), [("extraction", 1), ("crossfire", 4)])
def test_the_random_policy_picks_what_rng_choice_picks(mission: str, runners: int) -> None:
    picks = 0
    for seed in range(1, 16):
        game = new_game(quick_setup(mission, runners, seed), record=False, events=False)
        fast, reference = RandomPolicy(seed), ChoicePolicy(seed)
        while game.pending is not None:
            action = fast.choose(game)
            assert action == reference.choose(game), (seed, picks)
            game.apply(action)
            picks += 1
        assert fast.rng.getstate() == reference.rng.getstate()
    assert picks > 500
