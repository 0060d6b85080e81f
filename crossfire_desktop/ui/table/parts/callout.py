"""The tutorial's callout (a title, words, Skip and Next) and the bright frame around what it is about."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...words.text import tr
from .tutorial_end import tutorial_frame


class Highlight(QWidget):
    """A bright frame around what a callout is about; the mouse goes through it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.hide()

    def paintEvent(self, _ev: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#f5c451"), 4))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 8, 8)
        p.end()


class Callout(QFrame):
    nextClicked = Signal()
    skipClicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        tutorial_frame(self, "tutorialCallout", 10)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 10, 14, 10)
        self.title = QLabel(self)
        self.title.setObjectName("tutorialTitle")
        self.title.setStyleSheet("color: #f5c451; font-weight: bold;")
        self.body = QLabel(self)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setStyleSheet("font-size: 14px;")
        row = QHBoxLayout()
        self.skip = QPushButton(tr("Skip tutorial"), self)
        self.next = QPushButton(tr("Next"), self)
        self.next.setObjectName("primary")
        for b in (self.skip, self.next):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the table
        self.skip.clicked.connect(self.skipClicked)
        self.next.clicked.connect(self.nextClicked)
        lay.addWidget(self.title)
        lay.addWidget(self.body)
        lay.addLayout(row)  # empty, then filled: see ui/look/layouts.py
        row.addWidget(self.skip)
        row.addStretch(1)
        row.addWidget(self.next)
        self.hide()

    def show_text(self, title: str, body: str, width: int, px: int) -> None:
        self.body.setStyleSheet(f"font-size: {px}px;")
        self.title.setText(title)
        self.body.setText(body)
        self.setFixedWidth(width)
        lay = self.layout()
        self.setFixedHeight(lay.totalHeightForWidth(width) if lay.hasHeightForWidth() else lay.sizeHint().height())
