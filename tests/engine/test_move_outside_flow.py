"""A move runs no rule, so it is made without resuming the flow (`Game._answer`, the one path for apply and
replay): the Play Cards step waits on its decision, and a game rebuilt from the same actions (as a clone,
a save or a search worker rebuilds it) ends up exactly as the one played."""

from __future__ import annotations

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import Game, MoveCard, new_game, quick_setup
from crossfire_desktop.engine.game import rebuild


def test_moves_leave_the_step_waiting_and_a_rebuilt_game_equal() -> None:
    moves = 0
    for seed in range(4):
        game = new_game(quick_setup("crossfire", 3, seed))
        policy = RandomPolicy(seed)
        while game.pending is not None:
            action = policy.choose(game)
            decision = game.pending
            events = game.apply(action)
            if isinstance(action, MoveCard):
                moves += 1
                assert [e.code for e in events] == ["placement_moved"]
                assert game.pending is decision  # the Play Cards step waits on, unchanged
                state, rng, since = game.boundary()
                twin: Game = rebuild(game.setup, game.cat, state, rng, since)  # the same actions, replayed
                assert twin.state_hash() == game.state_hash()
                assert twin.pending == game.pending
    assert moves > 50
