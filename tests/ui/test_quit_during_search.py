"""Issue 28 item 12: Quit while a hint is still thinking ends the program at once. The search ran in a
ThreadPoolExecutor, whose threads Python waits for at exit: after Quit the process lived on until the
search ended (never, on the position the issue found). A real process, driven by its keys."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

DRIVER = textwrap.dedent('''
    import os, sys, threading
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.engine import quick_setup
    from crossfire_desktop.ui.persist import Persist
    from crossfire_desktop.ui.window import MainWindow

    app = QApplication([])
    persist = Persist(sys.argv[1])
    persist.prefs.one_player = True
    win = MainWindow(load_catalog(), persist)
    win.show()
    win.start_game(quick_setup("crossfire", 2, 7))
    win.table.hint.budget_ms = 300_000  # five minutes of thinking: Quit must not wait for it

    def ask() -> None:
        QTest.keyClick(win.table, Qt.Key.Key_H)

    def quit_now() -> None:  # the title bar's X, then Quit on the question it asks
        print("thinking" if any(t.name.startswith("hint") and t.is_alive() for t in threading.enumerate())
              else "not thinking", flush=True)
        win.close()
        QTest.mouseClick(win.table.pause.confirm_btn, Qt.MouseButton.LeftButton)

    QTimer.singleShot(200, ask)
    QTimer.singleShot(1500, quit_now)
    app.exec()
    print("left the event loop", flush=True)
''')


def test_quit_while_a_hint_thinks_ends_the_process(tmp_path: Path) -> None:
    script = tmp_path / "driver.py"
    script.write_text(DRIVER, "utf-8")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2]), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, str(script), str(tmp_path / "data")], env=env, capture_output=True,
                          text=True, timeout=60)  # the search alone would take 300 s
    assert done.stdout.split("\n")[:2] == ["thinking", "left the event loop"], done.stderr[-2000:]
    assert done.returncode == 0, done.stderr[-2000:]
