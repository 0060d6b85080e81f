"""The one card painter: every card on the table is drawn here from its card data."""

from __future__ import annotations

from typing import Any, Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from crossfire_desktop.catalog.models import Damage

from ..words.names import COLOR_HEX
from ..words.text import tr
from .cardface import CardFace
from .cardtext import MIN_PX, basic_text, damage_code, note_font, paint_rich
from .icons import ATTACK, amount_icon, color_icon, paint_icon
from .tracks import paint_boss_boxes, paint_pool, paint_track, pool_above, pool_items

BG = QColor("#1b2130")
Badge = Literal["", "corner", "band"]  # the room a card's text leaves a digit key badge: none, its corner, its band


def badge_size(u: float) -> float:
    """The digit key badge's diameter on a card of unit `u` (its height / 140)."""
    return max(16.0, 14 * u)


def badge_for(hint: str, badge: Badge = "") -> Badge:
    """The room kept for the key badge: `badge` when the view chose one (the hand: its corner, so a card keeps
    its look renumbered), else the badge's whole band when a `hint` shows (its words beside the badge read as one
    with it, seen in play in the Black Market)."""
    return badge or ("band" if hint else "")
FG = QColor("#e8ecf4")
DIM = QColor("#8d96a8")
GOLD = QColor("#f5c451")
CHEAPER = QColor("#5fd38d")  # a price brought down (Negotiation)
DEARER = QColor("#ff8a80")  # a price raised by an obstacle
CARD_RATIO = 1.4


def color_symbol(p: QPainter, center: QPointF, r: float, color: str | None, letter: bool = True) -> None:
    """A colour cue that also works without colour: a shape per colour plus its letter."""
    color_icon(p, center, r, color, letter)


def damage_symbols(p: QPainter, x: float, y: float, r: float, dmg: Damage | None) -> float:
    """A damage box as icons left to right from (x, y centre), counts for repeats; returns the x reached."""
    if dmg is None:
        return x
    counts: dict[str, int] = {}
    for color in dmg.colors:
        counts[color] = counts.get(color, 0) + 1
    f = QFont(p.font())
    f.setPixelSize(int(max(MIN_PX, r * 1.5)))
    f.setBold(True)
    p.setFont(f)
    fm = p.fontMetrics()
    for name, n in counts.items():
        reps = n if n <= 3 else 1
        for _ in range(reps):
            color_icon(p, QPointF(x + r, y), r, name)
            x += 2.3 * r
        if n > 3:
            p.setPen(FG)
            label = f"×{n}"
            p.drawText(QRectF(x, y - r * 1.2, fm.horizontalAdvance(label) + 2, r * 2.4), Qt.AlignmentFlag.AlignVCenter, label)
            x += fm.horizontalAdvance(label) + r / 2
    if dmg.colorless:
        amount_icon(p, QPointF(x + r, y), r, dmg.colorless)
        x += 2.3 * r
    if dmg.special:
        paint_icon(p, QPointF(x + r, y), r, "star")
        x += 2.3 * r
    extras = []
    if dmg.x:
        extras.append("+X")
    if dmg.levels:
        extras.append(tr("{n} LVL").format(n=dmg.levels) + ("⇶" if dmg.consecutive else ""))
    for e in extras:
        w = fm.horizontalAdvance(e) + r
        p.setPen(QPen(DIM, 1))
        p.setBrush(QColor("#2c3447"))
        p.drawRoundedRect(QRectF(x, y - r, w, 2 * r), r / 2, r / 2)
        p.setPen(FG)
        p.drawText(QRectF(x, y - r, w, 2 * r), Qt.AlignmentFlag.AlignCenter, e)
        note_font("damage", f.pixelSize())
        x += w + r / 2
    return x


def card_text(face: CardFace) -> str:
    """The whole rules text of a card, with its placeholders (painted as icons)."""
    text = face.text
    if face.kind == "player" and not text:
        text = basic_text(face.damage)
    if face.assist_text or face.assist_damage:
        assist = face.assist_text or tr("Damage: {dmg}").format(dmg=damage_code(face.assist_damage))
        text += ("\n" if text else "") + tr("ASSIST: ") + assist
    if face.kind == "crossfire" and face.threshold is not None:
        mark = "●" if face.threshold_live else "○"
        text += "\n" + tr("{mark} Crossfire {n}+: {text}").format(mark=mark, n=face.threshold, text=face.threshold_text)
    if face.timebomb_text:
        text += "\n" + tr("Timebomb: {text}").format(text=face.timebomb_text)
    return text


GLOWS = {"good": QColor("#7bd88f"), "bad": QColor("#ff6b6b"), "warn": QColor("#ff9f43")}
GLOW_LINES = {"good": Qt.PenStyle.SolidLine, "bad": Qt.PenStyle.DashLine, "warn": Qt.PenStyle.DotLine}


def paint_card(p: QPainter, rect: QRectF, face: CardFace, *, selected: bool = False, focused: bool = False,
               dim: bool = False, glow: str | None = None, hint: str = "") -> None:
    paint_card_face(p, rect, face, badge=badge_for(hint))
    paint_card_marks(p, rect, selected=selected, focused=focused, dim=dim, glow=glow, hint=hint)


def card_outline(rect: QRectF) -> QPainterPath:
    """The card's rounded edge (its background, border, dimming and glow follow it)."""
    u = rect.height() / 140.0
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(1, 1, -1, -1), 6 * u, 6 * u)
    return path


def paint_card_face(p: QPainter, rect: QRectF, face: CardFace, *, badge: Badge = "") -> None:
    """The card itself: what a cached picture holds (ui/look/cardcache.py). `badge`: "corner", its text's last
    lines start right of a digit key badge's corner; "band", its text ends above the badge."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    u = rect.height() / 140.0  # one unit at the reference card height
    edge = QColor(COLOR_HEX.get(face.color or "", "#55607a"))
    if face.kind == "crossfire":
        edge = QColor("#f08a24")
    path = card_outline(rect)
    p.fillPath(path, BG)
    pen = QPen(edge, 2 * u)
    p.setPen(pen)
    p.drawPath(path)
    inner = rect.adjusted(5 * u, 4 * u, -5 * u, -4 * u)
    y = _paint_header(p, inner, u, face)
    y = _paint_subline(p, inner, y, u, face)
    bottom = inner.bottom()
    if face.kind == "obstacle":  # above its attack and nuyen row, and above the placed damage's band if any
        row, between, r = _stats_row(p, inner, u, face)
        above = pool_above(_stats_font(p, u), between, r, pool_items(face.pool))
        bottom = row.top() - (row.height() if above else 0)
    if face.kind == "player":
        r = max(MIN_PX * 0.62, 6.5 * u)
        damage_symbols(p, inner.x(), y + r * 1.15, r, face.damage)
        y += r * 2.3 + 3 * u
    elif face.kind == "obstacle" and face.track:  # its boxes end above that row and band too
        y = paint_track(p, inner.x(), y + 1 * u, inner.width(), u, face.track, face.cleared, face.partial,
                        face.preview, face.preview_how, max_h=bottom - y - 1 * u)
    elif face.kind == "obstacle" and face.boss is not None:
        y = paint_boss_boxes(p, inner.x(), y + 1 * u, inner.width(), u, face.boss)
    corner = (0.0, 0.0)
    if face.kind != "obstacle" and badge == "band":  # the badge stands alone under the text (paint_card_marks: d
        bottom -= badge_size(u)  # tall, 3u up from the card's edge; inner's bottom is 4u up)
    elif face.kind != "obstacle" and badge == "corner":  # its corner stays free: the text's last lines start right of it
        d = badge_size(u)  # paint_card_marks' badge: d wide, 3u in from the card's edges (inner's are 5u, 4u)
        corner = (d, d)  # its right edge 2u clear of the text, its top 1u
    paint_rich(p, QRectF(inner.x(), y, inner.width(), bottom - y), card_text(face), max_px=max(MIN_PX, 8.8 * u),
               corner=corner)
    if face.kind == "obstacle":
        _paint_stats(p, inner, u, face)
    p.restore()


def paint_card_marks(p: QPainter, rect: QRectF, *, selected: bool = False, focused: bool = False, dim: bool = False,
                     glow: str | None = None, hint: str = "") -> None:
    """What the table marks on a card, drawn over it: picked (a gold edge) or the keyboard's target (a white
    edge), dimmed (can't be played), a target's glow, the digit key badge. Cheap next to the card itself,
    so a card's picture serves whatever its marks."""
    if not (selected or focused or dim or glow in GLOWS or hint):
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    u = rect.height() / 140.0
    path = card_outline(rect)
    if dim:
        p.fillPath(path, QColor(0, 0, 0, 120))
    if glow in GLOWS:  # a forecast, inside the card's edge: a frame on the edge looked like the target (seen in play)
        pen = QPen(GLOWS[glow], 2.4 * u)
        pen.setStyle(GLOW_LINES[glow])  # good, bad and warn differ by line as well as by colour
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(card_outline(rect.adjusted(5 * u, 5 * u, -5 * u, -5 * u)))
    if selected or focused:  # last, wider than the card's own edge, on the same line: nothing hides it
        p.setPen(QPen(GOLD if selected else QColor("#ffffff"), 3.2 * u))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
    if hint:
        p.setPen(QColor("#0b0e14"))
        p.setBrush(GOLD)
        d = badge_size(u)
        r2 = QRectF(rect.left() + 3 * u, rect.bottom() - d - 3 * u, d, d)
        p.drawEllipse(r2)
        f = QFont()  # the application's font, as a card picture's painter has it
        f.setPixelSize(int(max(MIN_PX, d * 0.7)))
        f.setBold(True)
        p.setFont(f)
        p.drawText(r2, Qt.AlignmentFlag.AlignCenter, hint)
    p.restore()


def _paint_header(p: QPainter, inner: QRectF, u: float, face: CardFace) -> float:
    """The name across the whole card width: one line, else two, else smaller (never below 11 px),
    three lines at 11 px for the longest names ("Take the Merchandise and Run")."""
    f = QFont(p.font())
    f.setBold(True)
    width = inner.width() + 4 * u  # the name may use part of the side margins
    px = max(MIN_PX, 10.5 * u)
    while True:
        f.setPixelSize(int(px))
        p.setFont(f)
        fm = p.fontMetrics()
        one = fm.horizontalAdvance(face.name) <= width
        lines = [face.name] if one else _wrap_name(face.name, fm, width, 2 if px > MIN_PX else 3)
        if lines is not None or px <= MIN_PX:
            break
        px = max(MIN_PX, px - 0.5)
    p.setPen(FG)
    if lines is None:  # longer than any card name in the catalog: elide (the zoom has it whole)
        lines = [fm.elidedText(face.name, Qt.TextElideMode.ElideRight, int(width))]
        note_font("name_elided", px)
    lh = fm.height()
    for i, text in enumerate(lines):
        p.drawText(QRectF(inner.x() - 2 * u, inner.y() + i * lh, width + 1, lh), Qt.AlignmentFlag.AlignVCenter, text)
    note_font("name", px)
    return inner.y() + lh * len(lines) + 1 * u


def _price_text(face: CardFace) -> str:
    """The printed cost, or "5 3" when a discount makes it 3 (the 5 struck out)."""
    return str(face.cost) if face.price is None else f"{face.cost} {face.price}"


def _paint_price(p: QPainter, face: CardFace, right: float, y: float, lh: float) -> float:
    """The cost ending at `right`: a discounted price in green after the printed cost struck out; its width."""
    fm = p.fontMetrics()
    w = fm.horizontalAdvance(_price_text(face))
    if face.price is None:
        p.setPen(GOLD)
        p.drawText(QRectF(right - w, y, w + 1, lh), Qt.AlignmentFlag.AlignVCenter, str(face.cost))
        return w
    now = str(face.price)
    p.setPen(CHEAPER if face.price < (face.cost or 0) else DEARER)
    p.drawText(QRectF(right - fm.horizontalAdvance(now), y, fm.horizontalAdvance(now) + 1, lh),
               Qt.AlignmentFlag.AlignVCenter, now)
    printed = QFont(p.font())
    printed.setStrikeOut(True)
    p.save()
    p.setFont(printed)
    p.setPen(DIM)
    p.drawText(QRectF(right - w, y, fm.horizontalAdvance(str(face.cost)) + 1, lh), Qt.AlignmentFlag.AlignVCenter,
               str(face.cost))
    p.restore()
    return w


def _paint_subline(p: QPainter, inner: QRectF, y: float, u: float, face: CardFace) -> float:
    """Colour icon, type (REQUIRES ...), and the cost with the nuyen icon on the right."""
    sub = face.type
    if face.kind == "crossfire":
        sub = tr("CROSSFIRE EVENT")
    if face.requires:
        sub += "  " + tr("REQUIRES {type}").format(type=face.requires)
    if not (sub or face.color or face.cost is not None or face.reconstructed or not face.complete):
        return y
    f = QFont(p.font())
    px = max(MIN_PX, 8.5 * u)
    f.setPixelSize(int(px))
    f.setBold(False)
    p.setFont(f)
    lh = max(p.fontMetrics().height(), 13 * u)
    r = lh * 0.36
    x, right = inner.x(), inner.right()
    if face.cost is not None:
        f.setBold(True)
        f.setPixelSize(int(max(MIN_PX, 10.5 * u)))
        p.setFont(f)
        cost_w = p.fontMetrics().horizontalAdvance(_price_text(face)) + r * 3
        f.setBold(False)
        f.setPixelSize(int(px))
        p.setFont(f)
    else:
        cost_w = 0.0
    room = inner.width() - cost_w - r * 2.6
    if face.color and p.fontMetrics().horizontalAdvance(sub) <= room:  # the type first; the icon if it fits
        color_icon(p, QPointF(x + r, y + lh / 2), r, face.color)
        x += r * 2.6
    if face.cost is not None:
        f.setBold(True)
        f.setPixelSize(int(max(MIN_PX, 10.5 * u)))
        p.setFont(f)
        w = _paint_price(p, face, right, y, lh)
        paint_icon(p, QPointF(right - w - r * 1.3, y + lh / 2), r, "nuyen")
        right -= w + r * 3
        f.setBold(False)
        f.setPixelSize(int(px))
        p.setFont(f)
    if face.reconstructed or not face.complete:  # reconstructed by us: the zoom says which fields
        f.setBold(True)
        p.setFont(f)
        w = p.fontMetrics().horizontalAdvance("≈") + 2 * u
        p.setPen(QColor("#ff9f43"))
        p.drawText(QRectF(right - w, y, w, lh), Qt.AlignmentFlag.AlignCenter, "≈")
        right -= w + 2 * u
        f.setBold(False)
        p.setFont(f)
    if sub:
        p.setPen(DIM)
        p.drawText(QRectF(x, y, right - x, lh), Qt.AlignmentFlag.AlignVCenter,
                   p.fontMetrics().elidedText(sub, Qt.TextElideMode.ElideRight, int(right - x)))
        note_font("type", px)
    return y + lh + 1 * u


def _wrap_name(name: str, fm: Any, width: float, most: int = 3) -> list[str] | None:
    """Greedy word wrap of a name into at most `most` lines (None: a word or the lines don't fit)."""
    lines: list[str] = []
    for word in name.split():
        if fm.horizontalAdvance(word) > width:
            return None
        if lines and fm.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines if len(lines) <= most else None


def _stats_font(p: QPainter, u: float) -> QFont:
    f = QFont(p.font())
    f.setPixelSize(int(max(MIN_PX, 10 * u)))
    f.setBold(True)
    return f


def _stats_row(p: QPainter, inner: QRectF, u: float, face: CardFace) -> tuple[QRectF, QRectF, float]:
    """An obstacle's bottom row, the room between its attack and nuyen figures (the placed damage's place)
    and its icons' radius."""
    fm = QFontMetricsF(_stats_font(p, u))
    h = max(MIN_PX + 4, 14 * u)
    row = QRectF(inner.x(), inner.bottom() - h, inner.width(), h)
    r = h * 0.36
    left = row.x() + 2.3 * r + fm.horizontalAdvance(_attack_figure(face)) + r / 2
    right = row.right()
    if _pays_nuyen(face):
        right = row.right() - fm.horizontalAdvance(str(face.nuyen if face.nuyen is not None else "?")) - 2.5 * r
    return row, QRectF(left, row.y(), max(0.0, right - left), h), r


def _attack_figure(face: CardFace) -> str:
    return "—" if face.no_attack else str(face.attack if face.attack is not None else "?")


def _pays_nuyen(face: CardFace) -> bool:
    return face.nuyen is not None or not face.type.startswith(tr("BOSS"))  # a boss aspect pays no nuyen


def _paint_stats(p: QPainter, inner: QRectF, u: float, face: CardFace) -> None:
    f = _stats_font(p, u)
    p.setFont(f)
    row, between, r = _stats_row(p, inner, u, face)
    atk = _attack_figure(face)
    paint_icon(p, QPointF(row.x() + r, row.center().y()), r, "attack")
    p.setPen(ATTACK)
    p.drawText(row.adjusted(2.3 * r, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, atk)
    if _pays_nuyen(face):
        nuyen = str(face.nuyen if face.nuyen is not None else "?")
        nw = p.fontMetrics().horizontalAdvance(nuyen)
        paint_icon(p, QPointF(row.right() - nw - 1.3 * r, row.center().y()), r, "nuyen")
        p.setPen(GOLD)
        p.drawText(row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, nuyen)
    note_font("stats", f.pixelSize())
    paint_pool(p, between, row.translated(0, -row.height()), r, pool_items(face.pool))
