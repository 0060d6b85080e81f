"""Card list views: the painter as a delegate, drag sources and drop targets (carddrag.py), zoom on hover/right-click."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QPoint, QPointF, QRect, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from crossfire_desktop.engine import Game

from ...look.cardcache import draw_card
from ...look.cardface import CardFace, face_of
from ...look.cardpaint import BG as MARKER_BG
from ...look.cardpaint import CARD_RATIO
from .carddrag import CardDrag
from .models import CardRole, KindRole, SyncListModel
from .repaint import HINT_ZONES
from .zoom import CardZoom

DROP_BACKGROUND = QColor("#161d2b")  # the view a dragged card would go to: a lighter ground, a gold edge
DROP_EDGE = QColor("#f5c451")

__all__ = ["CardDelegate", "CardListView", "CardZoom", "Marks", "fit_card_height"]

# Instrumentation: called as hook(zone, owner_seat, card) whenever a hand card is painted.
PAINT_HOOKS: list[Callable[[str, int, int], None]] = []


class Marks:
    """What the table highlights: the selected card and the keyboard-focused target."""

    def __init__(self) -> None:
        self.selected: tuple[str, Any] | None = None  # (zone, card id)
        self.focused: tuple[str, Any] | None = None
        self.key_hints: dict[int, str] = {}
        self.dragging: int | None = None  # the hand card being dragged
        self.glow: Callable[[str, int], str | None] = lambda _zone, _card: None
        self.dim: Callable[[str, int], str | None] = lambda _zone, _card: None


def fit_card_height(width: int, height: int, n: int, spacing: int, lo: int, hi: int, max_rows: int = 3, *,
                    min_rows: int = 1, side_room: int = 18) -> int:
    """The tallest card height (lo..hi) at which n cards fit width×height in min_rows..max_rows rows
    (a QListView puts `spacing` around every item; `side_room` is kept for a scroll bar)."""
    best = lo
    n = max(1, n)
    for rows in range(min_rows, max_rows + 1):
        per_row = -(-n // rows)
        h = (height - rows * 2 * spacing - 4) / rows
        w = (width - per_row * 2 * spacing - side_room) / per_row
        h = min(h, w * CARD_RATIO, hi)
        best = max(best, int(h))
    return min(best, hi)


# a card in the hand keeps its digit badge's line whether a digit shows or not, and keeps it once played:
# the same picture serves it in the hand, renumbered, and in play (no painting when it lands there)
KEEP_BADGE_LINE = ("hand", "placement")


class CardDelegate(QStyledItemDelegate):
    def __init__(self, game_of: Callable[[], Game], marks: Marks, size: Callable[[], QSize], parent: Any = None) -> None:
        super().__init__(parent)
        self.game_of = game_of
        self.marks = marks
        self.size = size
        self.face = size  # the painted card (wider than its item when the cards overlap: ui/table/parts/fan.py)
        # each obstacle as last painted, damage and all: a defeated one fades out as it was seen (animations.py)
        self.painted: dict[int, CardFace] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # type: ignore[override]
        return self.size()

    def picture_rect(self, top_left: QPointF | None = None) -> QRectF:
        """Where a card's picture goes in an item whose corner is `top_left` (its size: the picture's)."""
        return QRectF(top_left or QPointF(), QSizeF(self.face())).adjusted(2, 2, -2, -2)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:  # type: ignore[override]
        card = index.data(CardRole)
        zone = index.data(KindRole)
        model = index.model()
        rect = self.picture_rect(QPointF(option.rect.topLeft()))
        if zone == "hand" and card is not None:
            owner = getattr(model, "seat", -1)
            for hook in PAINT_HOOKS:
                hook(zone, owner, card)
        if card is None:  # a marker: filled, its words at the top as a card's name (a fan hides what it covers)
            painter.save()
            painter.setPen(QPen(QColor("#3a4257"), 1, Qt.PenStyle.DashLine))
            painter.setBrush(MARKER_BG)
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QColor("#6d7890"))
            flags = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
            painter.drawText(rect.adjusted(5, 4, -4, -4), int(flags), str(index.data()))
            painter.restore()
            return
        game = self.game_of()
        face = face_of(game, card)
        if zone == "obstacle":
            if len(self.painted) > 64:  # (the obstacles gone long ago)
                self.painted.clear()
            self.painted[card] = face
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        draw_card(painter, rect.topLeft().toPoint(), face, int(rect.width()), int(rect.height()), dpr, slot=card,
                  selected=self.marks.selected == (zone, card), focused=self.marks.focused == (zone, card),
                  dim=self.marks.dim(zone, card) is not None, glow=self.marks.glow(zone, card),
                  hint=(self.marks.key_hints.get(card) or "") if zone in HINT_ZONES else "",
                  badge="corner" if zone in KEEP_BADGE_LINE else "")


class CardListView(QListView):
    dropped = Signal(dict, object)  # payload, target card id (None: the empty table)
    hovered = Signal(object, bool)  # card id under the pointer (None: none), during a drag?
    dragStarted = Signal(dict)
    dragEnded = Signal()
    cardClicked = Signal(dict)  # the clicked item's payload (zone, card, runner / placement)
    backgroundClicked = Signal()

    def __init__(self, zone: str, delegate: CardDelegate, zoom: CardZoom, *, drag: bool = False,
                 accepts: tuple[str, ...] = (), wrap: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.zone = zone
        self.zoom = zoom
        self.accepts = accepts
        self.setItemDelegate(delegate)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(wrap)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(True)
        self.setSpacing(2)
        self.setMouseTracking(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # cards are dragged by carddrag.py, not by Qt's item-view drag (see there why)
        self.drags = drag
        self.setDragDropMode(QAbstractItemView.DragDropMode.NoDragDrop)
        self.clicked.connect(self._clicked)
        self.setObjectName(f"cards_{zone}")
        self._hover: Any = None
        self._press: QPoint | None = None  # where the left button went down: the card a drag starts from
        self._drag: CardDrag | None = None
        # card height from the view's own size: lo..hi pixels, up to max_rows rows
        self.fit: tuple[int, int, int] = (120, 220, 1)
        self.card_h = 140

    def refit(self) -> None:
        """Card size from the space this view has and the cards it holds (fewer, larger cards)."""
        lo, hi, rows = self.fit
        vp = self.viewport().size()
        n = self.model().rowCount() if self.model() is not None else 1
        h = fit_card_height(vp.width(), vp.height(), n, self.spacing(), lo, hi, rows)
        if h != self.card_h:
            self.card_h = h
            self.doItemsLayout()

    def card_size(self) -> QSize:
        return QSize(int(self.card_h / CARD_RATIO), self.card_h)

    def resizeEvent(self, e: Any) -> None:
        super().resizeEvent(e)
        self.refit()

    def _set_hover(self, card: Any, dragging: bool) -> None:
        if card != self._hover:
            self._hover = card
            self.hovered.emit(card, dragging)

    def mouseMoveEvent(self, event: Any) -> None:
        pos = event.position().toPoint()
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton \
                and (pos - self._press).manhattanLength() >= QApplication.startDragDistance():
            self._start_drag(event.globalPosition().toPoint())
            return
        idx = self.indexAt(pos)
        self._set_hover(idx.data(CardRole) if idx.isValid() else None, False)
        super().mouseMoveEvent(event)

    def _clicked(self, index: QModelIndex) -> None:
        model = self.model()
        if isinstance(model, SyncListModel) and index.isValid():
            self.cardClicked.emit(model.payload(model.key_at(index.row())))

    def mousePressEvent(self, event: Any) -> None:
        pos = event.position().toPoint()
        left = event.button() == Qt.MouseButton.LeftButton
        self._press = pos if left and self.drags and self._payload_at(pos) is not None else None
        if left and not self.indexAt(pos).isValid():
            self.backgroundClicked.emit()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: Any) -> None:
        self._press = None
        super().mouseReleaseEvent(event)

    def card_rect(self, card: int) -> QRectF | None:
        model = self.model()
        for row in range(model.rowCount()):
            idx = model.index(row, 0)
            if idx.data(CardRole) == card:
                r = self.visualRect(idx)
                return QRectF(self.viewport().mapTo(self.window(), r.topLeft()), r.size().toSizeF())
        return None

    # -- dragging (carddrag.py) ---------------------------------------------------------------------
    def _payload_at(self, pos: QPoint) -> dict[str, Any] | None:
        """What a drag from this point carries: a draggable card's payload, or None."""
        idx = self.indexAt(pos)
        model = self.model()
        if not isinstance(model, SyncListModel) or not idx.isValid() \
                or not model.flags(idx) & Qt.ItemFlag.ItemIsDragEnabled:
            return None
        return model.payload(model.key_at(idx.row()))

    def _start_drag(self, global_pos: QPoint) -> None:
        press, self._press = self._press, None
        assert press is not None
        payload = self._payload_at(press)
        if payload is None or self._drag is not None:
            return
        rect = self.visualRect(self.indexAt(press)).adjusted(2, 2, -2, -2)
        self.zoom.hide()
        self._set_hover(None, False)
        self.dragStarted.emit(payload)
        self._drag = CardDrag(self.window(), payload, self.viewport().grab(rect), press - rect.topLeft(), global_pos,
                              self.drop_target_at, self._drag_done)

    def _drag_done(self) -> None:
        self._drag = None
        self.dragEnded.emit()

    def hideEvent(self, event: Any) -> None:
        if self._drag is not None:  # the hand-off covers the hand, a hand changes hands: the drag is off
            self._drag.end()
        super().hideEvent(event)

    def drop_target_at(self, global_pos: QPoint, payload: dict[str, Any]) -> CardListView | None:
        """The card view under the pointer that takes this card, if any (what covers it is in the way)."""
        win = self.window()
        w: QWidget | None = win.childAt(win.mapFromGlobal(global_pos))
        while w is not None and not isinstance(w, CardListView):
            w = w.parentWidget()
        return w if w is not None and w.isEnabled() and payload.get("zone") in w.accepts else None

    def _card_at(self, global_pos: QPoint) -> int | None:
        idx = self.indexAt(self.viewport().mapFromGlobal(global_pos))
        return idx.data(CardRole) if idx.isValid() else None

    def drag_over(self, payload: dict[str, Any], global_pos: QPoint) -> None:
        self._set_drop_target(True)
        self._set_hover(self._card_at(global_pos), True)

    def drag_left(self) -> None:
        self._set_drop_target(False)
        self._set_hover(None, True)

    def _set_drop_target(self, on: bool) -> None:
        """The view the card would go to is framed. Painted here (viewportEvent), not by a style-sheet
        rule on the property: re-polishing the view re-read the style sheet, changed its font and laid its
        cards out again at every drag in and out (~1 ms a time, bench/bench_ui.py)."""
        if bool(self.property("dropTarget")) != on:
            self.setProperty("dropTarget", on)
            self.viewport().update()

    def drop_at(self, payload: dict[str, Any], global_pos: QPoint) -> None:
        self.dropped.emit(payload, self._card_at(global_pos))

    # -- zoom ----------------------------------------------------------------------------------
    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.property("dropTarget"):
            vp = self.viewport()
            under = QPainter(vp)
            under.fillRect(vp.rect(), DROP_BACKGROUND)
            under.end()
            done = super().viewportEvent(event)
            edge = QPainter(vp)
            edge.setPen(QPen(DROP_EDGE, 1))
            edge.drawRect(vp.rect().adjusted(0, 0, -1, -1))
            edge.end()
            return done
        if event.type() == QEvent.Type.ToolTip:
            idx = self.indexAt(event.pos())  # type: ignore[attr-defined]
            card = idx.data(CardRole) if idx.isValid() else None
            if card is not None:
                self.zoom_card(card)
                return True
            self.zoom.hide()
        elif event.type() == QEvent.Type.Leave:
            self.zoom.hide()
            self._set_hover(None, False)
        return super().viewportEvent(event)

    def contextMenuEvent(self, event: Any) -> None:
        idx = self.indexAt(self.viewport().mapFrom(self, event.pos()))
        card = idx.data(CardRole) if idx.isValid() else None
        if card is not None:
            self.zoom_card(card)

    def zoom_card(self, card: int) -> bool:
        """Shows the whole card large, beside this view's card (Z, hover, right-click)."""
        model = self.model()
        game = model.game if isinstance(model, SyncListModel) else None
        rect = self.card_rect(card)
        if game is None or rect is None:
            return False
        top_left = self.window().mapToGlobal(rect.topLeft().toPoint())
        glob = QRect(top_left, rect.size().toSize())
        h = int(min(520, (self.screen().availableGeometry().height() if self.screen() else 720) * 0.62))
        self.zoom.show_face(face_of(game, card), glob, h, note=self.note_of(card))
        return True

    def note_of(self, card: int) -> str:
        """Why this card is dimmed (can't be played or bought now), for the zoom."""
        delegate = self.itemDelegate()
        marks = getattr(delegate, "marks", None)
        reason = marks.dim(self.zone, card) if marks is not None else None
        return "⊘ " + reason if reason else ""  # (⛔ drew as an empty box under Xvfb: no font had it)
