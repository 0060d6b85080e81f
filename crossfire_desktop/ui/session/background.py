"""Work that would freeze the window (reading a long campaign) run in a daemon thread; its answer is handed
back on the GUI thread. A daemon thread never holds Quit: Python does not wait for it at exit, and the work
itself is bounded (a file under the save size limit)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QTimer

POLL_MS = 20
T = TypeVar("T")


def in_daemon_thread(name: str, work: Callable[[], T]) -> Future[T]:
    """Run `work` in a daemon thread; the future holds its answer or its error (read on the GUI thread)."""
    future: Future[T] = Future()
    future.set_running_or_notify_cancel()

    def run() -> None:
        try:
            future.set_result(work())
        except BaseException as exc:  # noqa: BLE001 - handed over in the future
            future.set_exception(exc)

    threading.Thread(target=run, name=name, daemon=True).start()
    return future


class Background(QObject):
    """One job at a time: `start(work, done)` runs `work()` in a thread, then `done(future)` on the GUI thread."""

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._job: tuple[Future[Any], Callable[[Future[Any]], None]] | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)

    @property
    def busy(self) -> bool:
        return self._job is not None

    def start(self, work: Callable[[], Any], done: Callable[[Future[Any]], None]) -> bool:
        """False (nothing started) while a job is running."""
        if self._job is not None:
            return False
        self._job = (in_daemon_thread(self.name, work), done)
        self._poll.start()
        return True

    def _collect(self) -> None:
        if self._job is None or not self._job[0].done():
            return
        self._poll.stop()
        (future, done), self._job = self._job, None
        done(future)
