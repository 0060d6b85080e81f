"""Random-play soak: many whole seeded games, invariants checked after every action."""

import pytest

from crossfire_desktop.bots.heuristic_policy import HeuristicPolicy
from crossfire_desktop.bots.invariants import violations
from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import new_game, ops, quick_setup

CASES = [("crossfire", n) for n in (2, 3, 4)] + [("extraction", n) for n in (1, 2, 3, 4)] + [("dragon_fight", 4)]
GAMES = {"crossfire": 100, "extraction": 40, "dragon_fight": 40}


@pytest.mark.parametrize("rules", ["first", "revised"])
@pytest.mark.parametrize(("mission", "runners"), CASES)
def test_whole_games_keep_every_invariant(mission: str, runners: int, rules: str) -> None:
    if mission not in load_catalog().missions:
        pytest.fail(f"mission {mission} is missing from missions/")
    results = set()
    for seed in range(GAMES[mission]):
        game = new_game(quick_setup(mission, runners, 1000 * runners + seed, rules=rules), record=seed % 10 == 0)
        # Half the games greedy, so scene ends and later scenes are reached too.
        policy = HeuristicPolicy(seed) if seed % 2 else RandomPolicy(seed)
        for _ in range(20000):
            if game.pending is None:
                break
            assert game.pending is not None  # exactly one pending decision until the game ends
            game.apply(policy.choose(game))
            problems = violations(game)
            assert problems == [], f"seed {seed}: {problems}"
            assert ops.crossfire_level(game) == len(game.s.crossfire_discard)
            assert not set(game.s.crossfire_active) & set(game.s.crossfire_discard)
        assert game.result in ("win", "abort", "loss"), f"seed {seed} did not end"
        results.add(game.result)
    assert results  # every game ended with a result
