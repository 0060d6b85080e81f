"""`crossfire`: the desktop application's entry point."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from crossfire_desktop.catalog import CatalogError, load_catalog

from .text import tr

STYLE = Path(__file__).resolve().parents[2] / "resources" / "style.qss"


def style_sheet() -> str:
    try:
        return STYLE.read_text("utf-8")
    except OSError:
        return ""


def make_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv or sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Crossfire Desktop")
    app.setStyleSheet(style_sheet())
    return app


def main(args: Any) -> int:
    from .xcb_check import check

    missing = check()  # before Qt: its own abort would not say which packages to install
    if missing is not None:
        return missing
    app = make_app()
    from .i18n import install, saved_choice

    install(saved_choice(getattr(args, "data_dir", None)))
    try:
        catalog = load_catalog()
    except CatalogError as exc:
        text = tr("The card data is invalid, so the game can't start:\n{error}").format(error=exc)
        print(text, file=sys.stderr)
        if not getattr(args, "quit_when_shown", False):
            QMessageBox.critical(None, tr("Crossfire Desktop"), text)
        return 2
    from .persist import Persist
    from .window import MainWindow

    persist = Persist(getattr(args, "data_dir", None), catalog)
    win = MainWindow(catalog, persist)
    if getattr(args, "open_editor", False):  # `crossfire cards edit`
        win.packs.open_editor("")
    if getattr(args, "self_test", False):
        from .selftest import run_self_test

        rc = run_self_test(app, win)
    else:
        if getattr(args, "quit_when_shown", False):
            win.shown.connect(lambda: QTimer.singleShot(0, app.quit))
        win.show()
        rc = int(app.exec())
    win.hide()
    win.deleteLater()
    app.processEvents()
    return rc
