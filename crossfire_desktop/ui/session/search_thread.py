"""Searches (a hint, an AI seat's move) waited for in background threads that never keep the program alive:
the search itself runs in a worker process (`SearchPolicy.search_in_worker`: in a thread of this process it
starved the window of Python's interpreter lock), each waiting thread is a daemon (Python does not wait for
it at exit, as it does for a ThreadPoolExecutor's), and the searches are cancelled (their worker stopped)
when their table goes away, so a slow position can't hold Quit."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, TypeVar

from .background import in_daemon_thread

if TYPE_CHECKING:
    from crossfire_desktop.bots.search import SearchPolicy

T = TypeVar("T")


class Searches:
    """The searches a table started; `cancel_all` stops the ones still running."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._running: list[tuple[SearchPolicy, Future[object]]] = []

    def start(self, policy: SearchPolicy, work: Callable[[], T]) -> Future[T]:
        """Run `work` (a search by `policy`) in a daemon thread; the future holds its answer or error."""
        future = in_daemon_thread(self.name, work)
        self._running = [(p, f) for p, f in self._running if not f.done()]
        self._running.append((policy, future))  # type: ignore[arg-type]
        return future

    def cancel_all(self) -> None:
        for policy, _future in self._running:
            policy.cancel()
        self._running = []
