"""What Undo took back, in words: "Runner 1's Katana on Customs Officer is taken back." (the log said only "The
last action is taken back.", seen in play). The engine's `undone` event carries the action's kind and cards
(docs/ENGINE.md)."""

from __future__ import annotations

from typing import Any

from crossfire_desktop.engine import actions as a

from .names import Namer
from .tr import tr


def undone_text(params: dict[str, Any], names: Namer) -> str:
    """The `undone` event's words (engine/actions.py undone_fields): a card a network player could not see
    when it was played comes as None and is "a card"."""

    def card(number: Any) -> str:
        return tr("a card") if number is None else names.card(number)

    kind = params.get("kind")
    who = names.runner(params.get("runner"))
    if kind == a.PlayCard.kind:
        if params.get("target") is None:  # a target is on the table for all: None is the table itself
            return tr("{runner}'s {card} played In play is taken back.").format(runner=who, card=card(params.get("card")))
        return tr("{runner}'s {card} on {target} is taken back.").format(
            runner=who, card=card(params.get("card")), target=card(params.get("target")))
    if kind == a.Buy.kind:
        return tr("{runner}'s purchase of {card} is taken back.").format(runner=who, card=card(params.get("card")))
    if kind == a.ApplyDamage.kind:
        return tr("{runner}'s damage on {target} is taken back.").format(runner=who, target=card(params.get("target")))
    if kind == a.MoveCard.kind:
        return tr("{runner}'s move of a placed card to {target} is taken back.").format(
            runner=who, target=names.target(params.get("target")))
    if kind == a.UseAbility.kind:
        if "upgrade" in params:
            return tr("{runner}'s use of an upgrade is taken back.").format(runner=who)
        return tr("{runner}'s use of {card} is taken back.").format(runner=who, card=card(params.get("source")))
    if kind in (a.Choose.kind, a.ChooseMany.kind):
        return tr("{runner}'s choice is taken back.").format(runner=who)
    if kind == a.EndStep.kind:
        return tr("{runner}'s end of the step is taken back.").format(runner=who)
    return tr("The last action is taken back.")  # an older host's event
