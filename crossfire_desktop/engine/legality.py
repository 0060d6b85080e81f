"""Is an action a legal answer to the pending decision? If not, a Refusal says why, with its rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import statics
from .actions import Action, ApplyDamage, Buy, Choose, ChooseMany, EndStep, MoveCard, PlayCard, UseAbility
from .decisions import Decision, Kind
from .messages import Refusal
from .wellformed import malformed

if TYPE_CHECKING:
    from crossfire_desktop.catalog import Damage

    from .game import Game

R_SEQUENCE = "How to Play, p. 12"
R_PLAY = "1. Play Cards, p. 13"
R_ASSIST = "Assist Abilities, p. 13"
R_APPLY = "2. Apply Damage, p. 13"
R_BUY = "4. Draw & Buy Cards, p. 17"
R_BOSS = "Bosses, p. 10"
R_CRITICAL = "Critical, p. 17"
R_STAGGERED = "Staggered, p. 17"
R_OBSTACLE = "Obstacle abilities, p. 10"
R_BREATHER = "Revised rules: Prendre un Repos (Breather), d)"

ALLOWED: dict[Kind, tuple[type, ...]] = {
    Kind.PLAY: (PlayCard, MoveCard, UseAbility, EndStep),
    Kind.APPLY: (ApplyDamage,),
    Kind.BUY: (Buy, UseAbility, EndStep),
    Kind.BUY_ONE: (Buy, EndStep),
    Kind.PLAY_ONE: (PlayCard, EndStep),
    Kind.CHOOSE: (Choose,),
    Kind.CHOOSE_MANY: (ChooseMany,),
}


def check(g: Game, action: Action) -> Refusal | None:
    bad = malformed(g, action)  # types and bounds first: nothing below indexes with a bad value
    if bad is not None:
        return bad
    return check_rules(g, action)


def ends_step(g: Game, action: Action) -> bool:
    """Is `action` a well-formed EndStep the pending decision takes? What `check` would answer, without
    its steps: bots end a step with an answer they build, not one listed (about a fifth of all answers)."""
    d = g.pending
    return (type(action) is EndStep and type(action.runner) is int and d is not None and action.runner == d.runner
            and (d.kind in _ENDABLE or (d.kind is Kind.PLAY_ONE and d.optional)))


_ENDABLE = (Kind.PLAY, Kind.BUY, Kind.BUY_ONE)


def check_rules(g: Game, action: Action) -> Refusal | None:
    """The rules' answer for a well-formed action (legal_actions' own candidates are well formed)."""
    d = g.pending
    if d is None:
        return Refusal("game_over", {"result": g.s.result}, "Ending the Game, p. 18")
    if isinstance(action, Buy) and d.kind not in (Kind.BUY, Kind.BUY_ONE):
        out = _down_cant_buy(g, action.runner)
        if out is not None:
            return out
    if not isinstance(action, ALLOWED[d.kind]):
        return Refusal("wrong_action", {"expected": d.kind.value, "got": action.kind}, R_SEQUENCE)
    assist = d.kind is Kind.PLAY and isinstance(action, PlayCard) and action.runner != d.runner
    other_use = d.kind in (Kind.PLAY, Kind.BUY) and isinstance(action, UseAbility)
    if action.runner != d.runner and not assist and not other_use:
        return Refusal("not_your_decision", {"runner": action.runner, "decider": d.runner}, R_SEQUENCE)
    if isinstance(action, Choose):
        if not 0 <= action.option < len(d.options):
            return Refusal("no_such_option", {"option": action.option}, R_SEQUENCE)
        return None
    if isinstance(action, ChooseMany):
        return _check_many(d, action)
    if isinstance(action, EndStep):
        if d.kind in (Kind.PLAY_ONE,) and not d.optional:
            return Refusal("must_play", {}, R_PLAY)
        return None
    if isinstance(action, PlayCard):
        return _check_play(g, d, action)
    if isinstance(action, MoveCard):
        return _check_move(g, action)
    if isinstance(action, ApplyDamage):
        if action.target not in g.damage_targets():
            return Refusal("nothing_placed_there", {"target": action.target}, R_APPLY)
        return None
    if isinstance(action, Buy):
        return check_buy(g, action.runner, action.card)
    if isinstance(action, UseAbility):
        if g.activation(action.runner, action.source) is None:
            return Refusal("ability_unavailable", {"source": action.source}, R_SEQUENCE)
        return None
    return Refusal("wrong_action", {"got": action.kind}, R_SEQUENCE)


def _down_cant_buy(g: Game, seat: int) -> Refusal | None:
    """The real reason a staggered or critical runner has no Draw & Buy step to buy in (p. 17)."""
    runner = g.s.runners[seat]
    if runner.critical:
        return Refusal("critical_no_buy", {"runner": seat}, R_CRITICAL)
    if runner.staggered:
        return Refusal("staggered_no_buy", {"runner": seat}, R_STAGGERED)
    return None


def _check_many(d: Decision, action: ChooseMany) -> Refusal | None:
    picked = action.options
    if len(set(picked)) != len(picked) or any(not 0 <= i < len(d.options) for i in picked):
        return Refusal("no_such_option", {"options": list(picked)}, R_SEQUENCE)
    if not d.min <= len(picked) <= d.max:
        return Refusal("choose_count", {"min": d.min, "max": d.max, "got": len(picked)}, R_SEQUENCE)
    return None


def check_target(g: Game, target: int | None, obstacles_only: bool) -> Refusal | None:
    if target is None:
        return None
    ob = g.s.obstacle(target)
    if ob is None:
        return Refusal("no_such_target", {"target": target}, R_PLAY)
    if ob.boss and obstacles_only:
        return Refusal("obstacles_only", {"target": target}, R_BOSS)
    return None


def not_for_bosses(damage: Damage | None) -> bool:
    """Damage that can't be dealt to a boss: "to an obstacle" damage, and damage that only clears
    levels (a boss aspect has no damage track)."""
    if damage is None:
        return False
    levels_only = damage.levels > 0 and not (damage.colors or damage.colorless or damage.x or damage.special)
    return damage.obstacles_only or levels_only


def _check_play(g: Game, d: Decision, action: PlayCard) -> Refusal | None:
    runner = g.s.runners[action.runner]
    if d.kind is Kind.PLAY_ONE:
        if action.card not in [o.ref for o in d.options]:
            return Refusal("card_not_offered", {"card": action.card}, R_PLAY)
        return check_target(g, action.target, not_for_bosses(g.player_def(action.card).damage))
    if action.card not in runner.hand:
        return Refusal("card_not_in_hand", {"card": action.card, "runner": action.runner}, R_PLAY)
    defn = g.player_def(action.card)
    if action.runner != g.s.current:
        if runner.critical or runner.client:
            return Refusal("runner_out", {"runner": action.runner}, R_CRITICAL)
        if not (defn.assist_text or defn.assist_damage):
            return Refusal("no_assist", {"card": action.card}, R_ASSIST)
        return check_target(g, action.target, not_for_bosses(defn.assist_damage))
    limit = statics.max_plays(g, action.runner)
    turn = g.s.turn
    if limit is not None and turn is not None and len(turn.played) >= limit[0]:
        return Refusal("cant_play_more", {"n": limit[0], "source": limit[1]}, R_OBSTACLE)
    return check_target(g, action.target, not_for_bosses(defn.damage))


def _check_move(g: Game, action: MoveCard) -> Refusal | None:
    try:
        p = g.placement(action.placement)
    except KeyError:
        return Refusal("no_such_placement", {"placement": action.placement}, R_PLAY)
    if action.target == p.target:
        return Refusal("already_there", {"placement": action.placement}, R_PLAY)
    return check_target(g, action.target, p.obstacles_only or (p.levels > 0 and not p.colors and not p.colorless))


def played_this_turn(g: Game, seat: int) -> list[int]:
    """The cards a runner "played this turn" (REQUIRES): on their own turn, and as assists on this one
    (p. 13: a card "played for its assist ability"; RULINGS "REQUIRES and assists")."""
    turn = g.s.turn
    if turn is None:
        return []
    own = turn.played if seat == g.s.current else []
    return own + [card for who, card in turn.assists if who == seat]


def check_buy(g: Game, seat: int, card: int) -> Refusal | None:
    in_row = card in g.s.market_row or card in g.s.set_aside or card in g.hooks.buyable(g, seat)
    if not in_row:
        return Refusal("not_in_market", {"card": card}, R_BUY)
    blocker = statics.cant(g, seat, "buy")
    if blocker:
        return Refusal("cant_buy", {"source": blocker, "runner": seat}, R_OBSTACLE)
    return buy_refusal(g, seat, card)


def buy_refusal(g: Game, seat: int, card: int) -> Refusal | None:
    """What refuses buying `card`, offered and with buying allowed: its REQUIRES, its cost."""
    defn = g.player_def(card)
    if defn.requires and g.s.breather is not None:  # revised Breather d): "sauf celles avec « Requires X »"
        return Refusal("breather_requires", {"type": defn.requires, "card": card}, R_BREATHER)
    if defn.requires and not any(g.player_def(c).type == defn.requires for c in played_this_turn(g, seat)):
        return Refusal("requires_type", {"type": defn.requires, "card": card}, "Card Ability: REQUIRES")
    cost = g.cost(seat, card)
    if cost > g.s.runners[seat].nuyen:
        return Refusal("not_enough_nuyen", {"cost": cost, "nuyen": g.s.runners[seat].nuyen, "card": card}, R_BUY)
    return None
