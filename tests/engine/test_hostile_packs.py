"""Issue 28 items 9-11: card packs that crashed or froze the engine. Obstacles whose FLIPPED ability
reveals more obstacles (ValueError at setup, then RecursionError down a long chain); nuyen paid one at a
time with an event each (41-46 s and 400,000 log lines for a 10**6 obstacle); a damage allocation that was
exponential in the colored points placed (80 points: 23 s)."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from crossfire_desktop.catalog import Catalog, load_catalog
from crossfire_desktop.catalog.packs import PackRef, apply_packs, read_pack
from crossfire_desktop.engine import (
    Game,
    load_scenario,
    new_game,
    ops,
    quick_setup,
)
from crossfire_desktop.engine.damage import Pool, _best, allocate
from crossfire_desktop.engine.effects.common_more import MAX_REVEAL_CHAIN

from ..hostile_packs import revealers_pack
from .helpers import four_runners


def revealers(tmp_path: Path, n: int, count: int) -> tuple[Catalog, list[PackRef]]:
    """A catalog whose Normal deck is `n` obstacles that each reveal `count` more when flipped."""
    path = tmp_path / "revealers.toml"
    path.write_text(revealers_pack(n, count), "utf-8")
    base = load_catalog()
    pack = read_pack(path, base)
    cat = apply_packs(base, [pack])
    ours = [c for c in cat.decks["obstacles_normal"] if c.id.startswith("zz_revealer_")]
    return replace(cat, decks={**cat.decks, "obstacles_normal": ours}), [pack.ref]


def every_obstacle_once(game: Game) -> None:
    s = game.s
    places = [*s.normal_deck, *s.normal_discard, *(ob.card for ob in s.obstacles if not ob.boss)]
    normal = [c for c in places if game.obstacle_def(c).deck == "normal"]
    assert len(normal) == len(set(normal)), "an obstacle is in two places"


@pytest.mark.parametrize(("n", "count"), [(6, 2), (300, 1)], ids=["fan", "long_chain"])
def test_obstacles_revealing_obstacles_when_flipped_set_up_without_error(tmp_path: Path, n: int,
                                                                         count: int) -> None:
    cat, refs = revealers(tmp_path, n, count)
    for seed in (1, 2, 3):
        game = new_game(quick_setup("crossfire", 2, seed).model_copy(update={"packs": refs}), cat)
        assert game.pending is not None
        every_obstacle_once(game)
        assert 2 < len(game.s.obstacles) <= n
        if count == 1:  # each obstacle flipped at setup starts a chain that stops after MAX_REVEAL_CHAIN more
            assert len(game.s.obstacles) <= 4 * (MAX_REVEAL_CHAIN + 1)


def test_a_huge_amount_of_nuyen_costs_no_more_than_a_small_one() -> None:
    game = load_scenario({"runners": four_runners()})
    before = [r.nuyen for r in game.s.runners]
    game._events = []
    ops.distribute_nuyen(game, 10**9 + 2, 1)
    assert [e.code for e in game._events] == ["nuyen"] * 4
    share = 10**9 // 4
    assert [r.nuyen - b for r, b in zip(game.s.runners, before, strict=True)] == [share, share + 1, share + 1, share]


def _by_counting(track: tuple[int, ...], start: int, partial: int, pool: Pool) -> tuple[int, int]:
    """Cleared and partial worked out without a search, for a pool of points only: a run of levels can be
    cleared when each color covers its colored levels and what is left covers the amounts."""
    total = sum(pool.colors) + pool.colorless
    best = (0, min(-track[start] - 1, partial + total) if start < len(track) and track[start] < 0 else 0)
    for end in range(start + 1, len(track) + 1):
        run = track[start:end]
        need = [run.count(c) for c in range(4)]
        amounts = -sum(x for x in run if x < 0) - (partial if track[start] < 0 else 0)
        left = total - sum(need) - amounts
        if any(n > have for n, have in zip(need, pool.colors, strict=True)) or left < 0:
            break
        best = (end - start, min(-track[end] - 1, left) if end < len(track) and track[end] < 0 else 0)
    return best


def test_allocation_matches_counting_for_points_small_and_huge() -> None:
    rng = random.Random(28)
    for _ in range(400):
        track = tuple(rng.choice([0, 1, 2, 3, -1, -2, -3, -6, -30]) for _ in range(rng.randint(1, 16)))
        start = rng.randrange(len(track))
        partial = rng.randrange(-track[start]) if track[start] < 0 else 0
        scale = rng.choice([1, 3, 1000])
        pool = Pool(tuple(rng.randint(0, 4) * scale for _ in range(4)), rng.randint(0, 6) * scale)  # type: ignore[arg-type]
        a = allocate(track, start, partial, pool)
        assert (a.cleared, a.partial) == _by_counting(track, start, partial, pool), (track, start, partial, pool)


@pytest.mark.parametrize("points", [40, 80, 10**6])
def test_allocation_work_does_not_grow_with_the_points_placed(points: int) -> None:
    """80 colored points on a track of amount levels took 23 s (it tried every way to pay each level);
    the work now depends on the track only: the same search steps for 40 points as for 10**6."""
    track = (-20,) * 8 + (3, 0, 1, 2, -6, 3)
    q = points // 4
    _best.cache_clear()
    pool = Pool((q, q, q, q - 1), 0)
    a = allocate(track, 0, 0, pool)
    assert _best.cache_info().misses < 2_000
    assert (a.cleared, a.partial) == _by_counting(track, 0, 0, pool)


def test_level_damage_of_any_size_costs_no_memory() -> None:
    """Game.pool made one pack per level: 10**9 levels ran it out of memory (then the window crashed).
    An effect can still ask for many levels; no track has more than MAX_LEVELS."""
    game = new_game(quick_setup("crossfire", 2, 1))
    while game.s.turn is None:
        game.apply(game.legal_actions()[0])
    target = game.s.obstacles[0].card
    p = game.make_placement(None, 0, target, None)
    p.levels = 10**9
    assert game.preview(target, (p,)).cleared == len(game.track(target)) - game.s.obstacles[0].cleared
