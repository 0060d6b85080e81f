"""The decision panel's prompt in the height its column leaves it: whole, never cut at top and bottom.

At UI scale 150% at 1280x720 a three-line prompt in large (French) words needed more than the column left
beside the log's four lines: the label was squeezed and its first and last lines cut. The log lends its lines
first (parts/fit.py); what is still short, the prompt's words give, down to the table's least text size."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...look.cardtext import MIN_PX

if TYPE_CHECKING:
    from .prompt import DecisionPanel


def panel_need(panel: DecisionPanel, width: int) -> int:
    """The height the panel needs at `width` for its whole prompt, one line of choices and its main button."""
    lay = panel.layout()
    m, gap = lay.contentsMargins(), lay.spacing()
    inner = max(1, width - m.left() - m.right())
    row = [panel.main.sizeHint().height()] if not panel.main.isHidden() else []
    if panel.buttons:
        row.append(max(b.sizeHint().height() for b in panel.buttons))
    stacked = len(row) == 2 and panel.row.direction() != panel.row.Direction.LeftToRight
    rows = sum(row) + gap if stacked else max(row, default=0)
    return m.top() + panel.prompt.heightForWidth(inner) + (gap + rows if rows else 0) + m.bottom()


def fit_prompt(panel: DecisionPanel, width: int, room: int) -> None:
    """The prompt's words as large as the table's, or smaller until the panel fits `room` (MIN_PX at least)."""
    prompt = panel.prompt
    if prompt.styleSheet():  # a shorter prompt since: back to the table's size
        prompt.setStyleSheet("")
    px = prompt.fontInfo().pixelSize()
    while panel_need(panel, width) > room and px > MIN_PX:
        px -= 1
        prompt.setStyleSheet(f"font-size: {px}px;")
