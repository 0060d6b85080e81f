"""The decision's choices, every one whole: buttons flow onto as many lines as they need, a label too
long for the width wraps inside its button, and the lines scroll (wheel, scroll bar) when they are many.

The buttons are placed by hand (no QLayout subclass: its items would be PySide wrappers, see
ui/look/layouts.py); `place` is the one place that knows where each one goes.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QFrame, QPushButton, QScrollArea, QSizePolicy, QWidget
from shiboken6 import Shiboken

GAP = 3  # between choices and their lines (slim: 3 log lines beside two choices at 1280x720, 150%)


def wrapped(text: str, fm: QFontMetrics, width: int) -> str:
    """`text` broken into lines no wider than `width` at its spaces (a word longer than that keeps its line)."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and fm.horizontalAdvance(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    return "\n".join(lines)


class ChoiceFlow(QWidget):
    """Holds the choice buttons; `label` is a button's full text (what it reads before any wrapping)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons: list[QPushButton] = []
        self.wheel_to: QObject | None = None  # who scrolls when the wheel turns over a button
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)  # what the scroll area reads to size a resizable widget
        self.setSizePolicy(policy)

    def set_buttons(self, buttons: list[QPushButton]) -> None:
        self.buttons = buttons
        for b in buttons:
            b.setProperty("label", b.text())
            if self.wheel_to is not None:
                b.installEventFilter(self.wheel_to)
        self.place(self.width())

    def set_label(self, b: QPushButton, text: str) -> None:
        b.setProperty("label", text)
        self.place(self.width())

    def natural_width(self) -> int:
        """All the buttons on one line, unwrapped."""
        fm = self.fontMetrics()
        shown = [b for b in self.buttons if Shiboken.isValid(b)]
        return sum(self._pad(b) + fm.horizontalAdvance(str(b.property("label"))) + GAP for b in shown)

    def _pad(self, b: QPushButton) -> int:
        """A button's width beyond its text (frame, margins), as its style sizes it."""
        return b.sizeHint().width() - max(b.fontMetrics().horizontalAdvance(line) for line in b.text().split("\n"))

    def place(self, width: int, *, move: bool = True) -> int:
        """Put the buttons in lines of `width`; the height they take."""
        return self.line_ends(width, move=move)[-1]

    def line_ends(self, width: int, *, move: bool = False) -> list[int]:
        """Where each line of buttons ends (its bottom) at `width`; [0] without buttons."""
        width = max(width, 40)
        ends: list[int] = []
        x = y = line_h = 0
        # Qt asks for sizes from C++ (a style sheet set, a window torn down): an exception from these
        # overrides crashes PySide, so a button already deleted is skipped, never touched
        for b in [b for b in self.buttons if Shiboken.isValid(b)]:
            label = str(b.property("label"))
            pad = self._pad(b)
            text = label if b.fontMetrics().horizontalAdvance(label) + pad <= width else \
                wrapped(label, b.fontMetrics(), width - pad)
            if b.text() != text:
                b.setText(text)
            size = b.sizeHint()
            w = min(size.width(), width)
            if x and x + w > width:
                ends.append(y + line_h)
                x, y, line_h = 0, y + line_h + GAP, 0
            if move:
                b.setGeometry(QRect(x, y, w, size.height()))
            x += w + GAP
            line_h = max(line_h, size.height())
        return [*ends, y + line_h]

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self.place(width, move=False)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.width(), self.place(self.width(), move=False))

    def resizeEvent(self, ev: Any) -> None:  # noqa: N802 - Qt's name
        self.place(self.width())
        super().resizeEvent(ev)


class ChoiceScroll(QScrollArea):
    """The flow in a scroll area as tall as its lines, up to `max_height` (then the wheel scrolls it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.flow = ChoiceFlow(self)
        self.flow.wheel_to = self
        self.setWidget(self.flow)
        self.max_height = 120

    def eventFilter(self, watched: Any, ev: Any) -> bool:  # noqa: N802 - Qt's name
        """The wheel over a choice scrolls the strip (a button would swallow it, unscrolled)."""
        if ev.type() == QEvent.Type.Wheel and isinstance(watched, QPushButton):  # only choices are watched
            QApplication.sendEvent(self.verticalScrollBar(), ev)
            return True
        return super().eventFilter(watched, ev)

    def line_ends(self, width: int) -> list[int]:
        """Where each line of choices ends in a strip `width` wide, one scroll bar's width kept aside (the lines
        must not flow again when the bar shows); [0] without choices."""
        bar = self.verticalScrollBar().sizeHint().width()
        return self.flow.line_ends(max(40, width - bar)) if self.flow.buttons else [0]

    def fit(self) -> None:
        """As tall as the lines at this width, at most `max_height`; when they scroll, as tall as the whole
        lines that fit (a line cut in half read as the choices' end, k50)."""
        ends = self.line_ends(self.viewport().width())
        whole = [e for e in ends if e <= self.max_height]
        h = whole[-1] if whole else min(ends[0], self.max_height)
        if self.height() != h:
            self.setFixedHeight(h)

    def resizeEvent(self, ev: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(ev)
        self.fit()

    def show_button(self, b: QPushButton) -> None:
        """Scroll so that `b` is in sight (the hinted answer); with a gap around it only where the strip has room
        for one (a strip one line tall showed the button a pixel cut)."""
        self.ensureWidgetVisible(b, 0, GAP if b.height() + 2 * GAP <= self.viewport().height() else 0)
