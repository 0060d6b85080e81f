"""Accessible names for the table's card views and panels: what a screen reader says when focus or
the reader's cursor lands on them (each painted card also answers AccessibleText/DescriptionRole)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...words.tr import tr

if TYPE_CHECKING:
    from .surface import TableSurface


def name_table(t: TableSurface) -> None:
    g = t.game
    t.hand_view.setAccessibleName(t.hand_label.text())
    t.market_view.setAccessibleName(t.market_label.text())
    t.placed_view.setAccessibleName(tr("In play"))
    for seat, w in t.seats.items():
        if 0 <= seat < len(g.s.runners):
            w.obstacles.setAccessibleName(tr("Obstacles facing {name}").format(name=g.s.runners[seat].name))
    t.log_view.setAccessibleName(tr("Game log"))
    t.panel.setAccessibleName(tr("Current decision"))
    t.crossfire.setAccessibleName(tr("Crossfire event and level"))
