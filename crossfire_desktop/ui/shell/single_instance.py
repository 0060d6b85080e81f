"""One window per data folder. Two copies of the program on one folder would share the autosave (the
Continue slot keeps only the last writer's game) and its journal; the second copy is told the folder is
already open, and the first window is brought forward instead.

The lock is a QLockFile in the data folder, held while the window is open (a copy that crashed leaves a
lock whose process is gone: Qt takes it over). The first copy listens on a local socket named after the
folder; the second sends it "raise" and exits.
"""

from __future__ import annotations

import contextlib
import hashlib
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLockFile
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = ".window.lock"
RAISE = b"raise\n"
REACH_MS = 2000  # the first copy answers at once (or is still starting); a hung one must not hang this one


def _server_name(folder: Path) -> str:
    return "crossfire-desktop-" + hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:20]


class FolderLock:
    """This copy's claim on a data folder. `held` is False when another copy has it."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._lock = QLockFile(str(folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # held for the whole session: only a dead process makes it stale
        with contextlib.suppress(OSError):  # unwritable: the start screen says saving is off, nothing to share
            folder.mkdir(parents=True, exist_ok=True)
        self.held = self._lock.tryLock(0)
        # only another copy's lock refuses the start; a folder where no lock can be made does not
        self.taken = not self.held and self._lock.error() == QLockFile.LockError.LockFailedError
        self._server: QLocalServer | None = None
        self._bring_forward: Callable[[], None] = lambda: None
        self._listen()  # at once: a second copy started a moment later finds it

    def listen(self, bring_forward: Callable[[], None]) -> None:
        """Call `bring_forward` when a second copy on this folder asks for the window."""
        self._bring_forward = bring_forward

    def _listen(self) -> None:
        if not self.held:
            return
        name = _server_name(self.folder)
        QLocalServer.removeServer(name)  # a socket left by a crashed copy (we hold the lock: it is dead)
        server = QLocalServer()
        if not server.listen(name):
            return  # no socket: the second copy still gets its message, only the window stays where it is

        def on_connection() -> None:
            conn = server.nextPendingConnection()
            if conn is not None:
                conn.readyRead.connect(
                    lambda: self._bring_forward() if RAISE in bytes(conn.readAll().data()) else None)
                conn.disconnected.connect(conn.deleteLater)

        server.newConnection.connect(on_connection)
        self._server = server

    def ask_first_copy(self) -> bool:
        """Ask the copy holding the folder to bring its window forward; True if it was reached."""
        sock = QLocalSocket()
        deadline = time.monotonic() + REACH_MS / 1000
        while True:  # the first copy may have taken the lock a moment before it listens
            sock.connectToServer(_server_name(self.folder))
            if sock.waitForConnected(REACH_MS):
                break
            if time.monotonic() > deadline:
                return False
            time.sleep(0.05)
        sock.write(RAISE)
        done = sock.waitForBytesWritten(REACH_MS)
        sock.disconnectFromServer()
        return done

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self.held:
            self._lock.unlock()
            self.held = False
