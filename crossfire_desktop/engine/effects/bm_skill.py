"""Black Market SKILL abilities: Black Market Contacts, Coordinated Attack, Negotiation, Press the
Advantage (Card Explanations and FAQ, p. 23-25). Doc Wagon Contract uses the common `heal`, Hero
Move the common `draw`."""

from __future__ import annotations

from .. import ops
from ..actions import PlayCard
from ..decisions import Decision, Kind, Option
from ..flowtypes import Gen
from . import Ctx, effect
from .black_market import choose_card, reveal


@effect("black_market_contacts")
def black_market_contacts(ctx: Ctx) -> Gen[None]:
    """You can buy a card from the Black Market now (before playing any more cards)."""
    yield from ctx.g.calls.buy_one(ctx.g, ctx.controller, "black_market_contacts")


@effect("coordinated_attack")
def coordinated_attack(ctx: Ctx) -> Gen[None]:
    """Choose another runner. That runner draws 1 card and then immediately plays a card.

    FAQ: that runner may decline; the card is played as if on their turn ("you" is them, its
    abilities resolve for them); the runner applying damage (the current runner) applies its
    damage. Chains are allowed; never yourself."""
    g = ctx.g
    seats = [s for s in g.s.order
             if s != ctx.controller and not g.s.runners[s].critical and not g.s.runners[s].client]
    seat = yield from choose_card(ctx, seats, "coordinated_attack", what="runner")
    if seat is None:
        return
    ops.draw(g, seat, 1, reason="ability")
    hand = g.s.runners[seat].hand
    if not hand:
        return
    options = tuple(Option(c, "card") for c in hand)
    answer = yield Decision(Kind.PLAY_ONE, g.decider(seat), "coordinated_attack_play", {"by": ctx.controller},
                            options, source=ctx.source, optional=True)
    if isinstance(answer, PlayCard):
        yield from g.calls.play_card(g, seat, answer.card, answer.target)


@effect("negotiation")
def negotiation(ctx: Ctx) -> Gen[None]:
    """Your next SKILL card purchase costs 1 nuyen less for each SKILL card you played this turn
    (this one included).

    The count is made again as each later card is played (`when = "later_play"`, before that card's own
    ability: Black Market Contacts buys with it counted), so the market's prices say it while cards are
    still being played, and at the start of Apply Damage (`when = "damage"`: a turn saved mid-way by an
    older version); a discount already used by a purchase (Black Market Contacts) is not given again.
    Two Negotiations each give the discount to the same next purchase."""
    g = ctx.g
    turn = g.s.turn
    if turn is None or (ctx.controller != g.s.current and ctx.ability.when == "play"):
        return
    count = turn.flags.get("negotiation", 0)
    if count and turn.discount_skill == 0:
        count = 0  # the discount went on a SKILL purchase already
    if ctx.ability.when == "play":
        count += 1
    turn.flags["negotiation"] = count
    skills = sum(1 for c in turn.played if g.player_def(c).type == "SKILL")
    if count and turn.discount_skill != count * skills:
        turn.discount_skill = count * skills
        g.emit("discount", runner=g.s.current, kind="skill", amount=turn.discount_skill, source=ctx.source)
    return
    yield


@effect("negotiation_assist")
def negotiation_assist(ctx: Ctx) -> Gen[None]:
    """ASSIST: The current runner pays 1 nuyen less on their next purchase this turn (lost if they buy
    nothing this turn)."""
    turn = ctx.g.s.turn
    if turn is not None:
        turn.discount_next += int(ctx.param("n", 1))
        ctx.g.emit("discount", runner=ctx.g.s.current, kind="next", amount=turn.discount_next, source=ctx.source)
    return
    yield


@effect("press_the_advantage")
def press_the_advantage(ctx: Ctx) -> Gen[None]:
    """Reveal cards from the top of your deck one at a time until a card's type repeats one already
    revealed. Draw the other revealed cards; the repeat stays on top of the deck (Card Explanations:
    Weapon, Skill, Weapon: draw the first Weapon and the Skill)."""
    g = ctx.g
    seat = ctx.controller
    seen: set[str] = set()
    revealed: list[int] = []
    while True:
        top = ops.top_cards(g, seat, len(revealed) + 1)
        if len(top) <= len(revealed):
            break  # deck and discard exhausted without a repeat: draw them all
        card = top[len(revealed)]
        revealed.append(card)
        kind = g.player_def(card).type
        if kind in seen:
            break
        seen.add(kind)
    reveal(g, seat, revealed, ctx.source)
    repeat = len(revealed) > len(seen)
    ops.draw(g, seat, len(revealed) - 1 if repeat else len(revealed), reason="ability")
    return
    yield
