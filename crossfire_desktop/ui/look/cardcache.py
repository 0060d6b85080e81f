"""Painted cards kept as pixmaps, keyed by every input of the paint so nothing stale shows."""

from __future__ import annotations

from collections import Counter, OrderedDict
from collections.abc import Container
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from .cardface import CardFace
from .cardpaint import Badge, badge_for, paint_card_face, paint_card_marks

# The table's kept pictures: 3 bytes a pixel instead of 4 (a 215x303 hand card at 1920x1080 195 KB, not
# 260 KB). The faces are flat colours and text: on the table's colour a channel differs by 8/255 at most,
# on antialiased edges (tests/ui/test_table_cards.py), and the two look the same side by side.
KEPT = QImage.Format.Format_ARGB6666_Premultiplied


def card_picture(face: CardFace, w: float, h: float, dpr: float, *, badge: Badge = "",
                 fmt: QImage.Format = QImage.Format.Format_ARGB32_Premultiplied, **marks: Any) -> QPixmap:
    """A card painted once into a picture (painting it costs ~1 ms a time; drawing the picture far less):
    the face (its text leaving the key badge its corner or its band: cardpaint.badge_for), and any `marks` over
    it (cardpaint.paint_card_marks; the table's cache keeps faces only and draws the marks itself), in `fmt`."""
    img = QImage(max(1, int(w * dpr)), max(1, int(h * dpr)), fmt)
    img.setDevicePixelRatio(dpr)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    rect = QRectF(0, 0, w, h)
    paint_card_face(p, rect, face, badge=badge_for(str(marks.get("hint") or ""), badge))
    paint_card_marks(p, rect, **marks)
    p.end()
    return QPixmap.fromImage(img, Qt.ImageConversionFlag.NoFormatConversion)


class CardPixmaps:
    """An LRU of painted cards. The key is the face's full content (repr of the dataclass: name,
    texts, damage, track, cleared, preview, placed pool, ...), the size, the device pixel ratio and
    the room it keeps for a key badge. The marks drawn over it (picked, the keyboard's target,
    dimmed, a glow, the digit badge: `draw_card`) are not in the picture: a hand renumbered after a card
    is played, targets lit or hovered during a drag, a card picked and let go reuse their pictures.

    A card on the table (`slot`: its id; a card is in one place at a time) keeps at most `per_slot`
    pictures: the one it shows now. Its older ones (before a hover preview, damage placed and cleared
    since, the size of its view before a card joined it) would only take room: keeping the last two took
    ~2 MiB more at 1920x1080 with 4 runners (bench/bench_memory.py) and saved no painting on a drop."""

    CARDS = 10  # at least this many of the largest picture kept (the hand's card): 1.9 MB at 1920x1080

    def __init__(self, limit_bytes: int = 2 * 1024 * 1024, per_slot: int = 1) -> None:
        # per device pixel ratio squared (a 2x screen's pictures are 4x larger), and never fewer than CARDS of
        # the largest card kept (cards follow the window's height: at 3840x2160 the limit held ~3 hand cards,
        # the hand pushed itself out at each paint): ~11 cards at 1920x1080
        # (150-225 KB each), the hand, the targets and the cards played, which a drop repaints; the Black
        # Market's, drawn least lately, are painted again when they show again (at a hand-off: ~1 ms each).
        # 6 MB (all 16 cards on the table after 40 turns) held ~0.4 MiB more at no drop's gain (40 turns:
        # 781 -> 879 of 5,400 pictures painted, bench/bench_memory.py); 10 MB put the table at 1.5x a bare
        # window and bought ~0.4 ms of drop-to-repaint p95 (bench/bench_ui.py)
        self.limit_bytes = limit_bytes
        self.bytes = 0
        self._items: OrderedDict[tuple[Any, ...], QPixmap] = OrderedDict()
        self.per_slot = per_slot
        self._slots: dict[Any, list[tuple[Any, ...]]] = {}  # slot -> its keys, oldest first
        self._shown_by: Counter[tuple[Any, ...]] = Counter()  # key -> how many slots show it (copies of a card)
        self.hits = 0
        self.misses = 0

    def clear(self) -> None:
        self._items.clear()
        self._slots.clear()
        self._shown_by.clear()
        self.bytes = 0

    @staticmethod
    def _size(pm: QPixmap) -> int:
        return pm.width() * pm.height() * pm.depth() // 8

    def get(self, face: CardFace, w: int, h: int, dpr: float, *, slot: Any = None, badge: Badge = "") -> QPixmap:
        key = (repr(face), w, h, dpr, badge)
        pm = self._items.get(key)
        if pm is not None:
            self._items.move_to_end(key)
            self.hits += 1
            if slot is not None:
                self._remember(slot, key)
            return pm
        self.misses += 1
        pm = card_picture(face, w, h, dpr, badge=badge, fmt=KEPT)
        self._items[key] = pm
        self.bytes += self._size(pm)
        if slot is not None:
            self._remember(slot, key)
        limit = max(self.limit_bytes * dpr * dpr, self.CARDS * max(map(self._size, self._items.values())))
        while self.bytes > limit and len(self._items) > 1:
            _key, old = self._items.popitem(last=False)
            self.bytes -= self._size(old)
        return pm

    def latest(self, slot: Any) -> QPixmap | None:
        """The picture `slot` showed last, if still kept: a card flying off the hand keeps its look, and
        its first frame costs no painting."""
        keys = self._slots.get(slot)
        return self._items.get(keys[-1]) if keys else None

    def keep_slots(self, shown: Container[Any]) -> None:
        """Only the cards in `shown` (those on the table now) keep their pictures: a card discarded, bought,
        defeated or in a hand out of sight would keep its picture until the limit pushed it out (after 40
        turns ~1.5 MiB of pictures at 1920x1080, bench/bench_memory.py). Pictures of no card stay."""
        for slot in [s for s in self._slots if s not in shown]:
            for key in self._slots.pop(slot):
                self._forget(key)

    def _forget(self, key: tuple[Any, ...]) -> None:
        """One slot less shows `key`: its picture goes once no slot shows it."""
        self._shown_by[key] -= 1
        if self._shown_by[key] > 0:
            return
        del self._shown_by[key]
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= self._size(old)

    def _remember(self, slot: Any, key: tuple[Any, ...]) -> None:
        """`key` is what `slot` shows now: its pictures beyond the last `per_slot` are dropped, unless
        another slot shows the same picture (another copy of the card, as it is)."""
        keys = self._slots.setdefault(slot, [])
        if keys and keys[-1] == key:
            return
        if key in keys:
            keys.remove(key)
        else:
            self._shown_by[key] += 1
        keys.append(key)
        while len(keys) > self.per_slot:
            self._forget(keys.pop(0))


CACHE = CardPixmaps()


def draw_card(p: QPainter, at: QPoint, face: CardFace, w: int, h: int, dpr: float, *, slot: Any = None,
              selected: bool = False, focused: bool = False, dim: bool = False, glow: str | None = None,
              hint: str = "", badge: Badge = "") -> None:
    """A table card at `at`: its cached picture, then its marks over it (as paint_card draws them). The picture
    leaves the digit badge the room cardpaint.badge_for says (`badge` "corner" for the hand, the band otherwise)."""
    p.drawPixmap(at, CACHE.get(face, w, h, dpr, slot=slot, badge=badge_for(hint, badge)))
    paint_card_marks(p, QRectF(QPointF(at), QSizeF(w, h)), selected=selected, focused=focused, dim=dim, glow=glow,
                     hint=hint)
