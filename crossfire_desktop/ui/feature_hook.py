"""PySide6's import hook, made to read each module's source without keeping it.

Once PySide6 is imported, its `__feature__` hook (shibokensupport/feature.py, PYSIDE-2029) asks of every
module imported after it whether its source mentions "PySide6", through `inspect.getsource`: every file's
lines then stay in `linecache` for the life of the process (~135,000 lines). Dropping them later, as the
window did, left the memory they took scattered between the modules' objects, where it can't be given
back: the table's process held ~5 MiB more (bench/bench_memory.py). The same question is answered here
from the file's bytes, read and let go.
"""

from __future__ import annotations

import sys
from types import ModuleType


def mentions_pyside(module: ModuleType) -> bool:
    """The hook's question (does the module's source mention PySide6?) with nothing kept. A module with
    no Python source (built in, compiled, frozen) answers no, as inspect's OSError/TypeError does there."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False
    try:
        with open(path, "rb") as f:
            return b"PySide6" in f.read()
    except OSError:
        return False


def read_sources_uncached() -> None:
    """Answer PySide6's hook from the files (no-op if this PySide6 has no such hook)."""
    import PySide6.QtCore  # noqa: F401 - the hook is installed with the binding

    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = mentions_pyside  # type: ignore[attr-defined]
