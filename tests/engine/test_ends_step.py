"""`legality.ends_step`: the EndStep answers `Game.apply` takes without the whole check are exactly the
ones the check accepts (every seat's, on every kind of decision), and no malformed one is among them."""

from __future__ import annotations

from typing import Any

import pytest

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import ActionRefused, EndStep, Kind, legality, new_game, quick_setup


@pytest.mark.parametrize(("mission", "runners"), [("crossfire", 4), ("extraction", 1), ("dragon_fight", 4)])
def test_ends_step_agrees_with_the_check(mission: str, runners: int) -> None:
    kinds: set[Kind] = set()
    for seed in range(3):
        game = new_game(quick_setup(mission, runners, seed), record=False)
        policy = RandomPolicy(seed)
        while game.pending is not None:
            for seat in range(len(game.s.runners)):
                end = EndStep(seat)
                assert legality.ends_step(game, end) == (legality.check(game, end) is None)
            bad: list[Any] = [True, str(game.pending.runner), float(game.pending.runner), 99, -1]
            for runner in bad:
                assert not legality.ends_step(game, EndStep(runner))
            kinds.add(game.pending.kind)
            game.apply(policy.choose(game))
    assert {Kind.PLAY, Kind.BUY, Kind.APPLY} <= kinds


def test_an_end_step_out_of_turn_is_still_refused() -> None:
    game = new_game(quick_setup("crossfire", 2, 1))
    policy = RandomPolicy(1)
    while game.pending.kind is not Kind.PLAY:
        game.apply(policy.choose(game))
    seat = game.pending.runner
    with pytest.raises(ActionRefused):
        game.apply(EndStep(1 - seat))
    with pytest.raises(ActionRefused):
        game.apply(EndStep(True))  # type: ignore[arg-type]  # malformed: a bool is no seat
    decision = game.pending
    game.apply(EndStep(seat))
    assert game.pending is not decision  # the step ended
