"""Obstacle abilities that are not a simple common effect.

Most obstacles are pure data (static `cant`/`max_plays`, or a common effect in `common_more`);
what is here: attacking a second runner, and cancelling an ability by discarding a card.
"""

from __future__ import annotations

from .. import ops
from ..decisions import Decision, Kind, Option
from ..flowtypes import Gen
from ..setup import ROLE_COLOR
from ..statics import attack_of
from . import Ctx, effect


@effect("also_attacks")
def also_attacks(ctx: Ctx) -> Gen[None]:
    """'When X attacks, it also attacks the <role> unless it's already facing that runner' (Spirit
    of Air): its Attack Strength joins that runner's packet of this Take Damage step (FAQ: one
    packet per runner, resolved from the current runner clockwise)."""
    g = ctx.g
    ob = g.s.obstacle(ctx.source) if ctx.source is not None else None
    packets = ctx.data.get("packets")
    if ob is None or packets is None:
        return
    color = ROLE_COLOR[str(ctx.param("role"))]
    seats = [s for s in g.runner_seats() if color in g.s.runners[s].colors]
    if not seats or seats[0] == ob.facing or g.s.runners[seats[0]].critical:
        return
    seat = seats[0]
    strength = attack_of(g, ob)
    packets[seat] = packets.get(seat, 0) + strength
    g.emit("attack", obstacle=ob.card, runner=seat, strength=strength)
    return
    yield


def _discardable(ctx: Ctx) -> list[int]:
    g = ctx.g
    kind = str(ctx.param("type", "SKILL"))
    return [c for c in g.s.runners[ctx.controller].hand if g.player_def(c).type == kind]


def _can_cancel(ctx: Ctx) -> bool:
    ob = ctx.g.s.obstacle(ctx.source) if ctx.source is not None else None
    return ob is not None and not ob.cancelled and not ob.blank and bool(_discardable(ctx))


@effect("cancel_by_discard", usable=_can_cancel)
def cancel_by_discard(ctx: Ctx) -> Gen[None]:
    """'Any runner can discard a <TYPE> card to cancel this ability until the start of the next
    turn': the runner using it picks the card; the obstacle's abilities stop (statics and triggers)
    until the engine clears `cancelled` at the start of the next turn."""
    g = ctx.g
    cards = _discardable(ctx)
    card = cards[0]
    if len(cards) > 1:
        options = tuple(Option(c, "card") for c in cards)
        answer = yield Decision(Kind.CHOOSE, ctx.controller, "discard_to_cancel", {"obstacle": ctx.source},
                                options, source=ctx.source)
        card = int(options[int(answer.option)].ref)
    ops.discard_from_hand(g, ctx.controller, card)
    ob = g.s.obstacle(ctx.source) if ctx.source is not None else None
    if ob is not None:
        ob.cancelled = True
        g.emit("ability_cancelled", obstacle=ob.card, runner=ctx.controller)
