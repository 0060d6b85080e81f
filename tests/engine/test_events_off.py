"""`Game.events = False` (simulations, search playouts): no events are built, and the game moves
exactly as with them: the same state, tally and random generator, so the same state hash."""

from __future__ import annotations

import pytest

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import new_game, quick_setup


@pytest.mark.parametrize(("mission", "runners", "policy"), [
    ("extraction", 1, RandomPolicy), ("crossfire", 4, HeuristicPolicy), ("dragon_fight", 4, RandomPolicy)])
def test_a_game_without_events_reaches_the_same_state_hash(mission: str, runners: int, policy: type) -> None:
    loud = new_game(quick_setup(mission, runners, 7), record=False)
    quiet = new_game(quick_setup(mission, runners, 7), record=False)
    quiet.events = False
    p_loud, p_quiet = policy(7), policy(7)
    heard = 0
    for _ in range(3000):
        if loud.pending is None:
            break
        heard += len(loud.apply(p_loud.choose(loud)))
        assert quiet.apply(p_quiet.choose(quiet)) == []
        assert quiet.state_hash() == loud.state_hash()
    assert loud.pending is None and quiet.result == loud.result
    assert heard > 0 and quiet.s.tally == loud.s.tally and quiet.s.tally


def test_a_clone_of_a_quiet_game_still_reports_events() -> None:
    game = new_game(quick_setup("extraction", 1, 3), record=False)
    game.events = False
    twin = game.clone()
    assert twin.events
    assert twin.apply(twin.legal_actions()[0])
