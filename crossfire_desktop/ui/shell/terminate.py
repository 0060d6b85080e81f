"""SIGTERM or SIGHUP (a logout, a shutdown, `kill`, the terminal closed): the window closes as the pause menu's
Quit does, the autosave and the game's log written, instead of the process ending where it stands (the log
lines of the turn in progress were lost). Python runs a signal handler only when it gets control: the signal's
byte, written to a pipe by Python's wakeup fd, wakes Qt's event loop through a socket notifier."""

from __future__ import annotations

import contextlib
import os
import signal
from typing import Any

from PySide6.QtCore import QSocketNotifier, QTimer


def close_on_terminate(app: Any, win: Any) -> None:
    if os.name != "posix":
        return
    read, write = os.pipe()
    os.set_blocking(read, False)
    os.set_blocking(write, False)
    signal.set_wakeup_fd(write)
    notifier = QSocketNotifier(read, QSocketNotifier.Type.Read, app)

    def drain() -> None:
        with contextlib.suppress(OSError):  # (already read)
            os.read(read, 512)

    def close() -> None:
        win.quit_confirmed()  # no "Quit the game?" question: the session is ending
        app.quit()

    def asked(_sig: int, _frame: Any) -> None:
        # the handler runs between two bytecodes of whatever Python code was running (an answer being applied,
        # an autosave being written): the close waits for the event loop, where nothing is half done
        QTimer.singleShot(0, close)

    notifier.activated.connect(drain)
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, asked)
