"""The desktop table (PySide6). Importing this package first checks the binding (see below)."""

from __future__ import annotations

import sys


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


_check_binding()

from .feature_hook import read_sources_uncached  # noqa: E402 - after the binding is known sound

read_sources_uncached()
