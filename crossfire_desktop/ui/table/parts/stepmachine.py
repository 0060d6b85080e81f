"""The table's step: the round's Crossfire step, the five turn steps, the revised printing's Breather, then
over. A few lines of Python in place of a QStateMachine, which loaded QtStateMachine (~0.6 MiB resident,
bench/bench_memory.py) for seven states entered in a row. It keeps the machine's order: a step entered
while another's `entered` is being handled follows once that handler returns, and steps asked for before
the first event loop turn wait for it (the table is still being built)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

STATES = ("crossfire", "play", "apply", "take_damage", "draw_buy", "end", "breather")


class StepMachine(QObject):
    """`entered(name)` fires when a step is entered (again, if asked twice); `current` is the step's name,
    "idle" before the first and "over" once the game ended (nothing is entered after)."""

    entered = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.current = "idle"
        self.history: list[str] = []
        self._running = False
        self._queue: list[str] = []
        self._entering = False
        self._waiting: str | None = None

    def start(self) -> None:
        QTimer.singleShot(0, self, self._started)

    def _started(self) -> None:
        self._running = True
        if self._waiting is not None:
            name, self._waiting = self._waiting, None
            self.go(name)

    def go(self, name: str) -> None:
        if name not in STATES and name != "over":
            return
        if not self._running:
            self._waiting = name  # only the last one asked counts, as with the machine not started
            return
        self._queue.append(name)
        if self._entering:
            return
        self._entering = True
        try:
            while self._queue and self.current != "over":
                self._enter(self._queue.pop(0))
            self._queue.clear()
        finally:
            self._entering = False

    def _enter(self, name: str) -> None:
        self.current = name
        self.history.append(name)
        self.entered.emit(name)
