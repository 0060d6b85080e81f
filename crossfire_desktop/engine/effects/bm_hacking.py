"""Black Market HACKING abilities: Backdoor, Hack the World, Icon Grab, Jacked In, Pair Programming,
Retrieval Agent (Card Explanations, p. 23)."""

from __future__ import annotations

from .. import ops
from ..actions import PlayCard
from ..decisions import Decision, Kind, Option
from ..flowtypes import Gen
from . import Ctx, effect
from .black_market import choose_card, obstacles, played_other_type, return_to_hand

ICON_GRAB_COLORS = ("black", "blue", "red")


@effect("backdoor")
def backdoor(ctx: Ctx) -> Gen[None]:
    """ASSIST: Cancel all abilities on one obstacle for the rest of the game: treat it as if it had no
    text (never a Crossfire event). The assisting runner chooses the obstacle (FAQ)."""
    g = ctx.g
    cands = [ob.card for ob in obstacles(g) if not ob.blank]
    card = yield from choose_card(ctx, cands, "backdoor", what="obstacle")
    ob = g.s.obstacle(card) if card is not None else None
    if ob is not None:
        ob.blank = True
        g.emit("abilities_cancelled", obstacle=ob.card, source=ctx.source)


@effect("hack_the_world")
def hack_the_world(ctx: Ctx) -> Gen[None]:
    """Choose a card with cost 6 or less in the Black Market and play it; it goes to the Black Market
    discard afterward; its slot is refilled at once. Its damage may go to another obstacle."""
    g = ctx.g
    seat = ctx.controller
    cands = [c for c in g.s.market_row if c is not None and g.player_def(c).cost <= int(ctx.param("max_cost", 6))]
    if not cands:
        return
    options = tuple(Option(c, "market") for c in cands)
    answer = yield Decision(Kind.PLAY_ONE, g.decider(seat), "hack_the_world", {"max_cost": 6}, options,
                            source=ctx.source)
    assert isinstance(answer, PlayCard)
    ops.take_from_market(g, answer.card)
    yield from g.calls.play_card(g, seat, answer.card, answer.target, from_zone=[answer.card], to_market=True)


@effect("icon_grab")
def icon_grab(ctx: Ctx) -> Gen[None]:
    """(At the start of Apply Damage.) If you played another HACKING card anytime during this turn,
    ICON GRAB also deals +[black], [blue] or [red] damage: the runner applying damage picks the color."""
    g = ctx.g
    p = ctx.placement
    if p is None or not played_other_type(g, g.s.current, ctx.source, "HACKING"):
        return
    options = tuple(Option(c, "color") for c in ICON_GRAB_COLORS)
    answer = yield Decision(Kind.CHOOSE, g.decider(ctx.controller), "icon_grab_color", {}, options,
                            source=ctx.source)
    color = str(options[answer.option].ref)
    p.colors.append(color)
    g.emit("extra_damage", source=ctx.source, color=color, placement=p.pid)


def _jacked_in_usable(ctx: Ctx) -> bool:
    g = ctx.g
    turn = g.s.turn
    r = g.s.runners[ctx.controller]
    return (turn is not None and ctx.source is not None and ctx.source in r.discard
            and ctx.source not in turn.played and bool(r.hand))


@effect("jacked_in", usable=_jacked_in_usable)
def jacked_in(ctx: Ctx) -> Gen[None]:
    """Discard a card to return JACKED IN from your discard pile to your hand. Not the turn it was
    played: it stays in play until its damage is applied (Card Explanations)."""
    g = ctx.g
    seat = ctx.controller
    assert ctx.source is not None
    discarded = yield from ops.choose_discards(g, seat, 1, source=ctx.source)
    if discarded and ctx.source in g.s.runners[seat].discard:
        return_to_hand(g, seat, ctx.source, ctx.source)


@effect("pair_programming")
def pair_programming(ctx: Ctx) -> Gen[None]:
    """You can play a card with cost 3 or less from another runner's discard (it goes back to their
    discard afterward). If you discard a HACKING card, you can play a card with any cost instead."""
    g = ctx.g
    seat = ctx.controller
    holders = {c: s for s in g.s.order if s != seat and not g.s.runners[s].client for c in g.s.runners[s].discard}
    if not holders:
        return
    any_cost = False
    hacking = [c for c in g.s.runners[seat].hand if g.player_def(c).type == "HACKING"]
    if hacking:
        card = yield from choose_card(ctx, hacking, "pair_programming_discard", optional=True)
        if card is not None:
            ops.discard_from_hand(g, seat, card)
            any_cost = True
    limit = int(ctx.param("max_cost", 3))
    cands = [c for c in holders if any_cost or g.player_def(c).cost <= limit]
    if not cands:
        return
    options = tuple(Option(c, "card") for c in cands)
    answer = yield Decision(Kind.PLAY_ONE, g.decider(seat), "pair_programming",
                            {"max_cost": None if any_cost else limit}, options, source=ctx.source, optional=True)
    if not isinstance(answer, PlayCard):
        return
    owner = holders[answer.card]
    yield from g.calls.play_card(g, seat, answer.card, answer.target, from_zone=g.s.runners[owner].discard,
                               owner=owner)


@effect("retrieval_agent")
def retrieval_agent(ctx: Ctx) -> Gen[None]:
    """Return a HACKING card from your discard to your hand (cards played earlier this turn are still
    in play, not in the discard)."""
    g = ctx.g
    seat = ctx.controller
    cands = [c for c in g.s.runners[seat].discard if g.player_def(c).type == "HACKING"]
    card = yield from choose_card(ctx, cands, "retrieval_agent")
    if card is not None:
        return_to_hand(g, seat, card, ctx.source)
