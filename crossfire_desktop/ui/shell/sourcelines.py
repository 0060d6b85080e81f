"""Frees the source text PySide6 reads while modules are imported.

Once PySide6 is imported, its `__feature__` import hook (shibokensupport/feature.py, PYSIDE-2029) calls
`inspect.getsource` on every module imported after it, to see whether it mentions "PySide6". That puts
every file's lines in `linecache`, where they stay for the life of the process: ~135,000 lines, about
11 MiB of the table's resident memory (pydantic, the engine, the UI). Nothing needs them (a traceback
reads the lines it prints again), so they are dropped once the bulk of the modules is in.
"""

from __future__ import annotations

import linecache


def drop_source_lines() -> None:
    """Empty the line cache (a traceback printed later reads its few lines from the files again)."""
    linecache.clearcache()
