"""A QStateMachine whose states mirror the round's Crossfire step, the five turn steps and the
revised printing's Breather."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtStateMachine import QFinalState, QState, QStateMachine

STATES = ("crossfire", "play", "apply", "take_damage", "draw_buy", "end", "breather")


class StepSignals(QObject):
    crossfire = Signal()
    play = Signal()
    apply = Signal()
    take_damage = Signal()
    draw_buy = Signal()
    end = Signal()
    breather = Signal()  # revised printing: the Breather between Scenes
    over = Signal()

    def fire(self, name: str) -> None:
        sig = getattr(self, name, None)
        if sig is not None:
            sig.emit()


class StepMachine(QObject):
    """`entered(name)` fires when the machine enters a step; `current` is the active step's name."""

    entered = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.signals = StepSignals(self)
        self.machine = QStateMachine(self)
        self.running = QState(self.machine)
        self.states: dict[str, QState] = {}
        for name in STATES:
            st = QState(self.running)
            st.setObjectName(name)
            st.entered.connect(lambda n=name: self._enter(n))
            self.states[name] = st
        idle = QState(self.running)
        idle.setObjectName("idle")
        self.running.setInitialState(idle)
        for name, st in self.states.items():
            self.running.addTransition(getattr(self.signals, name), st)
        self.over = QFinalState(self.machine)
        self.over.entered.connect(lambda: self._enter("over"))
        self.running.addTransition(self.signals.over, self.over)
        self.machine.setInitialState(self.running)
        self.current = "idle"
        self.history: list[str] = []
        self._waiting: str | None = None
        self.machine.started.connect(self._flush)

    def _enter(self, name: str) -> None:
        self.current = name
        self.history.append(name)
        self.entered.emit(name)

    def start(self) -> None:
        self.machine.start()

    def go(self, name: str) -> None:
        if not self.machine.isRunning():
            self._waiting = name  # the machine starts on the next event loop turn
            return
        self.signals.fire(name)

    def _flush(self) -> None:
        if self._waiting is not None:
            name, self._waiting = self._waiting, None
            self.signals.fire(name)
