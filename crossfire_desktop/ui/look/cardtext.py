"""Card text with inline icons: "[blue]", "[2]", "[*]" in card data become painted icons, never raw.

A tiny word-wrapping layout: words and icons flow left to right; the font shrinks from its
preferred size down to a floor (never below MIN_PX) and, if the text still doesn't fit, the
last line ends with a gold "…" and magnifier: more to read, the zoom (hover, Z) shows the whole card.
Fitting every text at hand size (1280x720) instead would take 8.5-10.5 px words, under the floor.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from crossfire_desktop.catalog.models import Damage

from ..words.names import color_name
from ..words.text import tr
from .icons import paint_icon

MIN_PX = 11.0
MORE_COLOR = "#f5c451"  # the "more" mark of a text cut short (the table's gold)
ICON_W, ICON_R = 1.4, 0.6  # an inline icon's advance and radius, in font pixels
PLACEHOLDER = re.compile(r"\[(black|blue|green|red|\*|\d+)\]")
# Instrumentation for tests: called with (what, pixel size) for every piece of text painted on a card
# ("name", "type", "text", "track", "stats", "pool", "damage", "name_elided", and "word:<w>" per word).
FONT_HOOKS: list[Callable[[str, float], None]] = []


def note_font(what: str, px: float) -> None:
    for hook in FONT_HOOKS:
        hook(what, px)


def icon_name(token: str) -> str:
    if token == "*":
        return "star"
    if token.isdigit():
        return f"any:{token}"
    return token


def tokens(text: str) -> list[tuple[str, str]]:
    """("word", w), ("icon", name), ("nl", "") items; a word glued to an icon ("+[black]") stays glued."""
    out: list[tuple[str, str]] = []
    for li, line in enumerate(text.split("\n")):
        if li:
            out.append(("nl", ""))
        for word in line.split():
            pos = 0
            for m in PLACEHOLDER.finditer(word):
                if m.start() > pos:
                    out.append(("word", word[pos:m.start()]))
                out.append(("icon", icon_name(m.group(1))))
                pos = m.end()
            if pos < len(word):
                out.append(("word", word[pos:]))
            out.append(("space", ""))
        if out and out[-1][0] == "space":
            out.pop()
    return out


def plain(text: str) -> str:
    """The text in words (tooltips, screen readers): [blue] → "blue", [2] → "2", [*] → "★"."""
    def word(m: re.Match[str]) -> str:
        t = m.group(1)
        return "★" if t == "*" else t if t.isdigit() else color_name(t)
    return PLACEHOLDER.sub(word, text)


def damage_code(dmg: Damage | None) -> str:
    """A damage box written with placeholders: "[blue] [blue] [2]"."""
    if dmg is None:
        return ""
    parts = [f"[{c}]" for c in dmg.colors]
    if dmg.colorless:
        parts.append(f"[{dmg.colorless}]")
    if dmg.x:
        parts.append("+X")
    if dmg.levels:
        parts.append(tr("%n level(s)", None, dmg.levels))
    if dmg.special:
        parts.append("[*]")
    return " ".join(parts)


def basic_text(dmg: Damage | None) -> str:
    """What a basic card (no printed text) does, in words with icons."""
    if dmg is None or dmg.is_empty:
        return ""
    if len(dmg.colors) == 1 and not (dmg.colorless or dmg.levels or dmg.x or dmg.special):
        c = dmg.colors[0]
        return tr("Damage: [{c}]. Clears one [{c}] box, or counts 1 toward a number box.").format(c=c)
    return tr("Damage: {dmg}.").format(dmg=damage_code(dmg))


@dataclass
class Laid:
    lines: list[list[tuple[float, str, str]]]  # per line: (x, kind, value)
    px: float
    line_h: float
    truncated: bool


def _layout(text: str, width: float, font: QFont, corner: tuple[float, float] = (0.0, 0.0),
            height: float = 0.0) -> tuple[list[list[tuple[float, str, str]]], float]:
    """Lines of (x, kind, value). `corner` (width, height): the bottom-left corner of a `height` tall box kept
    free (a digit key badge): a line reaching into it starts right of it."""
    fm = QFontMetricsF(font)
    lh = fm.height()
    icon_w = font.pixelSize() * ICON_W
    space = fm.horizontalAdvance(" ")

    def start(i: int) -> float:
        return corner[0] if corner[1] and (i + 1) * lh > height - corner[1] + 0.5 else 0.0

    lines: list[list[tuple[float, str, str]]] = [[]]
    x = start(0)
    pending_space = False
    for kind, value in tokens(text):
        if kind == "nl":
            lines.append([])
            x, pending_space = start(len(lines) - 1), False
            continue
        if kind == "space":
            pending_space = True
            continue
        w = icon_w if kind == "icon" else fm.horizontalAdvance(value)
        gap = space if pending_space and lines[-1] else 0.0
        if lines[-1] and x + gap + w > width:
            lines.append([])
            x, gap = start(len(lines) - 1), 0.0
        x += gap
        lines[-1].append((x, kind, value))
        x += w
        pending_space = False
    return lines, lh


def layout(text: str, rect: QRectF, base: QFont, max_px: float, min_px: float = MIN_PX,
           corner: tuple[float, float] = (0.0, 0.0)) -> Laid:
    """The largest size from max_px down to min_px at which the text fits rect (else truncated at min_px);
    `corner`: see _layout."""
    min_px = max(MIN_PX, min_px)
    px = max(min_px, max_px)
    font = QFont(base)
    while True:
        font.setPixelSize(int(round(px)))
        lines, lh = _layout(text, rect.width(), font, corner, rect.height())
        if len(lines) * lh <= rect.height() + 0.5 or px <= min_px:
            break
        px = max(min_px, px - 0.5)
    fit = max(0, int((rect.height() + 0.5) // lh))
    truncated = len(lines) > fit
    return Laid(lines[:fit], px, lh, truncated)


def paint_rich(p: QPainter, rect: QRectF, text: str, *, max_px: float, min_px: float = MIN_PX,
               color: QColor | None = None, bold: bool = False, what: str = "text",
               corner: tuple[float, float] = (0.0, 0.0)) -> Laid | None:
    """Paints text with inline icons into rect, its bottom-left `corner` (width, height) left free; returns the
    layout used (None: nothing painted)."""
    if not text.strip() or rect.height() < MIN_PX:
        return None
    base = QFont(p.font())
    base.setBold(bold)
    laid = layout(text, rect, base, max_px, min_px, corner)
    if not laid.lines:
        return None
    font = QFont(base)
    font.setPixelSize(int(round(laid.px)))
    p.save()
    p.setFont(font)
    p.setPen(color or QColor("#c9d1e0"))
    fm = QFontMetricsF(font)
    r = font.pixelSize() * ICON_R
    for i, line in enumerate(laid.lines):
        y = rect.y() + i * laid.line_h
        if laid.truncated and i == len(laid.lines) - 1:
            line = _with_ellipsis(line, rect.width(), fm, r)
        for x, kind, value in line:
            if kind == "icon":
                paint_icon(p, QPointF(rect.x() + x + font.pixelSize() * ICON_W / 2, y + laid.line_h / 2), r, value)
            elif kind == "more":
                _paint_more(p, QRectF(rect.x() + x, y, fm.horizontalAdvance("…") + font.pixelSize(), laid.line_h), fm)
                note_font("word:…", laid.px)
                note_font("more", laid.px)
            else:
                p.drawText(QRectF(rect.x() + x, y, rect.width() - x + 2, laid.line_h),
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, value)
                note_font("word:" + value, laid.px)
    p.restore()
    note_font(what, laid.px)
    return laid


def _with_ellipsis(line: list[tuple[float, str, str]], width: float, fm: QFontMetricsF,
                   r: float) -> list[tuple[float, str, str]]:
    """The last line shown of a text cut short, ended by the "more" mark (`_paint_more`) where it fits."""
    more = fm.horizontalAdvance("…") + fm.height() * 0.8
    start = line[0][0] if line else 0.0  # (right of the badge's corner, on the last lines)
    out = list(line)
    while out:
        x, kind, value = out[-1]
        end = x + (r / ICON_R * ICON_W if kind == "icon" else fm.horizontalAdvance(value))
        if end + more <= width:
            out.append((end, "more", ""))
            return out
        out.pop()
    return [(start, "more", "")]


def _paint_more(p: QPainter, rect: QRectF, fm: QFontMetricsF) -> None:
    """The mark of a card text cut short: "…" and a magnifier, in gold, so the cut reads as "more to read"
    (the whole card is one hover, Z or right-click away), not as the text's own end."""
    p.save()
    gold = QColor(MORE_COLOR)
    p.setPen(gold)
    ell = fm.horizontalAdvance("…")
    p.drawText(QRectF(rect.x(), rect.y(), ell + 2, rect.height()), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "…")
    d = fm.height() * 0.45  # the lens
    c = QPointF(rect.x() + ell + 1 + d / 2, rect.center().y() - d * 0.15)
    p.setPen(QPen(gold, max(1.2, d * 0.18)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, d / 2, d / 2)
    p.drawLine(c + QPointF(d * 0.35, d * 0.35), c + QPointF(d * 0.75, d * 0.75))
    p.restore()


def rich_lines(text: str, width: float, font: QFont) -> int:
    """How many lines the text takes at this font (for layout decisions)."""
    lines, _lh = _layout(text, width, font)
    return len(lines)
