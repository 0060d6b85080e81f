"""Finished games for the history tests, played by the heuristic bot."""

from __future__ import annotations

import functools
from typing import Any

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import Game, new_game, quick_setup


@functools.cache
def catalog() -> Any:
    return load_catalog()


def played(mission: str = "extraction", runners: int = 1, seed: int = 1, rules: str = "first") -> Game:
    game = new_game(quick_setup(mission, runners, seed, rules=rules), catalog())
    policy = HeuristicPolicy(seed)
    n = 0
    while game.pending is not None and n < 5000:
        game.apply(policy.choose(game))
        n += 1
    assert game.result is not None
    return game
