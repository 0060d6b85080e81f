"""Replays: every position has the state hash the game had there; steps back and by turn; a branch plays on."""

from __future__ import annotations

import random

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.engine import load_game, new_game, quick_setup
from crossfire_desktop.history.replay import Replay

from .helpers import catalog


def _played_with_hashes(mission: str, runners: int, seed: int) -> tuple[dict, list[str]]:
    game = new_game(quick_setup(mission, runners, seed), catalog())
    policy = HeuristicPolicy(seed)
    hashes = [game.state_hash()]
    while game.pending is not None:
        game.apply(policy.choose(game))
        hashes.append(game.state_hash())
    return game.history(), hashes


def test_a_replay_reaches_the_games_state_hash_at_every_action() -> None:
    record, hashes = _played_with_hashes("crossfire", 2, 11)
    replay = Replay(record, catalog())
    assert replay.length == len(hashes) - 1
    assert replay.game.state_hash() == hashes[0]
    for k in range(1, replay.length + 1):
        replay.forward()
        assert replay.game.state_hash() == hashes[k], k
    assert replay.game.result is not None


def test_stepping_back_and_jumping_anywhere_gives_the_same_positions() -> None:
    record, hashes = _played_with_hashes("extraction", 1, 12)
    replay = Replay(record, catalog())
    rnd = random.Random(0)
    for k in [replay.length, 0, *(rnd.randrange(replay.length + 1) for _ in range(40)), 3, 2, 1]:
        replay.goto(k)
        assert replay.position == k
        assert replay.game.state_hash() == hashes[k], k


def test_step_by_turn_lands_on_turn_starts() -> None:
    record, hashes = _played_with_hashes("crossfire", 3, 13)
    replay = Replay(record, catalog())
    assert len(replay.turn_starts) > 3
    replay.next_turn()
    replay.next_turn()
    assert replay.position == replay.turn_starts[2]
    replay.previous_turn()
    assert replay.position == replay.turn_starts[1]
    assert replay.game.state_hash() == hashes[replay.position]


def test_play_from_here_branches_without_touching_the_record() -> None:
    record, hashes = _played_with_hashes("extraction", 1, 14)
    before = repr(record)
    replay = Replay(record, catalog())
    replay.goto(replay.length // 2)
    branch = load_game(replay.branch(), catalog())
    assert branch.state_hash() == hashes[replay.length // 2]
    assert branch.pending is not None
    branch.apply(branch.legal_actions()[0])
    assert repr(record) == before
    replay.goto(replay.length)
    assert replay.game.state_hash() == hashes[-1]
