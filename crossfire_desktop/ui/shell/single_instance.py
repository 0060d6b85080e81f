"""One window per data folder. Two copies of the program on one folder would share the autosave (the
Continue slot keeps only the last writer's game) and its journal; the second copy is told the folder is
already open, and the first window is brought forward instead.

The lock is a QLockFile in the data folder, held while the window is open (a copy that crashed leaves a
lock whose process is gone: Qt takes it over). The second copy asks for the window by creating a request
file in the folder; the first copy watches the folder (QFileSystemWatcher), takes the request away and
brings its window forward; the second sees it gone. (A local socket did this before: QtNetwork cost every
start ~2.7 MiB of memory for one message, bench/bench_memory_real.py.)
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile

LOCK_NAME = ".window.lock"
RAISE_NAME = ".window.raise"  # "bring your window forward", from a second copy
REACH_MS = 2000  # the first copy answers at once (or is still starting); a hung one must not hang this one
# made new, never written through a link or into a FIFO planted at its place
_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)


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
        self._watcher: QFileSystemWatcher | None = None
        self._bring_forward: Callable[[], None] = lambda: None
        self._listen()  # at once: a second copy started a moment later finds it

    def listen(self, bring_forward: Callable[[], None]) -> None:
        """Call `bring_forward` when a second copy on this folder asks for the window."""
        self._bring_forward = bring_forward

    def _listen(self) -> None:
        if not self.held:
            return
        watcher = QFileSystemWatcher([str(self.folder)])
        watcher.directoryChanged.connect(self._folder_changed)
        self._watcher = watcher
        self._take_request()  # one made before the watch began (or left by a copy nobody answered)

    def _folder_changed(self, _path: str) -> None:
        if self._take_request():
            self._bring_forward()

    def _take_request(self) -> bool:
        """Take a second copy's request away; True if there was one (any other change of the folder: False)."""
        try:
            (self.folder / RAISE_NAME).unlink()
        except OSError:
            return False
        return True

    def ask_first_copy(self) -> bool:
        """Ask the copy holding the folder to bring its window forward; True if it took the request."""
        request = self.folder / RAISE_NAME
        try:
            os.close(os.open(request, _CREATE, 0o644))
        except FileExistsError:
            pass  # another copy asked a moment ago: its request stands for this one too
        except OSError:
            return False
        deadline = time.monotonic() + REACH_MS / 1000
        while time.monotonic() < deadline:
            if not request.exists():
                return True
            time.sleep(0.02)
        with contextlib.suppress(OSError):  # not taken: no copy watches (a hung one, another account)
            request.unlink()
        return False

    def release(self) -> None:
        if self._watcher is not None:
            self._watcher.deleteLater()
            self._watcher = None
        if self.held:
            self._lock.unlock()
            self.held = False
