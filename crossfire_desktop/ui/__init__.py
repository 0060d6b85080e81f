"""The desktop table (PySide6). Importing this package first checks the binding, then quiets its import
hook (see below)."""

from __future__ import annotations

import sys
from types import ModuleType


class BrokenBinding(ImportError):
    """The installed PySide6 would crash the program (see `drops_none_references`)."""


def drops_none_references(calls: int = 1000) -> int:
    """How many references to None `calls` void C++ calls take away (0 on a sound binding).

    PySide6/shiboken6 6.12.0 returns None from every void C++ method without a new reference
    (QPainter.save/restore/setFont/setPen, QFont.setBold, QWidget.setVisible, QRectF.setWidth ...:
    one reference per call; bench/refcount_leak.py measures them). Python 3.12 made None immortal,
    so there it is harmless; on Python 3.11 None's count reaches zero after enough painting and the
    interpreter aborts ("none_dealloc"). 6.11.3 and earlier return it correctly.
    """
    from PySide6.QtCore import QRectF

    rect = QRectF()
    for _ in range(10):  # the binding's first calls set up its caches (a one-off change in None's count)
        rect.setWidth(1.0)
    before = sys.getrefcount(None)
    for _ in range(calls):
        rect.setWidth(1.0)
    return before - sys.getrefcount(None)


def _check_binding() -> None:
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    if drops_none_references() > 500:  # a broken binding drops one per call, a sound one none
        import PySide6

        raise BrokenBinding(
            f"PySide6 {PySide6.__version__} on Python {sys.version_info.major}.{sys.version_info.minor} "
            "loses references to None and would crash: install the pinned version "
            "(pip install 'PySide6<6.12') or use Python 3.12 or later.")


# PySide6's import hook, made to read each module's source without keeping it.
#
# Once PySide6 is imported, its `__feature__` hook (shibokensupport/feature.py, PYSIDE-2029) asks of every
# module imported after it whether its source mentions "PySide6", through `inspect.getsource`: every file's
# lines then stay in `linecache` for the life of the process (~135,000 lines). Dropping them later, as the
# window did, left the memory they took scattered between the modules' objects, where it can't be given
# back: the table's process held ~5 MiB more (bench/bench_memory.py). The same question is answered here
# from the file's bytes, read and let go. The few files the hook read while the binding itself loaded
# (enum.py, PySide6's and shiboken's __init__: ~2,200 lines, ~0.5 MiB) are dropped at once, before the
# program's own objects are made among them.


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
    import linecache

    before = set(linecache.cache)
    import PySide6.QtCore  # noqa: F401 - the hook is installed with the binding

    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = mentions_pyside  # type: ignore[attr-defined]
        for name in set(linecache.cache) - before:  # read by the hook while the binding loaded
            linecache.cache.pop(name, None)


read_sources_uncached()
_check_binding()
