"""A faster `__init__` for the engine's frozen, slotted dataclasses (actions, decisions).

A frozen dataclass sets each field through `object.__setattr__`, which looks the name up every time;
calling each slot's own descriptor sets the same slots in about half the time. The engine builds an
action per legal answer and a decision per step, so this counts. The class stays what it was:
frozen, hashable, compared by type and value, with the same signature and defaults.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any, TypeVar

T = TypeVar("T")
_FACTORY = object()  # "no value given": the field's default_factory makes one


def quick_init(cls: type[T]) -> type[T]:
    """Replace the dataclass `cls`'s generated `__init__` by one that sets its slots directly."""
    names: dict[str, Any] = {"_FACTORY": _FACTORY}
    params, body = [], []
    for f in fields(cls):  # type: ignore[arg-type]  # cls is a dataclass
        names[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        value = f.name
        if f.default is not MISSING:
            names[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        elif f.default_factory is not MISSING:
            names[f"_factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_FACTORY")
            value = f"_factory_{f.name}() if {f.name} is _FACTORY else {f.name}"
        else:
            params.append(f.name)
        body.append(f"    _set_{f.name}(self, {value})\n")
    source = f"def __init__(self, {', '.join(params)}):\n" + "".join(body)  # (every action has a field)
    exec(source, names)  # noqa: S102 - source built above from the class's own field names
    init = names["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[method-assign]  # same signature as the one replaced
    return cls
