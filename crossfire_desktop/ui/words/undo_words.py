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
    return _undone(params, names)[0]


def undo_question(params: dict[str, Any], names: Namer) -> str:
    """What Undo asks before it takes back another person's action (`params`: undone_fields of that action),
    in the same words the log then says it was taken back."""
    return _undone(params, names)[1]


def _undone(params: dict[str, Any], names: Namer) -> tuple[str, str]:
    """(the log's line, the question) for the action `params` names."""

    def card(number: Any) -> str:
        return tr("a card") if number is None else names.card(number)

    kind = params.get("kind")
    who = {"runner": names.runner(params.get("runner"))}
    if kind == a.PlayCard.kind:
        if params.get("target") is None:  # a target is on the table for all: None is the table itself
            said = (tr("{runner}'s {card} played In play is taken back."), tr("Take back {runner}'s {card} played In play?"))
            return _format(said, **who, card=card(params.get("card")))
        said = (tr("{runner}'s {card} on {target} is taken back."), tr("Take back {runner}'s {card} on {target}?"))
        return _format(said, **who, card=card(params.get("card")), target=card(params.get("target")))
    if kind == a.Buy.kind:
        said = (tr("{runner}'s purchase of {card} is taken back."), tr("Take back {runner}'s purchase of {card}?"))
        return _format(said, **who, card=card(params.get("card")))
    if kind == a.ApplyDamage.kind:
        said = (tr("{runner}'s damage on {target} is taken back."), tr("Take back {runner}'s damage on {target}?"))
        return _format(said, **who, target=card(params.get("target")))
    if kind == a.MoveCard.kind:
        said = (tr("{runner}'s move of a placed card to {target} is taken back."),
                tr("Take back {runner}'s move of a placed card to {target}?"))
        return _format(said, **who, target=names.target(params.get("target")))
    if kind == a.UseAbility.kind:
        if "upgrade" in params:
            said = (tr("{runner}'s use of an upgrade is taken back."), tr("Take back {runner}'s use of an upgrade?"))
            return _format(said, **who)
        said = (tr("{runner}'s use of {card} is taken back."), tr("Take back {runner}'s use of {card}?"))
        return _format(said, **who, card=card(params.get("source")))
    if kind in (a.Choose.kind, a.ChooseMany.kind):
        return _format((tr("{runner}'s choice is taken back."), tr("Take back {runner}'s choice?")), **who)
    if kind == a.EndStep.kind:
        said = (tr("{runner}'s end of the step is taken back."), tr("Take back {runner}'s end of the step?"))
        return _format(said, **who)
    return tr("The last action is taken back."), tr("Take back the last action?")  # an older host's event


def _format(said: tuple[str, str], **words: str) -> tuple[str, str]:
    return said[0].format(**words), said[1].format(**words)
