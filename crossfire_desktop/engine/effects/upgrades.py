"""Upgrade stickers' effects. Activated ones (Tricks, Ground Work, Zealot, Perfect Focus, Got Your
Backs, Combat Fu and its kin) are used through `UseAbility(runner, "upgrade:<seat>:<id>")`; the
static ones are read by `engine/upgrades.py` (`StickerHooks`) and do nothing when run."""

from __future__ import annotations

from crossfire_desktop.catalog.models import COLORS

from .. import ops, statics
from ..decisions import Decision, Kind, Option
from ..flowtypes import Gen
from ..upgrades import choose, mark_used, used
from . import Ctx, effect

# Read by StickerHooks at the moment the rules ask (their abilities are `when = "static"`).
HOOK_EFFECTS = (
    "sticker_start_nuyen", "sticker_start_hp", "sticker_start_cards", "sticker_extra_basic", "sticker_true_pro",
    "sticker_prep_work", "sticker_market_slot", "sticker_buy_move_obstacle", "sticker_buy_gain_nuyen",
    "sticker_living_fast", "sticker_chill", "sticker_defeat_draw_discard", "sticker_shock_frills",
    "sticker_defeat_nuyen", "sticker_recover_draw", "sticker_selfish_chummer", "sticker_discount",
    "sticker_heal_instead", "sticker_timing", "sticker_jack", "sticker_buy_from_discard", "sticker_bring_it",
    "sticker_omae", "sticker_double_move", "sticker_defeat_heal", "sticker_scene_card", "sticker_shadow_messiah",
    "sticker_assist_pay_draw", "sticker_fourth_wind", "sticker_show_off", "sticker_prime_runner",
    "sticker_killing_machine",
)


def _read_by_hooks(ctx: Ctx) -> Gen[None]:
    return
    yield


for _name in HOOK_EFFECTS:
    effect(_name)(_read_by_hooks)


def _own_turn(ctx: Ctx) -> bool:
    """ "Once during your turn": the controller's turn, this ability not used yet this turn."""
    g = ctx.g
    return g.s.turn is not None and g.s.current == ctx.controller and not used(g, ctx.controller, ctx.ability, "turn")


def _n(ctx: Ctx, name: str, default: int) -> int:
    return int(ctx.param(name, default))


# ---- Tricks: once during your turn, discard the top card of your deck ------------------------------

def _tricks_usable(ctx: Ctx) -> bool:
    r = ctx.g.s.runners[ctx.controller]
    return _own_turn(ctx) and bool(r.deck or r.discard)


@effect("sticker_discard_top", usable=_tricks_usable)
def discard_top(ctx: Ctx) -> Gen[None]:
    g, seat = ctx.g, ctx.controller
    mark_used(g, seat, ctx.ability, "turn")
    top = ops.top_cards(g, seat, 1)
    if top:
        r = g.s.runners[seat]
        r.deck.remove(top[0])
        r.discard.append(top[0])
        g.emit("discarded", runner=seat, card=top[0], from_deck=True)
    return
    yield


# ---- Ground Work: once during your turn, pay 2 nuyen to draw 1 card --------------------------------

def _ground_work_usable(ctx: Ctx) -> bool:
    g, seat = ctx.g, ctx.controller
    r = g.s.runners[seat]
    return (_own_turn(ctx) and r.nuyen >= _n(ctx, "cost", 2) and bool(r.deck or r.discard)
            and not statics.cant(g, seat, "draw"))


@effect("sticker_pay_draw", usable=_ground_work_usable)
def pay_draw(ctx: Ctx) -> Gen[None]:
    g, seat = ctx.g, ctx.controller
    mark_used(g, seat, ctx.ability, "turn")
    ops.gain_nuyen(g, seat, -_n(ctx, "cost", 2), source="upgrade")
    ops.draw(g, seat, _n(ctx, "n", 1), reason="upgrade")
    return
    yield


# ---- Zealot: once during your turn, take 2 damage to draw 2 cards ----------------------------------

@effect("sticker_hurt_draw", usable=_own_turn)
def hurt_draw(ctx: Ctx) -> Gen[None]:
    g, seat = ctx.g, ctx.controller
    mark_used(g, seat, ctx.ability, "turn")
    yield from ops.hurt(g, seat, _n(ctx, "damage", 2), source="upgrade")
    ops.draw(g, seat, _n(ctx, "n", 2), reason="upgrade")


# ---- Perfect Focus: discard 2 cards of one color to take 1 of that color from your discard ---------

def _focus_colors(ctx: Ctx) -> list[str]:
    g = ctx.g
    r = g.s.runners[ctx.controller]
    return [c for c in COLORS
            if sum(1 for x in r.hand if g.player_def(x).color == c) >= 2
            and any(g.player_def(x).color == c for x in r.discard)]


def _focus_usable(ctx: Ctx) -> bool:
    return _own_turn(ctx) and bool(_focus_colors(ctx))


@effect("sticker_perfect_focus", usable=_focus_usable)
def perfect_focus(ctx: Ctx) -> Gen[None]:
    g, seat = ctx.g, ctx.controller
    r = g.s.runners[seat]
    mark_used(g, seat, ctx.ability, "turn")
    color = str((yield from choose(g, seat, "sticker_focus_color",
                                   tuple(Option(c, "color") for c in _focus_colors(ctx)))))
    takeable = [x for x in r.discard if g.player_def(x).color == color]
    same = [x for x in r.hand if g.player_def(x).color == color]
    if len(same) == 2:
        chosen = same
    else:
        options = tuple(Option(x, "card") for x in same)
        answer = yield Decision(Kind.CHOOSE_MANY, g.decider(seat), "discard_cards", {"n": 2}, options, min=2, max=2)
        chosen = [int(options[i].ref) for i in answer.options]
    for x in chosen:
        ops.discard_from_hand(g, seat, x)
    yield from g.hooks.after_discards(g, seat, chosen)
    pick = int((yield from choose(g, seat, "sticker_focus_take", tuple(Option(x, "card") for x in takeable))))
    if pick in r.discard:
        r.discard.remove(pick)
        r.hand.append(pick)
        g.emit("took_from_discard", runner=seat, card=pick)


# ---- Got Your Backs: once per game, pay 3 nuyen to heal 1 HP of a staggered runner -----------------

def _staggered(ctx: Ctx) -> list[int]:
    g = ctx.g
    return [s for s in g.runner_seats() if g.s.runners[s].staggered and not g.s.runners[s].critical
            and not statics.cant(g, s, "be_healed")
            and not (s != ctx.controller and statics.cant(g, ctx.controller, "heal_others"))]


def _backs_usable(ctx: Ctx) -> bool:
    g = ctx.g
    return (not used(g, ctx.controller, ctx.ability, "game")
            and g.s.runners[ctx.controller].nuyen >= _n(ctx, "cost", 3) and bool(_staggered(ctx)))


@effect("sticker_pay_heal_staggered", usable=_backs_usable)
def pay_heal_staggered(ctx: Ctx) -> Gen[None]:
    g, seat = ctx.g, ctx.controller
    who = int((yield from choose(g, seat, "choose_runner", tuple(Option(s, "runner") for s in _staggered(ctx)))))
    mark_used(g, seat, ctx.ability, "game")
    ops.gain_nuyen(g, seat, -_n(ctx, "cost", 3), source="upgrade")
    yield from ops.heal(g, who, _n(ctx, "n", 1), healer=seat, source="upgrade")


# ---- Combat Fu, Minor Knack, Button Masher, Competence ---------------------------------------------
# Once per turn, change 1 <color> damage you placed against an obstacle into 2 colorless damage.

def _convertible(ctx: Ctx) -> list[int]:
    g = ctx.g
    turn = g.s.turn
    if turn is None or turn.step != "play":
        return []
    color = str(ctx.param("color"))
    out = []
    for p in turn.placements:
        ob = g.s.obstacle(p.target) if p.target is not None else None
        if p.owner == ctx.controller and color in p.colors and ob is not None and not ob.boss:
            out.append(p.pid)
    return out


def _convert_usable(ctx: Ctx) -> bool:
    return not used(ctx.g, ctx.controller, ctx.ability, "turn") and bool(_convertible(ctx))


@effect("sticker_convert_damage", usable=_convert_usable)
def convert_damage(ctx: Ctx) -> Gen[None]:
    g, seat = ctx.g, ctx.controller
    pid = int((yield from choose(g, seat, "sticker_convert", tuple(Option(p, "placement") for p in _convertible(ctx)))))
    mark_used(g, seat, ctx.ability, "turn")
    p = g.placement(pid)
    p.colors.remove(str(ctx.param("color")))
    p.colorless += _n(ctx, "colorless", 2)
