"""New mission's "AI" column: a check box per runner; a ticked seat is played by the computer.

Which seats the computer plays is part of the game's setup (`RunnerSetup.ai`); the name typed beside the
box stays as it is. The page is typed as the `TeamForm` it must be, so this module never imports it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QSpinBox

from crossfire_desktop.saves.ai_names import OLD_AI_SUFFIX

from ..words.tr import tr


class TeamForm(Protocol):
    """What the column needs of the New mission page: its team grid and rows, the runner count, and the
    two methods it wraps (the setup it returns, a remembered team it restores)."""

    grid: QGridLayout
    rows: list[dict[str, Any]]
    count: QSpinBox
    setup_dict: Callable[[], dict[str, Any]]
    restore: Callable[[dict[str, Any]], None]


def attach_ai_column(page: TeamForm) -> None:
    """Add an "AI" check box to each team row: a ticked seat is played by the computer (the name
    typed beside it stays as it is)."""
    grid = page.grid
    col = grid.columnCount()
    grid.addWidget(QLabel(tr("AI"), grid.parentWidget()), 0, col)
    for i, row in enumerate(page.rows):
        box = QCheckBox(grid.parentWidget())
        box.setToolTip(tr("The computer plays this runner"))
        grid.addWidget(box, i + 1, col)
        row["ai"] = box
    plain_setup = page.setup_dict

    def setup_dict() -> dict[str, Any]:
        out = plain_setup()
        for row, runner in zip(page.rows, out["runners"], strict=False):
            runner["ai"] = row["ai"].isChecked()
        return out

    plain_restore = page.restore

    def restore(last: dict[str, Any]) -> None:
        """A remembered team: its AI seats ticked (one remembered before the field: by the old name mark)."""
        plain_restore(last)
        for row, r in zip(page.rows, last.get("runners") or [], strict=False):
            old = "ai" not in r and str(r.get("name", "")).endswith(OLD_AI_SUFFIX)
            if old:
                row["name"].setText(str(r["name"]).removesuffix(OLD_AI_SUFFIX))
            row["ai"].setChecked(bool(r.get("ai")) or old)

    page.setup_dict = setup_dict
    page.restore = restore
    page.count.valueChanged.connect(lambda n: [r["ai"].setVisible(i < n) for i, r in enumerate(page.rows)])
    for i, r in enumerate(page.rows):
        r["ai"].setVisible(i < page.count.value())
