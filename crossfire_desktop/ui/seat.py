"""One runner's seat: name, metatype, role colours, HP track, nuyen, piles, incoming damage, obstacles."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from crossfire_desktop.engine import Game
from crossfire_desktop.engine import view as gv
from crossfire_desktop.engine.state import RunnerState

from .cardpaint import color_symbol
from .text import tr
from .views import CardListView


def status_text(r: RunnerState) -> str:
    """HP and condition markers (each a symbol and a word, never color alone)."""
    status = tr("HP {hp}/{max}").format(hp=r.hp, max=r.max_hp)
    if r.critical:
        status += "  " + tr("✚ CRITICAL")
    elif r.staggered:
        status += "  " + tr("⚠ STAGGERED")
    if r.exhausted:
        status += "  " + tr("◐ EXHAUSTED")
    return status


class SeatHeader(QWidget):
    def __init__(self, game: Game, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seat = seat
        self.setMinimumHeight(40)
        if game.setup.rules == "revised":
            self.setToolTip(tr("STAGGERED: at 0 HP; no upgrades, no Black Market step; also EXHAUSTED.\n"
                               "EXHAUSTED: draw 1 (not 2) at Draw; 0 HP while exhausted is CRITICAL; "
                               "removed at a Breather.\nCRITICAL: no actions until the Scene ends."))
        else:
            self.setToolTip(tr("STAGGERED: at 0 HP; draw 1 at the start of your turn; no draw and no buying.\n"
                               "CRITICAL: knocked out; turns are skipped."))

    def sizeHint(self) -> QSize:
        return QSize(300, self.fontMetrics().height() * 2 + 14)

    def paintEvent(self, _ev: object) -> None:
        g = self.game
        r = g.s.runners[self.seat]
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.height()
        line = h / 2
        f = QFont(self.font())
        x = 4.0
        for c in r.colors:
            color_symbol(p, QPointF(x + line * 0.3, line * 0.5), line * 0.3, c)
            x += line * 0.7
        f.setBold(True)
        p.setFont(f)
        current = g.s.current == self.seat and g.pending is not None
        p.setPen(QColor("#f5c451") if current else QColor("#e8ecf4"))
        title = f"{'▶ ' if current else ''}{r.name}"
        p.drawText(QRectF(x + 2, 0, self.width() / 2, line), Qt.AlignmentFlag.AlignVCenter, title)
        tw = p.fontMetrics().horizontalAdvance(title)
        f.setBold(False)
        p.setFont(f)
        p.setPen(QColor("#8d96a8"))
        meta = tr("Client") if r.client else r.metatype
        p.drawText(QRectF(x + tw + 10, 0, 200, line), Qt.AlignmentFlag.AlignVCenter, meta)
        # right side: nuyen, piles, incoming damage
        incoming = gv.incoming_damage(g, self.seat)
        info = tr("{n}¥   deck {d}  discard {x}  hand {h}").format(n=r.nuyen, d=len(r.deck), x=len(r.discard), h=len(r.hand))
        p.setPen(QColor("#c9d1e0"))
        p.drawText(QRectF(0, 0, self.width() - 4, line), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, info)
        # HP track
        box = min(line - 6, (self.width() * 0.55) / max(1, r.max_hp) - 2)
        y = line + (line - box) / 2
        for i in range(r.max_hp):
            rect = QRectF(4 + i * (box + 2), y, box, box)
            p.setPen(QPen(QColor("#55607a"), 1))
            p.setBrush(QColor("#e5484d") if i < r.hp else QColor("#232a3a"))
            p.drawRoundedRect(rect, 2, 2)
        x2 = 8 + r.max_hp * (box + 2)
        status = status_text(r)
        p.setPen(QColor("#ff6b6b") if r.out else QColor("#e8ecf4"))
        fm = p.fontMetrics()
        takes = tr("takes {n} at Take Damage").format(n=incoming)
        if x2 + fm.horizontalAdvance(status) + fm.horizontalAdvance(takes) + 16 > self.width():
            takes = tr("⚔ {n}").format(n=incoming)  # short form when the markers need the room
        p.drawText(QRectF(x2, line, self.width() - x2, line), Qt.AlignmentFlag.AlignVCenter, status)
        p.setPen(QColor("#ff9f43") if incoming else QColor("#8d96a8"))
        p.drawText(QRectF(0, line, self.width() - 4, line), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                   takes)
        p.end()


class SeatWidget(QFrame):
    def __init__(self, game: Game, seat: int, obstacles: CardListView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seat")
        self.seat = seat
        self.header = SeatHeader(game, seat, self)
        self.obstacles = obstacles
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 2)
        lay.setSpacing(2)
        lay.addWidget(self.header)
        lay.addWidget(obstacles, 1)

    def set_current(self, current: bool) -> None:
        if self.property("current") != current:
            self.setProperty("current", current)
            self.style().unpolish(self)
            self.style().polish(self)
        self.header.update()
