"""Start-up figure: process start to main window shown, side by side with a bare PySide6 QMainWindow.

Alternates N runs of each (fresh temp data folder per run, one warm user cache folder, as a player
who has started the game before has), prints the medians and the ratio (goal: <= 1.5x).

    QT_QPA_PLATFORM=offscreen python bench/bench_startup.py [N]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.resize(1280, 720); w.show()
QTimer.singleShot(0, app.quit); app.exec()
"""


def timed(cmd: list[str], env: dict[str, str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, check=True, capture_output=True, timeout=120, env=env, cwd=ROOT)
    return time.perf_counter() - t


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    app_cmd = [sys.executable, "-m", "crossfire_desktop", "--quit-when-shown"]
    bare_cmd = [sys.executable, "-c", BARE]
    app_s: list[float] = []
    bare_s: list[float] = []
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   XDG_CACHE_HOME=cache)
        with tempfile.TemporaryDirectory() as d:  # warm-up: fills the user cache, loads the OS file cache
            timed(app_cmd, dict(env, CROSSFIRE_DATA_DIR=d))
            timed(bare_cmd, env)
        for _ in range(runs):
            bare_s.append(timed(bare_cmd, env))
            with tempfile.TemporaryDirectory() as d:
                app_s.append(timed(app_cmd, dict(env, CROSSFIRE_DATA_DIR=d)))
    app, bare = statistics.median(app_s), statistics.median(bare_s)
    print(f"start-up to window shown, median of {runs} alternating runs:")
    print(f"  bare PySide6 QMainWindow  {bare * 1000:7.0f} ms   (min {min(bare_s) * 1000:.0f}, max {max(bare_s) * 1000:.0f})")
    print(f"  crossfire --quit-when-shown {app * 1000:5.0f} ms   (min {min(app_s) * 1000:.0f}, max {max(app_s) * 1000:.0f})")
    print(f"  ratio {app / bare:.2f}x (goal <= 1.50x)")


if __name__ == "__main__":
    main()
