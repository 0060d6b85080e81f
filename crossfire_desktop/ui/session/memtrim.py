"""Hand freed heap back to the system between turns. glibc keeps what a turn freed (card pictures
replaced, event lists, the AI's search) mapped to the process: ~9 MiB after 40 turns at 1920x1080
(bench/bench_memory.py). Elsewhere (Windows, macOS, musl) there is nothing to call and nothing is done."""

from __future__ import annotations

import ctypes
import functools
import gc
import sys
from collections.abc import Callable

trims = 0  # how many times the heap was trimmed (tests)
M_MMAP_THRESHOLD, M_ARENA_MAX = -3, -8  # glibc's mallopt parameters (malloc.h)
MMAP_THRESHOLD = 128 * 1024  # glibc's starting value, kept from rising


def tune_heap() -> bool:
    """Before Qt starts its threads: one heap for every thread, and blocks of 128 KiB or more (a card's
    picture, a save's text) mapped apart and handed back when freed. glibc otherwise gives the X event
    thread a heap of its own and raises the threshold after the first large block is freed, so such
    blocks then stay in a heap: 40 turns 117.5 -> 116.3 and 117.4 -> 116.9 MiB (bench/bench_memory_real.py,
    tried as MALLOC_ARENA_MAX=1 MALLOC_MMAP_THRESHOLD_=131072). True if it was done (glibc)."""
    mallopt = _libc("mallopt")
    return mallopt is not None and bool(mallopt(M_ARENA_MAX, 1)) and bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


@functools.cache
def _libc(name: str) -> Callable[..., int] | None:
    """glibc's function `name`; None elsewhere (Windows, macOS, musl)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return getattr(ctypes.CDLL("libc.so.6"), name)  # type: ignore[no-any-return]
    except (OSError, AttributeError):  # not glibc
        return None


def release_freed_memory() -> None:
    global trims
    trim = _libc("malloc_trim")
    if trim is not None:
        trim(0)
        trims += 1


def release_finished_game() -> None:
    """After a mission ended and went into the history: the finished game's objects that hold each other
    (its events, its effects' generators, the history's replay of it) are collected now rather than at a
    full collection that may come much later, and the heap is trimmed (a full pass takes ~15 ms, once a
    mission, on the end screen; 1.4 MiB less after 40 turns, bench/bench_memory.py)."""
    gc.collect()
    release_freed_memory()
