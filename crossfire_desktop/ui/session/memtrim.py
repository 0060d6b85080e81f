"""Hand freed heap back to the system between turns. glibc keeps what a turn freed (card pictures
replaced, event lists, the AI's search) mapped to the process: ~9 MiB after 40 turns at 1920x1080
(bench/bench_memory.py). Elsewhere (Windows, macOS, musl) there is nothing to call and nothing is done."""

from __future__ import annotations

import ctypes
import gc
import sys
from collections.abc import Callable

trims = 0  # how many times the heap was trimmed (tests)
_trim: Callable[[int], int] | None = None
_looked = False


def _malloc_trim() -> Callable[[int], int] | None:
    global _trim, _looked
    if not _looked:
        _looked = True
        if sys.platform.startswith("linux"):
            try:
                _trim = ctypes.CDLL("libc.so.6").malloc_trim
            except (OSError, AttributeError):  # not glibc
                _trim = None
    return _trim


def release_freed_memory() -> None:
    global trims
    trim = _malloc_trim()
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
