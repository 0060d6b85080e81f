"""A fast team heuristic: the fallback AI and the playout policy of the search.

It reads the state (never changes it, never reads a face-down pile) and plays like a sensible
table:

- Play Cards: it plans the turn. Over the current runner's hand and the teammates' assist cards it
  picks, again and again, the group of cards that buys the most at one target per card spent
  (levels cleared, an obstacle defeated, more so one about to stagger a runner or the Client),
  using the engine's own allocation solver; a group that clears nothing is never played. Cards
  with a draw come first (they may change the plan). Cards that clear nothing stay in hand, but
  never more than three, so the Draw step still draws 2 (p. 17): the rest are dumped.
- Apply Damage: the target that gets defeated first.
- Draw & Buy: the set of affordable cards worth most (damage per card, in the team's colors,
  abilities), never a card no better than a basic one.
- Choices: heal the most hurt (a staggered runner first), stop the attack of the obstacle about
  to hit, intercept for the Client what the runner survives.
"""

from __future__ import annotations

import copy
import itertools
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
    ops,
    statics,
    view,
)
from crossfire_desktop.engine.damage import COLOR_INDEX, Pool, allocate
from crossfire_desktop.engine.decisions import Decision
from crossfire_desktop.engine.missions.dragon_fight import DragonFightMission, aspect_damage, aspect_falls
from crossfire_desktop.engine.steps import DRAW_HAND_LIMIT

from .heuristic_intercept import intercept
from .per_catalog import PerCatalog

X_GUESS = 0  # what an X damage card adds before its ability says (Stunbolt, Deathtouch): plan without it
LEVEL_VALUE = 10.0
MAX_GROUP = 6  # the most cards one group of the plan may hold

# Play abilities worth firing for themselves: more cards now (or a card back).
DRAW_EFFECTS = frozenset({"draw_then_discard", "draw", "press_the_advantage", "retrieval_agent",
                          "coordinated_attack", "hero_move"})


def _with(pool: Pool, dmg: Damage) -> Pool:
    colors = list(pool.colors)
    for c in dmg.colors:
        colors[COLOR_INDEX[c]] += 1
    packs = pool.level_packs + ((dmg.levels,) if dmg.levels and dmg.consecutive else (1,) * dmg.levels)
    extra = dmg.colorless + (X_GUESS if dmg.x else 0)
    return Pool((colors[0], colors[1], colors[2], colors[3]), pool.colorless + extra, packs, pool.last_levels)


def _danger(g: Game, seat: int) -> float:
    """How much an attack on `seat` hurts the team: a Client or a runner close to staggering."""
    r = g.s.runners[seat]
    if r.critical:
        return 0.0
    incoming = view.incoming_damage(g, seat)
    weight = 1.0
    if r.staggered:
        weight = 4.0  # any damage: critical
    elif incoming >= r.hp:
        weight = 3.0
    elif incoming >= r.hp - 1:
        weight = 1.6
    if r.client:
        weight *= 2.0  # the Client staggered is the loss (Extraction)
    return weight


def defeat_value(g: Game, target: int) -> float:
    ob = g.s.obstacle(target)
    if ob is None:
        return 0.0
    defn = g.obstacle_def(target)
    attack = statics.attack_of(g, ob)
    return 15.0 + 6.0 * attack * _danger(g, ob.facing) + 2.0 * (defn.nuyen or 0)


def target_value(g: Game, target: int, pool: Pool, defeats: dict[int, float] | None = None) -> float:
    """What the damage `pool` placed at `target` is worth: levels, a defeat, boss damage.
    `defeats` caches each target's defeat value (within one decision)."""
    ob = g.s.obstacle(target)
    if ob is None:
        return 0.0
    if ob.boss:
        return _boss_value(g, target, pool)
    track = g.track(target)
    alloc = allocate(track, ob.cleared, ob.partial, pool)
    value = LEVEL_VALUE * alloc.cleared
    if ob.cleared + alloc.cleared >= len(track):  # defeated: no more attacks, its nuyen
        if defeats is None:
            value += defeat_value(g, target)
        else:
            found = defeats.get(target)
            if found is None:
                found = defeats[target] = defeat_value(g, target)
            value += found
    return value


def _boss_value(g: Game, target: int, pool: Pool) -> float:
    """A Dragon aspect falls when this turn's damage reaches its colored or its colorless amount
    (Dragon Fight; nothing carries over): a fall is worth a lot, getting close nothing."""
    if not isinstance(g.mission, DragonFightMission):
        return 0.0
    aspect = g.mission.aspect(g, target)
    colored, total = aspect_damage(g, target)
    return 80.0 if aspect_falls(aspect, colored + pool.colors[COLOR_INDEX[aspect.color]], total + pool.points) else 0.0


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


_ABILITY_WHEN: PerCatalog[tuple[str, str, str], bool] = PerCatalog()  # (card def, when, effect or "") -> has it


def damage_points(dmg: Damage | None) -> int:
    """What a card's damage is worth to keep: a level counts as two damage."""
    return 0 if dmg is None else len(dmg.colors) + dmg.colorless + 2 * dmg.levels


def _has(g: Game, card: int, when: str, effect: str = "") -> bool:
    key = (g.s.defs[card], when, effect)
    cache = _ABILITY_WHEN.of(g.cat)
    found = cache.get(key)
    if found is None:
        found = cache[key] = any(ab.when == when and (not effect or ab.effect == effect)
                                         for ab in g.player_def(card).abilities)
    return found


_DRAWS: PerCatalog[str, bool] = PerCatalog()


def _draws(g: Game, card: int) -> bool:
    key = g.s.defs[card]
    cache = _DRAWS.of(g.cat)
    found = cache.get(key)
    if found is None:
        found = cache[key] = any(ab.when == "play" and ab.effect in DRAW_EFFECTS
                                  for ab in g.player_def(card).abilities)
    return found


def _event_effects(g: Game) -> set[str]:
    """The effects of the active Crossfire events."""
    out: set[str] = set()
    for ev in g.s.crossfire_active:
        for ab in g.cat.crossfire(g.s.defs[ev]).abilities:
            out.add(ab.effect)
    return out


def _has_play_ability(g: Game, card: int, when: str = "play") -> bool:
    return _has(g, card, when)


def _heal_need(g: Game) -> int:
    best = 0
    for r in g.s.runners:
        if r.critical:
            continue
        need = r.max_hp - r.hp + (3 if r.staggered else 0)
        best = max(best, need)
    return best


def _heals(g: Game, card: int, when: str) -> bool:
    return _has(g, card, when, "heal")


def _card_damage(g: Game, card: int, assist: bool) -> Damage | None:
    defn = g.player_def(card)
    return defn.assist_damage if assist else defn.damage


def _last_levels(g: Game, card: int) -> int:
    for ab in g.player_def(card).abilities:
        if ab.when == "play" and ab.effect == "last_levels":
            n = ab.params.get("n", 2)
            return int(n) if isinstance(n, int) else 2
    return 0


def _plan_key(g: Game, actions: list[Action]) -> tuple[object, ...]:
    """Everything a plan is made from: the plays on offer, the obstacles, the damage placed, the HP."""
    turn = g.s.turn
    placed = tuple((p.pid, p.target, tuple(p.colors), p.colorless, p.levels, p.last_levels)
                   for p in turn.placements) if turn is not None else ()
    return (tuple(actions), _obstacles_key(g), placed, tuple((r.hp, r.staggered) for r in g.s.runners),
            str(g.s.mission_state.get("aspect_damage", "")))


def _obstacles_key(g: Game) -> tuple[object, ...]:
    return tuple((ob.card, ob.facing, ob.cleared, ob.partial, ob.no_attack, ob.cancelled) for ob in g.s.obstacles)


def _plays(actions: list[Action]) -> dict[tuple[int, int], dict[int | None, PlayCard]]:
    """The plays on offer by (runner, card), each card's by target."""
    by_card: dict[tuple[int, int], dict[int | None, PlayCard]] = {}
    for a in actions:
        if isinstance(a, PlayCard):
            by_card.setdefault((a.runner, a.card), {})[a.target] = a
    return by_card


def _pool_with(base: Pool, items: list[_Item]) -> Pool:
    """`base` with the damage of the planned cards `items` added."""
    colors = list(base.colors)
    colorless, packs, lasts = base.colorless, base.level_packs, base.last_levels
    for it in items:
        for i in range(4):
            colors[i] += it.colors[i]
        colorless += it.colorless
        packs += it.packs
        lasts += it.lasts
    return Pool((colors[0], colors[1], colors[2], colors[3]), colorless, packs, lasts)


def _boss_group(g: Game, target: int, base: Pool, items: list[_Item]) -> list[_Item] | None:
    """The fewest cards (of `items`) that make a Dragon aspect fall this turn, by its color or by
    its colorless amount (Dragon Fight, p. 21); None when all of them together can't."""
    if not isinstance(g.mission, DragonFightMission):
        return None
    aspect = g.mission.aspect(g, target)
    ci = COLOR_INDEX[aspect.color]
    done_colored, done_total = aspect_damage(g, target)
    need_colored = aspect.colored_amount - done_colored - base.colors[ci]
    need_total = aspect.colorless_amount - done_total - base.points
    usable = [it for it in items if not it.obstacles_only and target in it.actions]
    best: list[_Item] | None = None
    for need, colored in ((need_colored, True), (need_total, False)):
        amounts = {id(it): it.colors[ci] if colored else sum(it.colors) + it.colorless for it in usable}
        chosen: list[_Item] = []
        got = 0
        for it in sorted(usable, key=lambda it: (-amounts[id(it)], it.weight)):
            if got >= need or amounts[id(it)] <= 0:
                break
            chosen.append(it)
            got += amounts[id(it)]
        if got >= need and chosen and (best is None or len(chosen) < len(best)):
            best = chosen
    return best


_Sum = tuple[tuple[int, ...], tuple[int, int, int, int], int, tuple[int, ...], tuple[int, ...], bool, float]
# A group's sums depend only on how many cards of each kind of damage it holds: (counts per kind, colors,
# colorless, level packs, last levels, obstacles only, weight), worked out once per set of kinds and kept.
_SUMS: dict[tuple[tuple[object, ...], ...], list[_Sum]] = {}
MAX_SUMS = 4096  # sets of kinds kept (a kind is a card's damage facts: few, but not bounded by one game)


def _group_sums(kinds: list[list[_Item]]) -> list[_Sum]:
    """Every group of at most MAX_GROUP cards the `kinds` offer (each kind a list of cards with the same
    damage facts), in `itertools.product` order, with its summed damage and weight."""
    key = tuple((k[0].key, min(len(k), MAX_GROUP)) for k in kinds)
    found = _SUMS.get(key)
    if found is not None:
        return found
    if len(_SUMS) > MAX_SUMS:
        _SUMS.clear()
    found = []  # stored once whole: another thread (a hint, an AI seat) may read _SUMS meanwhile
    for counts in itertools.product(*(range(n + 1) for _k, n in key)):
        if not 0 < sum(counts) <= MAX_GROUP:
            continue
        colors, colorless, packs, lasts, only, weight = [0, 0, 0, 0], 0, (), (), False, 0.0
        for kind, n in zip(kinds, counts, strict=True):
            it = kind[0]
            for _ in range(n):  # card by card, as the items' weights were summed before (the same float)
                for i in range(4):
                    colors[i] += it.colors[i]
                colorless += it.colorless
                packs += it.packs
                lasts += it.lasts
                weight += it.weight
            only = only or (n > 0 and it.obstacles_only)
        found.append((counts, (colors[0], colors[1], colors[2], colors[3]), colorless, packs, lasts, only, weight))
    _SUMS[key] = found
    return found


class _Item:
    """One card the plan may place: the current runner's own or a teammate's assist."""

    __slots__ = ("actions", "card", "colors", "colorless", "key", "lasts", "obstacles_only", "packs",
                 "points", "weight")

    def __init__(self, g: Game, card: int, assist: bool, actions: dict[int | None, PlayCard]) -> None:
        self.card = card
        self.actions = actions
        defn = g.player_def(card)
        found = _FACTS.get((id(defn), assist))
        if found is None or found[0] is not defn:
            if len(_FACTS) > MAX_FACTS:
                _FACTS.clear()
            found = _FACTS[(id(defn), assist)] = (defn, _facts(g, card, assist))
        (self.colors, self.colorless, self.packs, self.lasts, self.obstacles_only, self.points, self.weight,
         self.key) = found[1]


_Facts = tuple[tuple[int, ...], int, tuple[int, ...], tuple[int, ...], bool, int, float, tuple[object, ...]]
# A card's damage as the plan counts it depends on its definition only: worked out once per definition
# (kept with it, so a reused id is never mistaken for it) and own/assist, for every plan after.
_FACTS: dict[tuple[int, bool], tuple[object, _Facts]] = {}
MAX_FACTS = 4096  # a few catalogs' worth of cards


def _facts(g: Game, card: int, assist: bool) -> _Facts:
    dmg = _card_damage(g, card, assist)
    colors = [0, 0, 0, 0]
    colorless = 0
    packs: tuple[int, ...] = ()
    lasts: tuple[int, ...] = ()
    only = False
    if dmg is not None:
        for c in dmg.colors:
            colors[COLOR_INDEX[c]] += 1
        colorless = dmg.colorless + (X_GUESS if dmg.x else 0)
        packs = (dmg.levels,) if dmg.levels and dmg.consecutive else (1,) * dmg.levels
        only = dmg.obstacles_only
    n = 0 if assist else _last_levels(g, card)
    if n:
        lasts = (n,)
    points = sum(colors) + colorless + 2 * len(packs) + 2 * len(lasts)
    # spending a teammate's card costs more than one's own (it was kept for their turn)
    weight = (1.6 if assist else 1.0) + 0.08 * points
    key = (tuple(colors), colorless, packs, lasts, only, assist)
    return tuple(colors), colorless, packs, lasts, only, points, weight, key


class HeuristicPolicy:
    # the plan's tools the intercept (heuristic_intercept.py, imported here) plans with
    event_effects = staticmethod(_event_effects)
    pool_with = staticmethod(_pool_with)

    def __init__(self, seed: int, assisting: frozenset[int] | None = None) -> None:
        self.rng = random.Random(seed)
        # the seats whose assists the plan may count on (None: every seat's). An AI seat beside humans
        # plans with the AI seats' assists only: its own card placed where only a human's assist would
        # make it count is wasted when the human doesn't assist.
        self.assisting = assisting
        # plans of this turn by what they were made from (a turn asks for the same plan again and
        # again while its cards go down one by one); emptied when the turn changes
        self._plans: dict[tuple[object, ...], list[tuple[int, list[_Item], float]]] = {}
        self._plans_turn: object = None
        # the rest of the plan after its first card went down: (what the table must then look like, plan)
        self._carry: tuple[tuple[object, ...], list[tuple[int, list[_Item], float]]] | None = None

    def choose(self, game: Game) -> Action:
        d = game.pending
        assert d is not None
        actions = game.legal_actions()
        if d.kind is Kind.PLAY:
            return self._play(game, d, actions)
        if d.kind is Kind.APPLY:
            return max(actions, key=lambda a: self._apply_key(game, a))
        if d.kind in (Kind.BUY, Kind.BUY_ONE):
            return self._buy(game, d, actions)
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

    def plan(self, g: Game, actions: list[Action]) -> list[tuple[int, list[_Item], float]]:
        """Groups of cards to place this turn: (target, cards, gain), best value per card first."""
        key = _plan_key(g, actions)
        if self._plans_turn is not g.s.turn:
            self._plans.clear()
            self._plans_turn = g.s.turn
        found = self._plans.get(key)
        if found is None:
            found = self._plans[key] = self._carried(g, actions) or self._make_plan(g, actions)
        return found

    def _carried(self, g: Game, actions: list[Action]) -> list[tuple[int, list[_Item], float]] | None:
        """The rest of the last plan, when nothing but its first card's placement changed since:
        the plan is kept for the turn instead of being made again after every card."""
        carry, self._carry = self._carry, None
        if carry is None:
            return None
        expect, rest = carry
        turn = g.s.turn
        by_card = _plays(actions)
        if expect != (id(turn), len(turn.placements) if turn else 0, frozenset(by_card), _obstacles_key(g)):
            return None
        out = []
        for t, items, gain in rest:
            fresh = []
            for it in items:  # copies: the plan remembered for the earlier table keeps its own
                it = copy.copy(it)
                it.actions = by_card.get((it.actions[t].runner, it.card), {})
                if t not in it.actions:
                    return None
                fresh.append(it)
            out.append((t, fresh, gain))
        return out

    def _carry_after(self, g: Game, actions: list[Action], plan: list[tuple[int, list[_Item], float]],
                     play: PlayCard) -> None:
        """Remember the plan without `play`, to be taken up after it is placed (see _carried)."""
        turn = g.s.turn
        rest = []
        for t, items, gain in plan:
            left = [it for it in items if it.card != play.card]
            if left:
                rest.append((t, left, gain))
        pairs = frozenset(k for k in _plays(actions) if k != (play.runner, play.card))
        self._carry = ((id(turn), (len(turn.placements) if turn else 0) + 1, pairs, _obstacles_key(g)), rest)

    def _make_plan(self, g: Game, actions: list[Action]) -> list[tuple[int, list[_Item], float]]:
        current = g.s.current
        by_card = _plays(actions)
        items = [_Item(g, card, runner != current, acts) for (runner, card), acts in by_card.items()]
        items = [it for it in items if it.points]
        targets = [ob.card for ob in g.s.obstacles]
        if not items or not targets:
            return []
        defeats: dict[int, float] = {}
        memo: dict[tuple[int, Pool], float] = {}

        def value_of(t: int, pool: Pool) -> float:
            key = (t, pool)
            found = memo.get(key)
            if found is None:
                found = memo[key] = target_value(g, t, pool, defeats)
            return found

        pools: dict[int, Pool] = {t: g.pool(t) for t in targets}
        values: dict[int, float] = {t: value_of(t, pools[t]) for t in targets}
        out: list[tuple[int, list[_Item], float]] = []
        left = items
        while left:
            groups: dict[tuple[object, ...], list[_Item]] = {}
            for it in left:
                groups.setdefault(it.key, []).append(it)
            kinds = list(groups.values())
            best: tuple[float, float, int, list[_Item]] | None = None
            sums = _group_sums(kinds)
            for t in targets:
                ob = g.s.obstacle(t)
                assert ob is not None
                base = pools[t]
                bc, bl, bp, bs = base.colors, base.colorless, base.level_packs, base.last_levels
                if ob.boss:  # a Dragon aspect falls to a whole turn's damage: more cards than a combo holds
                    chosen = _boss_group(g, t, base, left)
                    if chosen:
                        gain = value_of(t, _pool_with(base, chosen)) - values[t]
                        eff = gain / sum(it.weight for it in chosen)
                        if gain > 0 and (best is None or (eff, gain) > (best[0], best[1])):
                            best = (eff, gain, t, chosen)
                for counts, c, colorless, packs, lasts, only, weight in sums:
                    if ob.boss and only:
                        continue
                    gain = value_of(t, Pool((bc[0] + c[0], bc[1] + c[1], bc[2] + c[2], bc[3] + c[3]),
                                            bl + colorless, bp + packs, bs + lasts)) - values[t]
                    if gain <= 0:
                        continue
                    eff = gain / weight
                    if best is None or (eff, gain) > (best[0], best[1]):
                        chosen = [it for k, n in zip(kinds, counts, strict=True) for it in k[:n]]
                        if all(t in it.actions for it in chosen):  # every card of the group may go there
                            best = (eff, gain, t, chosen)
            if best is None:
                break
            _eff, gain, t, chosen = best
            out.append((t, chosen, gain))
            pools[t] = _pool_with(pools[t], chosen)
            values[t] = value_of(t, pools[t])
            used = {id(it) for it in chosen}
            left = [it for it in left if id(it) not in used]
        return out

    def counted(self, g: Game, actions: list[Action]) -> list[Action]:
        """`actions` less the assists of the seats the plan does not count on (see `assisting`)."""
        seats, current = self.assisting, g.s.current
        if seats is None:
            return actions
        return [a for a in actions if not (isinstance(a, PlayCard) and a.runner != current and a.runner not in seats)]

    def _play(self, g: Game, d: Decision, actions: list[Action]) -> Action:
        current = g.s.current
        actions = self.counted(g, actions)
        events = _event_effects(g)
        if "instinct" in events:  # more than one color played this turn hurts: keep to one color
            actions = self._one_color(g, actions)
        own = [a for a in actions if isinstance(a, PlayCard) and a.runner == current]
        plan = self.plan(g, actions)
        planned_targets = [t for t, _items, _gain in plan]
        focus = planned_targets[0] if planned_targets else None
        need = _heal_need(g)
        # 1. Cards that draw first: what they bring may change the plan.
        for a in own:
            if _draws(g, a.card) and not _heals(g, a.card, "play"):
                where = next((t for t, items, _g in plan if any(it.card == a.card for it in items)), focus)
                return self._play_at(g, a, where, own)
        # 2. Heals when someone is hurt enough.
        for a in own:
            if _heals(g, a.card, "play") and need >= 2:
                where = next((t for t, items, _g in plan if any(it.card == a.card for it in items)), focus)
                return self._play_at(g, a, where, own)
        # 3. The plan: own cards first, a teammate's assist where the group needs it.
        for t, items, _gain in plan:
            items = sorted(items, key=lambda it: it.actions[t].runner != current)
            play = items[0].actions[t]
            self._carry_after(g, actions, plan, play)
            return play
        # 4. Assists that heal a hurt runner or stop an attack about to stagger someone.
        for b in actions:
            if isinstance(b, PlayCard) and b.runner != current:
                if _heals(g, b.card, "assist") and need >= 2:
                    return b
                if (_has(g, b.card, "assist", "covering_fire_assist") and b.target is None
                        and self._attack_hurts(g, current)):
                    return b
        # 5. Nobody is attacked (revised, going on past a critical): cycle the deck.
        if own and g.s.obstacles and all(g.s.runners[ob.facing].critical for ob in g.s.obstacles):
            return own[0]
        # 6. Keep at most three cards, so the Draw step draws: dump the least useful.
        hand = g.s.runners[current].hand
        kept = 0 if "no_holding_back" in events else DRAW_HAND_LIMIT  # each card held hurts before Draw & Buy
        if len(hand) > kept and own:
            dump = min(own, key=lambda a: (self._keep_value(g, a.card), a.card, a.target is not None))
            return self._play_at(g, dump, focus, own)
        return EndStep(d.runner)

    def _one_color(self, g: Game, actions: list[Action]) -> list[Action]:
        """Instinct: the current runner's plays limited to one color (the one already played, else the
        one whose plan is worth most)."""
        current = g.s.current
        turn = g.s.turn
        played = {g.player_def(c).color for c in (turn.played if turn is not None else [])}
        colors = {g.player_def(a.card).color for a in actions if isinstance(a, PlayCard) and a.runner == current}

        def keep(color: str | None) -> list[Action]:
            return [a for a in actions if not (isinstance(a, PlayCard) and a.runner == current
                                                and g.player_def(a.card).color != color)]
        if len(played) > 1 or len(colors | played) <= 1:
            return actions
        runner = g.s.runners[current]
        hurt = 2 if ops.crossfire_level(g) >= 4 else 1
        penalty = 12.0 * hurt * (3.0 if runner.hp <= hurt else 1.0)
        mixed = sum(x[2] for x in self.plan(g, actions))
        pick = sorted(played) if played else sorted(c for c in colors if c is not None)
        best_color = max(pick, key=lambda c: sum(x[2] for x in self.plan(g, keep(c))))
        kept = keep(best_color)
        if mixed - sum(x[2] for x in self.plan(g, kept)) > penalty:
            return actions
        return kept

    @staticmethod
    def _attack_hurts(g: Game, seat: int) -> bool:
        r = g.s.runners[seat]
        incoming = view.incoming_damage(g, seat)
        return incoming > 0 and (r.staggered or r.client or incoming >= r.hp - 1)

    @staticmethod
    def _play_at(g: Game, a: PlayCard, target: int | None, own: list[PlayCard]) -> PlayCard:
        for b in own:
            if b.card == a.card and b.target == target:
                return b
        return next((b for b in own if b.card == a.card and b.target is None), a)

    @staticmethod
    def _keep_value(g: Game, card: int) -> float:
        defn = g.player_def(card)
        return damage_points(defn.damage) + 0.3 * defn.cost + (2.0 if defn.assist_damage is not None else 0.0)

    @staticmethod
    def _points(dmg: Damage) -> int:
        return len(dmg.colors) + dmg.colorless + dmg.levels + (X_GUESS if dmg.x else 0)

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
    def card_value(g: Game, seat: int, card: int) -> float:
        """What a Black Market card adds to `seat`'s deck, against a basic card's 1 damage."""
        defn = g.player_def(card)
        dmg = defn.damage
        colors = g.s.runners[seat].colors
        value = 0.0
        if dmg is not None:
            value += sum(1.0 if c in colors else 0.8 for c in dmg.colors) + dmg.colorless
            value += 2.5 * dmg.levels + (1.0 if dmg.x else 0.0)
        if _last_levels(g, card):
            value += 2.5
        effects = {ab.effect for ab in defn.abilities if ab.when == "play"}
        if effects & DRAW_EFFECTS:
            value += 1.0
        if "heal" in effects:
            value += 0.8
        if defn.assist_damage is not None:
            value += 0.5
        if "aztechnology_striker" in effects or "katana" in effects:
            value += 0.5
        return value - 1.2

    def _buy(self, g: Game, d: Decision, actions: list[Action]) -> Action:
        buys = [a for a in actions if isinstance(a, Buy)]
        if not buys:
            return EndStep(d.runner)
        seat = d.runner
        money = g.s.runners[seat].nuyen
        priced = [(a, g.cost(seat, a.card), self.card_value(g, seat, a.card)) for a in buys]
        priced = [p for p in priced if p[2] > 0 and p[1] <= money]
        if d.kind is Kind.BUY_ONE:
            priced = priced[:]
        best: tuple[float, list[tuple[Buy, int, float]]] = (0.0, [])
        limit = 1 if d.kind is Kind.BUY_ONE else 3
        for n in range(1, limit + 1):
            for combo in itertools.combinations(priced, n):
                if sum(p[1] for p in combo) <= money:
                    value = sum(p[2] for p in combo)
                    if value > best[0]:
                        best = (value, list(combo))
        if not best[1]:
            return EndStep(d.runner)
        return max(best[1], key=lambda p: (p[2], -p[0].card))[0]

    @staticmethod
    def _buy_key(g: Game, seat: int, a: Buy) -> tuple[float, int]:
        return (HeuristicPolicy.card_value(g, seat, a.card), -a.card)

    def _choose(self, g: Game, d: Decision, actions: list[Action]) -> Action:
        if d.prompt == "revised_critical_choice":  # revised: a second critical loses; take the abort award
            return next((a for a in actions if isinstance(a, Choose) and d.options[a.option].ref == "abort"),
                        actions[0])
        if d.prompt == "intercept_obstacle":
            return self._intercept(g, d, actions)
        if d.prompt == "icon_grab_color":
            return self._icon_grab(g, d, actions)
        if d.prompt == "roomsweeper_runner":  # the runner facing the obstacle the card was placed at
            turn = g.s.turn
            target = next((p.target for p in (turn.placements if turn is not None else []) if p.card == d.source),
                          None)
            ob = g.s.obstacle(target) if target is not None else None
            if ob is not None:
                for a in actions:
                    if isinstance(a, Choose) and d.options[a.option].ref == ob.facing:
                        return a
        opts = d.options
        scores = []
        heal = "heal" in d.prompt or "heal" in str(d.params)
        for o in opts:
            s = 0.0
            if o.what == "runner" and isinstance(o.ref, int) and 0 <= o.ref < len(g.s.runners):
                r = g.s.runners[o.ref]
                if heal:
                    s = float(r.max_hp - r.hp) + (5.0 if r.staggered else 0.0) + (0.5 if r.client else 0.0)
                else:
                    s = float(r.hp)
            elif o.what == "obstacle" and isinstance(o.ref, int):
                ob = g.s.obstacle(o.ref)
                if ob is not None:
                    s = float(statics.attack_of(g, ob)) * _danger(g, ob.facing)
                    if ob.facing == g.s.current:
                        s += 0.5
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

    def _icon_grab(self, g: Game, d: Decision, actions: list[Action]) -> Action:
        """The extra color where the card lies clears the most."""
        turn = g.s.turn
        target = None
        if turn is not None:
            target = next((p.target for p in turn.placements if p.card == d.source), None)
        best, pick = -1.0, 0
        for i, o in enumerate(d.options):
            if target is None or g.s.obstacle(target) is None:
                break
            pool = g.pool(target)
            colors = list(pool.colors)
            colors[COLOR_INDEX[str(o.ref)]] += 1
            value = target_value(g, target, Pool((colors[0], colors[1], colors[2], colors[3]), pool.colorless,
                                                 pool.level_packs, pool.last_levels))
            if value > best:
                best, pick = value, i
        return next((a for a in actions if isinstance(a, Choose) and a.option == pick), actions[0])

    def _intercept(self, g: Game, d: Decision, actions: list[Action]) -> Action:
        return intercept(self, g, d, actions)

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
