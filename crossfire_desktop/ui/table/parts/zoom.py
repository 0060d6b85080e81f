"""The card zoom: the whole card, large, with its keywords explained, placed BESIDE its card."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ...look.cardface import CardFace
from ...look.cardpaint import CARD_RATIO, card_text, paint_card
from ...look.cardtext import plain
from ...words.text import keyword_help, tr


def beside(card: QRect, size: tuple[int, int], screen: QRect, gap: int = 12) -> QPoint:
    """Top-left of a box of `size` right of the card, else left of it, else above/below; never on it."""
    w, h = size
    y = max(screen.top(), min(card.center().y() - h // 2, screen.bottom() - h))
    if card.right() + gap + w <= screen.right():
        return QPoint(card.right() + gap, y)
    if card.left() - gap - w >= screen.left():
        return QPoint(card.left() - gap - w, y)
    x = max(screen.left(), min(card.center().x() - w // 2, screen.right() - w))
    if card.top() - gap - h >= screen.top():
        return QPoint(x, card.top() - gap - h)
    return QPoint(x, min(card.bottom() + gap, screen.bottom() - h))


class CardZoom(QFrame):
    """A large view of one card with its keywords explained."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.ToolTip)
        self.setObjectName("cardZoom")
        self.face: CardFace | None = None
        self.card_rect: QRect | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        self.canvas = _Canvas(self)
        self.help = QLabel(self)
        self.help.setWordWrap(True)
        self.help.setObjectName("zoomHelp")
        lay.addWidget(self.canvas, 1)
        lay.addWidget(self.help)

    def text(self) -> str:
        """The zoom's whole text in words (what the canvas paints, icons named)."""
        return plain(card_text(self.face)) if self.face is not None else ""

    def show_face(self, face: CardFace, card: QRect, height: int = 420, note: str = "") -> None:
        """Shows the card beside `card` (global coordinates), never over it."""
        self.face = face
        self.card_rect = card
        notes = keyword_help(" ".join([face.text, face.assist_text, face.threshold_text, face.timebomb_text,
                                       "ASSIST" if face.assist_text or face.assist_damage else "",
                                       "REQUIRES" if face.requires else "",
                                       "CROSSFIRE" if face.threshold is not None else ""]))
        if face.reconstructed or not face.complete:
            notes.append(tr("≈ Reconstructed by us, not read off a printed card: {fields}").format(
                fields=", ".join(face.reconstructed) or tr("incomplete card")))
        if note:
            notes.insert(0, note)
        self.help.setText("\n".join(notes))
        self.help.setVisible(bool(notes))
        screen = self.screen().availableGeometry() if self.screen() else QRect(0, 0, 1920, 1080)
        self.setFixedSize(self._fit(height, screen.height()))
        self.move(beside(card, (self.width(), self.height()), screen))
        self.show()
        self.canvas.update()


    def _fit(self, height: int, room: int) -> QSize:
        """The card `height` tall, less where the card and its glossary under it would be taller than the screen:
        adjustSize held the zoom to two thirds of a 720 px screen and the glossary was drawn over the card's
        bottom (seen in play)."""
        lay = self.layout()
        m = lay.contentsMargins()
        frame = m.top() + m.bottom()
        for _ in range(3):  # a smaller card is narrower: its glossary wraps to more lines
            w, words = self._card_width_and_words(height)
            if frame + height + words <= room:
                break
            height = max(200, room - frame - words)
        else:  # not settled in three passes: smaller steps until both fit, the card's width from its own height
            while True:
                w, words = self._card_width_and_words(height)
                if frame + height + words <= room or height <= 200:
                    break
                height = max(200, height - 8)
        self.canvas.setFixedSize(w, height)
        if words:
            self.help.setFixedHeight(words - lay.spacing())
        return QSize(w + m.left() + m.right(), frame + height + words)

    def _card_width_and_words(self, height: int) -> tuple[int, int]:
        """The card's width at `height`, and the height its glossary takes under it at that width."""
        w = int(height / CARD_RATIO)
        self.help.setFixedWidth(w)
        lay = self.layout()
        return w, self.help.heightForWidth(w) + lay.spacing() if not self.help.isHidden() else 0


class _Canvas(QWidget):
    def paintEvent(self, _ev: Any) -> None:
        face = getattr(self.parentWidget(), "face", None)
        if face is None:
            return
        p = QPainter(self)
        paint_card(p, QRectF(self.rect()), face)
        p.end()


def zoom_marked(table: Any) -> bool:
    """Z: the zoom of the picked card (a placed one too), else of the focused target, else of the
    active Crossfire card (beside it, never over it)."""
    for mark in (table.marks.selected, table.marks.focused):
        if mark is None or mark[1] is None:
            continue
        zone, card = mark
        if zone == "placement":
            try:
                placed = table.game.placement(card).card
            except KeyError:  # returned since it was picked
                continue
            if placed is not None and table.placed_view.zoom_card(placed):
                return True
            continue
        views = {"hand": [table.hand_view], "market": [table.market_view],
                 "obstacle": [s.obstacles for s in table.seats.values()]}.get(zone, [])
        if any(v.zoom_card(card) for v in views):
            return True
    return bool(table.crossfire.zoom_active())
