"""A host's window in its own process, driven by clicks and keys the way its player would.

    python -m tests.net.window_host --data-dir D --port P --runners 1     host a table nobody plays here
    python -m tests.net.window_host --data-dir D --resume                 click "Resume hosting …"

It prints one JSON line per step a test waits for: hosting (port, code), started, resumed (round, hash),
and `played` with the game's hash after each change. A test kills it with SIGKILL to crash the host."""

from __future__ import annotations

import argparse
import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def say(**fields: object) -> None:
    print(json.dumps(fields), flush=True)


def main() -> int:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.ui.session.persist import Persist
    from crossfire_desktop.ui.shell.window import MainWindow
    from crossfire_desktop.ui.table.parts.pointer import click_widget

    ap = argparse.ArgumentParser()
    ap.add_argument("--data-dir", required=True)
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--runners", type=int, default=2)
    ap.add_argument("--resume", action="store_true")
    args = ap.parse_args()
    app = QApplication(sys.argv[:1])
    cat = load_catalog()
    persist = Persist(args.data_dir, cat)
    persist.settings.animation_ms = 0
    win = MainWindow(cat, persist)
    win.resize(1280, 720)
    win.show()
    QTest.qWaitForWindowExposed(win)
    click_widget(win.menu.buttons["network"])
    net = win.network
    page = net.page
    QTest.qWait(100)  # the page laid out: a click lands on its buttons
    seen = {"hash": ""}

    def watch() -> None:
        t = net.table
        if t is None:
            return
        g = t.game
        if g is None:
            if t.players and not t.missing() and all(p.ready for p in t.players.values()):
                click_widget(page.start_btn)
                say(event="started")
            return
        h = g.state_hash()
        if h != seen["hash"]:
            seen["hash"] = h
            say(event="played", hash=h, round=g.s.round, result=g.result)

    if args.resume:
        if not page.resume_btn.isVisible():
            say(event="no_resume", message=page.message.text())
            return 3
        words = page.resume_btn.text()
        click_widget(page.resume_btn)
        g = net.table.game if net.table is not None else None
        say(event="resumed", words=words, port=net.server.port() if net.server else None,
            code=net.table.code if net.table else None, hash=g.state_hash() if g else None)
        seen["hash"] = g.state_hash() if g else ""
    else:
        for field, text in ((page.runners, str(args.runners)), (page.here, ""), (page.port, str(args.port))):
            field.setFocus()
            QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            QTest.keyClick(field, Qt.Key.Key_Backspace)
            QTest.keyClicks(field, text)
            QTest.keyClick(field, Qt.Key.Key_Tab)
        click_widget(page.host_btn)
        say(event="hosting", port=net.server.port() if net.server else None,
            code=net.table.code if net.table else None, message=page.message.text())
    timer = QTimer()
    timer.timeout.connect(watch)
    timer.start(50)
    QTimer.singleShot(600_000, lambda: app.exit(4))  # a test that hangs ends
    return app.exec()


if __name__ == "__main__":  # the window's hints search in a spawned worker process, which imports this module
    sys.exit(main())
