"""Search work in worker processes: a search's playouts (root-parallel, to use the player's cores), or a
whole search (`run_in_worker`), so that the thread asking for it (the window's) keeps Python's interpreter
lock: a search in a thread of the window's process starved the window of it, a hint of a few seconds froze
repaints and Quit for as long.

A playout depends only on the position, the candidate answer and its world's seed (policy.py), so
the workers compute exactly the values the search would compute alone: a search with a playout
budget gives the same answer, whatever the number of workers. The workers are started once (with
"spawn": forking a process that runs Qt threads is unsafe) and kept for the next searches; each is
sent the catalog once, and per search the position as the game's last turn boundary and the actions
since (what `Game.clone` copies), as one pickled blob that a worker rebuilds once per search.

The caller never waits without a way out: it waits in short slices, checking its cancel flag; a
cancelled search stops the workers (they may be in the middle of a playout) and the next search
starts new ones. The workers are daemon processes, ended with the program.
"""

from __future__ import annotations

import atexit
import itertools
import multiprocessing
import os
import pickle
import random
import threading
import time
from collections.abc import Callable
from multiprocessing.pool import AsyncResult, Pool
from typing import TYPE_CHECKING, Any

from crossfire_desktop.engine import Action, Game
from crossfire_desktop.engine.game import rebuild
from crossfire_desktop.longlived import keep_out_of_collections

from ..workers import MAX_WINDOW_WORKERS, window_workers  # noqa: F401 - here too, as before

if TYPE_CHECKING:
    from crossfire_desktop.catalog import Catalog

    from .policy import SearchPolicy, SearchResult

WORKER_NICE = 5  # how much lower a worker's scheduling priority is than the window's (POSIX)
WAIT_SLICE_S = 0.02  # how often a waiting search looks at its cancel flag

_lock = threading.Lock()
# the pool, its size, the id of the catalog its workers hold, and how many of them hold it (a shared counter)
_pool: tuple[Pool, int, int, Any] | None = None
STARTUP_WAIT_S = 5.0  # the longest a timed search waits for its workers to start before its clock runs
startup_waits = 0  # how many times a timed search waited for new workers to start (tests)
_keys = itertools.count(1)


def _shared_pool(workers: int, catalog: Catalog, *, any_size: bool = False) -> Pool:
    """The worker pool for `workers` processes holding `catalog` (`any_size`: at least one), started if needed."""
    return _pool_and_ready(workers, catalog, any_size)[0]


def _pool_and_ready(workers: int, catalog: Catalog, any_size: bool = False) -> tuple[Pool, Any]:
    """`_shared_pool`, with the counter of its workers that hold the catalog (read under one lock)."""
    global _pool  # noqa: PLW0603 - one pool for the program, kept between searches
    with _lock:
        if _pool is None or _pool[2] != id(catalog) or not (any_size or _pool[1] == workers):
            _stop_locked()
            context = multiprocessing.get_context("spawn")
            ready = context.Value("i", 0)
            _pool = (context.Pool(workers, initializer=_init_worker, initargs=(catalog, ready)), workers,
                     id(catalog), ready)
        return _pool[0], _pool[3]


def workers_up(workers: int, catalog: Catalog, cancelled: Callable[[], bool], start: float) -> float | None:
    """When a timed search that asked at `start` (perf_counter) starts its clock: the pool for `workers`
    started if needed, and waited for (in short slices, at most STARTUP_WAIT_S) until every worker holds
    the catalog, so the first hint or AI move after the workers start (spawned processes import the game:
    0.3 s and more) plays its whole budget, as later ones do (seen: a first hint of 16 trial games, the next
    of 334). None once `cancelled()` turned true."""
    global startup_waits  # noqa: PLW0603 - a count for tests
    pool, ready = _pool_and_ready(workers, catalog)
    if ready.value >= workers:
        return start
    startup_waits += 1
    give_up = time.monotonic() + STARTUP_WAIT_S
    while ready.value < workers and _running(pool) and time.monotonic() < give_up:
        if cancelled():
            stop_workers()
            return None
        time.sleep(WAIT_SLICE_S)
    return time.perf_counter()


def stop_workers() -> None:
    """End the worker processes now (a cancelled search, the program's exit); the next search starts new."""
    with _lock:
        _stop_locked()


def _stop_locked() -> None:
    global _pool  # noqa: PLW0603
    if _pool is not None:
        _pool[0].terminate()
        _pool = None


atexit.register(stop_workers)


def position_blob(game: Game) -> tuple[int, bytes]:
    """The position as a worker rebuilds it (see the module doc), with a key naming it."""
    state, rng_state, actions = game.boundary()
    return next(_keys), pickle.dumps((game.setup, state, rng_state, list(actions)))


def play_parallel(policy: SearchPolicy, blob: tuple[int, bytes], jobs: list[tuple[Action | None, int]],
                  workers: int, catalog: Catalog, cancelled: Callable[[], bool],
                  alone: Callable[[list[tuple[Action | None, int]]], list[float]]) -> list[float] | None:
    """The playout values of `jobs` (candidate, world seed), in order, played by `workers` processes;
    None when `cancelled()` turned true while waiting (the workers are then stopped). Jobs whose workers
    were stopped under this search (another search's cancel) are played by `alone`, in this thread."""
    pool = _shared_pool(workers, catalog)
    size = -(-len(jobs) // workers)
    chunks = [jobs[i:i + size] for i in range(0, len(jobs), size)]
    task = (type(policy), policy.horizon, policy.cut_at, policy.assisting, blob)
    pending = [(chunk, pool.apply_async(_play_chunk, (task, chunk))) for chunk in chunks]
    values: list[float] = []
    for chunk, result in pending:
        if not _waited(result, pool, cancelled):
            return None
        values += result.get() if result.ready() else alone(chunk)
    return values


def play_timed(policy: SearchPolicy, blob: tuple[int, bytes], cands: list[Action | None], deadline: float,
               workers: int, catalog: Catalog, cancelled: Callable[[], bool]) -> list[list[float]] | None:
    """A timed search's round: each of `workers` processes plays worlds of its own (seeded by `policy.rng`)
    until `deadline` (a `time.perf_counter` time: the machine's monotonic clock, the same in every
    process), each world a row of the values of `cands` in it; one sending per worker and round, so the
    workers never wait for each other. None when `cancelled()` turned true (the workers are then stopped);
    the rows of workers another search stopped are left out (the round goes on with new ones)."""
    pool = _shared_pool(workers, catalog)
    task = (type(policy), policy.horizon, policy.cut_at, policy.assisting, blob)
    pending = [pool.apply_async(_play_until, (task, cands, policy.rng.getrandbits(64), deadline))
               for _ in range(workers)]
    rows: list[list[float]] = []
    for result in pending:
        if not _waited(result, pool, cancelled):
            return None
        rows += result.get() if result.ready() else []
    return rows


def run_in_worker(policy: SearchPolicy, game: Game, seats: set[int] | None, assist: bool,
                  cancelled: Callable[[], bool], every_assist: bool = False) -> tuple[bool, SearchResult | None]:
    """`policy.search(game, seats)` (`policy.assist` with `assist`) played whole by a worker process, the
    caller waiting in short slices: (True, the answer), or (False, None) once `cancelled()` turned true (the
    worker is then stopped). A worker stopped under this search by another's cancel: once more, a new one."""
    task = (type(policy), policy.seed, policy.budget_ms, policy.playouts, policy.horizon, position_blob(game),
            seats, assist, every_assist)
    for _attempt in range(2):
        pool = _shared_pool(1, game.cat, any_size=True)  # one worker of a root-parallel search's pool will do
        result = pool.apply_async(_search_whole, (task,))
        if not _waited(result, pool, cancelled):
            return False, None
        if result.ready():
            return True, result.get()
    return False, None


def _waited(result: AsyncResult[Any], pool: Pool, cancelled: Callable[[], bool]) -> bool:
    """Wait for `result` in short slices, the caller's way out: False once `cancelled()` turned true (the
    workers are then stopped); True once it is ready, or once another search stopped `pool` under it."""
    while not result.ready() and _running(pool):
        if cancelled():
            stop_workers()
            return False
        result.wait(WAIT_SLICE_S)
    return True


def _running(pool: Pool) -> bool:
    with _lock:
        return _pool is not None and _pool[0] is pool


# ---- in the worker processes ----------------------------------------------------------------

_catalog: Catalog | None = None
_position: tuple[int, Game] | None = None  # the last position rebuilt, by its key


def _init_worker(catalog: Catalog, ready: Any) -> None:
    global _catalog  # noqa: PLW0603 - the worker's own copy, sent once
    _catalog = catalog
    keep_out_of_collections()
    with ready.get_lock():
        ready.value += 1
    if hasattr(os, "nice"):  # the window's process comes first when it needs a core (a repaint, a click)
        os.nice(WORKER_NICE)


def _rebuilt(key: int, data: bytes) -> Game:
    """The position `data` names, rebuilt once for the chunks (or the search) sent about it."""
    global _position  # noqa: PLW0603 - a search sends several chunks of one position
    assert _catalog is not None
    if _position is None or _position[0] != key:
        setup, state, rng_state, actions = pickle.loads(data)  # noqa: S301 - from our own parent process
        _position = (key, rebuild(setup, _catalog, state, rng_state, actions))
    return _position[1]


def _search_whole(task: tuple[type[SearchPolicy], int, float, int | None, int | None, tuple[int, bytes],
                              set[int] | None, bool, bool]) -> SearchResult | None:
    cls, seed, budget_ms, playouts, horizon, (key, data), seats, assist, every_assist = task
    game = _rebuilt(key, data)  # a search only reads it: its playouts play in copies
    player = cls(seed, budget_ms=budget_ms, playouts=playouts)
    player.horizon = horizon
    if assist:
        assert seats is not None
        return player.assist(game, seats)
    return player.search(game, seats, every_assist)


PlayoutTask = tuple[type["SearchPolicy"], int | None, float, frozenset[int] | None, tuple[int, bytes]]


def _playing(task: PlayoutTask) -> tuple[Game, Any]:
    """The position a playout task names and a player set as its search was (horizon, time cut, the
    seats whose assists count)."""
    cls, horizon, cut, assisting, (key, data) = task
    player = cls(0, playouts=1)
    player.horizon, player.cut_at, player.assisting = horizon, cut, assisting
    return _rebuilt(key, data), player


def _play_chunk(task: PlayoutTask, chunk: list[tuple[Action | None, int]]) -> list[float]:
    game, player = _playing(task)
    return [player.playout(game, action, world) for action, world in chunk]


def _play_until(task: PlayoutTask, cands: list[Action | None], seed: int, deadline: float) -> list[list[float]]:
    game, player = _playing(task)
    rng = random.Random(seed)
    rows: list[list[float]] = []
    while not rows or time.perf_counter() < deadline:  # at least one world, as a search alone plays
        world = rng.getrandbits(64)
        rows.append([player.playout(game, action, world) for action in cands])
    return rows
