"""Damage allocation: which levels of a track the placed damage clears, at most.

Rules (Apply Damage, p. 13-15): levels clear left to right; a colored level needs one damage of
its color; an amount level needs that much damage of any color (colored counts as colorless);
level damage clears whole levels whatever they need (consecutive where the card says so);
partial damage on a level stays only until the end of the turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from collections.abc import Iterable

    from .state import Placement

COLOR_INDEX = {"black": 0, "blue": 1, "green": 2, "red": 3}
# A track level as the solver sees it: a color index (0-3), or -N for an amount of N.
TrackLevel = int


def marker_key(pid: int) -> str:
    """The turn's flag naming the Fireball a level marker came from (effects/bm_spell.py sets it)."""
    return f"fireball_marker:{pid}"


def wasted_markers(flags: dict[str, int], placements: Iterable[Placement]) -> set[int]:
    """The markers a Fireball already has next to their obstacle ("different obstacles"): wasted at Apply
    Damage (bm_spell.fireball), so never forecast (Game.pool). The first one placed there counts."""
    seen: set[tuple[int, int]] = set()
    wasted: set[int] = set()
    for p in placements:
        source = flags.get(marker_key(p.pid)) if p.card is None else None
        if source is None or p.target is None:
            continue
        if (source, p.target) in seen:
            wasted.add(p.pid)
        seen.add((source, p.target))
    return wasted


class Pool(NamedTuple):
    """All damage placed at one target this turn. A named tuple, not a dataclass: the allocation's
    cache and the bots' plans key dicts by it, and a tuple hashes and compares in C."""

    colors: tuple[int, int, int, int] = (0, 0, 0, 0)
    colorless: int = 0
    level_packs: tuple[int, ...] = ()  # each pack clears this many consecutive levels
    last_levels: tuple[int, ...] = ()  # each clears the last N levels once the track is down to them

    @property
    def points(self) -> int:
        return sum(self.colors) + self.colorless

    @property
    def is_empty(self) -> bool:
        return not (self.points or self.level_packs or self.last_levels)


@dataclass(frozen=True, slots=True)
class Allocation:
    cleared: int  # levels newly cleared
    partial: int  # damage left on the next amount level (lost at the end of the turn)
    how: tuple[str, ...]  # per cleared level: the color, "damage", "level" or "last"


def encode_track(levels: list[tuple[str | None, int | None]]) -> tuple[TrackLevel, ...]:
    return tuple(COLOR_INDEX[c] if c is not None else -(a or 0) for c, a in levels)


@lru_cache(maxsize=65536)  # a pure function of hashable values, asked again and again by the bots' planning
def allocate(track: tuple[TrackLevel, ...], start: int, partial: int, pool: Pool) -> Allocation:
    """The allocation of `pool` that clears the most levels from `start` (then leaves most partial).
    The answer is shared between callers: it is frozen."""
    best = _best(track, start, partial, *_useful(track, start, pool.colors, pool.colorless, pool.level_packs),
                 (max(pool.last_levels),) if pool.last_levels else ())
    return Allocation(cleared=best[0], partial=best[1], how=best[2])


@lru_cache(maxsize=256)
def _suffix_needs(track: tuple[TrackLevel, ...]) -> tuple[tuple[tuple[int, int, int, int], int], ...]:
    """Per start index: how many levels of each color the rest of the track has, and its amounts' total."""
    needs = [((0, 0, 0, 0), 0)]
    for level in reversed(track):
        colors, amount = needs[-1]
        if level >= 0:
            colors = tuple(n + (c == level) for c, n in enumerate(colors))  # type: ignore[assignment]
        else:
            amount -= level
        needs.append((colors, amount))
    return tuple(reversed(needs))


def _useful(track: tuple[TrackLevel, ...], i: int, colors: tuple[int, ...], pts: int,
            packs: tuple[int, ...]) -> tuple[tuple[int, ...], int, tuple[int, ...]]:
    """The pool reduced to what can matter from level `i` on, which keeps the search polynomial whatever
    the amounts: a color's points beyond the levels of that color left can only pay amount levels, so they
    count as colorless; points beyond the amounts left change nothing; a level pack longer than the track
    left clears the same as one of its length, and no more packs than levels left can be used."""
    left = len(track) - i
    if left <= 0:
        return (0, 0, 0, 0), 0, ()
    need_colors, need_amount = _suffix_needs(track)[i]
    kept = tuple(min(have, need) for have, need in zip(colors, need_colors, strict=True))
    pts = min(pts + sum(colors) - sum(kept), need_amount)
    packs = tuple(sorted(min(k, left) for k in packs if k > 0))[-left:]
    return kept, pts, packs


def _spend(colors: tuple[int, ...], need: int, i: int = 0) -> list[tuple[int, ...]]:
    """Every way to pay `need` points from the colored damage, one color at a time."""
    if need == 0:
        return [tuple(colors)]
    if i == len(colors):
        return []
    ways = []
    for use in range(min(colors[i], need), -1, -1):
        rest = list(colors)
        rest[i] -= use
        ways.extend(_spend(tuple(rest), need - use, i + 1))
    return ways


Result = tuple[int, int, tuple[str, ...]]


@lru_cache(maxsize=65536)
def _best(track: tuple[TrackLevel, ...], i: int, partial: int, colors: tuple[int, ...], pts: int,
          packs: tuple[int, ...], lasts: tuple[int, ...]) -> Result:
    remaining = len(track) - i
    if remaining <= 0:
        return (0, 0, ())
    colors, pts, packs = _useful(track, i, colors, pts, packs)
    level = track[i]
    # Nothing cleared: what is left stays as partial damage on an amount level.
    if level < 0:
        stay = min(-level - 1, partial + pts + sum(colors))
    else:
        stay = 0
    best: Result = (0, stay, ())

    def consider(cleared: int, rest: Result, how: tuple[str, ...]) -> None:
        nonlocal best
        cand = (cleared + rest[0], rest[1], how + rest[2])
        if (cand[0], cand[1]) > (best[0], best[1]):
            best = cand

    if lasts and remaining <= lasts[0]:  # Sniper Rifle: the track is down to its last n levels
        consider(remaining, (0, 0, ()), ("last",) * remaining)
    for k in sorted(set(packs)):  # level damage: k consecutive levels, whatever they need
        rest_packs = list(packs)
        rest_packs.remove(k)
        take = min(k, remaining)
        consider(take, _best(track, i + take, 0, colors, pts, tuple(rest_packs), lasts), ("level",) * take)
    if level >= 0:
        if colors[level] > 0:
            rest = list(colors)
            rest[level] -= 1
            names = ("black", "blue", "green", "red")
            consider(1, _best(track, i + 1, 0, tuple(rest), pts, packs, lasts), (names[level],))
    else:
        need = -level - partial
        use_pts = min(pts, need)
        for left in _spend(colors, need - use_pts):
            consider(1, _best(track, i + 1, 0, left, pts - use_pts, packs, lasts), ("damage",))
    return best
