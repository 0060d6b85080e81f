"""Cheap copies of a game's state, for clones (search): no save/load, no JSON.

The turn flow and the abilities are suspended generators, which cannot be copied. So a game
keeps a plain copy of its state (and its random generator's state) at each turn boundary, and
the actions since; a clone (`game.rebuild`) starts from that copy and replays those few actions.
Replaying is deterministic, so the clone reaches the same state (the same `state_hash`) and the
same pending decision, and from then on the two games are independent.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any

from .snapshot import plain_copy
from .state import GameState, ObstacleState, Placement, RunnerState, TurnState


def _copier(cls: type) -> Any:
    """A field-by-field copy for one state dataclass: lists and dicts of plain values are copied,
    nested state (runners, obstacles, placements) by its own copier; new fields follow by themselves."""
    names = [f.name for f in fields(cls)]
    nested: dict[str, Callable[[Any], Any]] = {"runners": lambda v: [_runner(r) for r in v], "obstacles": lambda v: [_obstacle(o) for o in v],
              "placements": lambda v: [_placement(p) for p in v],
              "turn": lambda v: None if v is None else _turn(v)}

    def copy(obj: Any) -> Any:
        values = {}
        for name in names:
            v = getattr(obj, name)
            if name in nested:
                v = nested[name](v)
            elif isinstance(v, list):
                v = v[:]
            elif isinstance(v, dict):
                v = plain_copy(v)
            values[name] = v
        return cls(**values)

    return copy


_runner = _copier(RunnerState)
_obstacle = _copier(ObstacleState)
_placement = _copier(Placement)
_turn = _copier(TurnState)
copy_state = _copier(GameState)
copy_state.__doc__ = "A deep copy of the state, field by field (several times faster than copy.deepcopy)."
