"""Actions: every way a player answers the pending decision. Plain, frozen and JSON-able."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, ClassVar

from .quick_init import quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card from hand next to `target` (an obstacle or boss id, or None for the table).

    On your turn it is a normal play; on another runner's turn it is an assist.
    """

    runner: int
    card: int
    target: int | None = None
    kind: ClassVar[str] = "play"


@quick_init
@dataclass(frozen=True, slots=True)
class MoveCard:
    """Move a placed card or marker (its placement id) to another target before damage."""

    runner: int
    placement: int
    target: int | None
    kind: ClassVar[str] = "move"


@quick_init
@dataclass(frozen=True, slots=True)
class ApplyDamage:
    """Apply the placed damage to one obstacle or boss (the engine's proposed allocation)."""

    runner: int
    target: int
    kind: ClassVar[str] = "apply"


@quick_init
@dataclass(frozen=True, slots=True)
class Buy:
    """Buy a card (instance id) from the Black Market row or the set-aside cards."""

    runner: int
    card: int
    kind: ClassVar[str] = "buy"


@quick_init
@dataclass(frozen=True, slots=True)
class UseAbility:
    """Use an ability that a player may start: a card in a zone, an obstacle's cancel, a sticker."""

    runner: int
    source: str  # "card:<id>" or "upgrade:<runner>:<upgrade id>"
    kind: ClassVar[str] = "use"


@quick_init
@dataclass(frozen=True, slots=True)
class Choose:
    """Answer a choice with the index of one option."""

    runner: int
    option: int
    kind: ClassVar[str] = "choose"


@quick_init
@dataclass(frozen=True, slots=True)
class ChooseMany:
    """Answer a multiple choice (or an ordering) with option indexes."""

    runner: int
    options: tuple[int, ...]
    kind: ClassVar[str] = "choose_many"


@quick_init
@dataclass(frozen=True, slots=True)
class EndStep:
    """Finish the current step: stop playing cards, stop buying (end the turn), or pass."""

    runner: int
    kind: ClassVar[str] = "end"


Action = PlayCard | MoveCard | ApplyDamage | Buy | UseAbility | Choose | ChooseMany | EndStep
ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls for cls in (PlayCard, MoveCard, ApplyDamage, Buy, UseAbility, Choose, ChooseMany, EndStep)
}


def action_to_json(action: Action) -> dict[str, Any]:
    data = asdict(action)
    data["kind"] = action.kind
    return data


def action_from_json(data: dict[str, Any]) -> Action:
    fields = dict(data)
    cls = ACTION_TYPES[fields.pop("kind")]
    if cls is ChooseMany:
        fields["options"] = tuple(fields["options"])
    return cls(**fields)


def undone_fields(action: Action) -> dict[str, Any]:
    """The `undone` event's parameters for the action Undo took back: its kind, runner, and each card it names
    as a field of its own (card, target, source: engine/messages.py EVENT_FIELDS) so the network judges them
    like any event's cards; an upgrade used is named by its id (stickers are on the table for all)."""
    fields: dict[str, Any] = {"kind": action.kind, "runner": action.runner}
    if isinstance(action, PlayCard):
        fields |= {"card": action.card, "target": action.target}
    elif isinstance(action, Buy):
        fields["card"] = action.card
    elif isinstance(action, ApplyDamage | MoveCard):
        fields["target"] = action.target
    elif isinstance(action, UseAbility):
        kind, _, rest = action.source.partition(":")
        if kind == "card":
            fields["source"] = int(rest)
        else:
            fields["upgrade"] = rest.partition(":")[2]
    return fields
