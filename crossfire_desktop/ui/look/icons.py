"""Original, code-drawn icons: the four damage colours, colourless damage, special damage, nuyen, HP, attack.

Every colour has its own shape and letter too (black square B, blue circle U, green triangle G,
red diamond R) so the icons read without colour. Icons are painted straight with QPainter, or as
cached pixmaps for rich text and labels.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from ..words.names import COLOR_HEX, COLOR_LETTER, COLOR_SHAPE

INK = QColor("#0b0e14")
NUYEN = QColor("#f5c451")
HP = QColor("#e5484d")
ATTACK = QColor("#ff6b6b")
NEUTRAL = QColor("#c9d1e0")
COLORS = ("black", "blue", "green", "red")
# Every icon name the painter knows (colour names, "any:N" for N colourless, "star", "level", ...).
SIMPLE = ("star", "level", "nuyen", "hp", "hp_empty", "attack", "deck", "discard", "hand")


def _letter(p: QPainter, r: QRectF, text: str, color: QColor, scale: float = 1.15, dy: float = 0.0) -> None:
    f = QFont(p.font())
    f.setPixelSize(max(5, int(r.height() / 2 * scale)))
    f.setBold(True)
    p.setFont(f)
    p.setPen(color)
    p.drawText(r.translated(0, dy), Qt.AlignmentFlag.AlignCenter, text)


def luminance(c: QColor) -> float:
    """WCAG relative luminance."""
    from .cvd import _lin  # (sRGB to linear light, 0..255 in)

    return 0.2126 * _lin(c.red()) + 0.7152 * _lin(c.green()) + 0.0722 * _lin(c.blue())


def contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def letter_ink(fill: QColor) -> QColor:
    """White or dark ink, whichever reads better on the fill (the colour-blind palettes' light grey "black"
    had a white B on it, hard to read)."""
    white = QColor("#ffffff")
    return white if contrast(white, fill) > contrast(INK, fill) else INK


def color_icon(p: QPainter, center: QPointF, r: float, color: str | None, letter: bool = True) -> None:
    """One damage of `color`: a shape per colour plus its letter (works without colour vision)."""
    c = QColor(COLOR_HEX.get(color or "", "#666"))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(QPen(INK, max(1.0, r / 6)))
    p.setBrush(c)
    shape = COLOR_SHAPE.get(color or "", "circle")
    x, y = center.x(), center.y()
    if shape == "square":
        p.drawRect(QRectF(x - r * 0.92, y - r * 0.92, 1.84 * r, 1.84 * r))
    elif shape == "triangle":
        p.drawPolygon(QPolygonF([QPointF(x, y - r * 1.1), QPointF(x + r * 1.1, y + r * 0.9),
                                 QPointF(x - r * 1.1, y + r * 0.9)]))
    elif shape == "diamond":
        p.drawPolygon(QPolygonF([QPointF(x, y - r * 1.15), QPointF(x + r * 1.15, y), QPointF(x, y + r * 1.15),
                                 QPointF(x - r * 1.15, y)]))
    else:
        p.drawEllipse(center, r, r)
    if letter and color:
        box = QRectF(x - r, y - r, 2 * r, 2 * r)
        _letter(p, box, COLOR_LETTER[color], letter_ink(c), 1.1 if shape != "triangle" else 0.95,
                r * 0.2 if shape == "triangle" else 0.0)
    p.restore()


def amount_icon(p: QPainter, center: QPointF, r: float, n: int | str) -> None:
    """N damage of any colour: a grey rounded box with the number."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    box = QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r)
    p.setPen(QPen(QColor("#8d96a8"), max(1.0, r / 7)))
    p.setBrush(QColor("#e8ecf4"))
    p.drawRoundedRect(box, r * 0.3, r * 0.3)
    _letter(p, box, str(n), INK, 1.25)
    p.restore()


def symbol_icon(p: QPainter, center: QPointF, r: float, name: str) -> None:
    """The other icons: special damage, a level of damage, nuyen, HP, attack, piles."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    x, y = center.x(), center.y()
    box = QRectF(x - r, y - r, 2 * r, 2 * r)
    if name == "star":  # special damage: the card's text says what it does
        pts = []
        for i in range(10):
            rad = r * (1.05 if i % 2 == 0 else 0.45)
            a = -math.pi / 2 + i * math.pi / 5
            pts.append(QPointF(x + rad * math.cos(a), y + rad * math.sin(a)))
        p.setPen(QPen(INK, max(1.0, r / 7)))
        p.setBrush(QColor("#b48cff"))
        p.drawPolygon(QPolygonF(pts))
    elif name == "level":  # one whole level of damage: a chevron band
        p.setPen(QPen(INK, max(1.0, r / 7)))
        p.setBrush(QColor("#ff9f43"))
        p.drawPolygon(QPolygonF([QPointF(x - r, y - r * 0.7), QPointF(x, y - r * 0.1), QPointF(x + r, y - r * 0.7),
                                 QPointF(x + r, y + r * 0.1), QPointF(x, y + r * 0.8), QPointF(x - r, y + r * 0.1)]))
    elif name == "nuyen":  # a gold coin with the yen sign
        p.setPen(QPen(QColor("#8a6a12"), max(1.0, r / 6)))
        p.setBrush(NUYEN)
        p.drawEllipse(center, r, r)
        _letter(p, box, "¥", INK, 1.2)
    elif name in ("hp", "hp_empty"):  # a heart
        path = QPainterPath()
        path.moveTo(x, y + r * 0.95)
        path.cubicTo(x - r * 1.5, y - r * 0.1, x - r * 0.8, y - r * 1.3, x, y - r * 0.45)
        path.cubicTo(x + r * 0.8, y - r * 1.3, x + r * 1.5, y - r * 0.1, x, y + r * 0.95)
        p.setPen(QPen(QColor("#7a1f22") if name == "hp" else QColor("#55607a"), max(1.0, r / 6)))
        p.setBrush(HP if name == "hp" else QColor("#232a3a"))
        p.drawPath(path)
    elif name == "attack":  # a crosshair
        p.setPen(QPen(ATTACK, max(1.2, r / 4)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(center, r * 0.65, r * 0.65)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            p.drawLine(QPointF(x + dx * r * 0.3, y + dy * r * 0.3), QPointF(x + dx * r * 1.05, y + dy * r * 1.05))
    elif name in ("deck", "discard", "hand"):  # stacked card backs / a fanned hand
        p.setPen(QPen(QColor("#8d96a8"), max(1.0, r / 7)))
        p.setBrush(QColor("#2c3447") if name != "discard" else QColor("#3a2c2c"))
        w, h = r * 1.1, r * 1.6
        offsets = ((-0.35, 0.2), (0.0, 0.0), (0.35, -0.2)) if name != "hand" else ((-0.5, 0.1), (0.0, 0.0), (0.5, 0.1))
        for ox, oy in offsets:
            p.drawRoundedRect(QRectF(x - w / 2 + ox * r, y - h / 2 + oy * r, w, h), r * 0.15, r * 0.15)
    p.restore()


def paint_icon(p: QPainter, center: QPointF, r: float, name: str) -> None:
    """Paints an icon by name: a colour, "any:N", or one of SIMPLE."""
    if name in COLORS:
        color_icon(p, center, r, name)
    elif name.startswith("any:"):
        amount_icon(p, center, r, name[4:])
    else:
        symbol_icon(p, center, r, name)


_PIXMAPS: dict[tuple[str, int, float], QPixmap] = {}


def icon_pixmap(name: str, px: int, dpr: float = 1.0) -> QPixmap:
    """An icon as a transparent pixmap of px×px (for labels, menus and rich text); cached."""
    key = (name, px, dpr)
    pm = _PIXMAPS.get(key)
    if pm is None:
        pm = QPixmap(int(px * dpr), int(px * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        paint_icon(p, QPointF(px / 2, px / 2), px * 0.42, name)
        p.end()
        _PIXMAPS[key] = pm
    return pm
