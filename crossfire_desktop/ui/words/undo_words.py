"""What Undo took back, in words: "Runner 1's Katana on Customs Officer is taken back." (the log said only "The
last action is taken back.", seen in play). The engine's `undone` event carries the action (docs/ENGINE.md)."""

from __future__ import annotations

from typing import Any

from crossfire_desktop.engine import actions as a

from .names import Namer
from .tr import tr


def undone_text(params: dict[str, Any], names: Namer) -> str:
    try:
        action = a.action_from_json(params["action"])
    except (KeyError, TypeError, ValueError):  # an older host's event, or one without its action
        return tr("The last action is taken back.")
    who = names.runner(action.runner)
    if isinstance(action, a.PlayCard):
        if action.target is None:
            return tr("{runner}'s {card} played In play is taken back.").format(runner=who, card=names.card(action.card))
        return tr("{runner}'s {card} on {target} is taken back.").format(
            runner=who, card=names.card(action.card), target=names.card(action.target))
    if isinstance(action, a.Buy):
        return tr("{runner}'s purchase of {card} is taken back.").format(runner=who, card=names.card(action.card))
    if isinstance(action, a.ApplyDamage):
        return tr("{runner}'s damage on {target} is taken back.").format(runner=who, target=names.card(action.target))
    if isinstance(action, a.MoveCard):
        return tr("{runner}'s move of a placed card to {target} is taken back.").format(
            runner=who, target=names.target(action.target))
    if isinstance(action, a.UseAbility):
        src = str(action.source)  # as a host sent it
        source = src.split(":")[1] if src.startswith("card:") else None
        if source is not None:
            return tr("{runner}'s use of {card} is taken back.").format(runner=who, card=names.card(source))
        return tr("{runner}'s use of an upgrade is taken back.").format(runner=who)
    if isinstance(action, a.Choose | a.ChooseMany):
        return tr("{runner}'s choice is taken back.").format(runner=who)
    if isinstance(action, a.EndStep):
        return tr("{runner}'s end of the step is taken back.").format(runner=who)
    return tr("The last action is taken back.")
