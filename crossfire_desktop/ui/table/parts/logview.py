"""The table's log: a read-only text view fed by the LogModel's new rows.

A word-wrapping QListView lays out every row again on each new line (65 ms per line after a thousand
lines); a text document lays out only the paragraph added."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, Qt
from PySide6.QtGui import QHelpEvent, QTextCursor
from PySide6.QtWidgets import QFrame, QPlainTextEdit, QToolTip, QWidget

from .after_frame import AfterFrame
from .models import LogModel


class LogView(QPlainTextEdit):
    def __init__(self, model: LogModel, after_frame: AfterFrame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.after_frame = after_frame
        self.waiting: list[str] = []  # lines in the log, not yet in the view
        self.setObjectName("log")
        self.setReadOnly(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.document().setDocumentMargin(0)  # lines scroll flush with the top: no sliver of the line above
        self.model = model
        self.follows = True  # at its last line: it stays there when lines come or the view gets shorter
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        model.rowsInserted.connect(self._inserted)
        model.modelReset.connect(self._reload)
        self._reload()

    def _reload(self) -> None:
        self.waiting = []
        self.setPlainText("\n".join(self.model.lines))

    def _inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        """The log holds the line at once; the view shows it once the frame being prepared (an action's) is
        painted (parts/after_frame.py), unless `show_waiting` is asked first."""
        self.waiting += self.model.lines[first:last + 1]
        self.after_frame.run("log", self.show_waiting)

    def show_waiting(self) -> None:
        lines, self.waiting = self.waiting, []
        for line in lines:
            self.appendPlainText(line)
        if lines:
            self.scrollToBottom()

    def _scrolled(self, value: int) -> None:
        """The player scrolled back to read older lines (or down to the last again)."""
        self.follows = value >= self.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        """The decision panel or a message above grew and the view got shorter: the last lines stay in view,
        not the first ones (a 3-line hint at 1280x720 had pushed the newest lines out of sight)."""
        if self.follows:
            self.verticalScrollBar().setValue(high)

    def scrollToBottom(self) -> None:  # noqa: N802 - as QListView's, which this replaces
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
        self.moveCursor(QTextCursor.MoveOperation.End)

    def event(self, ev: Any) -> bool:
        if ev.type() == QEvent.Type.ToolTip and isinstance(ev, QHelpEvent):  # the line under the mouse
            block = self.cursorForPosition(self.viewport().mapFrom(self, ev.pos())).block()
            if block.isValid() and block.text():
                QToolTip.showText(ev.globalPos(), block.text(), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(ev)
