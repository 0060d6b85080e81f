"""Widgets over the table: the hot-seat hand-off screen and the flying card animation."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QPushButton, QStyle, QStyleOption, QVBoxLayout, QWidget

from ...look.cardcache import card_picture
from ...look.cardface import CardFace
from ...words.text import tr


class HandOff(QWidget):
    """Covers the table between runners so nobody sees the next hand before it is theirs."""

    accepted = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handOff")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.title = QLabel(self)
        self.title.setObjectName("handOffTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton(self)
        self.button.setObjectName("handOffButton")
        self.button.clicked.connect(self.accepted)
        lay.addWidget(self.title)
        lay.addWidget(self.detail)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        lay.addStretch(1)
        self.seat: int | None = None
        # it covers the whole table: Qt paints nothing under it (the table's changes while it is up, and
        # the table under it the moment it comes, cost a whole-window repaint at every hand-off)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.hide()

    def paintEvent(self, _ev: object) -> None:
        """Its style sheet's ground (an opaque widget's background is its own to paint)."""
        opt = QStyleOption()
        opt.initFrom(self)
        p = QPainter(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, opt, p, self)
        p.end()

    def offer(self, seat: int, name: str, why: str) -> None:
        self.seat = seat
        self.title.setText(tr("Pass to {name}").format(name=name))
        self.detail.setText(why)
        self.button.setText(tr("I am {name}: show my cards (Enter)").format(name=name))
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()


class Flyer(QWidget):
    """A card moving across the table. It never takes mouse input and never blocks anything. It shows
    `picture` (the card as it was last painted where it comes from) or its own, painted once, scaled to
    each frame's size. Landed, it hides and waits for the next flight (`flyer`): a new one at every drop
    was a new widget over the table, styled anew by the table's style sheet."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.face: CardFace | None = None
        self.picture: QPixmap | None = None
        self.largest = QSizeF()
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.anim = QPropertyAnimation(self, b"geometry", self)
        self.anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.anim.finished.connect(self.land)

    def fly(self, face: CardFace, start: QRectF, end: QRectF, ms: int, picture: QPixmap | None = None) -> None:
        self.face, self.picture = face, picture
        self.largest = start.size().expandedTo(end.size())
        self.setGeometry(start.toRect())
        self.anim.setDuration(ms)
        self.anim.setStartValue(QRect(start.toRect()))
        self.anim.setEndValue(QRect(end.toRect()))
        self.show()
        self.raise_()
        self.anim.start()

    def land(self) -> None:
        self.hide()
        self.face = self.picture = None  # the picture is the card view's to keep, or nobody's

    def paintEvent(self, _ev: object) -> None:
        if self.face is None:
            return
        if self.picture is None:
            self.picture = card_picture(self.face, self.largest.width(), self.largest.height(),
                                        self.devicePixelRatioF(), selected=True)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawPixmap(QRectF(self.rect()), self.picture, QRectF(self.picture.rect()))
        p.end()


def flyers(table: QWidget) -> list[Flyer]:
    return table.findChildren(Flyer, options=Qt.FindChildOption.FindDirectChildrenOnly)


def flyer(table: QWidget) -> Flyer:
    """A flyer over `table` that is not flying: one that landed, or a new one."""
    return next((f for f in flyers(table) if f.isHidden()), None) or Flyer(table)
