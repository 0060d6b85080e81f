"""`crossfire`: the desktop application's entry point."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QApplication

from crossfire_desktop import bootcache

from ..look.style import apply_scale
from ..words.tr import tr

if TYPE_CHECKING:
    from crossfire_desktop.catalog import Catalog

PIXMAP_CACHE_KIB = 128
ALREADY_OPEN = 3  # exit status of a second copy started on a data folder another copy has open


def make_app(argv: list[str] | None = None, scale: float = 1.0) -> QApplication:
    """The application, its style sheet at Settings > UI scale `scale` (the saved one at start-up: applied once,
    before the first screen is built; later it grew the start screen past a 1280x720 window and cut the
    tutorial offer)."""
    app = QApplication.instance()
    if app is None:
        from ..session.memtrim import tune_heap

        tune_heap()  # before the QApplication starts Qt's threads
        app = QApplication(argv or sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Crossfire Desktop")
    apply_scale(scale)
    # Qt's own picture cache (styled frames, buttons, icons) keeps 10 MB by default and stays full: 1 MB took
    # ~8 MiB off a long game's memory (bench/bench_memory.py), 128 KB 0.8-1.2 MiB more after 3 turns (bench/
    # bench_memory_real.py), at no GUI-thread CPU a drop measured beyond the noise (bench/bench_real_input.py)
    QPixmapCache.setCacheLimit(PIXMAP_CACHE_KIB)
    return app


def load_catalog() -> Catalog:
    from crossfire_desktop.catalog import load_catalog as load

    return load()


def report_catalog_error(exc: Exception, args: Any) -> int:
    text = tr("The card data is invalid, so the game can't start:\n{error}").format(error=exc)
    print(text, file=sys.stderr)
    if not getattr(args, "quit_when_shown", False):
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.critical(None, tr("Crossfire Desktop"), text)
    return 2


def main(args: Any) -> int:
    from .xcb_check import check, release

    missing = check()  # before Qt: its own abort would not say which packages to install
    if missing is not None:
        return missing
    data_dir = getattr(args, "data_dir", None)
    app = make_app(scale=bootcache.saved_ui_scale(data_dir))
    release()  # Qt holds its own display connection now
    from ..words.i18n import install

    install(bootcache.saved_language(data_dir))  # the words of the first screen: before any is built
    from .single_instance import FolderLock

    folder_lock = FolderLock(bootcache.data_folder(data_dir))
    if folder_lock.taken:
        return report_already_open(folder_lock)
    try:
        return _run(app, args, data_dir, folder_lock)
    finally:
        folder_lock.release()


def report_already_open(folder_lock: Any) -> int:
    """A second copy on the same data folder: the first window comes forward; this copy says so and exits."""
    reached = folder_lock.ask_first_copy()
    text = tr("Crossfire Desktop is already open on this data folder ({folder}). Two copies would share one "
              "autosave and write over each other's games, so this copy does not start.").format(
                  folder=folder_lock.folder)
    if reached:
        print(text + " " + tr("Its window was brought forward."), file=sys.stderr)
    else:  # the first copy can't be reached (another account, a hung window): say it where it is seen
        from PySide6.QtWidgets import QMessageBox

        print(text, file=sys.stderr)
        QMessageBox.information(None, tr("Crossfire Desktop"), text + "\n\n" + tr(
            "Switch to its window, or close it and start again."))
    return ALREADY_OPEN


def _run(app: QApplication, args: Any, data_dir: Any, folder_lock: Any) -> int:
    # Card data validated before (a cache matching the files): the menu shows at once and the catalog
    # loads right after. Otherwise (first start, changed files) validate now, so errors are shown first.
    fresh = bootcache.catalog_cache_fresh(bootcache.data_root())
    if not fresh:
        from crossfire_desktop.catalog import CatalogError

        try:
            load_catalog()
        except CatalogError as exc:
            return report_catalog_error(exc, args)
    from .window import MainWindow

    def make_persist() -> Any:
        from ..look.palettes import apply_display
        from ..session.persist import Persist

        made = Persist(data_dir)
        apply_display(made.prefs)  # colour palette and text size, as saved
        return made

    # pydantic already paid for (first start): read the settings now, so a first-launch offer shows at once
    persist = make_persist if fresh else make_persist()
    win = MainWindow(load_catalog, persist, has_autosave=bootcache.autosave_path(data_dir).exists(),
                     tutorial_due=bootcache.tutorial_offer_due(data_dir))
    folder_lock.listen(win.bring_forward)
    from .terminate import close_on_terminate

    close_on_terminate(app, win)
    if os.environ.get("CROSSFIRE_E2E_PROBE"):  # the end-to-end tests' geometry probe (ui/shell/e2e_probe.py)
        from .e2e_probe import install as install_probe

        install_probe(win)
    if getattr(args, "open_editor", False):  # `crossfire cards edit`
        win.packs.open_editor("")
    if getattr(args, "self_test", False):
        from .selftest import run_self_test

        rc = run_self_test(app, win)
    else:
        if getattr(args, "quit_when_shown", False):
            win.shown.connect(lambda: QTimer.singleShot(0, app.quit))
        failed: list[int] = []

        steps = win.warm_up_steps()

        def warm_up() -> None:
            try:
                next(steps)
            except StopIteration:
                return
            except Exception as exc:
                from crossfire_desktop.catalog import CatalogError

                if not isinstance(exc, CatalogError):
                    raise
                failed.append(report_catalog_error(exc, args))  # the card files changed since they were cached
                app.quit()
                return
            QTimer.singleShot(0, warm_up)  # clicks and paints get through between the steps

        QTimer.singleShot(50, warm_up)  # after the first paint: the start screen is usable meanwhile
        from .window_place import place_window

        win.place_file = bootcache.window_place_path(data_dir)
        place_window(win, win.place_file)
        win.show()
        rc = int(app.exec())
        rc = failed[0] if failed else rc
    win.hide()
    win.deleteLater()
    app.processEvents()
    return rc
