"""Upgrade stickers (Upgrading Runners, rulebook p. 22): `StickerHooks`, the `Hooks` the engine uses
when any runner has an upgrade.

Each sticker's data (`cards/upgrades.toml`) names its effect: `when = "activated"` abilities are used
by the player (`engine/effects/upgrades.py`); every other sticker ability is `when = "static"` and is
read by these hooks at the moment the rules ask. Once-per-turn/Scene/game counters live in
`RunnerState.used`: "turn:<key>" (cleared each turn), "scene:<scene>:<key>" (a new Scene number is
a fresh counter, so every mission's Scene change resets them with no call needed), "game:<key>".
Staggered runners keep using their upgrades (English rulebook p. 17); critical runners do not. The
revised printing turns them off while staggered and during a Breather (`editions.upgrades_off`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crossfire_desktop.catalog.models import COLORS, Ability, PlayerCard

from . import ops, statics
from .decisions import Decision, Kind, Option
from .editions import upgrades_off
from .flowtypes import Gen
from .hooks import Hooks
from .shuffle import shuffle

if TYPE_CHECKING:
    from .game import Game
    from .state import GameState, Placement


def hooks_for(state: GameState) -> Hooks:
    """The engine's hooks for a game: the sticker rules only when someone has a sticker."""
    return StickerHooks() if any(r.upgrades for r in state.runners) else Hooks()


# ---- helpers shared with the activated abilities ----------------------------------------------

def sticker_abilities(g: Game, seat: int, effect: str) -> list[Ability]:
    r = g.s.runners[seat]
    if r.client or r.critical or upgrades_off(g, seat):
        return []
    return [ab for up in r.upgrades for ab in g.cat.upgrade(up).abilities if ab.effect == effect]


def sticker(g: Game, seat: int, effect: str) -> Ability | None:
    found = sticker_abilities(g, seat, effect)
    return found[0] if found else None


def counter(g: Game, ab: Ability, per: str) -> str:
    """The `used` key of a limited ability: per "turn", "scene" or "game"."""
    key = str(ab.params.get("key", ab.effect))
    return f"scene:{g.s.scene}:{key}" if per == "scene" else f"{per}:{key}"


def used(g: Game, seat: int, ab: Ability, per: str) -> bool:
    return g.s.runners[seat].used.get(counter(g, ab, per), 0) > 0


def mark_used(g: Game, seat: int, ab: Ability, per: str) -> None:
    used_ = g.s.runners[seat].used
    if per == "scene":  # forget earlier Scenes' counters
        for k in [k for k in used_ if k.startswith("scene:") and not k.startswith(f"scene:{g.s.scene}:")]:
            del used_[k]
    key = counter(g, ab, per)
    used_[key] = used_.get(key, 0) + 1
    g.emit("ability", source=None, effect=ab.effect, controller=seat, upgrade=str(ab.params.get("key", "")))


def ask(g: Game, seat: int, prompt: str, **params: object) -> Gen[bool]:
    options = (Option(1, "yes"), Option(0, "no"))
    answer = yield Decision(Kind.CHOOSE, g.decider(seat), prompt, dict(params), options)
    return options[answer.option].ref == 1


def choose(g: Game, seat: int, prompt: str, options: tuple[Option, ...], **params: object) -> Gen[int | str]:
    """One option's ref (no question when there is only one)."""
    if len(options) == 1:
        return options[0].ref
    answer = yield Decision(Kind.CHOOSE, g.decider(seat), prompt, dict(params), options)
    ref: int | str = options[answer.option].ref
    return ref


def choose_color(g: Game, seat: int, prompt: str) -> Gen[str]:
    ref = yield from choose(g, seat, prompt, tuple(Option(c, "color") for c in COLORS))
    return str(ref)


def move_an_obstacle(g: Game, seat: int, prompt: str, *, optional: bool) -> Gen[None]:
    """Move 1 obstacle from one runner to another (Big Plans, Tactician)."""
    runners = [s for s in g.runner_seats() if not g.s.runners[s].critical]
    movable = [ob.card for ob in g.s.obstacles if not g.s.runners[ob.facing].client
               and any(s != ob.facing for s in runners)]
    if not movable:
        return
    options = tuple(Option(c, "obstacle") for c in movable)
    if optional:
        options += (Option(-1, "no"),)
        answer = yield Decision(Kind.CHOOSE, g.decider(seat), prompt, {"runner": seat}, options)
        card = int(options[answer.option].ref)
    else:
        card = int((yield from choose(g, seat, prompt, options, runner=seat)))
    ob = g.s.obstacle(card)
    if card < 0 or ob is None:
        return
    dest = tuple(Option(s, "runner") for s in runners if s != ob.facing)
    to = int((yield from choose(g, seat, "sticker_move_to", dest, obstacle=card)))
    ops.move_obstacle(g, card, to)


def placement_of(g: Game, card: int) -> Placement | None:
    turn = g.s.turn
    if turn is None:
        return None
    for p in reversed(turn.placements):
        if p.card == card:
            return p
    return None


def _n(ab: Ability, name: str, default: int) -> int:
    value = ab.params.get(name, default)
    return value if isinstance(value, int) else default


# ---- the hooks ----------------------------------------------------------------------------------

class StickerHooks(Hooks):
    def __init__(self) -> None:
        # Living Fast: whether the last cost computed for (seat, card) took the 1 off (buy() asks the
        # cost right before after_buy, so this is the purchase's). Recomputed on every call.
        self._living_fast: dict[tuple[int, int], bool] = {}
        self._no_living_fast = False

    # -- setup --

    def game_start(self, g: Game) -> Gen[None]:
        for seat in g.runner_seats():
            r = g.s.runners[seat]
            hp = sum(_n(ab, "n", 1) for ab in sticker_abilities(g, seat, "sticker_start_hp"))
            r.max_hp += hp
            r.hp += hp
            nuyen = sum(_n(ab, "n", 1) for ab in sticker_abilities(g, seat, "sticker_start_nuyen"))
            if nuyen:
                ops.gain_nuyen(g, seat, nuyen, source="upgrade")
            for ab in sticker_abilities(g, seat, "sticker_market_slot"):
                g.s.market_row.extend([None] * _n(ab, "n", 1))
                ops.refill_market(g)
        for seat in g.runner_seats():
            yield from self._starting_deck(g, seat)
        for seat in g.runner_seats():
            if sticker(g, seat, "sticker_prep_work") is not None:
                yield from g.calls.buy_one(g, seat, "sticker_prep_work")

    def _starting_deck(self, g: Game, seat: int) -> Gen[None]:
        r = g.s.runners[seat]
        changed = False
        if sticker(g, seat, "sticker_extra_basic") is not None:
            basics = [c for c in g.cat.playable("basic") if isinstance(c, PlayerCard)]
            ref = yield from choose(g, seat, "sticker_fundamentals", tuple(Option(c.id, "card_def") for c in basics))
            r.deck.append(g.add_card(str(ref)))
            changed = True
        ab = sticker(g, seat, "sticker_true_pro")
        if ab is not None:
            changed = (yield from self._true_pro(g, seat, _n(ab, "cost", 2))) or changed
        extra = sum(_n(a, "n", 1) for a in sticker_abilities(g, seat, "sticker_start_cards"))
        if changed:  # the changed deck is shuffled and the starting hand dealt again from it
            r.deck.extend(r.hand)
            r.hand.clear()
            shuffle(g.rng, r.deck)
            g.revealed()
            ops.draw(g, seat, g.cat.metatypes[r.metatype].cards + extra, reason="setup")
        elif extra:
            ops.draw(g, seat, extra, reason="setup")

    def _true_pro(self, g: Game, seat: int, cost: int) -> Gen[bool]:
        """Replace 1 basic card with a Black Market card of its color costing `cost` (from the Black
        Market deck, else the row, which refills)."""
        r = g.s.runners[seat]
        market = [*reversed(g.s.market_deck), *[c for c in g.s.market_row if c is not None]]
        by_color: dict[str, int] = {}
        for c in market:
            d = g.player_def(c)
            if d.cost == cost and d.color not in by_color:
                by_color[d.color] = c
        basics: dict[str, int] = {}
        for c in r.deck + r.hand:
            d = g.player_def(c)
            if d.basic and d.color in by_color and g.s.defs[c] not in basics:
                basics[g.s.defs[c]] = c
        if not basics:
            return False
        options = tuple(Option(c, "card") for c in basics.values())
        old = int((yield from choose(g, seat, "sticker_true_pro", options)))
        new = by_color[g.player_def(old).color]
        (r.hand if old in r.hand else r.deck).remove(old)
        g.s.mission_state.setdefault("out_of_play", []).append(old)  # back in the box
        if new in g.s.market_deck:
            g.s.market_deck.remove(new)
        else:
            ops.take_from_market(g, new)
        r.deck.append(new)
        g.emit("upgrade_replaced", runner=seat, old=old, new=new)
        return True

    # -- damage to runners, healing --

    def after_stagger(self, g: Game, seat: int) -> Gen[None]:
        # Shock Frills fires as its runner becomes staggered, in both printings: a card's text wins
        # over the revised "no upgrades while staggered" (RULINGS, Revised printing).
        r = g.s.runners[seat]
        ab = next((a for up in r.upgrades for a in g.cat.upgrade(up).abilities
                   if a.effect == "sticker_shock_frills"), None) if not (r.client or r.critical) else None
        if ab is None or used(g, seat, ab, "game"):
            return
        mark_used(g, seat, ab, "game")
        facing = [ob.card for ob in g.s.obstacles if ob.facing == seat and not ob.boss]
        if facing:
            card = yield from choose(g, seat, "sticker_shock_frills", tuple(Option(c, "obstacle") for c in facing))
            yield from g.calls.deal_levels(g, int(card), _n(ab, "levels", 2))

    def replace_heal(self, g: Game, seat: int, amount: int) -> Gen[bool]:
        """Pain Is Gain / Red Haze: one replacement at most (FAQ); "can't draw" forbids Red Haze (FAQ)."""
        options = [Option("heal", "no")]
        for ab in sticker_abilities(g, seat, "sticker_heal_instead"):
            what = str(ab.params.get("instead"))
            if what == "draw" and statics.cant(g, seat, "draw"):
                continue
            options.append(Option(what, "yes", str(ab.params.get("key", ""))))
        if len(options) == 1:
            return False
        answer = yield Decision(Kind.CHOOSE, g.decider(seat), "sticker_heal_instead",
                                {"runner": seat, "n": amount}, tuple(options))
        what = options[answer.option].ref
        if what == "nuyen":
            ops.gain_nuyen(g, seat, 1, source="upgrade")
        elif what == "draw":
            ops.draw(g, seat, 1, reason="upgrade")
        else:
            return False
        g.emit("heal_replaced", runner=seat, instead=what)
        return True

    def recover_draw(self, g: Game, seat: int) -> int:
        ab = sticker(g, seat, "sticker_recover_draw")
        return 2 if ab is None else _n(ab, "n", 3)

    def packet_reduction(self, g: Game, seat: int, amount: int) -> int:
        """Bring It!: 2+ obstacles attack you on your turn: the packet is 1 smaller."""
        ab = sticker(g, seat, "sticker_bring_it")
        if ab is None or seat != g.s.current or amount <= 0:
            return amount
        attackers = [ob for ob in g.s.obstacles if ob.facing == seat and not ob.no_attack]
        if len(attackers) >= _n(ab, "attackers", 2):
            g.emit("ability", source=None, effect=ab.effect, controller=seat, upgrade="bring_it")
            return max(0, amount - _n(ab, "n", 1))
        return amount

    # -- playing cards --

    def after_play(self, g: Game, seat: int, card: int, assist: bool) -> Gen[None]:
        turn = g.s.turn
        if turn is None or g.s.runners[seat].client:
            return
        p = placement_of(g, card)
        r = g.s.runners[seat]
        own = seat == g.s.current and not assist
        if own:
            yield from self._own_turn_play(g, seat, card, p)
        if seat != g.s.current:  # played during another runner's turn
            ab = sticker(g, seat, "sticker_omae")
            if ab is not None and p is not None:
                p.colorless += _n(ab, "n", 1)
                g.emit("ability", source=card, effect=ab.effect, controller=seat, upgrade="omae")
            ab = sticker(g, seat, "sticker_assist_pay_draw")
            if ab is not None and r.nuyen >= _n(ab, "cost", 1) and not statics.cant(g, seat, "draw") \
                    and (yield from ask(g, seat, "sticker_your_team", runner=seat, cost=_n(ab, "cost", 1))):
                ops.gain_nuyen(g, seat, -_n(ab, "cost", 1), source="upgrade")
                ops.draw(g, seat, 1, reason="upgrade")
        # Once per Scene, when you play a <basic card>: Wiz Decker, Juice, One Move Ahead, Tactician.
        for ab in sticker_abilities(g, seat, "sticker_scene_card"):
            if g.s.defs[card] != ab.params.get("card") or used(g, seat, ab, "scene"):
                continue
            bonus = str(ab.params.get("bonus"))
            if bonus in ("color", "colorless") and p is None:
                continue
            if not (yield from ask(g, seat, "sticker_scene_card", runner=seat, upgrade=str(ab.params.get("key")))):
                continue
            mark_used(g, seat, ab, "scene")
            if bonus == "color" and p is not None:
                p.colors.append((yield from choose_color(g, seat, "sticker_color")))
            elif bonus == "colorless" and p is not None:
                p.colorless += _n(ab, "n", 2)
            elif bonus == "other_draws":
                others = tuple(Option(s, "runner") for s in g.runner_seats()
                               if s != seat and not g.s.runners[s].critical)
                if others:
                    who = yield from choose(g, seat, "choose_runner", others)
                    ops.draw(g, int(who), _n(ab, "n", 1), reason="upgrade")
            elif bonus == "move_obstacle":
                yield from move_an_obstacle(g, seat, "sticker_move_obstacle", optional=False)

    def _own_turn_play(self, g: Game, seat: int, card: int, p: Placement | None) -> Gen[None]:
        turn = g.s.turn
        assert turn is not None
        r = g.s.runners[seat]
        defn = g.player_def(card)
        played = [g.player_def(c) for c in turn.played]
        ab = sticker(g, seat, "sticker_prime_runner")
        if ab is not None and p is not None and defn.basic and defn.color == r.main_color \
                and not used(g, seat, ab, "turn"):
            mark_used(g, seat, ab, "turn")
            p.colors.append(defn.color)
        ab = sticker(g, seat, "sticker_double_move")
        if ab is not None and p is not None and not used(g, seat, ab, "turn") \
                and sum(1 for d in played if d.name == defn.name) >= 2:
            mark_used(g, seat, ab, "turn")
            p.colorless += _n(ab, "n", 1)
        ab = sticker(g, seat, "sticker_killing_machine")
        if ab is not None and p is not None and not used(g, seat, ab, "turn") \
                and len(played) >= _n(ab, "plays", 4):
            mark_used(g, seat, ab, "turn")
            p.colors.append((yield from choose_color(g, seat, "sticker_color")))
        ab = sticker(g, seat, "sticker_shadow_messiah")
        if ab is not None and not used(g, seat, ab, "turn") and set(COLORS) <= {d.color for d in played}:
            mark_used(g, seat, ab, "turn")
            yield from ops.heal(g, seat, _n(ab, "n", 1), healer=seat, source="upgrade")
        ab = sticker(g, seat, "sticker_jack")
        if ab is not None:
            for other in g.runner_seats():
                color = g.s.runners[other].main_color
                if other == seat or color is None or defn.color != color:
                    continue
                if sum(1 for d in played if d.color == color) == _n(ab, "plays", 3):
                    g.emit("ability", source=card, effect=ab.effect, controller=seat, upgrade="jack_of_everything")
                    ops.draw(g, other, 1, reason="upgrade")

    # -- Draw & Buy --

    def extra_draw(self, g: Game, seat: int) -> int:
        ab = sticker(g, seat, "sticker_show_off")
        if ab is None:
            return 0
        g.s.runners[seat].used["turn:show_off_drew"] = 1
        return _n(ab, "n", 1)

    def after_draw_step(self, g: Game, seat: int) -> Gen[None]:
        ab = sticker(g, seat, "sticker_show_off")
        if ab is not None and g.s.runners[seat].used.pop("turn:show_off_drew", 0):
            yield from ops.choose_discards(g, seat, _n(ab, "discard", 1))

    def cost_change(self, g: Game, seat: int, card: int) -> int:
        r = g.s.runners[seat]
        defn = g.player_def(card)
        change = 0
        ab = sticker(g, seat, "sticker_discount")  # Been There, Killed That
        if ab is not None and defn.cost >= _n(ab, "min_cost", 5) and defn.color == r.main_color:
            change -= _n(ab, "n", 1)
        ab = sticker(g, seat, "sticker_timing")
        if ab is not None and defn.color == r.main_color and r.used.get("turn:timing_bought", 0) == _n(ab, "nth", 2) - 1:
            change -= _n(ab, "n", 1)
        if sticker(g, seat, "sticker_living_fast") is not None and not self._no_living_fast:
            self._no_living_fast = True
            try:
                before = g.cost(seat, card)
            finally:
                self._no_living_fast = False
            self._living_fast[(seat, card)] = before >= 1
            if before >= 1:
                change -= 1
        return change

    def buyable(self, g: Game, seat: int) -> list[int]:
        if sticker(g, seat, "sticker_buy_from_discard") is None:
            return []
        return list(g.s.market_discard)

    def after_buy(self, g: Game, seat: int, card: int, cost: int) -> Gen[None]:
        r = g.s.runners[seat]
        defn = g.player_def(card)
        if sticker(g, seat, "sticker_timing") is not None and defn.color == r.main_color:
            r.used["turn:timing_bought"] = r.used.get("turn:timing_bought", 0) + 1
        if sticker(g, seat, "sticker_living_fast") is not None and self._living_fast.pop((seat, card), False):
            to_hand = False
            if r.nuyen >= 1:  # keep it in hand: pay the 1 back
                to_hand = yield from ask(g, seat, "sticker_living_fast", runner=seat, card=card)
            if to_hand:
                ops.gain_nuyen(g, seat, -1, source="upgrade")
            elif card in r.hand:
                r.hand.remove(card)
                r.discard.append(card)
                g.emit("ability", source=card, effect="sticker_living_fast", controller=seat, upgrade="living_fast")
        ab = sticker(g, seat, "sticker_buy_gain_nuyen")  # High Roller
        if ab is not None and defn.cost >= _n(ab, "min_cost", 8):
            ops.gain_nuyen(g, seat, _n(ab, "n", 2), source="upgrade")
        ab = sticker(g, seat, "sticker_buy_move_obstacle")  # Big Plans
        if ab is not None and defn.cost >= _n(ab, "min_cost", 6):
            yield from move_an_obstacle(g, seat, "sticker_big_plans", optional=True)
        if sticker(g, seat, "sticker_fourth_wind") is not None:
            basics = [c for c in r.discard if g.player_def(c).basic and g.player_def(c).color == defn.color]
            if basics:
                options = (*(Option(c, "card") for c in basics), Option(-1, "no"))
                answer = yield Decision(Kind.CHOOSE, seat, "sticker_fourth_wind", {"runner": seat}, options)
                pick = int(options[answer.option].ref)
                if pick >= 0:
                    r.discard.remove(pick)
                    r.hand.append(pick)
                    g.emit("took_from_discard", runner=seat, card=pick)

    # -- discards --

    def after_discards(self, g: Game, seat: int, cards: list[int]) -> Gen[None]:
        ab = sticker(g, seat, "sticker_chill")
        if ab is not None and cards:
            g.emit("ability", source=None, effect=ab.effect, controller=seat, upgrade="chill")
            ops.draw(g, seat, _n(ab, "n", 1), reason="upgrade")
        return
        yield

    # -- defeats --

    def _defeater(self, g: Game, card: int) -> tuple[int | None, str | None]:
        seat = g.s.last_defeater
        color = getattr(g.card_def(card), "color", None)
        if seat is None or g.s.runners[seat].client or g.s.runners[seat].critical:
            return None, color
        return seat, color

    def defeat_nuyen_bonus(self, g: Game, card: int) -> int:
        seat, color = self._defeater(g, card)
        if seat is None:
            return 0
        ab = sticker(g, seat, "sticker_defeat_nuyen")  # Lifestyle Choice
        if ab is not None and color == g.s.runners[seat].main_color:
            return _n(ab, "n", 1)
        return 0

    def after_defeat(self, g: Game, card: int, first: int, facing: int | None = None) -> Gen[None]:
        seat, color = self._defeater(g, card)
        if seat is not None and color == g.s.runners[seat].main_color:
            ab = sticker(g, seat, "sticker_defeat_draw_discard")  # Specialist
            if ab is not None:
                g.emit("ability", source=card, effect=ab.effect, controller=seat, upgrade="specialist")
                ops.draw(g, seat, _n(ab, "draw", 1), reason="upgrade")
                yield from ops.choose_discards(g, seat, _n(ab, "discard", 1))
            ab = sticker(g, seat, "sticker_defeat_heal")  # Practiced Recovery
            if ab is not None:
                yield from ops.heal(g, seat, _n(ab, "n", 1), healer=seat, source="upgrade")
        if facing is not None and seat is not None and facing != seat \
                and sticker(g, facing, "sticker_selfish_chummer") is not None:
            amount = (getattr(g.card_def(card), "nuyen", 0) or 0) + self.defeat_nuyen_bonus(g, card)
            shares = ops.nuyen_shares(g, amount, first)
            extra = shares.get(seat, 0) - shares.get(facing, 0)
            if extra > 0:
                g.emit("ability", source=card, effect="sticker_selfish_chummer", controller=facing,
                       upgrade="selfish_chummer")
                ops.gain_nuyen(g, facing, extra, source="upgrade")
