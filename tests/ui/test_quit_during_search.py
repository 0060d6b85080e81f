"""Issue 28 item 12: Quit while a hint is still thinking ends the program at once, its worker process too.
The search first ran in a ThreadPoolExecutor, whose threads Python waits for at exit; then in a thread of
the window's process, where it starved the window of Python's interpreter lock (the Quit below was never
even reached). It now runs in a worker process. A real process, driven by its keys."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

DRIVER = textwrap.dedent('''
    import multiprocessing, os, sys, threading
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.engine import quick_setup
    from crossfire_desktop.ui.session.persist import Persist
    from crossfire_desktop.ui.shell.window import MainWindow


    def main() -> None:
        app = QApplication([])
        persist = Persist(sys.argv[1])
        persist.prefs.one_player = True
        win = MainWindow(load_catalog(), persist)
        win.show()
        win.start_game(quick_setup("crossfire", 2, 7))
        win.table.hint.budget_ms = 300_000  # five minutes of thinking: Quit must not wait for it

        def ask() -> None:
            QTest.keyClick(win.table, Qt.Key.Key_H)

        waited = [0]

        def quit_now() -> None:  # the title bar's X, then Quit on the question it asks
            if not multiprocessing.active_children() and waited[0] < 200:  # a loaded machine starts it late
                waited[0] += 1
                QTimer.singleShot(100, quit_now)
                return
            print("thinking" if any(t.name.startswith("hint") and t.is_alive() for t in threading.enumerate())
                  else "not thinking", flush=True)
            print("workers", *[p.pid for p in multiprocessing.active_children()], flush=True)
            win.close()
            QTest.mouseClick(win.table.pause.confirm_btn, Qt.MouseButton.LeftButton)

        QTimer.singleShot(200, ask)
        QTimer.singleShot(1500, quit_now)
        app.exec()
        print("left the event loop", flush=True)


    if __name__ == "__main__":  # the search's worker process imports this script again
        main()
''')


def test_quit_while_a_hint_thinks_ends_the_process(tmp_path: Path) -> None:
    script = tmp_path / "driver.py"
    script.write_text(DRIVER, "utf-8")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2]), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, str(script), str(tmp_path / "data")], env=env, capture_output=True,
                          text=True, timeout=90)  # the search alone would take 300 s
    said = done.stdout.split("\n")
    assert said[0] == "thinking" and said[2] == "left the event loop", done.stderr[-2000:]
    assert done.returncode == 0, done.stderr[-2000:]
    workers = [int(pid) for pid in said[1].split()[1:]]
    assert workers, "the hint thinks in a worker process, not in the window's"
    for pid in workers:  # and that worker ended with the program
        assert not Path(f"/proc/{pid}").exists() or "zombie" in Path(f"/proc/{pid}/status").read_text()
