"""The installed program runs as the bundle does: at -OO, without docstrings and asserts (nothing reads a
docstring at run time; the asserts only narrow types). The modules a game loads then hold ~1.8 MiB less for the
program's life (bench/bench_memory_real.py, 3 turns 112.6 -> 110.8 MiB)."""

from __future__ import annotations

import contextlib
import importlib.util
import os
import sys

NO_OO = "CROSSFIRE_NO_OO"  # set to 1: the program runs at the level it was started at (a developer's run)


def rerun_optimized() -> None:
    """Started at the usual level: the same command again at -OO, in this process (its id, its open files and
    its environment stay). Not in a frozen bundle (built at -OO), not on Windows (no exec in place), not for a
    developer (CROSSFIRE_NO_OO=1 or `python -X dev`: the asserts kept, the same level on every machine), and not
    where the -OO compiled files can be neither found nor written while the usual ones are there (each start
    would compile every module anew: a system-wide install the player can't write to)."""
    if sys.flags.optimize >= 2 or getattr(sys, "frozen", False) or os.name != "posix":
        return
    if os.environ.get(NO_OO) == "1" or sys.flags.dev_mode:
        return
    pydantic = importlib.util.find_spec("pydantic")  # found, not imported: the largest of the modules not ours
    sources = [os.__file__, __file__, *([pydantic.origin] if pydantic and pydantic.origin else [])]
    if not all(_no_more_compiling(path) for path in sources):
        return
    with contextlib.suppress(OSError):  # else it runs on at the usual level
        os.execv(sys.executable, [sys.executable, "-OO", *sys.orig_argv[1:]])


def _no_more_compiling(source: str) -> bool:
    """At -OO `source` is compiled no more often than now: its -OO compiled file is there, Python may write it,
    or its usual compiled file is not there either (PYTHONDONTWRITEBYTECODE in a source tree: compiled at each
    start already)."""
    compiled = importlib.util.cache_from_source(source, optimization=2)
    if os.path.exists(compiled) or not os.path.exists(importlib.util.cache_from_source(source)):
        return True
    folder = os.path.dirname(compiled)
    return not sys.dont_write_bytecode and os.access(folder, os.W_OK)
