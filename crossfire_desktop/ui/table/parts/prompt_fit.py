"""The decision panel's prompt in the height its column leaves it: whole, never cut at top and bottom.

At UI scale 150% at 1280x720 a three-line prompt in large (French) words needed more than the column left
beside the log's four lines: the label was squeezed and its first and last lines cut. The log lends its fourth
line, the prompt's words give down to 12 px, then the log more lines (parts/fit.py); what is still short, the
prompt's words give, down to the table's least text size."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics

from ...look.cardtext import MIN_PX
from ...look.shrink import shrink_words

if TYPE_CHECKING:
    from .prompt import DecisionPanel

CHOICE_LINES = 2  # the choices' lines the prompt's words shrink to leave in sight (more lines scroll)


def panel_need(panel: DecisionPanel, width: int, px: int | None = None) -> int:
    """The height the panel needs at `width` for its whole prompt (in words of `px`, else as they are), the
    choices' first lines and its main button."""
    lay = panel.layout()
    m, gap = lay.contentsMargins(), lay.spacing()
    inner = max(1, width - m.left() - m.right())
    row = [panel.main.sizeHint().height()] if not panel.main.isHidden() else []
    stacked = panel.row.direction() != panel.row.Direction.LeftToRight
    if panel.buttons and stacked:  # the choices' first CHOICE_LINES lines at the strip's width, as the strip
        ends = panel.scroll.line_ends(inner)  # lays them: two targets to apply had one line, the second hidden
        row.append(ends[min(len(ends), CHOICE_LINES) - 1])
    elif panel.buttons:  # one line of each, even if wrapped now (just made, in the width of the strip before)
        row.append(max(b.sizeHint().height() - b.text().count("\n") * b.fontMetrics().lineSpacing()
                       for b in panel.buttons))
    stacked = len(row) == 2 and stacked
    rows = sum(row) + gap if stacked else max(row, default=0)
    return m.top() + _prompt_height(panel, inner, px) + (gap + rows if rows else 0) + m.bottom()


def _prompt_height(panel: DecisionPanel, width: int, px: int | None) -> int:
    prompt = panel.prompt
    if px is None:
        return prompt.heightForWidth(width)
    f = QFont(prompt.font())
    f.setPixelSize(px)
    box = QFontMetrics(f).boundingRect(QRect(0, 0, width, 1 << 20), Qt.TextFlag.TextWordWrap, prompt.text())
    m = prompt.contentsMargins()
    return box.height() + m.top() + m.bottom() + 2  # (a pixel row or two more than the label's own layout)


def fit_prompt(panel: DecisionPanel, width: int, room: int, natural: int) -> bool:
    """The prompt's words at the table's size `natural`, or smaller until the panel fits `room` (MIN_PX at least);
    measured first, so the label's style is set once, and only when its size changes. True if it changed."""
    before = panel.prompt.styleSheet()
    shrink_words(panel.prompt, natural, MIN_PX, lambda px: panel_need(panel, width, px) <= room)
    return panel.prompt.styleSheet() != before
