"""The obstacle a dragged card rests over, painted as it will look once the card is dropped there.

Every drop on an obstacle changes that obstacle's face (the damage placed on it, what it would clear): its
new picture (~1 ms) was the one card a drop's first frame had to paint. While the pointer rests over a
target, the play is tried on a copy of the game (~0.1 ms) and the target's next picture goes into the card
cache; the drop then draws it. Passing over targets on the way paints nothing (REST_MS)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from crossfire_desktop.engine import PlayCard
from crossfire_desktop.engine.preview import after_play

from ...look.cardcache import CACHE
from ...look.cardface import face_of
from .views import CardDelegate

if TYPE_CHECKING:
    from .surface import TableSurface
    from .views import CardListView

REST_MS = 40  # the pointer still over one target this long: the player is about to let go there
AHEAD_SLOT = "ahead"  # the picture painted ahead, in the card cache (a card's slot is its id)


class PaintAhead(QObject):
    def __init__(self, table: TableSurface) -> None:
        super().__init__(table)
        self.t = table
        self.over: tuple[CardListView, int, int] | None = None  # the view, the target, the dragged card
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(REST_MS)
        self.timer.timeout.connect(self.paint)
        for w in table.seats.values():
            w.obstacles.hovered.connect(lambda target, dragging, v=w.obstacles: self.hover(v, target, dragging))

    def hover(self, view: CardListView, target: Any, dragging: bool) -> None:
        card = self.t.marks.dragging
        self.over = (view, int(target), card) if dragging and card is not None and target is not None else None
        if self.over is None:
            self.timer.stop()
        else:
            self.timer.start()

    def paint(self) -> None:
        if self.over is None or self.over[2] != self.t.marks.dragging:
            return
        view, target, card = self.over
        g, seat = self.t.game, self.t.viewer
        after = after_play(g, PlayCard(seat, card, target)) if seat is not None else None
        if after is None or after.s.obstacle(target) is None:
            return  # refused (the drop changes nothing), or defeated (it leaves the table with the picture it has)
        delegate = view.itemDelegate()
        assert isinstance(delegate, CardDelegate)
        size = delegate.picture_rect().size()
        # into the cache under a slot of its own (the target keeps the picture it shows until the drop): one
        # picture at most waits there, and it goes at the turn's end if no card took it (CardPixmaps.keep_slots)
        CACHE.get(face_of(after, target), int(size.width()), int(size.height()), view.viewport().devicePixelRatioF(),
                  slot=AHEAD_SLOT)
