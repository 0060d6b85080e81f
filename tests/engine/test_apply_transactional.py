"""`apply` is all or nothing: an exception inside an ability leaves the game exactly as before (issue 16)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from crossfire_desktop.engine import ActionRefused, load_game, new_game, ops, quick_setup
from crossfire_desktop.engine.effects import REGISTRY, _load_all
from crossfire_desktop.engine.messages import AbilityFailed

ARMED = {"on": False}


def breaking(fn: Any) -> Any:
    """The effect, except that it raises once while armed (the replay that takes it back succeeds)."""

    def effect(ctx: Any) -> Any:
        if ARMED["on"]:
            ARMED["on"] = False
            raise ZeroDivisionError("broken on purpose")
        yield from fn(ctx)

    return effect


def play_until_failure(mission: str, seed: int, runners: int = 4) -> tuple[Any, AbilityFailed]:
    game = new_game(quick_setup(mission, runners, seed))
    ARMED["on"] = True
    rng = random.Random(seed)
    for _ in range(3000):
        assert game.pending is not None, "the game ended without running an ability"
        action = rng.choice(game.legal_actions())
        before = (game.state_hash(), game.save_json(), game.pending, len(game.legal_actions()))
        try:
            game.apply(action)
        except AbilityFailed as exc:
            assert (game.state_hash(), game.save_json(), game.pending, len(game.legal_actions())) == before
            return game, exc
    raise AssertionError("no ability ran")


@pytest.mark.parametrize("mission", ["crossfire", "extraction", "dragon_fight"])
def test_a_failing_ability_is_taken_back(monkeypatch: pytest.MonkeyPatch, mission: str) -> None:
    _load_all()
    for name, fn in list(REGISTRY.items()):
        monkeypatch.setitem(REGISTRY, name, breaking(fn))
    game, exc = play_until_failure(mission, 11, 3 if mission == "extraction" else 4)
    assert exc.effect in REGISTRY and exc.card is not None
    assert isinstance(exc.__cause__, ZeroDivisionError)
    # The game goes on: the save replays to the same state, and another answer is accepted.
    assert load_game(game.save_json()).state_hash() == game.state_hash()
    monkeypatch.undo()
    game.apply(exc.action)  # the same action works once the ability is mended
    assert game.save()["actions"][-1] or game.save()["snapshot"]


def test_a_failure_outside_any_ability_is_taken_back_too(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(quick_setup("crossfire", 4, 2))
    calls = {"n": 0}
    real_draw = ops.draw

    def draw_breaks_later(*args: object, **kw: object) -> object:
        calls["n"] += 1
        if calls["n"] == 4:  # once: replaying the earlier actions draws again without failing
            raise RuntimeError("draw broke")
        return real_draw(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(ops, "draw", draw_breaks_later)
    rng = random.Random(2)
    for _ in range(2000):
        before = (game.state_hash(), game.save_json(), game.pending)
        try:
            game.apply(rng.choice(game.legal_actions()))
        except AbilityFailed as exc:
            assert (game.state_hash(), game.save_json(), game.pending) == before
            assert exc.effect is None or exc.effect in REGISTRY
            return
    raise AssertionError("draw never ran")


def test_refusals_are_not_ability_failures() -> None:
    game = new_game(quick_setup("crossfire", 4, 2))
    with pytest.raises(ActionRefused):
        game.apply(None)  # type: ignore[arg-type]
