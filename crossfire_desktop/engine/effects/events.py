"""Crossfire event abilities that are not a simple common effect.

Event triggers run with the current runner as controller (the starting runner when revealed or
discarded). Continuous Attack Strength changes are data (`attack_modifier`, see statics.py).
"""

from __future__ import annotations

from .. import ops
from ..flowtypes import Gen
from . import Ctx, effect
from .common_more import amount, standing_runners


@effect("instinct")
def instinct(ctx: Ctx) -> Gen[None]:
    """End of turn: the current runner takes `n` damage if they played cards of more than one color
    this turn (`instead_level`/`instead_n`: the 4+ line)."""
    g = ctx.g
    turn = g.s.turn
    if turn is None:
        return
    colors = {g.player_def(c).color for c in turn.played}
    if len(colors) > 1:
        yield from ops.hurt(g, turn.runner, amount(ctx), source=ctx.ability.effect)


@effect("win_one_lose_one")
def win_one_lose_one(ctx: Ctx) -> Gen[None]:
    """Start of each turn: the current runner gains 1 nuyen and discards 1 card."""
    g = ctx.g
    seat = g.s.current
    if g.s.runners[seat].critical:
        return
    ops.gain_nuyen(g, seat, int(ctx.param("nuyen", 1)), source=ctx.ability.effect)
    yield from ops.choose_discards(g, seat, int(ctx.param("discard", 1)), source=ctx.source)


@effect("no_holding_back")
def no_holding_back(ctx: Ctx) -> Gen[None]:
    """Immediately before Draw & Buy: the current runner takes 1 damage per card in their hand."""
    g = ctx.g
    seat = g.s.current
    yield from ops.hurt(g, seat, len(g.s.runners[seat].hand) * int(ctx.param("n", 1)), source=ctx.ability.effect)


@effect("take_the_merchandise")
def take_the_merchandise(ctx: Ctx) -> Gen[None]:
    """Each runner with `hp`+ HP (counted before anyone is hurt) takes `n` damage and puts the top
    card of the Black Market deck into their hand, clockwise from the current (starting) runner."""
    g = ctx.g
    threshold = int(ctx.param("hp", 5))
    hit = [s for s in standing_runners(g) if g.s.runners[s].hp >= threshold]
    for seat in hit:
        yield from ops.hurt(g, seat, amount(ctx), source=ctx.ability.effect)
        r = g.s.runners[seat]
        if r.critical:
            continue
        card = ops.next_market_card(g)
        if card is not None:
            r.hand.append(card)
            g.emit("card_to_hand", runner=seat, card=card, source=ctx.ability.effect)
