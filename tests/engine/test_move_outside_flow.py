"""A move runs no rule, so `apply` makes it without resuming the flow: the game must end up exactly as
the flow itself would leave it (replaying the same actions through the flow, as a clone does)."""

from __future__ import annotations

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import Game, MoveCard, new_game, quick_setup
from crossfire_desktop.engine.game import rebuild


def test_moves_made_by_apply_leave_the_game_as_the_flow_does() -> None:
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
                twin: Game = rebuild(game.setup, game.cat, state, rng, since)  # the same actions, through the flow
                assert twin.state_hash() == game.state_hash()
                assert twin.pending == game.pending
    assert moves > 50
