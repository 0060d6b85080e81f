"""Flat determinized Monte-Carlo search over the few candidate answers worth trying.

A playout draws a game consistent with what the table knows (determinize.py), plays one candidate
in it, lets the fast heuristic play on for HORIZON_ROUNDS more rounds (or to the end), and scores
the position (evaluate.py: the result, else progress, health and danger). Candidates are compared
by sequential halving, the k-th playout of each in the same sampled world (paired samples: less
noise). The answer is the best mean, but the heuristic's own pick stays unless another beats it by
DEVIATE_Z standard errors of the paired difference: at a few dozen playouts a lucky draw would
otherwise steer the team away from a sound plan. The budget is wall-clock time (default 1 s) or,
for tests and reproducible runs, a number of playouts: with `playouts` set the result depends only
on the seed. Another thread may `cancel()` a search (a hint when the window closes): it raises
SearchCancelled within one playout action; a timed search also cuts its playouts short (scoring the
position reached) once its budget is spent, so a slow position never holds a search past its budget.
"""

from __future__ import annotations

import math
import random
import statistics
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from crossfire_desktop.engine import Action, Buy, EndStep, Game, Kind, MoveCard, PlayCard, UseAbility
from crossfire_desktop.engine.damage import Pool

from ..heuristic import HeuristicPolicy, _gain, target_value
from .determinize import determinize
from .evaluate import evaluate
from .parallel import play_parallel, play_timed, position_blob, run_in_worker, workers_up

MAX_CANDIDATES = 8
HORIZON_ROUNDS: int | None = 1  # rounds after the current one a playout covers; None: to the end of the game
MAX_PLAYOUT_ACTIONS = 4000
PLAN_CANDIDATES = True  # the first card of each group of the heuristic's plan is a candidate
DEVIATE_MARGIN = 0.005  # another answer must beat the heuristic's pick by this much on the same worlds,
ASSIST_MARGIN = 0.01  # (an assist must beat not assisting by this much: it spends a card)
DEVIATE_Z = 1.5  # and by this many standard errors of the paired difference (not a lucky draw)
MAX_BUDGET_MS = 600_000.0  # ten minutes a decision: anything more is a mistake (nan, inf, 1e308)
MAX_WORKERS = 64


class SearchCancelled(Exception):
    """The search was cancelled from another thread (`SearchPolicy.cancel`)."""


@dataclass
class SearchResult:
    action: Action | None  # None: no assist (SearchPolicy.assist)
    value: float  # mean playout value of the action (0 lost .. 1 won)
    baseline: float  # mean value of the heuristic's own pick
    playouts: int
    stats: dict[Any, tuple[int, float]] = field(default_factory=dict)  # visits, mean
    simple: bool = True  # the answer is the heuristic's own pick


class SearchPolicy:
    def __init__(self, seed: int, *, budget_ms: float = 1000.0, playouts: int | None = None,
                 workers: int = 1) -> None:
        if not 0 < budget_ms <= MAX_BUDGET_MS:  # False for nan too
            raise ValueError(f"budget_ms must be more than 0 and at most {MAX_BUDGET_MS:.0f}, not {budget_ms}")
        if not 1 <= workers <= MAX_WORKERS:
            raise ValueError(f"workers must be 1 to {MAX_WORKERS}, not {workers}")
        self.workers = workers  # processes playing the playouts (parallel.py); 1: this thread alone
        self.seed = seed
        self.rng = random.Random(seed)
        self.budget_ms = budget_ms
        self._stop = threading.Event()
        self.cut_at = math.inf  # perf_counter time past which a playout stops where it is
        self.playouts = playouts
        self.fast = HeuristicPolicy(seed)
        self.times: list[float] = []  # seconds per searched decision
        self.horizon = HORIZON_ROUNDS
        # the seats whose assists plans and playouts count on (None: all): those the search plays for,
        # never a human's hoped-for assist (heuristic.py, `assisting`)
        self.assisting: frozenset[int] | None = None

    def _for_seats(self, seats: set[int] | None, every_assist: bool = False) -> None:
        self.assisting = None if seats is None or every_assist else frozenset(seats)
        self.fast.assisting = self.assisting

    def cancel(self) -> None:
        """Stop the search running in another thread: it raises SearchCancelled at its next step."""
        self._stop.set()

    def choose(self, game: Game) -> Action:
        action = self.search(game).action
        assert action is not None  # only assist() answers "no action"
        return action

    def search(self, game: Game, seats: set[int] | None = None, every_assist: bool = False) -> SearchResult:
        """The best answer; with `seats`, only answers those seats give (an AI seat never plays a
        human's assist card), and plans and playouts count on those seats' assists only — unless
        `every_assist` (a hint to a person: teammates and AI seats may assist them, as the heuristic would)."""
        start = time.perf_counter()
        self._for_seats(seats, every_assist)
        prior = self.fast.choose(game)
        cands = self.candidates(game, prior)
        if seats is not None:
            cands = [a for a in cands if a.runner in seats] or [EndStep(game.pending.runner)]  # type: ignore[union-attr]
            prior = prior if prior in cands else cands[0]
        if len(cands) == 1:
            return SearchResult(cands[0], 0.0, 0.0, 0)
        return self._run(game, cands, prior, start)

    def search_in_worker(self, game: Game, seats: set[int] | None = None, every_assist: bool = False) -> SearchResult:
        """`search` with no playout in this process (parallel.py), what a window's thread asks for: with
        `workers` > 1 root-parallel (this thread only picks the candidates and waits), else played whole in
        a worker process."""
        found = self._in_worker(game, seats, assist=False, every_assist=every_assist)
        assert found is not None
        return found

    def assist_in_worker(self, game: Game, seats: set[int]) -> SearchResult | None:
        """`assist`, with no playout in this process (as `search_in_worker`)."""
        return self._in_worker(game, seats, assist=True)

    def _in_worker(self, game: Game, seats: set[int] | None, *, assist: bool,
                   every_assist: bool = False) -> SearchResult | None:
        if self.workers > 1:
            if assist:
                assert seats is not None
                return self.assist(game, seats)
            return self.search(game, seats, every_assist)
        done, found = run_in_worker(self, game, seats, assist, self._stop.is_set, every_assist)
        if not done:
            raise SearchCancelled
        return found

    def assist(self, game: Game, seats: set[int]) -> SearchResult | None:
        """On another runner's Play Cards step: the assist of `seats` worth playing now, or None when
        letting the turn go on without it rates as well (candidates are compared to not assisting)."""
        start = time.perf_counter()
        self._for_seats(seats)
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
        result = self._run(game, cands, None, start, margin=ASSIST_MARGIN)
        return result if result.action is not None else None

    def _run(self, game: Game, cands: list[Any], prior: Any, start: float,
             margin: float = DEVIATE_MARGIN) -> SearchResult:
        """Sequential halving over `cands` (None: no answer now, the heuristic plays on): each round
        gives every candidate still in the same sampled worlds, then the better half goes on. Spending
        the playouts on the few answers that matter finds the best one with fewer of them than UCB.
        `prior` is kept unless the best beats it by `margin` and DEVIATE_Z standard errors."""
        start = self._workers_up(game, start)
        worlds: list[int] = []  # world k is the k-th playout of every candidate (paired samples)
        scores: list[list[float]] = [[] for _ in cands]
        alive = list(range(len(cands)))
        rounds = max(1, math.ceil(math.log2(len(cands))))
        n = 0
        self.cut_at = start + self.budget_ms / 1000.0 if self.playouts is None else math.inf
        blob = position_blob(game) if self.workers > 1 else None
        for r in range(rounds):
            if self.playouts is not None:
                share = max(1, self.playouts * (r + 1) // rounds - n)
                goal = len(scores[alive[0]]) + max(1, share // len(alive))
                deadline = math.inf
            else:
                goal = 1 << 30
                deadline = start + self.budget_ms / 1000.0 * (r + 1) / rounds
            while True:
                k = len(scores[alive[0]])  # all alive candidates have played worlds 0..k-1
                if k >= goal or (k and time.perf_counter() >= deadline):
                    break
                if blob is not None and self.playouts is None:  # the workers play worlds until the deadline
                    for row in self._timed_playouts(game, blob, [cands[i] for i in alive], deadline):
                        for i, value in zip(alive, row, strict=True):
                            scores[i].append(value)
                            n += 1
                    continue
                # a playout budget: the round's worlds at once; a time budget alone: a world at a time
                upto = goal if self.playouts is not None else k + 1
                while len(worlds) < upto:
                    worlds.append(self.rng.getrandbits(64))
                jobs = [(i, kk) for kk in range(k, upto) for i in alive]
                for (i, _kk), value in zip(jobs, self._playouts(game, blob, [(cands[i], worlds[kk]) for i, kk in jobs]),
                                           strict=True):
                    scores[i].append(value)
                    n += 1
            if len(alive) > 1 and r + 1 < rounds:
                alive.sort(key=lambda i: -statistics.fmean(scores[i]))
                alive = alive[:max(2, (len(alive) + 1) // 2)]
        means = [statistics.fmean(sc) if sc else -1.0 for sc in scores]
        best = max(alive, key=lambda i: means[i])
        p = cands.index(prior)
        base = means[p]
        if p != best:  # leave the prior only for a clear gain on the same worlds
            common = min(len(scores[p]), len(scores[best]))
            diffs = [a - b for a, b in zip(scores[best][:common], scores[p][:common], strict=True)]
            gain = statistics.fmean(diffs)
            noise = statistics.stdev(diffs) / math.sqrt(common) if common > 1 else math.inf
            if gain <= max(margin, DEVIATE_Z * noise):
                best = p
            else:
                base = means[best] - gain  # the prior rated on the same worlds as the answer
        self.times.append(time.perf_counter() - start)
        return SearchResult(cands[best], means[best], base, n,
                            {c: (len(scores[i]), means[i]) for i, c in enumerate(cands)}, best == p)

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
            for t, items, _value in (self.fast.plan(game, self.fast.counted(game, actions)) if PLAN_CANDIDATES else []):
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

    def _playouts(self, game: Game, blob: tuple[int, bytes] | None, jobs: list[tuple[Any, int]]) -> list[float]:
        """The values of playouts (candidate, world seed), here or in the worker processes."""
        def alone(some: list[tuple[Any, int]]) -> list[float]:
            return [self.playout(game, action, world) for action, world in some]

        if blob is None or len(jobs) < 2:
            return alone(jobs)
        values = play_parallel(self, blob, jobs, self.workers, game.cat, self._stop.is_set, alone)
        if values is None:
            raise SearchCancelled
        return values

    def _workers_up(self, game: Game, start: float) -> float:
        """When a timed root-parallel search's clock starts: once its worker processes are up (parallel.py)."""
        if self.workers == 1 or self.playouts is not None:
            return start
        begun = workers_up(self.workers, game.cat, self._stop.is_set, start)
        if begun is None:
            raise SearchCancelled
        return begun

    def _timed_playouts(self, game: Game, blob: tuple[int, bytes], cands: list[Any], deadline: float) -> list[list[float]]:
        """Worlds the workers played until `deadline`, each the values of `cands` in it (parallel.py)."""
        rows = play_timed(self, blob, cands, deadline, self.workers, game.cat, self._stop.is_set)
        if rows is None:
            raise SearchCancelled
        return rows

    def world(self, game: Game, rng: random.Random) -> Game:
        """The game a playout is played in: one the table's knowledge allows (never the real one)."""
        return determinize(game, rng)

    def playout(self, game: Game, action: Action | None, world: int) -> float:
        rng = random.Random(world)
        g = self.world(game, rng)
        g.clone_points = False  # a playout is never cloned: no state copy at each turn boundary
        g.events = False  # nor are its events read: none are built
        if action is not None:
            g.apply(action)
        stop_round = game.s.round + self.horizon + 1 if self.horizon is not None else 1 << 30
        rollout = HeuristicPolicy(rng.getrandbits(32), self.assisting)
        for _ in range(MAX_PLAYOUT_ACTIONS):
            if self._stop.is_set():
                raise SearchCancelled
            if g.pending is None or g.s.round >= stop_round or time.perf_counter() > self.cut_at:
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
