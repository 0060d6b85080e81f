"""The five steps of a turn (p. 13-18): Play Cards, Apply Damage, Take Damage, Draw & Buy, End Turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ops
from .actions import ApplyDamage, Buy, EndStep, MoveCard, PlayCard, UseAbility
from .decisions import Decision, Kind, Option
from .editions import draw_step_count, is_revised
from .flowtypes import Gen
from .statics import attack_of
from .triggers import event_triggers, fire_all, fire_card, obstacle_triggers, run

if TYPE_CHECKING:
    from .game import Game
    from .state import Placement


# ---- 1. Play Cards ------------------------------------------------------------------------------

def play_step(g: Game) -> Gen[None]:
    g.step("play")
    seat = g.s.current
    decision = Decision(Kind.PLAY, g.decider(seat), "play_cards", {"runner": seat})  # the same all step long
    while True:
        action = yield decision
        if isinstance(action, EndStep):
            return
        if isinstance(action, PlayCard):  # on another runner's turn, an assist
            yield from play_card(g, action.runner, action.card, action.target, assist=action.runner != g.s.current)
        else:  # (a move never comes here: `Game._answer` makes it)
            assert isinstance(action, UseAbility)
            yield from use_ability(g, action)


def move(g: Game, action: MoveCard) -> None:
    """A placed card or marker moves to another target. No rule runs: `Game._answer` (apply, replay)
    does it without resuming the flow, whose Play Cards step then waits on the same decision."""
    p = g.placement(action.placement)
    if g.events:  # (an event the tally does not count: built only for a reader)
        g.emit("placement_moved", placement=p.pid, card=p.card, src=p.target, dst=action.target)
    p.target = action.target


def play_card(g: Game, seat: int, card: int, target: int | None, *, assist: bool = False,
              from_zone: list[int] | None = None, owner: int | None = None, to_market: bool = False) -> Gen[Placement]:
    """Put a card into play next to a target and resolve its ability (or its assist ability)."""
    zone = g.s.runners[seat].hand if from_zone is None else from_zone
    zone.remove(card)
    defn = g._defs.player(g.s.defs[card])  # (g.player_def without its call: every play comes here)
    damage = defn.assist_damage if assist else defn.damage
    p = g.new_placement(card, seat if owner is None else owner, target, damage, to_market=to_market, assist=assist)
    turn = g.s.turn
    if turn is not None and seat == g.s.current and not assist:
        turn.played.append(card)
    elif turn is not None and assist:
        turn.assists.append([seat, card])
    if g.events:
        g.emit("card_played", runner=seat, card=card, target=target, assist=assist)
    if turn is not None and seat == g.s.current and not assist and len(turn.played) > 1:
        # the cards played before it this turn that count later plays (`when = "later_play"`: Whip, Negotiation)
        # see it now, before its own ability (Black Market Contacts buys with Negotiation counting it)
        later, defs = g._defs.triggered("later_play"), g.s.defs
        for earlier in turn.played[:-1]:
            if defs[earlier] in later:
                yield from fire_card(g, earlier, "later_play", seat)
    when = "assist" if assist else "play"
    if g._defs.when(g.s.defs[card], when):  # (most cards only deal their damage)
        yield from fire_card(g, card, when, seat, p)
    yield from g.hooks.after_play(g, seat, card, assist)
    return p


def use_ability(g: Game, action: UseAbility) -> Gen[None]:
    found = g.activation(action.runner, action.source)
    assert found is not None
    ab, card = found
    yield from run(g, ab, card, action.runner)


# ---- 2. Apply Damage ----------------------------------------------------------------------------

def apply_step(g: Game) -> Gen[None]:
    g.step("apply")
    seat = g.s.current
    turn = g.s.turn
    assert turn is not None
    special, defs = g._defs.triggered("damage"), g.s.defs
    for p in list(turn.placements):  # special damage that is decided now (Remington Roomsweeper); most have none
        if p.card is not None and defs[p.card] in special and p in turn.placements:
            yield from fire_card(g, p.card, "damage", g.decider(seat), p)
    while True:
        targets = g.damage_targets()
        if not targets:
            break
        options = tuple(Option(t, "obstacle") for t in targets)
        action = yield Decision(Kind.APPLY, g.decider(seat), "apply_damage", {"runner": seat}, options)
        assert isinstance(action, ApplyDamage)
        yield from resolve_target(g, action.target)
    for p in list(turn.placements):  # cards placed next to nothing, or next to an obstacle now gone
        g.return_placement(p)


def resolve_target(g: Game, target: int) -> Gen[None]:
    turn = g.s.turn
    assert turn is not None
    placed = [p for p in turn.placements if p.target == target]
    ob = g.s.obstacle(target)
    if ob is not None:
        if ob.boss:
            yield from g.mission.damage_boss(g, ob, placed)
        else:
            alloc = g.preview(target)
            ob.cleared += alloc.cleared
            ob.partial = alloc.partial
            if g.events:
                g.emit("damage_applied", obstacle=target, cleared=alloc.cleared, how=list(alloc.how),
                       total=ob.cleared, partial=ob.partial)
    for p in placed:
        g.return_placement(p)
    if ob is not None and not ob.boss and ob.cleared >= len(g.track(target)):
        yield from defeat(g, target)


def defeat(g: Game, card: int) -> Gen[None]:
    """An obstacle is defeated: DEFEATED abilities, then its nuyen (p. 14)."""
    ob = g.s.obstacle(card)
    if ob is None:
        return
    first = g.nuyen_first()
    ops.remove_obstacle(g, card)
    g.s.last_defeater = g.s.current if g.s.turn is not None else first
    if g.s.turn is not None:
        g.s.turn.defeated.append(card)
    g.emit("obstacle_defeated", obstacle=card, by=g.s.last_defeater)
    if not ob.blank:
        for ab in g.obstacle_def(card).abilities:
            if ab.when == "defeated":
                yield from run(g, ab, card, g.decider(first), data={"facing": ob.facing})
    amount = g.obstacle_def(card).nuyen or 0
    amount += g.hooks.defeat_nuyen_bonus(g, card)
    ops.distribute_nuyen(g, amount, first)
    yield from g.hooks.after_defeat(g, card, first, ob.facing)


def deal_levels(g: Game, card: int, n: int) -> Gen[None]:
    """Level damage outside the Apply Damage step (an ability): clears n levels at once."""
    ob = g.s.obstacle(card)
    if ob is None or ob.boss:
        return
    track = g.obstacle_def(card).track or []
    cleared = min(n, len(track) - ob.cleared)
    ob.cleared += cleared
    ob.partial = 0
    g.emit("damage_applied", obstacle=card, cleared=cleared, how=["level"] * cleared, total=ob.cleared, partial=0)
    if ob.cleared >= len(track):
        yield from defeat(g, card)


# ---- 3. Take Damage -----------------------------------------------------------------------------

def take_damage_step(g: Game) -> Gen[None]:
    """Every obstacle facing the current runner attacks: all its damage is one packet (p. 17, FAQ)."""
    g.step("take_damage")
    seat = g.s.current
    packets: dict[int, int] = {}
    for ob in [o for o in g.s.obstacles if o.facing == seat]:
        if ob.no_attack:
            g.emit("attack_prevented", obstacle=ob.card)
            continue
        strength = attack_of(g, ob)
        packets[seat] = packets.get(seat, 0) + strength
        g.emit("attack", obstacle=ob.card, runner=seat, strength=strength)
        if not ob.boss and g._defs.when(g.s.defs[ob.card], "attack"):  # (most obstacles: no attack ability)
            yield from fire_card(g, ob.card, "attack", seat, data={"packets": packets, "obstacle": ob.card})
    for target in g.clockwise_from(seat) if packets else ():
        amount = packets.get(target, 0)
        if amount <= 0:  # (no packet: nothing to reduce)
            continue
        amount = g.hooks.packet_reduction(g, target, amount)
        if amount > 0:
            yield from ops.hurt(g, target, amount, source="attack")


# ---- 4. Draw & Buy ------------------------------------------------------------------------------

DRAW_HAND_LIMIT = 3  # the Draw step draws only for a hand of this many cards or fewer (p. 17)


def buy_step(g: Game) -> Gen[None]:
    g.step("draw_buy")
    seat = g.s.current
    runner = g.s.runners[seat]
    triggers = event_triggers(g, "before_draw") + obstacle_triggers(g, "before_draw", facing=seat)
    if triggers:  # (most turns: none)
        yield from fire_all(g, triggers, g.decider(seat))
    if runner.client or runner.critical or (runner.staggered and not is_revised(g)):
        return  # staggered: no draw and no buying (p. 17)
    if len(runner.hand) <= DRAW_HAND_LIMIT:
        ops.draw(g, seat, draw_step_count(g, seat) + g.hooks.extra_draw(g, seat), reason="draw_step")
    if runner.staggered:
        return  # revised: staggered draws (1, Exhausted) but "Pas de phase MARCHE NOIR"

    yield from g.hooks.after_draw_step(g, seat)
    decision = Decision(Kind.BUY, seat, "buy_cards", {"runner": seat})  # the same all step long
    while True:
        action = yield decision
        if isinstance(action, EndStep):
            return
        if isinstance(action, Buy):
            yield from buy(g, seat, action.card)
        else:
            assert isinstance(action, UseAbility)
            yield from use_ability(g, action)


def buy(g: Game, seat: int, card: int) -> Gen[None]:
    cost = g.cost(seat, card)
    runner = g.s.runners[seat]
    runner.nuyen -= cost
    runner.hand.append(card)
    turn = g.s.turn
    if turn is not None and seat == g.s.current:
        turn.bought += 1
        turn.discount_next = 0
        if g.player_def(card).type == "SKILL":
            turn.discount_skill = 0
    g.emit("bought", runner=seat, card=card, cost=cost, nuyen=runner.nuyen)
    ops.take_from_market(g, card)  # after the purchase is said: the refill it brings follows it in the log
    yield from g.hooks.after_buy(g, seat, card, cost)


def buy_one(g: Game, seat: int, prompt: str = "buy_one") -> Gen[None]:
    """May buy one card from the Black Market now (scene end, Black Market Contacts, a track step)."""
    if g.s.runners[seat].critical or g.s.runners[seat].client:
        return
    action = yield Decision(Kind.BUY_ONE, seat, prompt, {"runner": seat}, optional=True)
    if isinstance(action, Buy):
        yield from buy(g, seat, action.card)
    else:  # said in the log, as ending the turn is at Draw & Buy (a scene's buy round showed no line for a pass)
        g.emit("buy_passed", runner=seat)
