"""Modules the shown screens never use stay out of the program (each is held for the program's life:
bench/bench_memory_real.py): multiprocessing (only a frozen bundle's start needs it, and the search at first use),
html (its entities table, ~0.6 MiB: rich text is escaped by ui/look/plain.escape), the heuristic bot (the New
mission page's odds are played by a child process: bots/odds.py)."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

START = """
import runpy, sys
sys.argv = ["crossfire", "--data-dir", sys.argv[1], "--quit-when-shown"]
try:
    runpy.run_module("crossfire_desktop", run_name="__main__", alter_sys=True)
except SystemExit as exc:
    assert not exc.code, exc.code
print(" ".join(m for m in ("multiprocessing", "html") if m in sys.modules) or "none")
"""

TABLE = """
import sys
from crossfire_desktop.ui.shell.app import make_app
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.session.persist import Persist
from crossfire_desktop.ui.shell.window import MainWindow
app = make_app()
win = MainWindow(load_catalog(), Persist(sys.argv[1]))
win.show()
from crossfire_desktop.ui.screens import setup_page  # as the start screen's warm-up does
win.start_game(quick_setup("crossfire", 2, 3))
app.processEvents()
assert win.table is not None and win.stack.currentWidget() is win.table
print(" ".join(m for m in ("multiprocessing", "html", "crossfire_desktop.bots.heuristic") if m in sys.modules)
      or "none")
"""


def _run(code: str, tmp_path: Path) -> str:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=300,
                         check=True, cwd=ROOT, env=env)
    return out.stdout.strip().split("\n")[-1]


def test_the_program_starts_without_multiprocessing_or_html(tmp_path: Path) -> None:
    assert _run(START, tmp_path) == "none"


def test_a_table_shows_without_multiprocessing_html_or_the_bot(tmp_path: Path) -> None:
    assert _run(TABLE, tmp_path) == "none"
