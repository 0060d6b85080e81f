"""Modules the shown screens never use stay out of the program (each is held for the program's life:
bench/bench_memory_real.py): multiprocessing and pickle (only a frozen bundle's start needs them, and the search at
first use: the odds' and the history's processes are started with subprocess),
html (its entities table, ~0.6 MiB: rich text is escaped by ui/look/plain.escape), the heuristic bot (the New
mission page's odds are played by a child process: bots/odds.py), SQLite (a game that ends is written into the
history by a child process: history/writer.py)."""

from pathlib import Path

from crossfire_desktop.history.db import HistoryDB
from tests.ui.loaded_modules import TABLE, modules_loaded

START = """
import runpy, sys
modules = sys.argv[2:]
sys.argv = ["crossfire", "--data-dir", sys.argv[1], "--quit-when-shown"]
try:
    runpy.run_module("crossfire_desktop", run_name="__main__", alter_sys=True)
except SystemExit as exc:
    assert not exc.code, exc.code
print(" ".join(m for m in modules if m in sys.modules) or "none")
"""


def test_the_program_starts_without_multiprocessing_or_html(tmp_path: Path) -> None:
    assert modules_loaded(START, tmp_path, "multiprocessing", "html") == "none"


def test_a_table_shows_without_multiprocessing_html_or_the_bot(tmp_path: Path) -> None:
    assert modules_loaded(TABLE, tmp_path, "multiprocessing", "html", "crossfire_desktop.bots.heuristic") == "none"


ENDED = """
import sys
from crossfire_desktop.ui.shell.app import make_app
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.session.persist import Persist
from crossfire_desktop.ui.shell.window import MainWindow
from crossfire_desktop.ui.table.driver import Driver
app = make_app()
persist = Persist(sys.argv[1])
persist.prefs.one_player = True
win = MainWindow(load_catalog(), persist)
win.show()
win.start_game(quick_setup("extraction", 1, 21))
Driver(win.table).play_to_end()
assert win.stack.currentWidget() is win.end
import time
until = time.monotonic() + 120
while win.history.writing and time.monotonic() < until:  # the writing process's answer, as the window gets it
    app.processEvents()
    time.sleep(0.05)
assert not win.history.writing
print(" ".join(m for m in sys.argv[2:] if m in sys.modules) or "none")
"""


def test_a_game_goes_into_the_history_without_sqlite_in_the_window(tmp_path: Path) -> None:
    """Nor multiprocessing and pickle (~1.9 MiB for good): the writing process is started by subprocess."""
    assert modules_loaded(ENDED, tmp_path, "sqlite3", "_sqlite3", "crossfire_desktop.history.db", "multiprocessing",
                          "pickle") == "none"
    db = HistoryDB(tmp_path)
    try:
        (game,) = db.games()
    finally:
        db.close()
    assert game["mission"] == "extraction" and game["seed"] == 21


ODDS = """
import sys, tempfile, time
from pathlib import Path
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from crossfire_desktop.ui.shell.app import make_app
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.ui.screens.mission_odds import OddsCache
from crossfire_desktop.ui.session.persist import Persist
from crossfire_desktop.ui.shell.window import MainWindow
app = make_app()
win = MainWindow(load_catalog(), Persist(sys.argv[1]))
win.show()
win.on_menu("new")
page = win.setup_page
page.odds.cache, page.odds.games = OddsCache(Path(tempfile.mkdtemp())), 3
QTest.mouseClick(page.advanced.toggle, Qt.MouseButton.LeftButton)
until = time.monotonic() + 120
while not page.odds.label.text().startswith("Estimated odds: ~") and time.monotonic() < until:
    app.processEvents()
    time.sleep(0.05)
assert page.odds.label.text().startswith("Estimated odds: ~"), page.odds.label.text()
print(" ".join(m for m in sys.argv[2:] if m in sys.modules) or "none")
"""


def test_a_missions_odds_are_estimated_without_multiprocessing_in_the_window(tmp_path: Path) -> None:
    """The odds' games are played by a process started with subprocess (crossfire_desktop/children.py)."""
    assert modules_loaded(ODDS, tmp_path, "multiprocessing", "pickle", "crossfire_desktop.bots.heuristic") == "none"
