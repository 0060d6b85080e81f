"""Which QLayoutItem wrappers are alive after a whole tour of the window, and where each was made.

    QT_QPA_PLATFORM=offscreen python -m tests.ui.layout_wrappers_audit [parts...]

PySide keeps a Python wrapper of a QLayoutItem alive (parented to the layout's wrapper) whenever one is
handed to Python: QLayout.itemAt()/QGridLayout.itemAtPosition()/takeAt(), and addLayout() of a layout
that already holds items (PySide's ownership glue converts each of them). Qt deletes the item itself when
its widget is deleted or added to a layout again, without telling Shiboken: the wrapper then names freed
memory, and a later object at that address (a QListWidgetItem) crashes Shiboken (see ui/look/layouts.py
layout_widgets). This prints every such wrapper with the Python line that made it (tracemalloc)."""

from __future__ import annotations

import gc
import os
import sys
import tracemalloc
from collections import Counter

from PySide6.QtWidgets import QLayout, QLayoutItem
from shiboken6 import Shiboken


def layout_item_wrappers() -> list[QLayoutItem]:
    """The Python wrappers of plain layout items (QWidgetItem, QSpacerItem, ...) alive now; a layout is
    a QLayoutItem too but Qt tells PySide when a QObject goes. Widgets deleted later go first."""
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return [w for w in Shiboken.getAllValidWrappers() if isinstance(w, QLayoutItem) and not isinstance(w, QLayout)]


def origin(obj: object, root: str = "crossfire_desktop") -> str:
    """The project's innermost line on the stack that allocated `obj` (needs tracemalloc started)."""
    tb = tracemalloc.get_object_traceback(obj)
    if tb is None:
        return "?"
    frames = list(tb)[::-1]  # a Traceback lists the oldest call first
    for f in frames:
        if root in f.filename.replace(os.sep, "/"):
            return f"{f.filename.split(root + os.sep)[-1]}:{f.lineno}"
    return f"{frames[0].filename}:{frames[0].lineno}" if frames else "?"


def main(parts: tuple[str, ...]) -> None:
    import tempfile
    from pathlib import Path

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tracemalloc.start(25)
    from PySide6.QtWidgets import QApplication

    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.ui.look.style import style_sheet
    from crossfire_desktop.ui.session.persist import Persist
    from crossfire_desktop.ui.shell.window import MainWindow
    from tests.ui import screens_tour

    app = QApplication.instance() or QApplication([])
    app.setStyleSheet(style_sheet())
    cat = load_catalog()
    with tempfile.TemporaryDirectory() as tmp:
        persist = Persist(Path(tmp) / "data")
        persist.settings.animation_ms = 0
        persist.settings.tutorial_offered = True
        win = MainWindow(cat, persist)
        win.resize(1280, 720)
        win.show()
        screens_tour.settle()
        print("after the window:", len(layout_item_wrappers()))
        screens_tour.tour(win, Path(tmp) / "shots", parts=parts or screens_tour.PARTS)
        screens_tour.settle()
        wrappers = layout_item_wrappers()
        print("after the tour:", len(wrappers))
        for where, n in sorted(Counter(origin(w) for w in wrappers).items(), key=lambda kv: -kv[1]):
            print(f"{n:5d}  {where}")
        win.close()


if __name__ == "__main__":
    main(tuple(sys.argv[1:]))
