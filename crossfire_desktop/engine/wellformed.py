"""Is an answer well formed? Types and bounds, checked before any rule reads it.

A malformed action (a non-action, a bool or float or string where an id belongs, a negative or
out-of-range seat or card) is refused with the code `malformed_action`, never indexed with.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import (
    ACTION_TYPES,
    ApplyDamage,
    Buy,
    Choose,
    ChooseMany,
    EndStep,
    MoveCard,
    PlayCard,
    UseAbility,
)
from .messages import Refusal

if TYPE_CHECKING:
    from .game import Game

R_MALFORMED = "How to Play, p. 12"
_ACTION_CLASSES = tuple(ACTION_TYPES.values())
MAX_CHOICES = 64  # more indexes than any decision offers
_WITH_CARD = (PlayCard, Buy)  # tuples, not `A | B`: a union is built anew at each call
_WITH_TARGET = (PlayCard, MoveCard)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _bad(field: str, value: Any) -> Refusal:
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    return Refusal("malformed_action", {"field": field, "value": shown}, R_MALFORMED)


def _index(g: Game, field: str, value: Any, size: int) -> Refusal | None:
    if not _is_int(value) or not 0 <= value < size:
        return _bad(field, value)
    return None


def malformed(g: Game, action: Any) -> Refusal | None:
    """The Refusal for an ill-formed action, or None when its fields have the right types and ranges."""
    if not isinstance(action, _ACTION_CLASSES):
        return _bad("action", type(action).__name__)
    seats = len(g.s.runners)
    cards = len(g.s.defs)
    found = _index(g, "runner", action.runner, seats)
    if found is not None:
        return found
    if isinstance(action, _WITH_CARD):
        found = _index(g, "card", action.card, cards)
    if isinstance(action, _WITH_TARGET) and action.target is not None:
        found = found or _index(g, "target", action.target, cards)
    if isinstance(action, ApplyDamage):
        found = _index(g, "target", action.target, cards)
    if isinstance(action, MoveCard) and not _is_int(action.placement):
        found = found or _bad("placement", action.placement)
    if isinstance(action, UseAbility) and not (isinstance(action.source, str) and len(action.source) <= 200):
        found = _bad("source", action.source)
    if isinstance(action, Choose) and not _is_int(action.option):
        found = _bad("option", action.option)
    if isinstance(action, ChooseMany):
        picked = action.options
        if not isinstance(picked, (tuple, list)) or len(picked) > MAX_CHOICES or not all(map(_is_int, picked)):
            found = _bad("options", picked)
    if isinstance(action, EndStep):
        return None
    return found
