"""`simulate.run` validates the setup once and copies it with each game's seed: the games it plays
must stay those a fresh `quick_setup` per seed gives."""

from __future__ import annotations

import pytest

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.bots.simulate import run
from crossfire_desktop.engine import new_game, quick_setup


@pytest.mark.parametrize(("mission", "runners", "rules"), [("crossfire", 3, "first"), ("extraction", 1, "revised")])
def test_simulated_games_are_those_of_a_fresh_setup_per_seed(mission: str, runners: int, rules: str) -> None:
    seed, games = 11, 6
    actions = rounds = 0
    results = {"win": 0, "abort": 0, "loss": 0}
    for game_seed in range(seed, seed + games):
        game = new_game(quick_setup(mission, runners, game_seed, rules=rules), record=False, events=False)
        policy = RandomPolicy(game_seed)
        while game.pending is not None:
            game.apply(policy.choose(game))
            actions += 1
        rounds += game.s.round
        results[str(game.result)] += 1
    report = run(mission, runners, games, seed, rules=rules)
    assert report["errors"] == []
    assert (report["actions"], report["mean_rounds"]) == (actions, round(rounds / games, 2))
    assert (report["wins"], report["aborts"], report["losses"]) == (results["win"], results["abort"], results["loss"])
