"""Triggered abilities: find them, order simultaneous ones (the current runner chooses), run them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from crossfire_desktop.catalog.models import Ability

from .decisions import Decision, Kind, Option
from .effects import Ctx, get_effect
from .flowtypes import GameOver, Gen

if TYPE_CHECKING:
    from .game import Game
    from .state import Placement

Trigger = tuple[int, Ability, int]  # (source card, ability, controller)


def live(g: Game, ab: Ability) -> bool:
    return ab.threshold is None or len(g.s.crossfire_discard) >= ab.threshold


def run(g: Game, ab: Ability, source: int | None, controller: int, placement: Placement | None = None,
        data: dict[str, Any] | None = None) -> Gen[None]:
    if ab.when != "later_play":  # (a card counting a later play says only what it changed: cant_attack, discount)
        g.emit("ability", source=source, effect=ab.effect, controller=controller, when=ab.when)
    try:
        yield from get_effect(ab.effect)(Ctx(g, ab, source, controller, placement, data or {}))
    except GameOver:
        raise
    except Exception:
        g.note_failure(source, ab.effect)  # the innermost ability is the one named to the player
        raise


def fire_card(g: Game, card: int, when: str, controller: int, placement: Placement | None = None,
              data: dict[str, Any] | None = None) -> Gen[None]:
    """Run a card's abilities for one trigger, in printed order."""
    abilities = g._defs.when(g.s.defs[card], when)
    if not abilities:  # (most cards, most triggers: the obstacle is not looked for)
        return
    ob = g.s.obstacle(card)
    if ob is not None and (ob.blank or ob.cancelled):
        return
    for ab in abilities:
        if live(g, ab):
            yield from run(g, ab, card, controller, placement, data)


def obstacle_triggers(g: Game, when: str, *, facing: int | None = None) -> list[Trigger]:
    found: list[Trigger] = []
    defs, triggered, having = g.s.defs, g._defs.when, g._defs.triggered(when)
    for ob in g.s.obstacles:
        if defs[ob.card] not in having or ob.blank or ob.cancelled or ob.boss or (
                facing is not None and ob.facing != facing):  # (the usual "none" asked first)
            continue
        for ab in triggered(defs[ob.card], when):
            if live(g, ab):
                found.append((ob.card, ab, ob.facing))
    return found


def event_triggers(g: Game, when: str) -> list[Trigger]:
    found: list[Trigger] = []
    defs, having = g.s.defs, g._defs.triggered(when)
    for ev in g.s.crossfire_active:
        if defs[ev] not in having:
            continue
        for ab in g._defs.when(defs[ev], when):
            if live(g, ab):
                found.append((ev, ab, g.s.current))
    return found


def fire_all(g: Game, triggers: list[Trigger], chooser: int, data: dict[str, Any] | None = None) -> Gen[None]:
    """Simultaneous triggers: the current runner picks the order (p. 10, Timing of abilities)."""
    pending = list(triggers)
    while pending:
        pick = 0
        if len({(t[0], t[1].effect) for t in pending}) > 1:
            options = tuple(Option(t[0], "trigger", t[1].text or t[1].effect) for t in pending)
            answer = yield Decision(Kind.CHOOSE, chooser, "order_triggers", {}, options)
            pick = answer.option
        card, ab, controller = pending.pop(pick)
        ob = g.s.obstacle(card)
        if ob is not None and (ob.blank or ob.cancelled):
            continue
        yield from run(g, ab, card, controller, None, data)
