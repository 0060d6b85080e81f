"""Short table animations driven by engine events: damage flashes, defeated obstacles fading, drawn
cards sliding into the hand (card plays and buys fly with overlays.Flyer). None takes mouse input,
so nothing is ever blocked; Settings > Card animation = Off turns them all off (and tests do)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QObject, QRect, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QWidget

from ...look.cardcache import card_picture
from ...look.cardface import CardFace, face_of
from .overlays import flyer, flyers

if TYPE_CHECKING:
    from .surface import TableSurface


class Effect(QWidget):
    """A passing picture over the table: a coloured flash, or a card fading away. Mouse goes through."""

    def __init__(self, parent: QWidget, rect: QRect, ms: int, color: QColor | None = None,
                 face: CardFace | None = None) -> None:
        super().__init__(parent)
        self.color = color
        self.face = face
        self.picture: QPixmap | None = None  # the card, painted at its first frame
        self.t = 0.0
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setGeometry(rect)
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(0.0)
        self.anim.setEndValue(1.0)
        self.anim.setDuration(ms)
        self.anim.setEasingCurve(QEasingCurve.Type.InQuad)
        self.anim.valueChanged.connect(self._step)
        self.anim.finished.connect(self.deleteLater)
        self.show()
        self.raise_()
        self.anim.start()

    def _step(self, value: float) -> None:
        self.t = float(value)
        self.update()

    def paintEvent(self, _ev: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fade = 1.0 - self.t
        if self.face is not None:  # defeated: the card shrinks a little and fades out
            if self.picture is None:
                self.picture = card_picture(self.face, self.width(), self.height(), self.devicePixelRatioF())
            p.setOpacity(fade)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            r = QRectF(self.rect())
            shrink = 0.15 * self.t
            p.drawPixmap(r.adjusted(r.width() * shrink, r.height() * shrink, -r.width() * shrink,
                                    -r.height() * shrink), self.picture, QRectF(self.picture.rect()))
        elif self.color is not None:
            c = QColor(self.color)
            c.setAlphaF(0.55 * fade)
            p.setPen(QPen(QColor(self.color), 3))
            p.setBrush(c)
            p.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
        p.end()


class Animator(QObject):
    """Turns a batch of engine events into effects over the table. `active()` counts running ones."""

    def __init__(self, table: TableSurface, ms: Callable[[], int]) -> None:
        super().__init__(table)
        self.table = table
        self.ms = ms
        table.ctl.events.connect(self.on_events)

    def active(self) -> int:
        t = self.table
        return len(t.findChildren(Effect)) + sum(not f.isHidden() for f in flyers(t))  # still flying (a landed one waits hidden), seen or not

    def _rect_in_table(self, window_rect: QRectF | None) -> QRect | None:
        if window_rect is None:
            return None
        top = self.table.mapFrom(self.table.window(), window_rect.topLeft().toPoint())
        return QRect(top, window_rect.size().toSize())

    def _obstacle_rect(self, card: Any) -> QRect | None:
        for seat in self.table.seats.values():
            r = self._rect_in_table(seat.obstacles.card_rect(int(card)))
            if r is not None:
                return r
        return None

    def _obstacle_as_seen(self, card: int) -> CardFace:
        """The obstacle as the view that shows it last painted it (the game has already taken it away, damage
        and all; a view it was moved from may hold an older picture of it)."""
        for seat in self.table.seats.values():
            view = seat.obstacles
            if view.card_rect(card) is not None:
                face = view.itemDelegate().painted.get(card)
                return face if face is not None else face_of(self.table.game, card)
        return face_of(self.table.game, card)

    def on_events(self, evs: list[Any]) -> None:
        ms = int(self.ms())
        t = self.table
        if ms <= 0 or not t.isVisible():
            return
        for ev in evs:
            p = ev.params
            if ev.code == "damage_applied" and int(p.get("cleared", 0) or 0) > 0:
                rect = self._obstacle_rect(p.get("obstacle"))
                if rect is not None:
                    Effect(t, rect, ms * 2, color=QColor("#f5c451"))
            elif ev.code == "hp" and int(p.get("delta", 0)) != 0:
                seat = t.seats.get(int(p.get("runner", -1)))
                if seat is not None:
                    head = seat.header
                    rect = QRect(head.mapTo(t, head.rect().topLeft()), head.size())
                    hurt = int(p.get("delta", 0)) < 0
                    Effect(t, rect, ms * 2, color=QColor("#e5484d" if hurt else "#2fb36d"))
            elif ev.code == "obstacle_defeated":
                # the views still show the obstacle: the table refreshes after this batch
                rect = self._obstacle_rect(p.get("obstacle"))
                if rect is not None:
                    Effect(t, rect, ms * 3, face=self._obstacle_as_seen(int(p["obstacle"])))
            elif ev.code == "drew" and int(p.get("n", 0) or 0) > 0:
                runner, n = int(p.get("runner", -1)), int(p.get("n", 0))
                QTimer.singleShot(0, lambda r=runner, k=n: self._slide_in(r, k, ms))

    def _slide_in(self, runner: int, n: int, ms: int) -> None:
        """Drawn cards slide into the hand from its left edge (after the table shows them)."""
        t = self.table
        if t.viewer != runner or not t.hand_view.isVisible():
            return
        hand = t.game.s.runners[runner].hand
        for card in hand[-n:]:
            dest = self._rect_in_table(t.hand_view.card_rect(card))
            if dest is None:
                continue
            start = QRectF(dest).translated(-dest.width() * 1.5, 0)
            start.moveLeft(max(0.0, start.left()))
            flyer(t).fly(face_of(t.game, card), start, QRectF(dest), ms)
