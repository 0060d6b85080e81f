"""The Statistics screen's charts, painted with QPainter: bars (side by side, stacked, or stacked to 100 %),
upright or lying, and lines. QtCharts drew the same five kinds of chart but brought 4 MB into the bundle
(with the OpenGL libraries it needs). Every bar carries its number, so colour is never the only clue."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

BACKGROUND = QColor("#151a24")  # the game's dark screens
TEXT = QColor("#d6dbe4")
SOFT_TEXT = QColor("#aab2c0")
GRID = QColor("#2a3140")
ON_BAR = QColor("#0d1017")  # a number drawn on a bar
GAP = 8.0


@dataclass
class Series:
    label: str
    values: Sequence[float]
    colour: str  # "#rrggbb"
    dashed: bool = False  # lines only


def number(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:g}"


def nice_top(top: float) -> tuple[float, float]:
    """The axis end and tick step for counts up to `top`: a step of 1, 2 or 5 times a power of ten (10,
    20, 30 reads better than 9, 18, 27), at most 8 steps."""
    step = next(m * 10**e for e in itertools.count() for m in (1, 2, 5) if m * 10**e * 8 >= top)
    return float(max(step, step * math.ceil(top / step))), float(step)


def _line_pen(s: Series) -> QPen:
    """A series' line, in the plot and beside its name in the legend."""
    pen = QPen(QColor(s.colour), 2)
    pen.setStyle(Qt.PenStyle.DashLine if s.dashed else Qt.PenStyle.SolidLine)
    return pen


class Chart(QWidget):
    """A title, the plot and a legend under it. kind: "grouped", "stacked" or "percent" bars over the
    categories (lying when horizontal, the first category on top), or "lines" through them."""

    def __init__(self, title: str, categories: list[str], series: list[Series], *, kind: str = "grouped",
                 horizontal: bool = False, legend: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title, self.categories, self.series = title, categories, series
        self.kind, self.horizontal, self.legend = kind, horizontal, legend
        self.setAccessibleName(title)
        self.setMinimumSize(320, 240)

    # -- scale ----------------------------------------------------------------------------------------
    def _totals(self) -> list[float]:
        return [sum(s.values[i] for s in self.series if i < len(s.values)) for i in range(len(self.categories))]

    def scale(self) -> tuple[float, float]:
        """(axis end, tick step)."""
        if self.kind == "percent":
            return 100.0, 25.0
        if self.kind == "stacked":
            return nice_top(max(self._totals(), default=0))
        return nice_top(max((v for s in self.series for v in s.values), default=0))

    def _shares(self, s: Series) -> Sequence[float]:
        """What each value of `s` stands for on the value axis (its share of the category, for "percent")."""
        if self.kind != "percent":
            return s.values
        totals = self._totals()
        return [100 * v / totals[i] if totals[i] else 0.0 for i, v in enumerate(s.values)]

    # -- painting -------------------------------------------------------------------------------------
    def paintEvent(self, _event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), BACKGROUND)
        fm = self.fontMetrics()
        line = fm.height()
        bold = QFont(self.font())
        bold.setBold(True)
        p.setFont(bold)
        p.setPen(TEXT)
        area = QRectF(self.rect()).adjusted(GAP, GAP, -2 * GAP, -GAP)
        p.drawText(QRectF(area.left(), area.top(), area.width(), line), Qt.AlignmentFlag.AlignHCenter, self.title)
        p.setFont(self.font())
        area.setTop(area.top() + line + GAP)
        if self.legend:
            area.setBottom(area.bottom() - self._paint_legend(p, area) - GAP)
        top, step = self.scale()
        ticks = [step * i for i in range(int(top / step) + 1)]
        tick_text = [number(t) + ("%" if self.kind == "percent" else "") for t in ticks]
        if self.horizontal:
            left = min(area.width() * 0.35, max((fm.horizontalAdvance(c) for c in self.categories), default=0))
        else:
            left = max(fm.horizontalAdvance(t) for t in tick_text)
        plot = area.adjusted(left + GAP, 0, 0, -(line + GAP / 2))
        if plot.width() < 10 or plot.height() < 10:
            p.end()
            return
        self._paint_axes(p, plot, ticks, tick_text, top)
        if self.kind == "lines":
            self._paint_lines(p, plot, top)
        else:
            self._paint_bars(p, plot, top)
        p.end()

    def _value_pos(self, plot: QRectF, v: float, top: float) -> float:
        share = min(1.0, max(0.0, v / top)) if top else 0.0
        return plot.left() + share * plot.width() if self.horizontal else plot.bottom() - share * plot.height()

    def _band(self, plot: QRectF, i: int) -> tuple[float, float]:
        """Start and size of the i-th category's band along the category axis."""
        n = max(1, len(self.categories))
        if self.kind == "lines":  # points, not bands: the first on the left edge, the last on the right
            return plot.left() + i * plot.width() / max(1, n - 1), 0.0
        size = (plot.height() if self.horizontal else plot.width()) / n
        return (plot.top() if self.horizontal else plot.left()) + i * size, size

    def _paint_axes(self, p: QPainter, plot: QRectF, ticks: list[float], tick_text: list[str], top: float) -> None:
        fm = self.fontMetrics()
        line = fm.height()
        for t, text in zip(ticks, tick_text, strict=True):
            at = self._value_pos(plot, t, top)
            p.setPen(GRID)
            if self.horizontal:
                p.drawLine(QPointF(at, plot.top()), QPointF(at, plot.bottom()))
                box = QRectF(at - 40, plot.bottom() + GAP / 2, 80, line)
                align = Qt.AlignmentFlag.AlignHCenter
            else:
                p.drawLine(QPointF(plot.left(), at), QPointF(plot.right(), at))
                box = QRectF(0, at - line / 2, plot.left() - GAP, line)
                align = Qt.AlignmentFlag.AlignRight
            p.setPen(SOFT_TEXT)
            p.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, text)
        p.setPen(SOFT_TEXT)
        for i, cat in enumerate(self.categories):
            start, size = self._band(plot, i)
            if self.horizontal:
                box = QRectF(0, start, plot.left() - GAP, size)
                text = fm.elidedText(cat, Qt.TextElideMode.ElideRight, int(box.width()))
                p.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
            else:
                width = size if size else plot.width() / max(1, len(self.categories))
                box = QRectF(start + size / 2 - width / 2, plot.bottom() + GAP / 2, width, line)
                text = fm.elidedText(cat, Qt.TextElideMode.ElideRight, int(width))
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_bars(self, p: QPainter, plot: QRectF, top: float) -> None:
        fm = self.fontMetrics()
        grouped = self.kind == "grouped"
        base = [0.0] * len(self.categories)  # where the next stacked piece starts
        for k, s in enumerate(self.series):
            for i, (value, share) in enumerate(zip(s.values, self._shares(s), strict=True)):
                start, size = self._band(plot, i)
                if grouped:
                    thick = size * 0.8 / max(1, len(self.series))
                    offset, low, high = start + size * 0.1 + k * thick, 0.0, share
                else:
                    thick = size * 0.5
                    offset, low, high = start + size * 0.25, base[i], base[i] + share
                    base[i] = high
                a, b = self._value_pos(plot, low, top), self._value_pos(plot, high, top)
                bar = (QRectF(a, offset, b - a, thick) if self.horizontal
                       else QRectF(offset, b, thick, a - b)).normalized()
                p.fillRect(bar, QColor(s.colour))
                if not value:
                    continue
                text = number(value)
                fits = bar.width() >= fm.horizontalAdvance(text) + 4 and bar.height() >= fm.height()
                if fits or not grouped:
                    p.setPen(ON_BAR if fits else TEXT)
                    p.drawText(bar, Qt.AlignmentFlag.AlignCenter, text)
                else:  # beyond the bar's end, in the screen's text colour
                    p.setPen(TEXT)
                    room = fm.horizontalAdvance(text) + 4
                    beyond = (QRectF(bar.right() + 2, bar.top(), room, bar.height()) if self.horizontal
                              else QRectF(bar.center().x() - room / 2, bar.top() - fm.height(), room, fm.height()))
                    p.drawText(beyond, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_lines(self, p: QPainter, plot: QRectF, top: float) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for s in self.series:
            p.setPen(_line_pen(s))
            p.drawPolyline(QPolygonF([QPointF(self._band(plot, i)[0], self._value_pos(plot, v, top))
                                      for i, v in enumerate(s.values)]))
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)

    def _paint_legend(self, p: QPainter, area: QRectF) -> float:
        """One swatch and label per series, in rows along the bottom of `area`; returns the height used."""
        fm = self.fontMetrics()
        line, swatch = fm.height(), fm.height() * 0.8
        rows: list[list[tuple[Series, float]]] = [[]]
        used = 0.0
        for s in self.series:
            width = swatch + 4 + fm.horizontalAdvance(s.label) + 2 * GAP
            if rows[-1] and used + width > area.width():
                rows.append([])
                used = 0.0
            rows[-1].append((s, width))
            used += width
        y = area.bottom() - len(rows) * line
        for row in rows:
            x = area.left() + (area.width() - sum(w for _s, w in row)) / 2
            for s, width in row:
                box = QRectF(x, y + (line - swatch) / 2, swatch, swatch)
                if self.kind == "lines":
                    p.setPen(_line_pen(s))
                    p.drawLine(QPointF(box.left(), box.center().y()), QPointF(box.right(), box.center().y()))
                else:
                    p.fillRect(box, QColor(s.colour))
                p.setPen(TEXT)
                p.drawText(QRectF(box.right() + 4, y, width - swatch - 4, line), Qt.AlignmentFlag.AlignVCenter,
                           s.label)
                x += width
            y += line
        return len(rows) * line
