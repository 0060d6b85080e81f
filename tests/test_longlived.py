"""What lives for the program's whole life (the catalog, the modules) is kept out of the garbage
collector's full passes: in the window once it has warmed up, and in the search's worker processes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WINDOW = """
import gc, sys
from PySide6.QtWidgets import QApplication
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.ui.session.persist import Persist
from crossfire_desktop.ui.shell.window import MainWindow
app = QApplication(sys.argv)
cat = load_catalog()
win = MainWindow(lambda: cat, lambda: Persist(sys.argv[1]))
win.show()
before = gc.get_freeze_count()
win.warm_up()
card = next(iter(cat.by_id.values()))
print(before, gc.get_freeze_count(), any(o is card for o in gc.get_objects()))
"""

WORKER = """
import gc
from crossfire_desktop.bots.search import parallel
from crossfire_desktop.catalog import load_catalog
if __name__ == "__main__":
    pool = parallel._shared_pool(1, load_catalog())
    print(pool.apply(gc.get_freeze_count) > 1000)
    parallel.stop_workers()
"""


def _run(code: str, folder: Path) -> str:
    """The last line `code` prints, run as a script in a fresh interpreter (a file: spawned workers
    import it again as __mp_main__)."""
    script = folder / "script.py"
    script.write_text(code)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, str(script), str(folder / "data")], capture_output=True, text=True,
                         env=env, timeout=120, check=True)
    return out.stdout.strip().splitlines()[-1]


def test_the_warmed_up_window_keeps_the_catalog_out_of_full_collections(tmp_path):
    before, after, card_in_reach = _run(WINDOW, tmp_path).split()
    assert before == "0" and int(after) > 10000  # the catalog's models and the modules' objects
    assert card_in_reach == "False"


def test_a_search_worker_keeps_the_catalog_out_of_full_collections(tmp_path):
    assert _run(WORKER, tmp_path) == "True"
