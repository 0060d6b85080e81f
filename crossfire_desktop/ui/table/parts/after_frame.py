"""Work that need not be in the frame a player's action asks for, run as soon as that frame is painted.

A drop must show at once what the player looks at (the card gone from the hand, landed on its target, the
decision that follows); the log line and the seat headers' new figures can come a frame later. Qt posts
a window's repaint (UpdateRequest) as a low-priority event; a low-priority event posted after it is
handled after it, once the frame is painted and sent to the screen. That event posts one more, which Qt
handles in the next turn of the event loop, after what the painting itself posted (the end-to-end
probe's stamp, ui/shell/e2e_probe.py): the jobs run then (nothing waits on a timer), and their own
repaint is the next frame.

Each job brings one part of the table up to date with the game as it is when the job runs; a job asked
for again before it ran runs once."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt

PAINTED = QEvent.Type(QEvent.registerEventType())
RUN = QEvent.Type(QEvent.registerEventType())


class AfterFrame(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs: dict[str, Callable[[], None]] = {}
        self._posted = False

    def run(self, key: str, job: Callable[[], None]) -> None:
        """`job` after the frame being prepared is painted (one job per key: the latest asked)."""
        self._jobs[key] = job
        if not self._posted:
            self._posted = True
            QCoreApplication.postEvent(self, QEvent(PAINTED), Qt.EventPriority.LowEventPriority.value)

    def flush(self) -> None:
        while self._jobs:
            key = next(iter(self._jobs))
            self._jobs.pop(key)()

    def event(self, ev: QEvent) -> bool:
        if ev.type() == PAINTED:  # behind the frame's UpdateRequest: the next turn of the loop runs the jobs
            QCoreApplication.postEvent(self, QEvent(RUN))
            return True
        if ev.type() == RUN:
            self._posted = False
            self.flush()
            return True
        return super().event(ev)
