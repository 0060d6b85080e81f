"""Black Market WEAPON abilities: Monofilament Whip, Remington Roomsweeper, Katana, RA SM-4 Sniper
Rifle, Covering Fire, Aztechnology Striker (Card Explanations, p. 24)."""

from __future__ import annotations

from .. import ops
from ..decisions import Decision, Kind, Option
from ..flowtypes import Gen
from . import Ctx, effect
from .black_market import choose_card, obstacles, played_other_type


def _prevent_attack(ctx: Ctx, card: int) -> None:
    """"Can't attack this turn": it deals no damage and its on-attack abilities don't trigger."""
    ob = ctx.g.s.obstacle(card)
    if ob is not None and not ob.no_attack:
        ob.no_attack = True
        ctx.g.emit("cant_attack", obstacle=card, source=ctx.source)


@effect("monofilament_whip")
def monofilament_whip(ctx: Ctx) -> Gen[None]:
    """You can move one obstacle facing another runner to face you. If you played another WEAPON card
    anytime during this turn, that obstacle can't attack this turn.

    On play: the move (and the prevention if a WEAPON was played before). A WEAPON played after the
    Whip (`when = "later_play"`): the prevention as it is played, so the seat's "takes N damage" says it
    while cards are still being played; checked again at the start of Apply Damage (`when = "damage"`:
    a turn saved mid-way by an older version)."""
    g = ctx.g
    turn = g.s.turn
    if turn is None or ctx.source is None:
        return
    key = f"whip:{ctx.source}"
    if ctx.ability.when in ("later_play", "damage"):
        moved = turn.flags.get(key)
        if moved is not None and played_other_type(g, g.s.current, ctx.source, "WEAPON"):
            _prevent_attack(ctx, moved)
        return
    cands = [ob.card for ob in obstacles(g, not_facing=ctx.controller)]
    card = yield from choose_card(ctx, cands, "whip_move", what="obstacle", optional=True)
    if card is None:
        return
    ops.move_obstacle(g, card, ctx.controller)
    if ctx.controller == g.s.current:  # a WEAPON played later this turn is checked as it is played (later_play)
        turn.flags[key] = card
    if played_other_type(g, ctx.controller, ctx.source, "WEAPON"):
        _prevent_attack(ctx, card)


@effect("aztechnology_striker")
def aztechnology_striker(ctx: Ctx) -> Gen[None]:
    """You can move up to one obstacle facing each other runner to face you. Those obstacles can't
    attack this turn (0 to 3 obstacles in a 4-runner game, Card Explanations)."""
    g = ctx.g
    for seat in g.clockwise_from(ctx.controller)[1:]:
        cands = [ob.card for ob in obstacles(g, facing=seat)]
        card = yield from choose_card(ctx, cands, "striker_move", what="obstacle", optional=True)
        if card is None:
            continue
        ops.move_obstacle(g, card, ctx.controller)
        _prevent_attack(ctx, card)


@effect("covering_fire_assist")
def covering_fire_assist(ctx: Ctx) -> Gen[None]:
    """ASSIST: Choose an obstacle. It can't attack this turn (the assisting runner chooses, FAQ)."""
    cands = [ob.card for ob in obstacles(ctx.g)]
    card = yield from choose_card(ctx, cands, "covering_fire", what="obstacle")
    if card is not None:
        _prevent_attack(ctx, card)


@effect("katana")
def katana(ctx: Ctx) -> Gen[None]:
    """Other WEAPON cards played this turn deal +[1] damage to each obstacle and boss they damage.
    The bonus is computed by `Game._katana_bonus` from this mark (each Katana skips itself)."""
    if ctx.placement is not None:
        ctx.placement.katana = 1
    return
    yield


@effect("last_levels")
def last_levels(ctx: Ctx) -> Gen[None]:
    """RA SM-4 Sniper Rifle: deal the last `n` levels of an obstacle's damage track."""
    if ctx.placement is not None:
        ctx.placement.last_levels = int(ctx.param("n", 2))
    return
    yield


@effect("remington_roomsweeper")
def remington_roomsweeper(ctx: Ctx) -> Gen[None]:
    """[*] Damage: Choose a runner. Deal this card's damage to each obstacle and boss facing that
    runner. Decided when damage is applied, by the runner applying it; markers stand for the extra
    instances (each is a WEAPON's damage, so Katana adds to each)."""
    g = ctx.g
    p = ctx.placement
    if p is None:
        return
    seats = [s for s in g.s.order if any(ob.facing == s for ob in g.s.obstacles)]
    if not seats:
        return
    seat = seats[0]
    if len(seats) > 1:
        options = tuple(Option(s, "runner") for s in seats)
        answer = yield Decision(Kind.CHOOSE, g.decider(ctx.controller), "roomsweeper_runner",
                                {"effect": ctx.ability.effect}, options, source=ctx.source)
        seat = int(options[answer.option].ref)
    targets = [ob.card for ob in g.s.obstacles if ob.facing == seat]
    if p.target not in targets:
        g.emit("placement_moved", placement=p.pid, card=p.card, src=p.target, dst=targets[0])
        p.target = targets[0]
    for card in targets:
        if card != p.target:
            g.marker(p, card, colors=list(p.colors), colorless=p.colorless)
    g.emit("roomsweeper", runner=seat, obstacles=targets, source=ctx.source)
