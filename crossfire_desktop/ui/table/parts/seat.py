"""One runner's seat: name, metatype, role colours, HP track, nuyen, piles, incoming damage, obstacles."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from crossfire_desktop.engine import Game
from crossfire_desktop.engine import view as gv
from crossfire_desktop.engine.state import RunnerState

from ...look.cardpaint import color_symbol
from ...look.icons import paint_icon
from ...words.text import tr
from .views import CardListView

ROLE_OF = {"black": "Street Samurai", "blue": "Mage", "green": "Decker", "red": "Face"}


def status_text(r: RunnerState, *, short: bool = False, brief: bool = False) -> str:
    """HP or condition, and the revised printing's Exhausted token, each a symbol and a word. `brief`: the
    condition's word kept, Exhausted as its symbol (a seat a little narrow); `short`: the symbols alone (a
    very narrow seat; the tooltip names them)."""
    status = tr("HP {hp}/{max}").format(hp=r.hp, max=r.max_hp)
    if r.critical:
        status = "✚" if short else tr("✚ CRITICAL")
    elif r.staggered:
        status = "⚠" if short else tr("⚠ STAGGERED")
    if r.exhausted:
        status += " ◐" if short or brief else "  " + tr("◐ EXHAUSTED")
    return status


def condition_help(game: Game) -> str:
    if game.setup.rules == "revised":
        return tr("STAGGERED: at 0 HP; no upgrades, no Black Market step; also EXHAUSTED.\n"
                  "EXHAUSTED: draw 1 (not 2) at Draw; 0 HP while exhausted is CRITICAL; removed at a Breather.\n"
                  "CRITICAL: no actions until the Scene ends.")
    return tr("STAGGERED: at 0 HP; draw 1 at the start of your turn; no draw and no buying.\n"
              "CRITICAL: knocked out; turns are skipped.")


AI_BADGE = QColor("#7c5cff")  # the "AI" badge of a seat the computer plays


def paint_ai_badge(p: QPainter, x: float, lh: float, px: float) -> float:
    """A small "AI" badge at x on the name line; gives the x after it."""
    f = QFont(p.font())
    f.setPixelSize(max(9, int(px * 0.75)))
    f.setBold(True)
    word = tr("AI")
    w = QFontMetricsF(f).horizontalAdvance(word) + px * 0.6
    box = QRectF(x, lh * 0.18, w, lh * 0.64)
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(AI_BADGE)
    p.drawRoundedRect(box, 4, 4)
    p.setPen(QColor("#ffffff"))
    p.setFont(f)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, word)
    p.restore()
    return x + w + 8


def row_height(px: float) -> float:
    """A header line's height for words of `px`: 1.75 times up to 20 px, then no taller than the hearts and
    words need (1.4 times, 35 px at least): at 1920x1080 150% the headers' growth had taken the seats' cards
    12% of their size (playtest 11)."""
    return max(min(px, 20.0) * 1.75, px * 1.4)


class SeatHeader(QWidget):
    """A runner's panel: roles, name, HP hearts, nuyen, piles, incoming damage, upgrades (with icons)."""

    def __init__(self, game: Game, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seat = seat
        self.px = 13.0
        self.drawn_status = ""  # the HP / state words as last painted (elided if the seat is narrow)
        self.drawn_meta = ""  # the metatype (and roles) as last painted: whole, or not at all
        self.meta_end = self.icon_left = 0.0  # where it ended, and where the attack icon began (tests)
        self.drawn_title = ""  # the name as last painted
        ai = tr("The computer plays {runner}.").format(runner=game.s.runners[seat].name) + "\n"
        self.setToolTip((ai if seat in game.setup.ai_seats() else "") + condition_help(game))
        self.set_px(13.0)

    def lines(self) -> int:
        return 3 if self.game.s.runners[self.seat].upgrades else 2

    def line_height(self) -> float:
        return row_height(self.px)

    def set_px(self, px: float) -> None:
        self.px = px
        self.setFixedHeight(int(self.lines() * row_height(px) + 4))

    def sizeHint(self) -> QSize:
        return QSize(300, int(self.lines() * self.line_height() + 4))

    def paintEvent(self, _ev: object) -> None:
        g = self.game
        r = g.s.runners[self.seat]
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        px = max(12.0, min(self.px, self.width() / 21))  # large text on a narrow seat: the name stays readable
        lh = self.line_height()
        ic = px * 0.55
        f = QFont(self.font())
        f.setPixelSize(int(px))
        f.setBold(True)
        p.setFont(f)
        fm = p.fontMetrics()
        x = 4.0
        current = g.s.current == self.seat and g.pending is not None
        title = f"{'▶ ' if current else ''}{r.name}"
        f.setBold(False)
        incoming = gv.incoming_damage(g, self.seat)
        takes = tr("takes %n damage", None, incoming)
        need = fm.horizontalAdvance(title) + len(r.colors) * ic * 2.5 + 20
        if need + QFontMetricsF(f).horizontalAdvance(takes) + ic * 3 + 16 > self.width():
            takes = str(incoming)  # narrow: the attack icon and the number (the tooltip says it), the name whole
        takes_w = QFontMetricsF(f).horizontalAdvance(takes)
        free = self.width() - takes_w - ic * 3 - 16  # the name never runs under "takes N damage"
        if free - len(r.colors) * ic * 2.5 >= fm.horizontalAdvance(title[:4] + "…"):  # narrow: the name first
            for c in r.colors:
                color_symbol(p, QPointF(x + ic, lh / 2), ic, c)
                x += ic * 2.5
        p.setPen(QColor("#f5c451") if current else QColor("#e8ecf4"))
        room = free - x - 6
        title = fm.elidedText(title, Qt.TextElideMode.ElideRight, max(0, int(room)))
        self.drawn_title = title
        p.drawText(QRectF(x + 2, 0, self.width(), lh), Qt.AlignmentFlag.AlignVCenter, title)
        x += fm.horizontalAdvance(title) + 10
        if self.seat in g.setup.ai_seats():
            x = paint_ai_badge(p, x, lh, px)
        p.setFont(f)
        fm = p.fontMetrics()
        roles = " / ".join(tr(ROLE_OF[c]) for c in r.colors if c in ROLE_OF)
        metatype = tr(r.metatype)
        client_word = tr("Client") if r.name != tr("Client") else tr("escorted")  # never "Client Client"
        meta = client_word if r.client else f"{metatype} · {roles}" if roles else metatype
        tw = fm.horizontalAdvance(takes) + ic * 3
        p.setPen(QColor("#8d96a8"))
        self.icon_left = self.width() - tw - ic  # the attack icon is drawn centred there, `ic` each side
        room = self.icon_left - x - 8  # (seen: "Decker" touching the icon on a narrow seat)
        # whole words or none ("Hum…" says nothing): the roles go first (their symbols are before the name)
        metas = (meta,) if r.client else (meta, roles or metatype)  # the role stays, also on the current seat
        fits = [m for m in metas if fm.horizontalAdvance(m) <= room]
        if not fits and takes != str(incoming):  # the number alone makes room (the tooltip says "takes N damage")
            takes = str(incoming)
            tw = fm.horizontalAdvance(takes) + ic * 3
            self.icon_left = self.width() - tw - ic
            room = self.icon_left - x - 8
            fits = [m for m in metas if fm.horizontalAdvance(m) <= room]
        self.drawn_meta = fits[0] if fits else ""
        self.meta_end = x + fm.horizontalAdvance(self.drawn_meta)
        p.drawText(QRectF(x, 0, room, lh), Qt.AlignmentFlag.AlignVCenter, self.drawn_meta)
        paint_icon(p, QPointF(self.width() - tw, lh / 2), ic, "attack")
        p.setPen(QColor("#ff9f43") if incoming else QColor("#8d96a8"))
        p.drawText(QRectF(0, 0, self.width() - 4, lh), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, takes)
        # line 2: HP hearts, status; nuyen and piles on the right
        y = lh * 1.5
        heart = min(ic * 1.1, (self.width() * 0.4) / max(1, r.max_hp) / 2.3)
        items: list[tuple[str, str]] = []
        if not r.client:  # the Client has no deck, hand, discard or nuyen (p. 20)
            items += [("nuyen", str(r.nuyen)), ("deck", str(len(r.deck))), ("discard", str(len(r.discard))), ("hand", str(len(r.hand)))]
        hearts_end = 4.0 + r.max_hp * heart * 2.3
        while items and self.width() - 4.0 - sum(fm.horizontalAdvance(n) + ic * 3.4 for _i, n in items) < hearts_end + 4:
            items.pop()  # a narrow seat drops the piles from the right before they cover the hearts
        right = self.width() - 4.0
        for icon, n in reversed(items):
            w = fm.horizontalAdvance(n)
            p.setPen(QColor("#f5c451") if icon == "nuyen" else QColor("#e8ecf4"))
            p.drawText(QRectF(right - w, lh, w + 1, lh), Qt.AlignmentFlag.AlignVCenter, n)
            paint_icon(p, QPointF(right - w - ic * 1.3, y), ic, icon)
            right -= w + ic * 3.4
        status = status_text(r)
        if r.client:  # counted before the hearts are sized, so the warning is never cut
            status += "  " + tr("staggered = mission lost")
        # the hearts shrink (down to a third of their size) before the HP figure or the condition's word is cut
        keep = fm.horizontalAdvance(status if r.client else status_text(r, brief=True)) + 12
        heart = min(heart, max(ic * 0.35, (right - 4 - keep) / max(1, r.max_hp) / 2.3))
        x = 4.0
        for i in range(r.max_hp):
            paint_icon(p, QPointF(x + heart, y), heart, "hp" if i < r.hp else "hp_empty")
            x += heart * 2.3
        room = right - x - 8
        if not r.client and fm.horizontalAdvance(status) > room:
            status = status_text(r, brief=True)  # the condition's word stays, Exhausted as its symbol
        if not r.client and fm.horizontalAdvance(status) > room:
            status = status_text(r, short=True)  # the markers stay visible as symbols
        self.drawn_status = ""
        if room > fm.horizontalAdvance("HP…"):  # narrow seats keep the hearts and drop the words
            self.drawn_status = fm.elidedText(status, Qt.TextElideMode.ElideRight, int(room))
            p.setPen(QColor("#ff6b6b") if r.out else QColor("#e8ecf4"))
            p.drawText(QRectF(x + 4, lh, room, lh), Qt.AlignmentFlag.AlignVCenter, self.drawn_status)
        if r.upgrades:
            names = ", ".join(g.cat.upgrade(u).name for u in r.upgrades)
            p.setPen(QColor("#b48cff"))
            text = tr("Upgrades: {names}").format(names=names)
            p.drawText(QRectF(4, lh * 2, self.width() - 8, lh), Qt.AlignmentFlag.AlignVCenter,
                       fm.elidedText(text, Qt.TextElideMode.ElideRight, self.width() - 8))
        p.end()
        self._tip(r, meta, incoming)

    def _tip(self, r: RunnerState, meta: str, incoming: int) -> None:
        """The whole header in words (a narrow seat shows less of it), the conditions, the upgrades."""
        names = [self.game.cat.upgrade(u).name for u in r.upgrades]
        head = tr("{name} ({meta}) takes {n} damage.").format(name=r.name, meta=meta, n=incoming)
        base = head + "\n" + condition_help(self.game)
        tip = base + ("\n" + tr("Upgrades: {names}").format(names=", ".join(names)) if names else "")
        if self.toolTip() != tip:
            self.setToolTip(tip)


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
