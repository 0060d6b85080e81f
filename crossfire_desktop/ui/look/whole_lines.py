"""A wrapped text cut to whole lines: the last one kept ends in "…", none is cut through the middle.

A QLabel given more lines than its most height draws them centred and cuts the first and the last through
their letters (the table's message line at 1920x1080, seen in play)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextLayout, QTextOption


def wrapped_lines(text: str, font: QFont, width: int) -> list[str]:
    """`text` broken at words and at its newlines as a label of `width` pixels breaks it."""
    layout = QTextLayout(text.replace("\n", "\u2028"), font)  # the layout breaks at U+2028, not at "\n"
    opt = QTextOption()
    opt.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(opt)
    layout.beginLayout()
    spans = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        spans.append((line.textStart(), line.textLength()))
    layout.endLayout()
    return [text[a:a + n].rstrip() for a, n in spans]


def whole_lines(text: str, font: QFont, width: int, most: int, reserve: int = 0) -> str:
    """`text` as is if it wraps to `most` lines or fewer, else its first `most` lines (joined by newlines), the last
    ended in "…"; `reserve` pixels stay free at the end of the last line (for a link drawn after it)."""
    lines = wrapped_lines(text, font, width)
    if len(lines) < most or len(lines) == most and (
            reserve == 0 or QFontMetrics(font).horizontalAdvance(lines[-1]) + reserve <= width):
        return text
    most = max(1, most)
    tail = " ".join(lines[most - 1:])  # the last kept line and all after it, cut to fit with its "…"
    last = QFontMetrics(font).elidedText(tail, Qt.TextElideMode.ElideRight, max(1, width - reserve))
    return "\n".join([*lines[: most - 1], last])
