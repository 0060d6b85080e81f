"""Memory figure: resident set size of the running table (1920x1080, 4 runners, a few turns in and a long
game) next to a bare PySide6 window in a process that has loaded the catalog (goal: ratio <= 1.3x). The
scripted player may lose before the 40th turn: the line then says so (the end screen is what shows).

Each is measured in a fresh interpreter, after the window has painted.

    QT_QPA_PLATFORM=offscreen python bench/bench_memory.py
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

RSS = """
def rss_kib():
    for line in open('/proc/self/status'):
        if line.startswith('VmRSS:'):
            return int(line.split()[1])
"""

BARE = RSS + """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
from crossfire_desktop.catalog import load_catalog
app = QApplication(sys.argv)
cat = load_catalog()
w = QMainWindow(); w.resize(1920, 1080); w.show()
for _ in range(5): app.processEvents()
w.grab()
print(rss_kib())
"""

TABLE = RSS + """
import sys
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.shell.app import make_app
from crossfire_desktop.ui.table.driver import Driver
from crossfire_desktop.ui.session.persist import Persist
from crossfire_desktop.ui.shell.window import MainWindow
from crossfire_desktop.catalog import load_catalog
app = make_app()
persist = Persist(sys.argv[1])
persist.settings.animation_ms = 0
persist.prefs.one_player = True
win = MainWindow(load_catalog(), persist)
win.resize(1920, 1080); win.show()
win.start_game(quick_setup("crossfire", 4, 3))
Driver(win.table).play_turns(int(sys.argv[2]))
for _ in range(5): app.processEvents()
win.grab()
from crossfire_desktop.ui.look.cardcache import CACHE
g = win.ctl.game
print(g.s.turns, "end" if win.stack.currentWidget() is not win.table else "table")
print(CACHE.bytes // 1024, len(CACHE._items))
print(rss_kib())
"""


def run(code: str, *args: str) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    out = subprocess.run([sys.executable, "-c", code, *args], check=True, capture_output=True, text=True,
                         timeout=600, env=env, cwd=ROOT)
    return out.stdout.strip().splitlines()


def main() -> None:
    bare = int(run(BARE)[-1])
    print("resident memory (RSS) after the window painted:")
    print(f"  bare PySide6 QMainWindow + catalog       {bare / 1024:6.1f} MiB")
    for turns in (3, 40):  # a few turns in, and a long game (the painted-card cache full)
        with tempfile.TemporaryDirectory() as d:
            *_, played, cache, table = run(TABLE, d, str(turns))
        kib, n = (int(x) for x in cache.split())
        reached, shown = played.split()
        what = "on the table" if shown == "table" else f"game over at turn {reached}: the end screen"
        print(f"  table, 4 runners, 1920x1080, {turns:2d} turns {int(table) / 1024:6.1f} MiB   ratio {int(table) / bare:.2f}x"
              f"   ({what}; painted-card cache {kib / 1024:.1f} MiB, {n} cards)")
    print("  goal: ratio <= 1.30x")


if __name__ == "__main__":
    main()
