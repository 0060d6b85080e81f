"""Helpers shared by the Black Market card abilities (bm_hacking, bm_skill, bm_spell, bm_weapon)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..decisions import Decision, Kind, Option
from ..flowtypes import Gen
from . import Ctx

if TYPE_CHECKING:
    from ..game import Game
    from ..state import ObstacleState

NO = -1  # the "none" option's ref in a choice that may be declined


def played_by(g: Game, seat: int) -> list[int]:
    """The cards `seat` played this turn as the current runner (assists excluded)."""
    turn = g.s.turn
    if turn is None or seat != g.s.current:
        return []
    return list(turn.played)


def played_other_type(g: Game, seat: int, card: int | None, card_type: str) -> bool:
    """Did `seat` play another card of `card_type` this turn (before or after `card`)?"""
    return any(c != card and g.player_def(c).type == card_type for c in played_by(g, seat))


def obstacles(g: Game, *, facing: int | None = None, not_facing: int | None = None) -> list[ObstacleState]:
    """Obstacles in play (never bosses: a card that says "obstacle" doesn't affect bosses, p. 10)."""
    return [ob for ob in g.s.obstacles
            if not ob.boss and (facing is None or ob.facing == facing)
            and (not_facing is None or ob.facing != not_facing)]


def choose_card(ctx: Ctx, cards: list[int], prompt: str, *, what: str = "card", optional: bool = False,
                seat: int | None = None) -> Gen[int | None]:
    """One of `cards` (obstacle or card ids), or None when declined (only if `optional`)."""
    if not cards:
        return None
    if len(cards) == 1 and not optional:
        return cards[0]
    options = tuple(Option(c, what) for c in cards) + ((Option(NO, "no"),) if optional else ())
    decider = ctx.g.decider(ctx.controller if seat is None else seat)
    answer = yield Decision(Kind.CHOOSE, decider, prompt, {"effect": ctx.ability.effect}, options,
                            source=ctx.source)
    ref = int(options[answer.option].ref)
    return None if ref == NO else ref


def reveal(g: Game, seat: int, cards: list[int], source: int | None) -> None:
    g.revealed()
    g.emit("revealed", runner=seat, cards=list(cards), source=source)


def return_to_hand(g: Game, seat: int, card: int, source: int | None) -> None:
    r = g.s.runners[seat]
    r.discard.remove(card)
    r.hand.append(card)
    g.emit("returned_to_hand", runner=seat, card=card, source=source)
