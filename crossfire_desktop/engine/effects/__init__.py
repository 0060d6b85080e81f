"""Card abilities: one small function per ability, registered by name.

Data names the effect (`effect = "draw"`, `params = {who = "you", n = 1}`); unique abilities
name their own function. Effects are generators: they yield decisions and get the answers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from crossfire_desktop.catalog.models import Ability

from ..flowtypes import Gen
from ..statics import STATIC_EFFECTS

if TYPE_CHECKING:
    from ..game import Game
    from ..state import Placement


@dataclass(slots=True)
class Ctx:
    """What an ability knows when it resolves."""

    g: Game
    ability: Ability
    source: int | None  # the card instance whose ability this is
    controller: int  # "you": the runner who played the card, or the runner facing the obstacle
    placement: Placement | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def param(self, name: str, default: Any = None) -> Any:
        return self.ability.params.get(name, default)


Effect = Callable[[Ctx], Gen[None]]
Usable = Callable[[Ctx], bool]
REGISTRY: dict[str, Effect] = {}
USABLE: dict[str, Usable] = {}


def effect(name: str, *, usable: Usable | None = None) -> Callable[[Effect], Effect]:
    """Register an ability. `usable` says whether an activated ability can be used now."""

    def register(fn: Effect) -> Effect:
        if name in REGISTRY:
            raise ValueError(f"effect {name!r} registered twice")
        REGISTRY[name] = fn
        if usable is not None:
            USABLE[name] = usable
        return fn

    return register


def is_usable(ctx: Ctx) -> bool:
    _load_all()
    check = USABLE.get(ctx.ability.effect)
    return True if check is None else check(ctx)


def known_effect(name: str) -> bool:
    _load_all()
    return name in REGISTRY or name in STATIC_EFFECTS


def get_effect(name: str) -> Effect:
    _load_all()
    return REGISTRY[name]


_loaded = False


def _load_all() -> None:
    """Import every effect module once so their functions register."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    import importlib
    import pkgutil

    for info in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{info.name}")
