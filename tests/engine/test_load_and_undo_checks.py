"""load_game copies and validates; undo after the end is refused (issue 16)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from crossfire_desktop.engine import ActionRefused, Game, load_game, new_game, quick_setup
from crossfire_desktop.engine.load_check import GameLoadError


def played(seed: int, steps: int, mission: str = "crossfire") -> Game:
    game = new_game(quick_setup(mission, 4, seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.pending is None:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def finished(seed: int) -> Game:
    game = played(seed, 5000)
    assert game.pending is None and game.result is not None
    return game


def test_playing_a_loaded_copy_leaves_the_original_alone() -> None:
    game = played(4, 40)
    data = game.save()
    assert data["snapshot"] is not None
    before = game.state_hash()
    copy_ = load_game(data)
    rng = random.Random(9)
    for _ in range(60):
        if copy_.pending is None:
            break
        copy_.apply(rng.choice(copy_.legal_actions()))
    assert game.state_hash() == before
    assert load_game(game.save()).state_hash() == before  # the save dict wasn't touched either
    assert game.save() == data


def test_undo_restarts_from_an_untouched_snapshot() -> None:
    game = played(6, 45)
    ref = game.save_json()
    game.apply(game.legal_actions()[0])
    if game.undo_refusal() is None:
        game.undo()
        assert game.save_json() == ref


def test_undo_after_the_end_is_refused_and_the_result_stands() -> None:
    game = finished(3)
    result, before = game.result, game.state_hash()
    ref = game.undo_refusal()
    assert ref is not None and ref.code == "game_over"
    with pytest.raises(ActionRefused):
        game.undo()
    assert game.result == result and game.pending is None and game.state_hash() == before


def tamper(data: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    *parents, last = path.split(".")
    node: Any = out
    for p in parents:
        node = node[int(p)] if isinstance(node, list) else node[p]
    if isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return out


@pytest.mark.parametrize(("path", "value", "field"), [
    ("snapshot.state.defs.0", "no_such_card", "snapshot.state.defs.0"),
    ("snapshot.state.market_row.0", 99999, "snapshot.state.market_row.0"),
    ("snapshot.state.market_deck.0", -1, "snapshot.state.market_deck.0"),
    ("snapshot.state.runners.0.hand.0", 99999, "snapshot.state.runners.0.hand.0"),
    ("snapshot.state.runners.1.discard", [10**6], "snapshot.state.runners.1.discard.0"),
    ("snapshot.state.runners.0.deck.0", "x", "snapshot.state.runners.0.deck.0"),
    ("snapshot.state.normal_deck.0", 99999, "snapshot.state.normal_deck.0"),
    ("snapshot.state.crossfire_deck.0", 99999, "snapshot.state.crossfire_deck.0"),
    ("snapshot.state.obstacles.0.card", 99999, "snapshot.state.obstacles.0"),
    ("snapshot.state.obstacles.0.facing", 9, "snapshot.state.obstacles.0.facing"),
    ("snapshot.state.current", 7, "snapshot.state.current"),
    ("snapshot.state.runners.0.upgrades", ["nope"], "snapshot.state.runners.0.upgrades"),
    ("snapshot.rng", "zz", "snapshot.rng"),
    ("actions", [{"kind": "choose", "runner": 0, "option": 1.5}], "actions"),
    ("actions", [{"kind": "nope"}], "actions.0"),
    ("actions", "x", "actions"),
    ("format", "other", "format"),
])
def test_bad_saves_raise_a_load_error_naming_the_field(path: str, value: Any, field: str) -> None:
    game = played(8, 40)
    data = game.save()
    assert data["snapshot"] is not None and data["snapshot"]["state"]["obstacles"]
    with pytest.raises(GameLoadError) as info:
        load_game(tamper(data, path, value))
    assert info.value.field.startswith(field)
    assert isinstance(info.value, ValueError)


def test_a_card_of_the_wrong_kind_in_a_hand_is_refused() -> None:
    data = played(8, 40).save()
    state = data["snapshot"]["state"]
    state["runners"][0]["hand"].append(state["crossfire_deck"][0])
    with pytest.raises(GameLoadError, match="can't be in this zone"):
        load_game(json.dumps(data))


def test_a_save_at_every_point_of_long_games_loads_back() -> None:
    for mission in ("crossfire", "extraction", "dragon_fight"):
        game = new_game(quick_setup(mission, 3 if mission == "extraction" else 4, 1))
        rng = random.Random(1)
        n = 0
        while game.pending is not None:
            game.apply(rng.choice(game.legal_actions()))
            n += 1
            if n % 15 == 0:
                assert load_game(game.save_json()).state_hash() == game.state_hash()
