"""The reproduction behind ui/__init__.py's binding check: references to None (and True) lost per call
of a few Qt methods, measured with sys.getrefcount. Prints a table; never asserted as a timing.

    QT_QPA_PLATFORM=offscreen python bench/refcount_leak.py [--calls 200]

On PySide6 6.12.0 with Python 3.11 every void C++ method prints None -1.0 (one reference lost per
call; the interpreter aborts with "none_dealloc" once None's count reaches zero); 6.11.3 prints 0 for
all. On Python 3.12+ None is immortal and its count doesn't move.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6 import __version__ as PYSIDE_VERSION  # noqa: E402
from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QRectF, Qt, Signal  # noqa: E402
from PySide6.QtGui import QColor, QFont, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402


class NoneModel(QAbstractListModel):
    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 1

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> None:
        return None


class Emitter(QObject):
    sig = Signal(object)


def lost(fn: Callable[[], object], calls: int) -> dict[str, float]:
    fn()
    watched = {"None": None, "True": True, "False": False}
    before = {k: sys.getrefcount(v) for k, v in watched.items()}
    for _ in range(calls):
        fn()
    return {k: (before[k] - sys.getrefcount(v)) / calls for k, v in watched.items()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=200)  # small: None's count must not reach zero
    calls = parser.parse_args().calls
    app = QApplication.instance() or QApplication([])  # noqa: F841 - kept alive while painting
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    font, label, rect, model, emitter = QFont(), QLabel("x"), QRectF(), NoneModel(), Emitter()
    emitter.sig.connect(lambda _x: None)
    suspects: dict[str, Callable[[], object]] = {
        "QRectF.setWidth (void)": lambda: rect.setWidth(1.0),
        "QPainter.save+restore (void)": lambda: (painter.save(), painter.restore()),
        "QPainter.setFont (void)": lambda: painter.setFont(font),
        "QPainter.setPen (void)": lambda: painter.setPen(QColor("red")),
        "QFont.setBold (void)": lambda: font.setBold(True),
        "QWidget.setVisible (void)": lambda: label.setVisible(False),
        "model.data() -> None": lambda: model.index(0, 0).data(),
        "Signal.emit(None)": lambda: emitter.sig.emit(None),
        "a Python function (control)": lambda: None,
    }
    print(f"PySide6 {PYSIDE_VERSION}, Python {sys.version.split()[0]}: references lost per call")
    for name, fn in suspects.items():
        found = lost(fn, calls)
        print(f"  {name:32s} " + "  ".join(f"{k} {v:+.1f}" for k, v in found.items()))
    painter.end()
    sys.stdout.flush()
    os._exit(0)  # on a leaking binding a normal exit can abort while freeing (True/None counts at zero)


if __name__ == "__main__":
    main()
