"""A fast team heuristic: the fallback AI and the playout policy of the search.

It reads the state (never changes it) and plays like a sensible table: it focuses the hand's
damage on the obstacle where it clears the most levels (the engine's own allocation solver
says so), finishes obstacles that attack, assists when an assist clears a level or heals a hurt
runner, applies damage where it defeats first, buys the dearest card of the team's colours,
heals the most hurt runner, and keeps at most three cards it cannot use (so it still draws).
"""

from __future__ import annotations

import random

from crossfire_desktop.catalog import Damage
from crossfire_desktop.engine import (
    Action,
    ApplyDamage,
    Buy,
    Choose,
    ChooseMany,
    EndStep,
    Game,
    Kind,
    PlayCard,
    statics,
    view,
)
from crossfire_desktop.engine.damage import COLOR_INDEX, Pool, allocate
from crossfire_desktop.engine.decisions import Decision

X_GUESS = 2  # what an X damage card is worth before its ability says (Stunbolt, Deathtouch)


def _with(pool: Pool, dmg: Damage) -> Pool:
    colors = list(pool.colors)
    for c in dmg.colors:
        colors[COLOR_INDEX[c]] += 1
    packs = pool.level_packs + ((dmg.levels,) if dmg.levels and dmg.consecutive else (1,) * dmg.levels)
    extra = dmg.colorless + (X_GUESS if dmg.x else 0)
    return Pool((colors[0], colors[1], colors[2], colors[3]), pool.colorless + extra, packs, pool.last_levels)


def target_value(g: Game, target: int, pool: Pool) -> float:
    """What the damage `pool` placed at `target` is worth: levels, a defeat, boss damage."""
    ob = g.s.obstacle(target)
    if ob is None:
        return 0.0
    if ob.boss:
        return _boss_value(g, target, pool)
    track = g.track(target)
    alloc = allocate(track, ob.cleared, ob.partial, pool)
    value = 10.0 * alloc.cleared
    if ob.cleared + alloc.cleared >= len(track):  # defeated: no more attacks, its nuyen
        defn = g.obstacle_def(target)
        value += 15.0 + 6.0 * statics.attack_of(g, ob) + 2.0 * (defn.nuyen or 0)
    return value


def _boss_value(g: Game, target: int, pool: Pool) -> float:
    """A Dragon aspect falls when this turn's damage reaches its colored or its colorless amount
    (Dragon Fight; nothing carries over): a fall is worth a lot, getting close a little."""
    aspect_of = getattr(g.mission, "aspect", None)
    if aspect_of is None:
        return 0.0
    aspect = aspect_of(g, target)
    done = g.s.mission_state.get("aspect_damage", {}).get(str(target), [0, 0])
    colored = done[0] + pool.colors[COLOR_INDEX[aspect.color]]
    total = done[1] + pool.points
    if colored >= aspect.colored_amount or total >= aspect.colorless_amount:
        return 60.0
    return 8.0 * max(colored / aspect.colored_amount, total / aspect.colorless_amount)


def _gain(g: Game, target: int | None, dmg: Damage | None,
          base: dict[int, tuple[Pool, float]] | None = None) -> float:
    """What adding `dmg` at `target` is worth; `base` caches each target's pool and value."""
    if target is None or dmg is None or dmg.is_empty:
        return 0.0
    found = base.get(target) if base is not None else None
    if found is None:
        pool = g.pool(target)
        found = (pool, target_value(g, target, pool))
        if base is not None:
            base[target] = found
    return target_value(g, target, _with(found[0], dmg)) - found[1]


_ABILITY_WHEN: dict[tuple[str, str, str], bool] = {}  # (card def, when, effect or "") -> has it


def _has(g: Game, card: int, when: str, effect: str = "") -> bool:
    key = (g.s.defs[card], when, effect)
    found = _ABILITY_WHEN.get(key)
    if found is None:
        found = _ABILITY_WHEN[key] = any(ab.when == when and (not effect or ab.effect == effect)
                                         for ab in g.player_def(card).abilities)
    return found


def _has_play_ability(g: Game, card: int, when: str = "play") -> bool:
    return _has(g, card, when)


def _heal_need(g: Game) -> int:
    return max((r.max_hp - r.hp for r in g.s.runners if not r.client and not r.critical), default=0)


def _heals(g: Game, card: int, when: str) -> bool:
    return _has(g, card, when, "heal")


class HeuristicPolicy:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        d = game.pending
        assert d is not None
        actions = game.legal_actions()
        if d.kind is Kind.PLAY:
            return self._play(game, d, actions)
        if d.kind is Kind.APPLY:
            return max(actions, key=lambda a: self._apply_key(game, a))
        if d.kind in (Kind.BUY, Kind.BUY_ONE):
            buys = [a for a in actions if isinstance(a, Buy)]
            if buys:
                return max(buys, key=lambda a: self._buy_key(game, d.runner, a))
            return EndStep(d.runner)
        if d.kind is Kind.PLAY_ONE:
            plays = [a for a in actions if isinstance(a, PlayCard)]
            if plays:
                return max(plays, key=lambda a: _gain(game, a.target, game.player_def(a.card).damage))
            return actions[0]
        if d.kind is Kind.CHOOSE:
            return self._choose(game, d, actions)
        if d.kind is Kind.CHOOSE_MANY:
            return self._choose_many(game, d, actions)
        return self.rng.choice(actions)

    # ---- Play Cards -----------------------------------------------------------------------

    def _play(self, g: Game, d: Decision, actions: list[Action]) -> Action:
        own: list[PlayCard] = []
        assists: list[PlayCard] = []
        for a in actions:
            if isinstance(a, PlayCard):
                (own if a.runner == g.s.current else assists).append(a)
        focus = self._focus(g, own)
        best: tuple[float, Action | None] = (0.0, None)
        base: dict[int, tuple[Pool, float]] = {}
        need = _heal_need(g)
        for a in own:
            dmg = g.player_def(a.card).damage
            score = _gain(g, a.target, dmg, base)
            if a.target == focus:
                score += 0.5 * self._points(dmg)  # building up where the hand clears the most
            if _has_play_ability(g, a.card) and not _heals(g, a.card, "play"):
                score += 1.0  # draws, nuyen, extra plays: worth playing even without damage
            if _heals(g, a.card, "play"):
                score += 3.0 * min(need, 2)
            if score > best[0]:
                best = (score, a)
        if best[1] is not None and best[0] >= 1.0:
            return best[1]
        for a in assists:  # a teammate's card: only when it clears a level or heals someone hurt
            defn = g.player_def(a.card)
            score = _gain(g, a.target, defn.assist_damage, base) - 4.0
            if _heals(g, a.card, "assist") and need >= 2:
                score += 6.0
            if score > best[0]:
                best = (score, a)
        if best[1] is not None and best[0] > 0:
            return best[1]
        # Keep at most three unusable cards so the Draw step still draws; the rest go to the focus.
        if own and g.s.obstacles and all(g.s.runners[ob.facing].critical for ob in g.s.obstacles):
            return own[0]  # nobody is attacked (revised, going on past a critical): cycle the deck
        hand = g.s.runners[g.s.current].hand
        if len(hand) > 3 and own:
            spare = [a for a in own if a.target == focus] or own
            return min(spare, key=lambda a: (g.player_def(a.card).cost, a.card))
        return EndStep(d.runner)

    @staticmethod
    def _points(dmg: Damage) -> int:
        return len(dmg.colors) + dmg.colorless + dmg.levels + (X_GUESS if dmg.x else 0)

    def _focus(self, g: Game, own: list[PlayCard]) -> int | None:
        """The target where the whole hand (played together) is worth the most."""
        cards = sorted({a.card for a in own})
        targets = {a.target for a in own if a.target is not None}
        best, focus = 0.0, None
        for t in sorted(targets):
            pool = g.pool(t)
            for c in cards:
                pool = _with(pool, g.player_def(c).damage)
            value = target_value(g, t, pool) - target_value(g, t, g.pool(t))
            ob = g.s.obstacle(t)
            if ob is not None and ob.facing == g.s.current:
                value += 0.1
            if value > best:
                best, focus = value, t
        return focus

    # ---- other decisions ------------------------------------------------------------------

    @staticmethod
    def _apply_key(g: Game, a: Action) -> tuple[int, int]:
        if not isinstance(a, ApplyDamage):
            return (0, 0)
        ob = g.s.obstacle(a.target)
        if ob is None or ob.boss:
            return (1, 0)
        alloc = g.preview(a.target)
        return (int(ob.cleared + alloc.cleared >= len(g.track(a.target))), alloc.cleared)

    @staticmethod
    def _buy_key(g: Game, seat: int, a: Buy) -> tuple[float, int]:
        defn = g.player_def(a.card)
        colors = g.s.runners[seat].colors
        team = {c for r in g.s.runners for c in r.colors}
        score = float(defn.cost)
        if defn.color in colors:
            score += 3 if colors and defn.color == colors[0] else 2
        elif defn.color in team:
            score += 1
        return (score, -a.card)

    def _choose(self, g: Game, d: Decision, actions: list[Action]) -> Action:
        if d.prompt == "revised_critical_choice":  # revised: a second critical loses; take the abort award
            return next((a for a in actions if isinstance(a, Choose) and d.options[a.option].ref == "abort"),
                        actions[0])
        if d.prompt == "intercept_obstacle":
            return self._intercept(g, d, actions)
        opts = d.options
        scores = []
        for o in opts:
            s = 0.0
            if o.what == "runner" and isinstance(o.ref, int) and 0 <= o.ref < len(g.s.runners):
                r = g.s.runners[o.ref]
                s = float(r.max_hp - r.hp) if "heal" in d.prompt or "heal" in str(d.params) else float(r.hp)
            elif o.what == "obstacle" and isinstance(o.ref, int):
                ob = g.s.obstacle(o.ref)
                s = float(statics.attack_of(g, ob)) if ob is not None else 0.0
            elif o.what == "yes":
                s = 1.0
            elif o.what == "card" and isinstance(o.ref, int) and 0 <= o.ref < len(g.s.defs):
                cost = getattr(g.card_def(o.ref), "cost", 0)
                s = -float(cost) if "discard" in d.prompt else float(cost)
            scores.append(s + self.rng.random() * 0.01)
        best = max(range(len(opts)), key=lambda i: scores[i]) if opts else 0
        for a in actions:
            if isinstance(a, Choose) and a.option == best:
                return a
        return self.rng.choice(actions)

    def _intercept(self, g: Game, d: Decision, actions: list[Action]) -> Action:
        """Take the Client's worst attacker while this runner survives the attacks it then faces."""
        me = g.s.runners[d.runner]
        left = me.hp - view.incoming_damage(g, d.runner)
        best, pick = 0, None
        for i, o in enumerate(d.options):
            ob = g.s.obstacle(o.ref) if o.what == "obstacle" and isinstance(o.ref, int) else None
            if ob is None:
                continue
            attack = statics.attack_of(g, ob)
            if left - attack >= 1 and attack > best:
                best, pick = attack, i
        if pick is None:
            pick = next((i for i, o in enumerate(d.options) if o.what == "no"), 0)
        return next((a for a in actions if isinstance(a, Choose) and a.option == pick), actions[0])

    def _choose_many(self, g: Game, d: Decision, actions: list[Action]) -> Action:
        if "discard" in d.prompt:  # discard the cheapest
            def cost(i: int) -> int:
                ref = d.options[i].ref
                return int(getattr(g.card_def(ref), "cost", 0)) if isinstance(ref, int) else 0
            return min((a for a in actions if isinstance(a, ChooseMany)),
                       key=lambda a: (len(a.options), sum(cost(i) for i in a.options)), default=actions[0])
        if "fireball" in d.prompt:
            return max(actions, key=lambda a: len(a.options) if isinstance(a, ChooseMany) else 0)
        return self.rng.choice(actions)
