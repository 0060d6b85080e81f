"""The history says which seats the computer played: from RunnerSetup.ai, or from the " (AI)" name
suffix of a record written before that field (records are replayed as written, not migrated)."""

from __future__ import annotations

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.engine import GameSetup, new_game, quick_setup
from crossfire_desktop.history.summary import summarize

from .helpers import catalog


def _finished(setup: GameSetup):
    game = new_game(setup, catalog())
    policy = HeuristicPolicy(3)
    while game.pending is not None:
        game.apply(policy.choose(game))
    return game


def test_ai_seats_are_read_from_the_setup_field_and_from_old_names() -> None:
    data = quick_setup("crossfire", 2, 3).model_dump()
    data["runners"][1]["ai"] = True
    now = summarize(_finished(GameSetup.model_validate(data)).history(), catalog())
    assert [(r.name, r.ai) for r in now.runners] == [("Runner 1", False), ("Runner 2", True)]
    old = quick_setup("crossfire", 2, 3).model_dump()
    old["runners"][1]["name"] = "Runner 2 (AI)"
    before = summarize(_finished(GameSetup.model_validate(old)).history(), catalog())
    assert [(r.name, r.ai) for r in before.runners] == [("Runner 1", False), ("Runner 2", True)]
