"""State <-> JSON-able dicts, and the state hash."""

from __future__ import annotations

import copy
import hashlib
import json
from array import array
from dataclasses import fields, is_dataclass
from typing import Any

from .state import GameState, ObstacleState, Placement, RunnerState, TurnState

# Fields added after saves were first written, left out while None: a save (and its state hash) from before them
# reads the same (a mid-turn save of the previous version was refused as "state hash differs").
LATE_FIELDS: dict[type, frozenset[str]] = {Placement: frozenset({"source"})}


def to_data(obj: Any) -> Any:
    if is_dataclass(obj) and not isinstance(obj, type):
        late = LATE_FIELDS.get(type(obj), frozenset())
        return {f.name: to_data(getattr(obj, f.name)) for f in fields(obj)
                if not (f.name in late and getattr(obj, f.name) is None)}
    if isinstance(obj, list | tuple):
        return [to_data(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k): to_data(v) for k, v in obj.items()}
    return obj


def plain_copy(value: Any) -> Any:
    """A deep copy of JSON-like data (lists and dicts of plain values)."""
    if isinstance(value, list):
        return [plain_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: plain_copy(v) for k, v in value.items()}
    return value


def state_from_data(data: dict[str, Any]) -> GameState:
    d = dict(data)
    d["runners"] = [RunnerState(**r) for r in d["runners"]]
    d["obstacles"] = [ObstacleState(**o) for o in d["obstacles"]]
    if d.get("turn") is not None:
        t = dict(d["turn"])
        t["placements"] = [Placement(**p) for p in t["placements"]]
        d["turn"] = TurnState(**t)
    return GameState(**d)


def rng_to_data(state: tuple[Any, ...]) -> list[Any]:
    version, internal, gauss = state
    return [version, list(internal), gauss]


# A generator state kept in a game's record (one per turn boundary): its 625 words as 4-byte machine integers,
# ~2.5 KB, where a list of Python ints takes ~25 KB (~1 MiB over a long mission). Saves get plain lists.
WORD = "I" if array("I").itemsize >= 4 else "L"


def rng_kept(state: tuple[Any, ...]) -> list[Any]:
    version, internal, gauss = state
    return [version, array(WORD, internal), gauss]


def plain_snapshot(snapshot: dict[str, Any] | None) -> dict[str, Any] | None:
    """A record's snapshot as a save holds it (JSON-able, sharing nothing with the record)."""
    if snapshot is None:
        return None
    return {**copy.deepcopy({k: v for k, v in snapshot.items() if k != "rng"}), "rng": rng_to_data(snapshot["rng"])}


def rng_from_data(data: list[Any]) -> tuple[Any, ...]:
    version, internal, gauss = data
    return (version, tuple(internal), gauss)


def digest(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
