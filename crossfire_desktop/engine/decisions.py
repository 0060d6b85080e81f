"""The pending decision: who decides, what kind, and which answers are legal."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .messages import Params
from .quick_init import quick_init


class Kind(StrEnum):
    PLAY = "play"  # Play Cards step: PlayCard, MoveCard, UseAbility, EndStep; assists from others
    APPLY = "apply"  # Apply Damage step: ApplyDamage for each target with damage placed
    BUY = "buy"  # Draw & Buy step: Buy any number, UseAbility, EndStep ends the turn
    BUY_ONE = "buy_one"  # buy at most one card (scene end, Black Market Contacts): Buy or EndStep
    PLAY_ONE = "play_one"  # play one card now (Coordinated Attack, Pair Programming): PlayCard or EndStep
    CHOOSE = "choose"  # one option: Choose
    CHOOSE_MANY = "choose_many"  # between min and max options (ordered when `ordered`): ChooseMany


@quick_init
@dataclass(frozen=True, slots=True)
class Option:
    """One answer of a choice. `ref` is what it designates: a runner, card or obstacle id, a color..."""

    ref: int | str
    what: str  # "runner", "card", "obstacle", "color", "yes", "no", "trigger", "market"
    label: str = ""


@dataclass(slots=True)
class Decision:
    kind: Kind
    runner: int  # who decides
    prompt: str  # a message code, turned into words by the UI
    params: Params = field(default_factory=dict)
    options: tuple[Option, ...] = ()
    min: int = 1
    max: int = 1
    ordered: bool = False
    source: int | None = None  # the card instance whose ability asks
    optional: bool = False  # EndStep declines (PLAY_ONE, BUY_ONE)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value,
            "runner": self.runner,
            "prompt": self.prompt,
            "params": self.params,
            "options": [{"ref": o.ref, "what": o.what, "label": o.label} for o in self.options],
            "min": self.min,
            "max": self.max,
            "ordered": self.ordered,
            "source": self.source,
            "optional": self.optional,
        }
