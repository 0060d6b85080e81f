"""game.clone(): the same state and decision as the game (and as its saved replay), then independent."""

import pytest

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import load_game, new_game, quick_setup


def _play(game, policy, n):
    for _ in range(n):
        if game.pending is None:
            return
        game.apply(policy.choose(game))


@pytest.mark.parametrize(("mission", "runners"), [("crossfire", 4), ("extraction", 1), ("dragon_fight", 4),
                                                  ("crossfire", 2)])
def test_a_clone_is_the_same_game_then_independent(mission: str, runners: int) -> None:
    for seed in range(4):
        game = new_game(quick_setup(mission, runners, seed))
        for stop in (0, 7, 23, 61):
            _play(game, RandomPolicy(seed * 100 + stop), stop)
            twin = game.clone()
            assert twin.state_hash() == game.state_hash()
            assert twin.state_hash() == load_game(game.save()).state_hash()  # the same as a replay
            assert twin.pending == game.pending
            assert twin.legal_actions() == game.legal_actions()
            before = game.state_hash()
            _play(twin, RandomPolicy(seed), 40)  # playing the clone leaves the game alone
            assert game.state_hash() == before
            again = game.clone()  # and the same answers give the same game in both
            _play(again, RandomPolicy(5), 30)
            _play(game, RandomPolicy(5), 30)
            assert again.state_hash() == game.state_hash()
            assert again.result == game.result


def test_a_clone_of_a_clone_and_of_an_unrecorded_game() -> None:
    game = new_game(quick_setup("crossfire", 3, 9), record=False)
    _play(game, RandomPolicy(1), 50)
    twin = game.clone().clone()
    assert twin.state_hash() == game.state_hash()
    _play(twin, RandomPolicy(2), 10_000)
    assert twin.result in ("win", "abort", "loss")


def test_loading_a_save_twice_leaves_the_game_and_its_save_alone() -> None:
    # state_from_data used to share lists with the snapshot: replaying the loaded game changed it.
    game = new_game(quick_setup("crossfire", 4, 0))
    policy = RandomPolicy(1)
    for _ in range(30):
        game.apply(policy.choose(game))
        assert load_game(game.save()).state_hash() == game.state_hash()
        assert load_game(game.save()).state_hash() == game.state_hash()


def test_a_game_without_clone_points_refuses_to_clone() -> None:
    game = new_game(quick_setup("crossfire", 2, 3), record=False)
    game.clone_points = False
    _play(game, RandomPolicy(1), 40)
    with pytest.raises(RuntimeError):
        game.clone()


def test_a_clone_saves_its_own_game_and_refuses_undo_in_words() -> None:
    """Issue 28 (smaller): a clone's save() used to hold only the setup, and its undo() an internal refusal."""
    from crossfire_desktop.engine import ActionRefused

    for stop in (0, 5, 40):
        game = new_game(quick_setup("crossfire", 3, 4))
        _play(game, RandomPolicy(2), stop)
        twin = game.clone()
        _play(twin, RandomPolicy(3), 6)
        assert load_game(twin.save()).state_hash() == twin.state_hash()
        if twin.pending is not None:
            assert twin.undo_refusal().code == "undo_not_recorded"
            with pytest.raises(ActionRefused):
                twin.undo()
        again = twin.clone()  # a clone of a clone saves its game too
        assert load_game(again.save()).state_hash() == twin.state_hash()
    bare = new_game(quick_setup("crossfire", 2, 1), record=False)
    bare.clone_points = False
    _play(bare, RandomPolicy(1), 30)
    with pytest.raises(RuntimeError, match="keeps neither saves nor clone points"):
        bare.save()
