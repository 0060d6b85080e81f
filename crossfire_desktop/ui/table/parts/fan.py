"""A row of cards that overlap when they don't fit side by side, as a hand of cards is held.

Each card keeps its full size; only the step from one card to the next shrinks. A card's item rect
is its visible strip (the part the next card leaves uncovered: its name, its key number), so the
mouse reaches every card, and the last card owns its whole face. The card under the pointer (or
picked with the keyboard) is painted again on top, whole and readable. No scroll bar ever appears."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionViewItem

from ...look.cardpaint import CARD_RATIO
from .models import CardRole
from .views import CardListView, fit_card_height

MIN_STEP = 28  # px of each covered card left showing: its key number and the start of its name
GRID_LEAST = 95  # px: a card in rows this tall still shows its name whole ("Deckhead" is cut from ~92 px)


def fan_step(width: int, n: int, card_w: int, spacing: int) -> int:
    """The item width that lays n cards of card_w out in `width` (card_w when they fit side by side).
    A QListView puts `spacing` on both sides of every item."""
    room = width - 2
    if n <= 1 or n * (card_w + 2 * spacing) <= room:
        return card_w
    return max(1, (room - card_w - 2 * spacing) // (n - 1) - 2 * spacing)  # whole cards, even very tight


def fan_width(n: int, card_w: int, spacing: int) -> int:
    """The viewport width that shows n cards at MIN_STEP apart (or side by side, if fewer fit)."""
    step = card_w if n <= 1 else min(card_w, MIN_STEP)
    return card_w + 2 * spacing + max(0, n - 1) * (step + 2 * spacing) + 2


def grid_height(width: int, height: int, n: int, spacing: int, hi: int, rows: int) -> int:
    """The tallest card (hi at most) at which n cards stand whole, side by side, in 1..rows rows (0: a view
    that keeps one row, the hand, never leaves its size for whole cards)."""
    if rows < 2:
        return 0
    return fit_card_height(width, height, n, spacing, 0, hi, min(rows, n), side_room=2)


class FanListView(CardListView):
    """A card view whose cards overlap in one row instead of shrinking or scrolling (the hand, In play); with
    `fit` rows above 1 (obstacles), cards that would overlap go in rows where they show whole and larger."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.setWrapping(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.step = int(self.card_h / CARD_RATIO)
        self.hovered.connect(lambda _card, _drag: self.viewport().update())

    def refit(self) -> None:
        """The tallest card the view's height allows (`hi` at most); cards that don't fit side by side
        first get smaller, down to the readable height `lo`, then overlap. The cards stay whole even where
        the view is lower than `lo` (very large words)."""
        lo, hi, rows = self.fit
        vp = self.viewport().size()
        n = max(1, self.model().rowCount() if self.model() is not None else 1)
        full = max(60, min(hi, vp.height() - 2 * self.spacing() - 4))
        side_by_side = int(((vp.width() - 2) / n - 2 * self.spacing()) * CARD_RATIO)
        h = max(min(lo, full), min(full, side_by_side))
        step = fan_step(vp.width(), n, int(h / CARD_RATIO), self.spacing())
        # Cards that overlap in one row go in rows instead where that shows them whole and no smaller (the
        # Client's four obstacles overlapped in one row at 1280x720 with room for two rows).
        # Where the row covers most of each name ("Light C…", "Trip Bea…": 7 obstacles at 1280x720), smaller
        # cards side by side or in rows, their names whole, read better (two seats facing five each in one
        # column: five in one row at half the column's height).
        grid = grid_height(vp.width(), vp.height(), n, self.spacing(), hi, rows)
        names_cut = step < int(h / CARD_RATIO) * 3 // 4
        wrap = step < int(h / CARD_RATIO) and (grid >= h or names_cut and grid >= GRID_LEAST)
        if wrap:
            h = grid
            step = int(h / CARD_RATIO)
        if (h, step, wrap) != (self.card_h, self.step, self.isWrapping()):
            self.card_h, self.step = h, step
            self.setWrapping(wrap)
            self.doItemsLayout()
            self.viewport().update()

    def card_size(self) -> QSize:
        """The item (the strip a card shows); the delegate paints the whole face from its left edge."""
        return QSize(self.step, self.card_h)

    def face_size(self) -> QSize:
        return QSize(int(self.card_h / CARD_RATIO), self.card_h)

    def indexAt(self, p: QPoint) -> QModelIndex:  # noqa: N802 - Qt's name
        idx = super().indexAt(p)
        model = self.model()
        if idx.isValid() or model is None or not model.rowCount():
            return idx
        last = model.index(model.rowCount() - 1, 0)
        face = QRect(self.visualRect(last).topLeft(), self.face_size())
        return last if face.contains(p) else idx

    def card_rect(self, card: int) -> Any:
        rect = super().card_rect(card)
        if rect is not None:
            rect.setSize(self.face_size().toSizeF())
        return rect

    def paintEvent(self, e: Any) -> None:
        super().paintEvent(e)
        idx = self.raised_index()
        if idx is None:
            return
        painter = QPainter(self.viewport())
        opt = QStyleOptionViewItem()
        self.initViewItemOption(opt)
        opt.rect = self.visualRect(idx)
        self.itemDelegate().paint(painter, opt, idx)
        painter.end()

    def raised_index(self) -> QModelIndex | None:
        """The hovered card, else the keyboard-picked one, when the cards overlap."""
        model = self.model()
        if model is None or self.step >= self.face_size().width():
            return None
        marks = getattr(self.itemDelegate(), "marks", None)
        picked = marks.selected if marks is not None else None
        want = self._hover if self._hover is not None else picked[1] if picked and picked[0] == self.zone else None
        for row in range(model.rowCount()):
            idx = model.index(row, 0)
            if want is not None and idx.data(CardRole) == want:
                return idx
        return None
