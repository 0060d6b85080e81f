"""The desktop table (PySide6). Importing this package applies the None refcount guard below."""

from __future__ import annotations

import ctypes
import sys


def _guard_none_refcount() -> None:
    """PySide6 6.12 on Python 3.11 drops one reference to None (or True/False) on calls of some C++ methods
    (QPainter.save/restore/setFont...). After enough painting None's count reaches zero and the
    interpreter aborts ("none_dealloc"). Python 3.12+ makes None immortal; here we do the same by
    raising the counts of these shared singletons far out of reach. Harmless: None is never freed anyway."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for obj in (None, True, False, NotImplemented, Ellipsis, "", (), *range(-5, 257)):
        cell = ctypes.c_ssize_t.from_address(id(obj))
        if cell.value < (1 << 40):
            cell.value += 1 << 50


_guard_none_refcount()
