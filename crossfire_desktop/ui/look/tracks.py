"""An obstacle's damage track as its printed row of boxes, and the damage placed at it.

Coloured boxes show their colour icon (they need that colour); number boxes show the amount
(any colour counts). Cleared boxes are crossed out; boxes the placed damage will clear carry
the token that clears them (the engine's allocation says which), with a gold outline. A boss aspect
has no track: its two amounts, and the damage it has taken toward each this turn.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from .cardtext import note_font
from .icons import COLORS, paint_icon

BOX_BG = QColor("#2c3447")
EDGE = QColor("#8d96a8")
CLEARED = QColor("#7bd88f")
GOLD = QColor("#f5c451")


def track_box(inner_w: float, n: int, u: float) -> tuple[float, float]:
    """Box side and gap for n boxes across inner_w."""
    gap = 3 * u
    box = min(22 * u, (inner_w - (n - 1) * gap) / max(1, n))
    return box, gap


def track_rects(x: float, y: float, inner_w: float, u: float, n: int, max_h: float | None = None) -> list[QRectF]:
    """The n boxes' places from (x, y): one row, or two for a long track; no taller than `max_h` (with the
    4u under them) where the card's bottom row and the placed damage's band need the room below."""
    n = max(1, n)
    per_row = n
    box, gap = track_box(inner_w, n, u)
    if box < 15 * u and n > 4:  # a long track takes two rows rather than tiny boxes
        per_row = -(-n // 2)
        box, gap = track_box(inner_w, per_row, u)
    rows = -(-n // per_row)
    if max_h is not None:  # (the damage band had covered a two-row track's lower row, seen in play a33)
        box = max(9 * u, min(box, (max_h - 4 * u - (rows - 1) * gap) / rows))
    return [QRectF(x + (i % per_row) * (box + gap), y + (i // per_row) * (box + gap), box, box) for i in range(n)]


def token_spot(r: QRectF) -> tuple[QPointF, float]:
    """Where a box's clearing token is drawn: in its lower right corner, inside the box (one drawn half out had
    covered the next box and the row under it)."""
    radius = r.width() * 0.24
    return QPointF(r.right() - radius - r.width() * 0.04, r.bottom() - radius - r.width() * 0.04), radius


def paint_track(p: QPainter, x: float, y: float, inner_w: float, u: float, track: list[Any], cleared: int,
                partial: int, preview: list[int], how: list[str], max_h: float | None = None) -> float:
    """Paints the boxes from (x, y) (in `max_h` at most, see track_rects); returns the y below them."""
    rects = track_rects(x, y, inner_w, u, len(track), max_h)
    box = rects[0].width()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for i, lv in enumerate(track):
        r = rects[i]
        p.setPen(QPen(EDGE, max(1.0, u)))
        p.setBrush(BOX_BG)
        p.drawRoundedRect(r, 3 * u, 3 * u)
        if lv.color:
            paint_icon(p, r.center(), box * 0.34, lv.color)
        else:
            label = str(lv.amount)
            if i == cleared and partial:
                label = f"{partial}/{lv.amount}"
            f = QFont(p.font())
            px = max(11.0, box * (0.62 if len(label) < 3 else 0.42))
            f.setPixelSize(int(px))
            f.setBold(True)
            p.setFont(f)
            p.setPen(QColor("#e8ecf4"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, label)
            note_font("track", px)
        if i < cleared:
            p.fillRect(r, QColor(10, 12, 18, 150))
            p.setPen(QPen(CLEARED, 2.2 * u))
            k = box * 0.18
            p.drawLine(r.topLeft() + QPointF(k, k), r.bottomRight() - QPointF(k, k))
            p.drawLine(r.topRight() + QPointF(-k, k), r.bottomLeft() + QPointF(k, -k))
        elif i in preview:
            p.setPen(QPen(GOLD, 2.2 * u, Qt.PenStyle.SolidLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-1.5 * u, -1.5 * u, 1.5 * u, 1.5 * u), 3 * u, 3 * u)
            j = preview.index(i)
            token = how[j] if j < len(how) else "damage"
            name = token if token in COLORS else "level" if token in ("level", "last") else "any:✓"
            paint_icon(p, *token_spot(r), name)
    p.restore()
    return rects[-1].bottom() + 4 * u


def paint_boss_boxes(p: QPainter, x: float, y: float, inner_w: float, u: float, progress: Any) -> float:
    """A boss aspect's two ways to fall (gv.BossProgress) as two number boxes, each "done/needed" this
    turn: its color's damage (its icon), any damage. A gold outline: the damage placed now defeats it."""
    gap = 3 * u
    box_h = 22 * u
    w = (inner_w - gap) / 2
    ways = ((progress.color, progress.colored, progress.colored_needed),
            ("any:∑", progress.total, progress.total_needed))
    f = QFont(p.font())
    f.setBold(True)
    px = box_h * 0.55
    while px > 11.0:  # the widest figure fits beside the icon (never below 11 px)
        f.setPixelSize(int(px))
        if max(QFontMetricsF(f).horizontalAdvance(f"{d}/{n}") for _i, d, n in ways) <= w - box_h - 3 * u:
            break
        px -= 0.5
    px = max(11.0, px)
    f.setPixelSize(int(px))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setFont(f)
    for i, (icon, done, need) in enumerate(ways):
        r = QRectF(x + i * (w + gap), y, w, box_h)
        p.setPen(QPen(GOLD if progress.falls else EDGE, (2.2 if progress.falls else 1.0) * u))
        p.setBrush(BOX_BG)
        p.drawRoundedRect(r, 3 * u, 3 * u)
        paint_icon(p, QPointF(r.left() + box_h * 0.5, r.center().y()), box_h * 0.32, icon)
        p.setPen(CLEARED if done >= need else QColor("#e8ecf4"))
        p.drawText(r.adjusted(box_h - 2 * u, 0, -1 * u, 0), Qt.AlignmentFlag.AlignCenter, f"{done}/{need}")
    p.restore()
    note_font("track", px)
    return y + box_h + 4 * u


def pool_items(pool: tuple[int, int, int, int, int, int] | None) -> list[tuple[str, int]]:
    """(icon, count) for damage placed at an obstacle: colours, colourless, levels."""
    if pool is None:
        return []
    out = [(c, pool[i]) for i, c in enumerate(COLORS) if pool[i]]
    if pool[4]:
        out.append((f"any:{pool[4]}", 1))
    if pool[5]:
        out.append(("level", pool[5]))
    return out


def pool_widths(fm: Any, r: float, items: list[tuple[str, int]]) -> list[float]:
    """Each placed-damage item's width: its icon, and its count when more than one."""
    return [2.3 * r + (fm.horizontalAdvance(f"×{n}") if n > 1 else 0) for _i, n in items]


def _pool_font(base: QFont, r: float) -> QFont:
    f = QFont(base)
    f.setPixelSize(int(max(11.0, r * 1.6)))
    f.setBold(True)
    return f


def pool_above(base: QFont, between: QRectF, r: float, items: list[tuple[str, int]]) -> bool:
    """Does the placed damage take a band of its own above the attack and nuyen figures (too wide between)?
    The card's text then ends above that band (the band had hidden a DEFEATED line at 1920x1080)."""
    return bool(items) and sum(pool_widths(QFontMetricsF(_pool_font(base, r)), r, items)) > between.width()


def paint_pool(p: QPainter, between: QRectF, above: QRectF, r: float, items: list[tuple[str, int]]) -> None:
    """Placed damage as icons with counts (×2): centred between the card's attack and nuyen figures, or,
    where that is too narrow, on a band of its own above them (smaller icons only if that is narrow
    too). Never over the figures."""
    if not items:
        return
    over = pool_above(p.font(), between, r, items)
    f = _pool_font(p.font(), r)
    p.save()
    p.setFont(f)
    fm = p.fontMetrics()
    band = above if over else between
    if band is above:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#11151f"))
        p.drawRoundedRect(band, r / 2, r / 2)
    r = max(r * 0.55, min(r, r * band.width() / max(sum(pool_widths(fm, r, items)), 1.0)))
    widths = pool_widths(fm, r, items)
    x = max(band.left(), band.center().x() - sum(widths) / 2)
    y_mid = band.center().y()
    p.setClipRect(band)
    for (icon, n), w in zip(items, widths, strict=True):
        paint_icon(p, QPointF(x + r, y_mid), r, icon)
        if n > 1:
            p.setPen(QColor("#7fd1ff"))
            p.drawText(QRectF(x + 2.1 * r, y_mid - r * 1.2, w, r * 2.4), Qt.AlignmentFlag.AlignVCenter, f"×{n}")
        x += w
    p.restore()
    note_font("pool", f.pixelSize())
