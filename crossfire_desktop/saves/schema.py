"""The pydantic schema of a game save, derived from the engine's own state and action dataclasses.

Derived, not copied: a field added to the engine's state is in the schema at once. Strict and with
unknown keys refused, so a flipped bit in a key or a value of the wrong type is reported with its path.
"""

from __future__ import annotations

import dataclasses
import functools
import operator
import types
import typing
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model

from crossfire_desktop.engine.actions import ACTION_TYPES
from crossfire_desktop.engine.game import SAVE_FORMAT, SAVE_VERSION
from crossfire_desktop.engine.setup import GameSetup
from crossfire_desktop.engine.state import GameState

STRICT = ConfigDict(extra="forbid", strict=True)
_models: dict[type, type[BaseModel]] = {}


def _swap(tp: Any) -> Any:
    """The type with every engine dataclass in it replaced by its pydantic model."""
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return model_of(tp)
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if not args:
        return tp
    new = tuple(_swap(a) for a in args)
    if origin is tuple and len(new) == 2 and new[1] is Ellipsis:
        return list[new[0]]  # type: ignore[valid-type]  # JSON has lists; strict mode wants the JSON type
    if origin in (types.UnionType, typing.Union):
        return functools.reduce(operator.or_, new)
    return origin[new] if len(new) > 1 else origin[new[0]]


def model_of(dc: type, extra: dict[str, Any] | None = None) -> type[BaseModel]:
    if dc in _models and extra is None:
        return _models[dc]
    hints = typing.get_type_hints(dc)
    fields: dict[str, Any] = {}
    for f in dataclasses.fields(dc):
        if f.default is not dataclasses.MISSING:
            default: Any = f.default
        elif f.default_factory is not dataclasses.MISSING:
            default = Field(default_factory=f.default_factory)
        else:
            default = ...
        fields[f.name] = (_swap(hints[f.name]), default)
    fields.update(extra or {})
    model: type[BaseModel] = create_model(f"{dc.__name__}Data", __config__=STRICT, **fields)
    if extra is None:
        _models[dc] = model
    return model


def _action_model(kind: str, cls: type) -> type[BaseModel]:
    return model_of(cls, {"kind": (Literal[kind], ...)})


_ACTIONS: Any = functools.reduce(operator.or_, [_action_model(k, c) for k, c in ACTION_TYPES.items()])
ActionData: Any = Annotated[_ACTIONS, Field(discriminator="kind")]


class Snapshot(BaseModel):
    model_config = STRICT
    state: model_of(GameState)  # type: ignore[valid-type]
    rng: tuple[int, list[int], float | None] = Field(strict=False)  # random.getstate(), as JSON lists


class EarlierTurns(BaseModel):
    """Where the game's record starts (None: at its setup) and the actions from there to the save's snapshot."""

    model_config = ConfigDict(extra="forbid")
    snapshot: Snapshot | None
    actions: list[ActionData] = Field(max_length=100_000)


class GameSaveData(BaseModel):
    """What `Game.save()` returns, plus the state hash the program stores to verify the replay."""

    model_config = ConfigDict(extra="forbid")
    format: Literal["crossfire-desktop/game"]
    version: Literal[1]
    setup: dict[str, Any]  # checked by the engine's GameSetup (needs the catalog): see games.py
    snapshot: Snapshot | None
    actions: list[ActionData] = Field(max_length=100_000)
    before: EarlierTurns | None = None  # the turns before the snapshot, for the history (engine load_game)
    state_hash: str | None = Field(default=None, pattern=r"^[0-9a-f]{64}$")
    game_hash: str | None = Field(default=None, pattern=r"^[0-9a-f]{64}$")  # setup + state (saves/games.py)


assert SAVE_FORMAT == "crossfire-desktop/game" and SAVE_VERSION == 1, "update the schema with the engine's save"
__all__ = ["GameSaveData", "GameSetup"]
