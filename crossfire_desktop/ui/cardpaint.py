"""The one card painter: every card on the table is drawn here from its card data."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from crossfire_desktop.catalog.models import CrossfireCard, Damage, ObstacleCard, PlayerCard
from crossfire_desktop.engine import Game
from crossfire_desktop.engine import view as gv

from .text import COLOR_HEX, COLOR_LETTER, COLOR_SHAPE, tr

BG = QColor("#1b2130")
FG = QColor("#e8ecf4")
DIM = QColor("#8d96a8")
GOLD = QColor("#f5c451")
CARD_RATIO = 1.4


@dataclass
class CardFace:
    kind: str  # player, obstacle, crossfire, back
    name: str = ""
    color: str | None = None
    cost: int | None = None
    type: str = ""
    damage: Damage | None = None
    text: str = ""
    assist_text: str = ""
    assist_damage: Damage | None = None
    requires: str | None = None
    track: list[Any] = field(default_factory=list)
    cleared: int = 0
    partial: int = 0
    preview: list[int] = field(default_factory=list)
    attack: int | None = None
    nuyen: int | None = None
    threshold: int | None = None
    threshold_text: str = ""
    threshold_live: bool = False
    timebomb_text: str = ""
    reconstructed: list[str] = field(default_factory=list)
    complete: bool = True
    placed: int = 0
    no_attack: bool = False


def face_of(game: Game, card: int | None) -> CardFace:
    if card is None:
        return CardFace("back", name=tr("marker"))
    d = game.card_def(card)
    rec = list(d.provenance.reconstructed)
    if isinstance(d, PlayerCard):
        return CardFace("player", d.name, d.color, d.cost, d.type, d.damage, d.text, d.assist_text,
                        d.assist_damage, d.requires, reconstructed=rec, complete=d.complete)
    if isinstance(d, ObstacleCard):
        ob = game.s.obstacle(card)
        f = CardFace("obstacle", d.name, d.color, type=d.type or "", text=d.text, track=list(d.track or []),
                     attack=d.attack, nuyen=d.nuyen, reconstructed=rec, complete=d.complete)
        if ob is not None:
            f.cleared, f.partial, f.no_attack = ob.cleared, ob.partial, ob.no_attack
            f.attack = gv.attack(game, card)
            f.preview = gv.preview_levels(game, card)
            f.placed = len(gv.placed_at(game, card))
        return f
    if isinstance(d, CrossfireCard):
        level = gv.crossfire_level(game)
        return CardFace("crossfire", d.name, text=d.text, threshold=d.threshold, threshold_text=d.threshold_text,
                        threshold_live=d.threshold is not None and level >= d.threshold,
                        timebomb_text=d.timebomb_text, reconstructed=rec, complete=d.complete)
    return CardFace("back", name=d.name, reconstructed=rec)


def color_symbol(p: QPainter, center: QPointF, r: float, color: str | None, letter: bool = True) -> None:
    """A colour cue that also works without colour: a shape per colour plus its letter."""
    c = QColor(COLOR_HEX.get(color or "", "#666"))
    p.setPen(QPen(QColor("#0b0e14"), max(1.0, r / 6)))
    p.setBrush(c)
    shape = COLOR_SHAPE.get(color or "", "circle")
    x, y = center.x(), center.y()
    if shape == "square":
        p.drawRect(QRectF(x - r, y - r, 2 * r, 2 * r))
    elif shape == "triangle":
        p.drawPolygon(QPolygonF([QPointF(x, y - r * 1.1), QPointF(x + r * 1.1, y + r * 0.9), QPointF(x - r * 1.1, y + r * 0.9)]))
    elif shape == "diamond":
        p.drawPolygon(QPolygonF([QPointF(x, y - r * 1.15), QPointF(x + r * 1.15, y), QPointF(x, y + r * 1.15), QPointF(x - r * 1.15, y)]))
    else:
        p.drawEllipse(center, r, r)
    if letter and color:
        f = QFont(p.font())
        f.setPixelSize(max(6, int(r * 1.15)))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#0b0e14") if color != "black" else QColor("#ffffff"))
        p.drawText(QRectF(x - r, y - r + (r * 0.15 if shape == "triangle" else 0), 2 * r, 2 * r),
                   Qt.AlignmentFlag.AlignCenter, COLOR_LETTER[color])


def damage_symbols(p: QPainter, x: float, y: float, r: float, dmg: Damage | None) -> float:
    """Draws a damage box left to right from (x, y center); returns the x reached."""
    if dmg is None:
        return x
    for c in dmg.colors:
        color_symbol(p, QPointF(x + r, y), r, c)
        x += 2.4 * r
    f = QFont(p.font())
    f.setPixelSize(max(6, int(r * 1.3)))
    f.setBold(True)
    p.setFont(f)
    extras = []
    if dmg.colorless:
        extras.append(f"+{dmg.colorless}")
    if dmg.x:
        extras.append("+X")
    if dmg.levels:
        extras.append(tr("{n} LVL").format(n=dmg.levels) + ("⇶" if dmg.consecutive else ""))
    if dmg.special:
        extras.append("★")
    for e in extras:
        w = p.fontMetrics().horizontalAdvance(e) + r
        p.setPen(QPen(DIM, 1))
        p.setBrush(QColor("#2c3447"))
        p.drawRoundedRect(QRectF(x, y - r, w, 2 * r), r / 2, r / 2)
        p.setPen(FG)
        p.drawText(QRectF(x, y - r, w, 2 * r), Qt.AlignmentFlag.AlignCenter, e)
        x += w + r / 2
    return x


def paint_card(p: QPainter, rect: QRectF, face: CardFace, *, selected: bool = False, focused: bool = False,
               dim: bool = False) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    u = rect.height() / 140.0  # one unit at the reference card height
    edge = QColor(COLOR_HEX.get(face.color or "", "#55607a"))
    if face.kind == "crossfire":
        edge = QColor("#f08a24")
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(1, 1, -1, -1), 6 * u, 6 * u)
    p.fillPath(path, BG)
    pen = QPen(GOLD if selected else (QColor("#ffffff") if focused else edge), (3.2 if selected or focused else 2) * u)
    p.setPen(pen)
    p.drawPath(path)
    inner = rect.adjusted(5 * u, 4 * u, -5 * u, -4 * u)
    # header: colour symbol, name, cost
    head = QRectF(inner.x(), inner.y(), inner.width(), 16 * u)
    x = head.x()
    if face.color:
        color_symbol(p, QPointF(x + 6 * u, head.center().y()), 6 * u, face.color)
        x += 15 * u
    f = QFont(p.font())
    f.setPixelSize(max(7, int(10.5 * u)))
    f.setBold(True)
    p.setFont(f)
    right = head.right()
    if face.cost is not None:
        cost = f"{face.cost}¥"
        w = p.fontMetrics().horizontalAdvance(cost) + 6 * u
        p.setPen(GOLD)
        p.drawText(QRectF(right - w, head.y(), w, head.height()), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, cost)
        right -= w
    p.setPen(FG)
    name = p.fontMetrics().elidedText(face.name, Qt.TextElideMode.ElideRight, int(right - x))
    p.drawText(QRectF(x, head.y(), right - x, head.height()), Qt.AlignmentFlag.AlignVCenter, name)
    y = head.bottom() + 2 * u
    f.setPixelSize(max(6, int(8 * u)))
    f.setBold(False)
    p.setFont(f)
    sub = face.type
    if face.kind == "crossfire":
        sub = tr("CROSSFIRE EVENT")
    if face.requires:
        sub += "  " + tr("REQUIRES {type}").format(type=face.requires)
    if sub:
        p.setPen(DIM)
        p.drawText(QRectF(inner.x(), y, inner.width(), 10 * u), Qt.AlignmentFlag.AlignVCenter, sub)
        y += 11 * u
    if face.kind == "player":
        damage_symbols(p, inner.x(), y + 7 * u, 6 * u, face.damage)
        y += 16 * u
    elif face.kind == "obstacle":
        y = _paint_track(p, inner, y, u, face)
    text = face.text
    if face.assist_text or face.assist_damage:
        text += ("\n" if text else "") + tr("ASSIST: ") + face.assist_text
    if face.kind == "crossfire" and face.threshold is not None:
        mark = "●" if face.threshold_live else "○"
        text += "\n" + tr("{mark} Crossfire {n}+: {text}").format(mark=mark, n=face.threshold, text=face.threshold_text)
    if face.timebomb_text:
        text += "\n" + tr("Timebomb: {text}").format(text=face.timebomb_text)
    bottom = inner.bottom()
    if face.kind == "obstacle":
        bottom -= 14 * u
    if face.assist_damage is not None and face.kind == "player":
        bottom -= 14 * u
        damage_symbols(p, inner.x() + 2 * u, bottom + 7 * u, 5 * u, face.assist_damage)
    _fit_text(p, QRectF(inner.x(), y, inner.width(), bottom - y), text, u)
    if face.kind == "obstacle":
        _paint_stats(p, inner, u, face)
    if face.reconstructed or not face.complete:
        f.setPixelSize(max(7, int(10 * u)))
        p.setFont(f)
        p.setPen(QColor("#ff9f43"))
        p.drawText(QRectF(rect.right() - 16 * u, rect.bottom() - 16 * u, 12 * u, 12 * u), Qt.AlignmentFlag.AlignCenter, "≈")
    if dim:
        p.fillPath(path, QColor(0, 0, 0, 110))
    p.restore()


def _paint_track(p: QPainter, inner: QRectF, y: float, u: float, face: CardFace) -> float:
    n = max(1, len(face.track))
    box = min(16 * u, (inner.width() - (n - 1) * 2 * u) / n)
    for i, lv in enumerate(face.track):
        r = QRectF(inner.x() + i * (box + 2 * u), y, box, box)
        cleared = i < face.cleared
        if lv.color:
            color_symbol(p, r.center(), box * 0.42, lv.color)
        else:
            p.setPen(QPen(DIM, 1))
            p.setBrush(QColor("#2c3447"))
            p.drawRoundedRect(r, 2 * u, 2 * u)
            f = QFont(p.font())
            f.setPixelSize(max(6, int(box * 0.6)))
            f.setBold(True)
            p.setFont(f)
            p.setPen(FG)
            label = str(lv.amount)
            if i == face.cleared and face.partial:
                label = f"{face.partial}/{lv.amount}"
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, label)
        if cleared:
            p.fillRect(r, QColor(10, 12, 18, 170))
            p.setPen(QPen(QColor("#7bd88f"), 2 * u))
            p.drawLine(r.topLeft(), r.bottomRight())
            p.drawLine(r.topRight(), r.bottomLeft())
        elif i in face.preview:
            p.setPen(QPen(GOLD, 2.2 * u, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(r.adjusted(-1 * u, -1 * u, 1 * u, 1 * u))
    return y + box + 4 * u


def _paint_stats(p: QPainter, inner: QRectF, u: float, face: CardFace) -> None:
    f = QFont(p.font())
    f.setPixelSize(max(7, int(10 * u)))
    f.setBold(True)
    p.setFont(f)
    row = QRectF(inner.x(), inner.bottom() - 13 * u, inner.width(), 13 * u)
    atk = "—" if face.no_attack else str(face.attack if face.attack is not None else "?")
    p.setPen(QColor("#ff6b6b"))
    p.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, tr("ATK {n}").format(n=atk))
    p.setPen(GOLD)
    p.drawText(row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
               f"{face.nuyen if face.nuyen is not None else '?'}¥")
    if face.placed:
        p.setPen(QColor("#7fd1ff"))
        p.drawText(row, Qt.AlignmentFlag.AlignCenter, tr("▼{n}").format(n=face.placed))


def _fit_text(p: QPainter, r: QRectF, text: str, u: float) -> None:
    if not text or r.height() < 6:
        return
    f = QFont(p.font())
    f.setBold(False)
    flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft) | int(Qt.AlignmentFlag.AlignTop)
    for px in (8.6, 8.0, 7.4, 6.8, 6.2, 5.6):
        f.setPixelSize(max(6, int(px * u)))
        p.setFont(f)
        if p.fontMetrics().boundingRect(r.toRect(), flags, text).height() <= r.height():
            break
    p.setPen(QColor("#c9d1e0"))
    p.drawText(r, flags, text)
