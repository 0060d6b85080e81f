"""The directly built legal actions are exactly the candidates that pass `legality.check`, in order."""

import random

import pytest

from crossfire_desktop.bots.heuristic_policy import HeuristicPolicy
from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import legality, new_game, quick_setup
from crossfire_desktop.engine.legal import legal_actions


def _slow(game):  # the definition: every candidate the check accepts
    d = game.pending
    return [a for a in game._candidates(d) if legality.check(game, a) is None] if d is not None else []


@pytest.mark.parametrize(("mission", "runners"), [("crossfire", 4), ("extraction", 1), ("extraction", 3),
                                                  ("dragon_fight", 4), ("crossfire", 2)])
def test_fast_legal_actions_equal_the_checked_candidates(mission: str, runners: int) -> None:
    known = {c.id for c in load_catalog().playable("upgrades")}
    for seed in range(6):
        setup = quick_setup(mission, runners, seed).model_dump()
        if seed % 2:  # stickers add abilities, purchases and hooks
            pick = random.Random(seed).sample(sorted(known), 2 * runners)
            for i, r in enumerate(setup["runners"]):
                r["upgrades"] = pick[2 * i:2 * i + 2]
        game = new_game(setup, record=False)
        policy = HeuristicPolicy(seed) if seed % 3 == 0 else RandomPolicy(seed)
        for _ in range(3000):
            if game.pending is None:
                break
            assert legal_actions(game) == _slow(game)
            game.apply(policy.choose(game))
