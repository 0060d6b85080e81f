"""Which modules a program run offscreen in a fresh interpreter has loaded (tests of what stays out)."""

import os
import subprocess
import sys
from pathlib import Path

# a table shown (New mission's module loaded, as the start screen's warm-up does); prints which of the modules
# named after the data folder are loaded ("none")
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
from crossfire_desktop.ui.screens import setup_page
win.start_game(quick_setup("crossfire", 2, 3))
app.processEvents()
assert win.table is not None and win.stack.currentWidget() is win.table
print(" ".join(m for m in sys.argv[2:] if m in sys.modules) or "none")
"""


def modules_loaded(code: str, folder: Path, *modules: str) -> str:
    """Which of `modules` the program `code` (run offscreen) loaded: "none", or their names."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code, str(folder), *modules], capture_output=True, text=True,
                         timeout=300, check=True, cwd=Path(__file__).resolve().parents[2], env=env)
    return out.stdout.strip().split("\n")[-1]
