"""A table with no AI seat opens without the search (bots/search and multiprocessing's pool: ~1-2 MiB,
bench/bench_memory.py); the first hint loads it (tests/ui/test_search_workers.py plays hints and AI seats)."""

import subprocess
import sys
from pathlib import Path

CODE = """
import sys
from crossfire_desktop.ui.shell.app import make_app
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.session.persist import Persist
from crossfire_desktop.ui.shell.window import MainWindow
app = make_app()
win = MainWindow(load_catalog(), Persist(sys.argv[1]))
win.show()
win.start_game(quick_setup("crossfire", 2, 3))
app.processEvents()
assert win.table is not None and win.stack.currentWidget() is win.table
print(" ".join(m for m in ("crossfire_desktop.bots.search", "multiprocessing.pool") if m in sys.modules) or "none")
"""


def test_a_table_without_ai_seats_opens_without_the_search(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-c", CODE, str(tmp_path)], capture_output=True, text=True, timeout=300,
                         check=True, cwd=Path(__file__).resolve().parents[2])
    assert out.stdout.split("\n")[-2] == "none"
