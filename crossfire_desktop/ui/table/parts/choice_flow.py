"""The decision's choices, every one whole: buttons flow onto as many lines as they need, a label too
long for the width wraps inside its button, and the lines scroll (wheel, scroll bar) when they are many.

The buttons are placed by hand (no QLayout subclass: its items would be PySide wrappers, see
ui/look/layouts.py); `place` is the one place that knows where each one goes.
"""

from __future__ import annotations

from collections.abc import Callable
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
        self.lines_width: Callable[[], int] = self.width  # the width its lines are laid in (ChoiceScroll's own)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)  # what the scroll area reads to size a resizable widget
        self.setSizePolicy(policy)

    def set_buttons(self, buttons: list[QPushButton]) -> None:
        self.buttons = buttons
        for b in buttons:
            b.setProperty("label", b.text())
            if self.wheel_to is not None:
                b.installEventFilter(self.wheel_to)
        self.place(self.lines_width())

    def set_label(self, b: QPushButton, text: str) -> None:
        b.setProperty("label", text)
        self.place(self.lines_width())

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
        """Where each line of buttons ends (its bottom) at `width`; [0] without buttons. Only `move` wraps the
        buttons' texts: a measure at another width (the panel's need) leaves them as they stand."""
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
            if move and b.text() != text:
                b.setText(text)
            size = self._size(b, text)
            w = min(size.width(), width)
            if x and x + w > width:
                ends.append(y + line_h)
                x, y, line_h = 0, y + line_h + GAP, 0
            if move:
                b.setGeometry(QRect(x, y, w, size.height()))
            x += w + GAP
            line_h = max(line_h, size.height())
        return [*ends, y + line_h]

    def _size(self, b: QPushButton, text: str) -> QSize:
        """`b`'s size showing `text`, measured without setting it (a line more or less: a line's spacing)."""
        size = b.sizeHint()
        if b.text() == text:
            return size
        fm = b.fontMetrics()
        more = text.count("\n") - b.text().count("\n")
        widest = max(fm.horizontalAdvance(line) for line in text.split("\n"))
        return QSize(self._pad(b) + widest, size.height() + more * fm.lineSpacing())

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, _width: int) -> int:  # noqa: N802 - Qt's name
        return self.place(self.lines_width(), move=False)  # (not the width asked: a bar shown or not)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.width(), self.place(self.lines_width(), move=False))

    def resizeEvent(self, ev: Any) -> None:  # noqa: N802 - Qt's name
        self.place(self.lines_width())
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
        self.flow.lines_width = lambda: max(40, self.width() - self._bar())  # the bar shown or not: one width
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
        return self.flow.line_ends(max(40, width - self._bar())) if self.flow.buttons else [0]

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def fit(self) -> None:
        """As tall as the lines at this width, at most `max_height`; when they scroll, as tall as the whole
        lines that fit (a line cut in half read as the choices' end, k50)."""
        ends = self.line_ends(self.width())  # (the strip's: the viewport's is narrower by a bar shown)
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
