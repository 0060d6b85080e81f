"""Black Market SPELL abilities: Guiding Spirit, Stunbolt, Deathtouch, Fireball (Card Explanations,
p. 23-24). Clairvoyance uses the common `draw_then_discard`; Lightning Bolt is pure data
(2 consecutive levels, obstacles only) and REQUIRES SPELL is checked by `legality.check_buy`."""

from __future__ import annotations

from .. import ops
from ..damage import marker_key, wasted_markers
from ..decisions import Decision, Kind, Option
from ..flowtypes import Gen
from . import Ctx, effect
from .black_market import obstacles, reveal


@effect("guiding_spirit")
def guiding_spirit(ctx: Ctx) -> Gen[None]:
    """You can discard your hand. If you do, draw that many cards."""
    g = ctx.g
    seat = ctx.controller
    hand = g.s.runners[seat].hand
    if not hand:
        return
    options = (Option(1, "yes"), Option(0, "no"))
    answer = yield Decision(Kind.CHOOSE, g.decider(seat), "guiding_spirit", {"n": len(hand)}, options,
                            source=ctx.source)
    if options[answer.option].ref != 1:
        return
    n = len(hand)
    for card in list(hand):
        ops.discard_from_hand(g, seat, card)
    ops.draw(g, seat, n, reason="ability")


@effect("stunbolt")
def stunbolt(ctx: Ctx) -> Gen[None]:
    """Reveal the top card of your deck, then put it back. X equals its cost, fixed now."""
    g = ctx.g
    top = ops.top_cards(g, ctx.controller, 1)
    x = g.player_def(top[0]).cost if top else 0
    reveal(g, ctx.controller, top, ctx.source)
    if ctx.placement is not None:
        ctx.placement.colorless += x
    g.emit("x_set", source=ctx.source, x=x)
    return
    yield


@effect("deathtouch")
def deathtouch(ctx: Ctx) -> Gen[None]:
    """Reveal the top 3 cards of your deck, put them back in any order. X = SPELL cards revealed,
    fixed now (later changes to the deck don't change it)."""
    g = ctx.g
    seat = ctx.controller
    top = ops.top_cards(g, seat, 3)
    reveal(g, seat, top, ctx.source)
    x = sum(1 for c in top if g.player_def(c).type == "SPELL")
    if ctx.placement is not None:
        ctx.placement.colorless += x
    g.emit("x_set", source=ctx.source, x=x)
    if len(top) > 1:
        options = tuple(Option(c, "card") for c in top)
        answer = yield Decision(Kind.CHOOSE_MANY, g.decider(seat), "order_top_cards", {"n": len(top)}, options,
                                min=len(top), max=len(top), ordered=True, source=ctx.source)
        order = [top[i] for i in answer.options]  # top first
        deck = g.s.runners[seat].deck
        del deck[len(deck) - len(top):]
        deck.extend(reversed(order))


@effect("fireball")
def fireball(ctx: Ctx) -> Gen[None]:
    """[*] Damage: Deal 1 level of damage to up to 3 different obstacles.

    On play (FAQ): the card goes next to the target of its [blue][blue][2]; a generic marker for
    each level goes next to up to 3 different obstacles chosen now (the others next to nothing),
    movable like any placement.
    At the start of Apply Damage (`when = "damage"`): a marker moved next to an obstacle that
    already has another of this Fireball's markers is wasted ("different obstacles")."""
    g = ctx.g
    turn = g.s.turn
    p = ctx.placement
    if turn is None or p is None or ctx.source is None:
        return
    n = int(ctx.param("n", 3))
    if ctx.ability.when == "damage":
        wasted = wasted_markers(turn.flags, turn.placements)
        for m in list(turn.placements):
            if m.pid in wasted and turn.flags.get(marker_key(m.pid)) == ctx.source:
                g.emit("marker_wasted", placement=m.pid, target=m.target, source=ctx.source)
                g.return_placement(m)
        return
    cands = [ob.card for ob in obstacles(g)]
    if not cands:
        chosen: list[int] = []
    else:
        options = tuple(Option(c, "obstacle") for c in cands)
        answer = yield Decision(Kind.CHOOSE_MANY, g.decider(ctx.controller), "fireball_levels", {"n": n},
                                options, min=0, max=min(n, len(cands)), source=ctx.source)
        chosen = [cands[i] for i in answer.options]
    targets: list[int | None] = [*chosen, *[None] * (n - len(chosen))]  # unchosen: next to nothing
    for target in targets:
        m = g.marker(p, target, levels=1, obstacles_only=True)
        turn.flags[marker_key(m.pid)] = ctx.source
    g.emit("markers_placed", source=ctx.source, targets=targets)
