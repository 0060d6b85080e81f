"""A replay: the table in read-only mode, stepped by action and by turn, with a scrubber, play/pause and
"Play from here" (a new game at this position; the record stays as it was)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.history.replay import Replay

from ..session.controller import GameController
from ..words.edition import edition_line
from ..words.text import event_lines, tr

if TYPE_CHECKING:
    from crossfire_desktop.catalog import Catalog

    from ..session.persist import Persist

SPEEDS = (("slow", 1600), ("normal", 900), ("fast", 300))  # ms per action while playing


class ReplayController(GameController):
    """The table's one door to the game, shut: the replay moves the game, a player can't."""

    read_only = True

    def __init__(self, replay: Replay) -> None:
        super().__init__(replay.game)
        self.replay = replay

    def _refuse(self) -> bool:
        self.refused.emit(tr("This is a replay: nothing can be played here. \"Play from here\" starts a new game "
                             "at this point."))
        return False

    def submit(self, action: Any) -> bool:
        return self._refuse()

    def undo(self) -> bool:
        return self._refuse()

    def end_step(self) -> bool:
        return self._refuse()

    def go(self, position: int) -> None:
        """Move the replay; one step forward is shown as it was played (log lines, animations)."""
        one_step = position == self.replay.position + 1
        evs = self.replay.goto(position)
        if one_step:
            for line in event_lines(evs, self.names):
                self.logged.emit(line)
            self.events.emit(evs)
        self.changed.emit()
        if one_step:
            self._sync_step(evs)
        else:
            self.announce()


class ReplayPage(QWidget):
    back = Signal()
    playFrom = Signal(dict)  # a save of the game at this position: a new game (branch)

    def __init__(self, record: dict[str, Any], catalog: Catalog, persist: Persist, title: str,
                 parent: QWidget | None = None) -> None:
        from .widget import TableWidget  # noqa: PLC0415 - the table's modules load with the first replay

        super().__init__(parent)
        self.replay = Replay(record, catalog)
        self.ctl = ReplayController(self.replay)
        self.table = TableWidget(self.ctl, persist, self)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        head = QHBoxLayout()
        lay.addLayout(head)  # empty, then filled: see ui/look/layouts.py
        self.title = QLabel(title, self)
        self.title.setObjectName("replayTitle")
        head.addWidget(self.title, 1)
        head.addWidget(QLabel(tr("Seen by"), self))
        self.seat = QComboBox(self)
        self.seat.addItem(tr("Whoever decides"), -1)
        for r in self.replay.game.s.runners:
            if not r.client:
                self.seat.addItem(r.name, r.seat)
        self.seat.setToolTip(tr("Whose hand the replay shows"))
        self.seat.currentIndexChanged.connect(self._seat_changed)
        head.addWidget(self.seat)
        self.reveal = QCheckBox(tr("Show every hand"), self)
        self.reveal.setToolTip(tr("After the game, nothing is secret: list every runner's hand"))
        self.reveal.setVisible(self.replay.ended)
        self.reveal.toggled.connect(self._show_hands)
        head.addWidget(self.reveal)
        lay.addWidget(self.table, 1)
        self.hands = QLabel(self)
        self.hands.setWordWrap(True)
        self.hands.setTextFormat(Qt.TextFormat.PlainText)
        self.hands.hide()
        lay.addWidget(self.hands)
        bar = QHBoxLayout()
        lay.addLayout(bar)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, tip, slot in (
            ("start", "|◀", tr("The start of the game (Home)"), lambda: self.go(0)),
            ("prev_turn", "◀◀", tr("The previous turn (Page Up)"), self.previous_turn),
            ("prev", "◀", tr("One action back (Left)"), lambda: self.go(self.replay.position - 1)),
            ("play", tr("Play"), tr("Play the game on at the chosen speed (Space)"), self.toggle_play),
            ("next", "▶", tr("One action on (Right)"), lambda: self.go(self.replay.position + 1)),
            ("next_turn", "▶▶", tr("The next turn (Page Down)"), self.next_turn),
            ("end", "▶|", tr("The end of the game (End)"), lambda: self.go(self.replay.length)),
        ):
            b = QPushButton(text, self)
            b.setToolTip(tip)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the page
            b.clicked.connect(slot)
            bar.addWidget(b)
            self.buttons[key] = b
        self.speed = QComboBox(self)
        for key, ms in SPEEDS:
            self.speed.addItem({"slow": tr("Slow"), "normal": tr("Normal"), "fast": tr("Fast")}[key], ms)
        self.speed.setCurrentIndex(1)
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed.currentIndexChanged.connect(lambda _i: self.timer.setInterval(int(self.speed.currentData())))
        bar.addWidget(self.speed)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, self.replay.length)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setToolTip(tr("Drag to any point of the game"))
        self.slider.valueChanged.connect(self._slid)
        self.slider.sliderReleased.connect(lambda: self.go(self.slider.value()))
        bar.addWidget(self.slider, 1)
        self.where = QLabel(self)
        bar.addWidget(self.where)
        self.turn_box = QComboBox(self)
        self.turn_box.setToolTip(tr("Jump to a turn"))
        self.turn_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for i, start in enumerate(self.replay.turn_starts):
            n = self.replay.turn_number(i)
            self.turn_box.addItem(tr("Turn {n}").format(n=n) if n else tr("Setup"), start)
        self.turn_box.activated.connect(lambda i: self.go(int(self.turn_box.itemData(i))))
        bar.addWidget(self.turn_box)
        branch = QPushButton(tr("Play from here"), self)
        branch.setToolTip(tr("Start a new game at this point; this record stays as it is"))
        branch.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        branch.clicked.connect(lambda: self.playFrom.emit(self.replay.branch()))
        self.branch_btn = branch
        bar.addWidget(branch)
        leave = QPushButton(tr("Back"), self)
        leave.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        leave.clicked.connect(self.leave)
        bar.addWidget(leave)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._seat_changed()
        self._rebuild_log()  # the log opens as the game's did: the printing, then the setup's lines
        self._update()

    # -- moving --------------------------------------------------------------------------------
    def go(self, position: int) -> None:
        position = max(0, min(position, self.replay.length))
        if position != self.replay.position:
            one_step = position == self.replay.position + 1
            self.ctl.go(position)
            if not one_step:
                self._rebuild_log()
        if self.replay.position >= self.replay.length:
            self.pause()
        self._update()

    def next_turn(self) -> None:
        later = [s for s in self.replay.turn_starts if s > self.replay.position]
        self.go(later[0] if later else self.replay.length)

    def previous_turn(self) -> None:
        earlier = [s for s in self.replay.turn_starts if s < self.replay.position]
        self.go(earlier[-1] if earlier else 0)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.pause()
        else:
            if self.replay.position >= self.replay.length:
                self.go(0)
            self.timer.start(int(self.speed.currentData()))
            self.buttons["play"].setText(tr("Pause"))

    def pause(self) -> None:
        self.timer.stop()
        self.buttons["play"].setText(tr("Play"))

    def _tick(self) -> None:
        self.go(self.replay.position + 1)

    def leave(self) -> None:
        self.pause()
        self.back.emit()

    # -- showing -------------------------------------------------------------------------------
    def _slid(self, value: int) -> None:
        if self.slider.isSliderDown():
            self.where.setText(self._where_text(value))  # the label follows; the table moves on release
        elif value != self.replay.position:
            self.go(value)

    def _where_text(self, position: int) -> str:
        return tr("Action {n} of {total} · turn {turn} of {turns}").format(
            n=position, total=self.replay.length, turn=self.replay.turn_number(self.replay.turn_of(position)),
            turns=self.replay.turns)

    def _update(self) -> None:
        pos = self.replay.position
        self._follow()
        self.slider.blockSignals(True)
        self.slider.setValue(pos)
        self.slider.blockSignals(False)
        self.where.setText(self._where_text(pos))
        self.turn_box.setCurrentIndex(self.replay.turn_of(pos))
        for key in ("start", "prev", "prev_turn"):
            self.buttons[key].setEnabled(pos > 0)
        for key in ("next", "next_turn", "end"):
            self.buttons[key].setEnabled(pos < self.replay.length)
        self.branch_btn.setEnabled(self.replay.game.pending is not None)
        self._show_hands()

    def _rebuild_log(self) -> None:
        """After a jump the log reads as if the game had been played to here."""
        names = self.ctl.names
        lines = [edition_line(self.replay.game), *event_lines(self.replay.opening, names)]
        for evs in self.replay.events[: self.replay.position]:
            lines.extend(event_lines(evs, names))
        model = self.table.log_model
        model.beginResetModel()
        model.lines = lines
        model.endResetModel()
        self.table.log_view.scrollToBottom()
        self.table.message.setText("")

    def _seat_changed(self) -> None:
        self._follow()

    def _follow(self) -> None:
        """Show the chosen runner's hand, or the hand of whoever decides now (the Client holds none)."""
        seat = self.seat.currentData()
        if seat == -1:
            d = self.replay.game.pending
            runners = self.replay.game.s.runners
            seat = d.runner if d is not None and 0 <= d.runner < len(runners) and not runners[d.runner].client \
                else self.table.viewer
        if seat is not None and seat != self.table.viewer:
            self.table.set_viewer(int(seat))
            self.table.refresh()

    def _show_hands(self) -> None:
        on = self.reveal.isChecked() and self.replay.ended
        self.hands.setVisible(on)
        if on:
            g = self.replay.game
            names = self.ctl.names
            self.hands.setText(names.elided("\n".join(
                tr("{name}'s hand: {cards}").format(
                    name=r.name, cards=", ".join(names.card(c) for c in r.hand) or tr("empty"))
                for r in g.s.runners if not r.client)))

    def keyPressEvent(self, ev: QKeyEvent) -> None:
        keys = {
            Qt.Key.Key_Right: lambda: self.go(self.replay.position + 1),
            Qt.Key.Key_Left: lambda: self.go(self.replay.position - 1),
            Qt.Key.Key_PageDown: self.next_turn,
            Qt.Key.Key_PageUp: self.previous_turn,
            Qt.Key.Key_Home: lambda: self.go(0),
            Qt.Key.Key_End: lambda: self.go(self.replay.length),
            Qt.Key.Key_Space: self.toggle_play,
            Qt.Key.Key_Escape: self.leave,
        }
        act = keys.get(Qt.Key(ev.key()))
        if act is None:
            super().keyPressEvent(ev)
            return
        act()


__all__ = ["ReplayController", "ReplayPage"]
