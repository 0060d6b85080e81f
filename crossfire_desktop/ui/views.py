"""Card list views: the painter as a delegate, drag sources, drop targets, zoom on hover/right-click."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.engine import Game

from .cardpaint import CARD_RATIO, CardFace, face_of, paint_card
from .models import MIME, CardRole, KindRole, SyncListModel
from .text import keyword_help, tr

# Instrumentation: called as hook(zone, owner_seat, card) whenever a hand card is painted.
PAINT_HOOKS: list[Callable[[str, int, int], None]] = []


class Marks:
    """What the table highlights: the selected card and the keyboard-focused target."""

    def __init__(self) -> None:
        self.selected: tuple[str, Any] | None = None  # (zone, card id)
        self.focused: tuple[str, Any] | None = None
        self.key_hints: dict[int, str] = {}


class CardDelegate(QStyledItemDelegate):
    def __init__(self, game_of: Callable[[], Game], marks: Marks, size: Callable[[], QSize], parent: Any = None) -> None:
        super().__init__(parent)
        self.game_of = game_of
        self.marks = marks
        self.size = size

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # type: ignore[override]
        return self.size()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:  # type: ignore[override]
        card = index.data(CardRole)
        zone = index.data(KindRole)
        model = index.model()
        rect = QRectF(option.rect).adjusted(2, 2, -2, -2)  # type: ignore[attr-defined]
        if zone == "hand" and card is not None:
            owner = getattr(model, "seat", -1)
            for hook in PAINT_HOOKS:
                hook(zone, owner, card)
        if card is None:
            painter.save()
            painter.setPen(QPen(QColor("#3a4257"), 1, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QColor("#6d7890"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(index.data()))
            painter.restore()
            return
        game = self.game_of()
        face = face_of(game, card)
        sel = self.marks.selected == (zone, card)
        foc = self.marks.focused == (zone, card)
        paint_card(painter, rect, face, selected=sel, focused=foc)
        hint = self.marks.key_hints.get(card) if zone in ("hand", "market") else None
        if hint:
            painter.save()
            painter.setPen(QColor("#0b0e14"))
            painter.setBrush(QColor("#f5c451"))
            r = QRectF(rect.left() + 2, rect.bottom() - 18, 16, 16)
            painter.drawEllipse(r)
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, hint)
            painter.restore()


class CardZoom(QFrame):
    """A large view of one card with its keywords explained."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.ToolTip)
        self.setObjectName("cardZoom")
        self.face: CardFace | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8 + 0, 8, 8)
        self.canvas = _Canvas(self)
        self.help = QLabel(self)
        self.help.setWordWrap(True)
        self.help.setObjectName("zoomHelp")
        lay.addWidget(self.canvas, 1)
        lay.addWidget(self.help)

    def show_face(self, face: CardFace, at: QPoint, height: int = 420) -> None:
        self.face = face
        w = int(height / CARD_RATIO)
        self.canvas.setFixedSize(w, height)
        notes = keyword_help(" ".join([face.text, face.assist_text, face.threshold_text, face.timebomb_text,
                                       "ASSIST" if face.assist_text or face.assist_damage else "",
                                       "REQUIRES" if face.requires else "",
                                       "CROSSFIRE" if face.threshold is not None else ""]))
        if face.reconstructed or not face.complete:
            notes.append(tr("≈ Reconstructed by us, not read off a printed card: {fields}").format(
                fields=", ".join(face.reconstructed) or tr("incomplete card")))
        self.help.setText("\n".join(notes))
        self.help.setVisible(bool(notes))
        self.help.setFixedWidth(w)
        self.adjustSize()
        screen = self.screen().availableGeometry() if self.screen() else None
        pos = at + QPoint(16, 16)
        if screen is not None:
            pos.setX(min(pos.x(), screen.right() - self.width()))
            pos.setY(max(screen.top(), min(pos.y(), screen.bottom() - self.height())))
        self.move(pos)
        self.show()
        self.canvas.update()


class _Canvas(QWidget):
    def paintEvent(self, _ev: Any) -> None:
        face = getattr(self.parentWidget(), "face", None)
        if face is None:
            return
        p = QPainter(self)
        paint_card(p, QRectF(self.rect()), face)
        p.end()


class CardListView(QListView):
    dropped = Signal(dict, object)  # payload, target card id (None: the empty table)
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
        self.setDragEnabled(drag)
        self.setAcceptDrops(bool(accepts))
        self.setDropIndicatorShown(False)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly if drag and not accepts
                             else QAbstractItemView.DragDropMode.DragDrop if accepts else QAbstractItemView.DragDropMode.NoDragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.clicked.connect(self._clicked)
        self.setObjectName(f"cards_{zone}")

    def _clicked(self, index: QModelIndex) -> None:
        model = self.model()
        if isinstance(model, SyncListModel) and index.isValid():
            self.cardClicked.emit(model.payload(model.key_at(index.row())))

    def mousePressEvent(self, event: Any) -> None:
        if event.button() == Qt.MouseButton.LeftButton and not self.indexAt(event.position().toPoint()).isValid():
            self.backgroundClicked.emit()
        super().mousePressEvent(event)

    def card_rect(self, card: int) -> QRectF | None:
        model = self.model()
        for row in range(model.rowCount()):
            idx = model.index(row, 0)
            if idx.data(CardRole) == card:
                r = self.visualRect(idx)
                return QRectF(self.viewport().mapTo(self.window(), r.topLeft()), r.size().toSizeF())
        return None

    # -- drops ---------------------------------------------------------------------------------
    @staticmethod
    def payload_of(mime: Any) -> dict[str, Any] | None:
        if mime is None or not mime.hasFormat(MIME):
            return None
        try:
            return dict(json.loads(bytes(mime.data(MIME)).decode()))
        except ValueError:
            return None

    def _accept(self, event: Any) -> bool:
        payload = self.payload_of(event.mimeData())
        if payload is not None and payload.get("zone") in self.accepts:
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
            return True
        event.ignore()
        return False

    def dragEnterEvent(self, event: Any) -> None:
        self._accept(event)

    def dragMoveEvent(self, event: Any) -> None:
        self._accept(event)

    def dropEvent(self, event: Any) -> None:
        if not self._accept(event):
            return
        payload = self.payload_of(event.mimeData())
        idx = self.indexAt(event.position().toPoint())
        target = idx.data(CardRole) if idx.isValid() else None
        assert payload is not None
        self.dropped.emit(payload, target)

    # -- zoom ----------------------------------------------------------------------------------
    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            idx = self.indexAt(event.pos())  # type: ignore[attr-defined]
            card = idx.data(CardRole) if idx.isValid() else None
            if card is not None:
                self._zoom(card, event.globalPos())  # type: ignore[attr-defined]
                return True
            self.zoom.hide()
        elif event.type() == QEvent.Type.Leave:
            self.zoom.hide()
        return super().viewportEvent(event)

    def contextMenuEvent(self, event: Any) -> None:
        idx = self.indexAt(self.viewport().mapFrom(self, event.pos()))
        card = idx.data(CardRole) if idx.isValid() else None
        if card is not None:
            self._zoom(card, event.globalPos())

    def _zoom(self, card: int, at: QPoint) -> None:
        model = self.model()
        game = model.game if isinstance(model, SyncListModel) else None
        if game is None:
            return
        face = face_of(game, card)
        h = int(min(460, (self.screen().availableGeometry().height() if self.screen() else 720) * 0.6))
        self.zoom.show_face(face, at, h)
