"""UI figures: start-up time (process start to window shown, median of 5) next to a bare PySide6
window, and card-drop-to-repaint latency p50/p95.

    QT_QPA_PLATFORM=offscreen python bench/bench_ui.py
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

BARE = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv)
w = QWidget(); w.resize(1280, 720); w.show()
QTimer.singleShot(0, app.quit); app.exec()
"""


def timed(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - t


def startup(runs: int = 5) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as d:
        app = [timed([sys.executable, "-m", "crossfire_desktop", "--quit-when-shown", "--data-dir", d])
               for _ in range(runs)]
    bare = [timed([sys.executable, "-c", BARE]) for _ in range(runs)]
    return statistics.median(app), statistics.median(bare)


def drop_latency(samples: int = 60) -> tuple[float, float]:
    from PySide6.QtWidgets import QApplication

    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.engine import Kind, PlayCard, quick_setup
    from crossfire_desktop.ui.app import make_app
    from crossfire_desktop.ui.driver import Driver, drag_drop
    from crossfire_desktop.ui.persist import Persist
    from crossfire_desktop.ui.window import MainWindow

    app = make_app()
    times: list[float] = []
    with tempfile.TemporaryDirectory() as d:
        persist = Persist(d)
        persist.settings.animation_ms = 0
        persist.prefs.one_player = True
        win = MainWindow(load_catalog(), persist)
        win.resize(1280, 720)
        win.show()
        seed = 1
        while len(times) < samples:
            win.start_game(quick_setup("crossfire", 2, seed))
            seed += 1
            t = win.table
            drv = Driver(t)
            for _ in range(400):
                g = t.game
                if g.pending is None or len(times) >= samples:
                    break
                plays = [a for a in g.legal_actions() if isinstance(a, PlayCard) and a.runner == t.viewer
                         and a.runner == g.pending.runner and a.target is not None]
                if g.pending.kind is Kind.PLAY and plays and not t.handoff.isVisible():
                    a = plays[0]
                    view = t.seats[g.s.obstacle(a.target).facing].obstacles
                    start = time.perf_counter()
                    drag_drop(t.hand_view, a.card, view, a.target)
                    win.repaint()  # paint the whole window now
                    QApplication.processEvents()
                    times.append(time.perf_counter() - start)
                else:
                    drv.act()
        win.close()
    app.processEvents()
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95) - 1]


def main() -> None:
    app_s, bare_s = startup()
    print(f"start-up to window shown (median of 5): crossfire {app_s * 1000:.0f} ms, bare PySide6 window {bare_s * 1000:.0f} ms")
    p50, p95 = drop_latency()
    print(f"card drop to repaint: p50 {p50 * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms")


if __name__ == "__main__":
    main()
