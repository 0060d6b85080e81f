"""Flat determinized Monte-Carlo search over the few candidate answers worth trying.

For each iteration: draw a game consistent with what the table knows (determinize.py), play
one candidate in it, then let the fast heuristic play on for HORIZON_ROUNDS more rounds (or to
the end), and score the position (evaluate.py: the result, else progress, health and danger). Candidates are tried by UCB1, the
k-th playout of each in the same sampled world (paired samples: less noise); the answer is the
best mean. The budget is wall-clock time (default 1 s) or, for tests and
reproducible runs, a number of playouts: with `playouts` set the result depends only on the seed.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from crossfire_desktop.engine import Action, Buy, EndStep, Game, Kind, MoveCard, PlayCard, UseAbility
from crossfire_desktop.engine.damage import Pool

from ..heuristic import HeuristicPolicy, _gain, target_value
from .determinize import determinize
from .evaluate import evaluate

MAX_CANDIDATES = 8
HORIZON_ROUNDS: int | None = 1  # rounds after the current one a playout covers; None: to the end of the game
MAX_PLAYOUT_ACTIONS = 4000
PLAN_CANDIDATES = True  # the first card of each group of the heuristic's plan is a candidate
ASSIST_MARGIN = 0.01  # an assist must rate this much above not assisting (it spends a card)


@dataclass
class SearchResult:
    action: Action | None  # None: no assist (SearchPolicy.assist)
    value: float  # mean playout value of the action (0 lost .. 1 won)
    baseline: float  # mean value of the heuristic's own pick
    playouts: int
    stats: dict[Any, tuple[int, float]] = field(default_factory=dict)  # visits, mean


class SearchPolicy:
    def __init__(self, seed: int, *, budget_ms: float = 1000.0, playouts: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.budget_ms = budget_ms
        self.playouts = playouts
        self.fast = HeuristicPolicy(seed)
        self.times: list[float] = []  # seconds per searched decision
        self.horizon = HORIZON_ROUNDS

    def choose(self, game: Game) -> Action:
        return self.search(game).action

    def search(self, game: Game, seats: set[int] | None = None) -> SearchResult:
        """The best answer; with `seats`, only answers those seats give (an AI seat never plays a
        human's assist card)."""
        start = time.perf_counter()
        prior = self.fast.choose(game)
        cands = self.candidates(game, prior)
        if seats is not None:
            cands = [a for a in cands if a.runner in seats] or [EndStep(game.pending.runner)]  # type: ignore[union-attr]
            prior = prior if prior in cands else cands[0]
        if len(cands) == 1:
            return SearchResult(cands[0], 0.0, 0.0, 0)
        return self._run(game, cands, prior, start)

    def assist(self, game: Game, seats: set[int]) -> SearchResult | None:
        """On another runner's Play Cards step: the assist of `seats` worth playing now, or None when
        letting the turn go on without it rates as well (candidates are compared to not assisting)."""
        start = time.perf_counter()
        d = game.pending
        if d is None or d.kind is not Kind.PLAY or d.runner in seats:
            return None
        plays = [a for a in game.legal_actions()
                 if isinstance(a, PlayCard) and a.runner in seats and a.runner != game.s.current]
        if not plays:
            return None
        base: dict[int, tuple[Pool, float]] = {}
        plays.sort(key=lambda a: -_gain(game, a.target, game.player_def(a.card).assist_damage, base))
        cands: list[Action | None] = [None, *plays[:MAX_CANDIDATES - 1]]
        result = self._run(game, cands, None, start)
        return result if result.action is not None and result.value > result.baseline + ASSIST_MARGIN else None

    def _run(self, game: Game, cands: list[Any], prior: Any, start: float) -> SearchResult:
        """UCB over `cands` (None: no answer now, the heuristic plays on) until the budget is spent."""
        visits = [0] * len(cands)
        worlds: list[int] = []  # the k-th playout of every candidate samples the same world (paired)
        total = [0.0] * len(cands)
        n = 0
        deadline = start + self.budget_ms / 1000.0
        while True:
            if self.playouts is not None:
                if n >= self.playouts:
                    break
            elif n >= len(cands) and time.perf_counter() >= deadline:
                break
            i = self._pick(visits, total, n)
            while len(worlds) <= visits[i]:
                worlds.append(self.rng.getrandbits(64))
            total[i] += self.playout(game, cands[i], worlds[visits[i]])
            visits[i] += 1
            n += 1
        means = [total[i] / visits[i] if visits[i] else -1.0 for i in range(len(cands))]
        best = max(range(len(cands)), key=lambda i: (means[i], cands[i] == prior))
        self.times.append(time.perf_counter() - start)
        return SearchResult(cands[best], means[best], means[cands.index(prior)], n,
                            {c: (visits[i], means[i]) for i, c in enumerate(cands)})

    @staticmethod
    def _pick(visits: list[int], total: list[float], n: int) -> int:
        for i, v in enumerate(visits):
            if v == 0:
                return i
        log_n = math.log(n)
        return max(range(len(visits)), key=lambda i: total[i] / visits[i] + 0.35 * math.sqrt(log_n / visits[i]))

    def candidates(self, game: Game, prior: Action) -> list[Action]:
        """The heuristic's pick first, then the answers most worth a look (at most MAX_CANDIDATES)."""
        d = game.pending
        assert d is not None
        actions = game.legal_actions()
        if len(actions) <= 1:
            return actions
        out: list[Action] = [prior]
        if d.kind is Kind.PLAY:
            # the first card of each group the heuristic's plan would place, then single cards by gain
            current = game.s.current
            out.append(EndStep(d.runner))
            for t, items, _value in (self.fast.plan(game, actions) if PLAN_CANDIDATES else []):
                items = sorted(items, key=lambda it: it.actions[t].runner != current)
                out.append(items[0].actions[t])
            scored = []
            for a in actions:
                if isinstance(a, PlayCard):
                    defn = game.player_def(a.card)
                    dmg = defn.damage if a.runner == game.s.current else defn.assist_damage
                    scored.append((_gain(game, a.target, dmg) + (0.5 if a.runner == game.s.current else 0.0), a))
            scored.sort(key=lambda x: -x[0])
            out += [a for _s, a in scored[:MAX_CANDIDATES]]
            # abilities; a move only when it clears more (a free move back and forth would never end)
            out += [a for a in actions if isinstance(a, UseAbility)][:2]
            out += [a for a in actions if isinstance(a, MoveCard) and _move_gain(game, a) > 0.5][:2]
        elif d.kind in (Kind.BUY, Kind.BUY_ONE):
            buys = [a for a in actions if isinstance(a, Buy)]
            buys.sort(key=lambda a: -game.player_def(a.card).cost)
            out += [EndStep(d.runner), *buys, *[a for a in actions if not isinstance(a, Buy | EndStep)]]
        else:
            rest = [a for a in actions if a != prior]
            if len(rest) > MAX_CANDIDATES:
                rest = self.rng.sample(rest, MAX_CANDIDATES)
            out += rest
        seen: list[Action] = []
        for a in out:
            if a not in seen and len(seen) < MAX_CANDIDATES:
                seen.append(a)
        return seen

    def playout(self, game: Game, action: Action | None, world: int) -> float:
        rng = random.Random(world)
        g = determinize(game, rng)
        g.clone_points = False  # a playout is never cloned: no state copy at each turn boundary
        if action is not None:
            g.apply(action)
        stop_round = game.s.round + self.horizon + 1 if self.horizon is not None else 1 << 30
        rollout = HeuristicPolicy(rng.getrandbits(32))
        for _ in range(MAX_PLAYOUT_ACTIONS):
            if g.pending is None or g.s.round >= stop_round:
                break
            g.apply(rollout.choose(g))
        return evaluate(g)


def _move_gain(game: Game, move: MoveCard) -> float:
    """What moving a placed card is worth to the heuristic's eye: the two targets' values after the
    move less before (the placement is moved back at once; nothing else changes)."""
    p = game.placement(move.placement)
    src, dst = p.target, move.target
    targets = [t for t in (src, dst) if t is not None]

    def total() -> float:
        return sum(target_value(game, t, game.pool(t)) for t in targets)
    before = total()
    p.target = dst
    try:
        after = total()
    finally:
        p.target = src
    return after - before
