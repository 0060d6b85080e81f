"""Actions built by `quick_init`'s constructor are the frozen dataclasses they were: immutable, equal and
hashed by type and value, with their defaults, and JSON as before. A decision (a plain slotted dataclass:
cheaper to build) keeps its defaults, a params dict of its own, equality by value, and no hash."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from crossfire_desktop.engine import (
    ApplyDamage,
    Buy,
    Choose,
    ChooseMany,
    Decision,
    EndStep,
    Kind,
    MoveCard,
    Option,
    PlayCard,
    UseAbility,
)
from crossfire_desktop.engine.actions import action_from_json, action_to_json

EVERY_KIND = [PlayCard(0, 3, 7), PlayCard(1, 4), MoveCard(0, 2, None), ApplyDamage(0, 9), Buy(1, 12),
              UseAbility(0, "card:5"), Choose(1, 2), ChooseMany(0, (2, 0)), EndStep(1)]


@pytest.mark.parametrize("action", EVERY_KIND, ids=lambda a: type(a).__name__)
def test_an_action_is_frozen_and_round_trips_through_json(action: object) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        action.runner = 3  # type: ignore[attr-defined]
    again = action_from_json(action_to_json(action))  # type: ignore[arg-type]
    assert again == action and hash(again) == hash(action) and again is not action
    assert pickle.loads(pickle.dumps(action)) == action


def test_actions_compare_by_type_and_value_and_keep_their_defaults() -> None:
    assert PlayCard(1, 4) == PlayCard(runner=1, card=4, target=None)
    assert Choose(0, 1) != Buy(0, 1)  # type: ignore[comparison-overlap]  # same values, another kind
    assert len({Choose(0, 1), Buy(0, 1), Choose(0, 1)}) == 2
    assert repr(MoveCard(0, 2, None)) == "MoveCard(runner=0, placement=2, target=None)"
    with pytest.raises(TypeError):
        PlayCard(1)  # type: ignore[call-arg]  # a field without a default is still required


def test_a_decision_gets_a_fresh_params_dict_and_its_defaults() -> None:
    first, second = Decision(Kind.PLAY, 0, "play_cards"), Decision(Kind.PLAY, 0, "play_cards")
    assert first.params == {} and first.params is not second.params
    assert (first.options, first.min, first.max, first.ordered, first.source, first.optional) == ((), 1, 1, False,
                                                                                                None, False)
    assert Decision(Kind.CHOOSE, 1, "x", {"a": 1}, max=2).to_json()["max"] == 2


def test_a_decision_compares_by_value_and_is_never_hashed() -> None:
    options = (Option(3, "obstacle"), Option(5, "obstacle"))
    first = Decision(Kind.APPLY, 0, "apply_damage", {"runner": 0}, options)
    assert first == Decision(Kind.APPLY, 0, "apply_damage", {"runner": 0}, options)
    assert first != Decision(Kind.APPLY, 0, "apply_damage", {"runner": 0}, options[:1])
    with pytest.raises(TypeError):
        hash(first)  # (its params is a dict: it never was hashable)
    assert pickle.loads(pickle.dumps(first)) == first
