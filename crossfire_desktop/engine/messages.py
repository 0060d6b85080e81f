"""Events and refusals: codes with parameters, turned into words by the UI (and translatable)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Params = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. `code` names it; `params` carry ids, numbers and names."""

    code: str
    params: Params = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "params": self.params}


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is not allowed: a code, its parameters and the rulebook section it rests on."""

    code: str
    params: Params = field(default_factory=dict)
    rule: str = ""

    def __str__(self) -> str:
        details = ", ".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.code}({details}) [{self.rule}]"


class ActionRefused(Exception):
    """Raised by Game.apply for an illegal action; carries the typed Refusal."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(str(refusal))
        self.refusal = refusal


class AbilityFailed(Exception):
    """Raised by Game.apply when an ability (or the flow) broke while resolving an action.

    The game has been put back exactly as it was before the action (state, action list, pending
    decision); `card` (a card definition id) and `effect` name the ability when one was running,
    and the original exception is the `__cause__`.
    """

    def __init__(self, action: object, card: str | None, effect: str | None, error: BaseException) -> None:
        self.action, self.card, self.effect, self.error = action, card, effect, error
        what = f"{card or '?'}/{effect}" if effect else "the rules engine"
        super().__init__(f"{what} failed on {action!r}: {type(error).__name__}: {error}")



# -- what each event's parameters hold ---------------------------------------------------------------
CARD = "card"  # a card instance id (or a list of them); None for one a network player could not see
TARGET = "target"  # a card instance id, or None for the table itself (a marker placed on no obstacle)
SEAT = "seat"  # a runner's seat
_RUNNER = {"runner": SEAT}

EVENT_FIELDS: dict[str, dict[str, str]] = {
    "abilities_cancelled": {"obstacle": CARD, "source": CARD},
    "ability": {"source": CARD, "controller": SEAT},
    "ability_cancelled": {"obstacle": CARD, **_RUNNER},
    "abort_run": {"first": SEAT},
    "attack": {"obstacle": CARD, **_RUNNER},
    "attack_prevented": {"obstacle": CARD},
    "boss_damaged": {"obstacle": CARD},
    "boss_damage_gone": {"obstacle": CARD},  # the turn ended: an aspect still in play loses its damage this turn
    "boss_side": {"facing": SEAT},  # its boss is a card definition id
    "bought": {"card": CARD, **_RUNNER},
    "buy_passed": _RUNNER,  # a runner who might buy one card (a scene's end, Black Market Contacts) passed
    "breather_ended": {}, "breather_started": {}, "breather_step": {},
    "cant_attack": {"obstacle": CARD, "source": CARD},
    "card_played": {"card": CARD, "target": TARGET, **_RUNNER},
    "card_to_hand": {"card": CARD, **_RUNNER},  # its source is an effect's name
    "critical": _RUNNER, "critical_choice": _RUNNER, "critical_ended": _RUNNER,
    "crossfire_bottomed": {"card": CARD}, "crossfire_discarded": {"card": CARD}, "crossfire_revealed": {"card": CARD},
    "crossfire_deck_empty": {}, "crossfire_marker_removed": {}, "crossfire_wait": {},
    "damage_applied": {"obstacle": CARD},
    "discarded": {"card": CARD, **_RUNNER},
    "discount": {"source": CARD, **_RUNNER},
    "drew": _RUNNER,
    "exhausted": _RUNNER, "exhausted_removed": _RUNNER,
    "extra_damage": {"source": CARD},  # its placement is a placement's number
    "game_over": _RUNNER,  # the runner whose fall lost it, when one did
    "heal_replaced": _RUNNER,
    "hp": _RUNNER, "nuyen": _RUNNER,  # their source is a word ("table", an upgrade's)
    "icon_grab_missing": _RUNNER,
    "icon_grab_swapped": {"old": CARD, "new": CARD, **_RUNNER},
    "karma_card_added": {"card": CARD, **_RUNNER},
    "karma_card_missing": _RUNNER,
    "levels_healed": {"obstacle": CARD},
    "marker_wasted": {"source": CARD, "target": TARGET},
    "markers_placed": {"source": CARD, "targets": TARGET},
    "market_out_of_stock": {}, "market_refilled": {"card": CARD}, "market_reshuffled": {},
    "obstacle_deck_empty": {}, "obstacles_reshuffled": {},
    "obstacle_defeated": {"obstacle": CARD, "by": SEAT},
    "obstacle_discarded": {"obstacle": CARD}, "obstacle_revealed": {"obstacle": CARD},
    "obstacle_flipped": {"obstacle": CARD, "facing": SEAT},
    "obstacle_moved": {"obstacle": CARD, "src": SEAT, "dst": SEAT},
    "placement_moved": {"card": CARD, "src": TARGET, "dst": TARGET},
    "prevented": {"source": CARD, **_RUNNER},
    "recovered": _RUNNER,
    "returned_to_hand": {"card": CARD, "source": CARD, **_RUNNER},
    "reveal_chain_stopped": {"source": CARD},
    "revealed": {"cards": CARD, "source": CARD, **_RUNNER},
    "roomsweeper": {"obstacles": CARD, "source": CARD, **_RUNNER},
    "round_started": {}, "scene_ended": {}, "scene_started": {}, "track_step": {},
    "shuffled": _RUNNER, "staggered": _RUNNER, "step": _RUNNER,
    "table_attack": {"obstacle": CARD},
    "table_done": {"card": CARD, **_RUNNER}, "table_resolve": {"card": CARD, **_RUNNER},
    "table_tool": {"seat": SEAT, "obstacle": CARD, **_RUNNER},  # the one its tool was used on: a runner or an obstacle
    "took_from_discard": {"card": CARD, **_RUNNER},
    "turn_ended": _RUNNER, "turn_skipped": _RUNNER, "turn_started": _RUNNER,
    "undone": {"card": CARD, "target": TARGET, "source": CARD, **_RUNNER},  # kind: the action's; upgrade: an id
    "upgrade_replaced": {"old": CARD, "new": CARD, **_RUNNER},
    "x_set": {"source": CARD},
}
"""For every event code, which of its parameters hold cards (CARD, TARGET) and which hold seats (SEAT); the
others hold numbers and words. The network judges the cards (net/witness.py) and the words name both."""


def card_fields(code: str) -> tuple[str, ...]:
    """The parameters of an event `code` that hold card instance ids (targets included)."""
    return tuple(k for k, kind in EVENT_FIELDS.get(code, {}).items() if kind != SEAT)
