"""Memory figure: resident set size of the running table (1920x1080, 4 runners, a few turns in and after 40
turns) next to a bare PySide6 window in a process that has loaded the catalog (goal: ratio <= 1.3x). The
scripted player loses a mission in 10-20 turns, so the 40 turns are a session: when a mission ends (each one
recorded in the history, as in play) the end screen's Play again starts the next, until 40 turns were played.

The table is played from the event loop (each input a timer's turn, as a player's clicks come), so what
the loop does between clicks (deleting what was let go, timers) is done as in the program: driven outside the
loop, the figure read ~1 MiB low. Play again's seeds are fixed, so each run plays the same missions. Each is
measured in a fresh interpreter, after the window has painted and idled 200 ms.

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
w.repaint()  # painted into its backing store, as on screen (grab() would add an 8 MiB picture that glibc may keep)
print(rss_kib())
"""

TABLE = RSS + """
import random, sys
random.seed(7)  # Play again's seeds: the same missions at each run
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.shell.app import make_app  # first: PySide6 imported before ui/ keeps its source lines
from PySide6.QtCore import QTimer
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
goal = int(sys.argv[2])
run = {"played": 0, "games": 1}
def begin():  # a mission's first turn: the driver plays the table now shown
    run["start"], run["driver"] = win.ctl.game.s.turns, Driver(win.table)
def step():  # one input, then back to the event loop (which delivers timers and deletes what was let go)
    g = win.ctl.game
    if g.pending is not None and run["played"] + g.s.turns - run["start"] < goal:
        run["driver"].act()
        QTimer.singleShot(0, step)
        return
    run["played"] += g.s.turns - run["start"]
    if run["played"] >= goal or g.pending is not None:
        QTimer.singleShot(200, lambda: app.exit(0))  # idle a moment, as a player reading the table
        return
    win.end.again_btn.click()  # the end screen showed and the game went into the history: the next mission
    run["games"] += 1
    begin()
    QTimer.singleShot(0, step)
def first():
    win.start_game(quick_setup("crossfire", 4, 3))
    begin()
    step()
QTimer.singleShot(0, first)
app.exec()  # played from the event loop, as a player's clicks are
win.repaint()
from crossfire_desktop.ui.look.cardcache import CACHE
print(run["played"], run["games"], "end" if win.stack.currentWidget() is not win.table else "table")
print(CACHE.bytes // 1024, len(CACHE._items))
print(rss_kib())
"""


def run(code: str, *args: str) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    out = subprocess.run([sys.executable, "-c", code, *args], check=True, capture_output=True, text=True,
                         timeout=600, env=env, cwd=ROOT)
    return out.stdout.strip().splitlines()


def main() -> None:
    run("from crossfire_desktop.catalog import load_catalog; load_catalog()")  # the validated cache, as at a usual start
    bare = int(run(BARE)[-1])
    print("resident memory (RSS) after the window painted:")
    print(f"  bare PySide6 QMainWindow + catalog       {bare / 1024:6.1f} MiB")
    for turns in (3, 40):  # a few turns in, and a long game (the painted-card cache full)
        with tempfile.TemporaryDirectory() as d:
            *_, played, cache, table = run(TABLE, d, str(turns))
        kib, n = (int(x) for x in cache.split())
        reached, games, shown = played.split()
        what = (f"{reached} turns played" + (f" in {games} missions" if games != "1" else "")
                + ("; on the table" if shown == "table" else "; the end screen"))
        print(f"  table, 4 runners, 1920x1080, {turns:2d} turns {int(table) / 1024:6.1f} MiB   ratio {int(table) / bare:.2f}x"
              f"   ({what}; painted-card cache {kib / 1024:.1f} MiB, {n} cards)")
    print("  goal: ratio <= 1.30x")


if __name__ == "__main__":
    main()
