"""The table's layout: the steps and buttons on top; the Crossfire card, the seats and the Black Market in the
middle; the hand, the cards in play and the decision column (panel, message, log) at the bottom."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...words.text import tr

if TYPE_CHECKING:
    from ..widget import TableWidget


def lay_out(t: TableWidget) -> None:
    top = QHBoxLayout()
    top.setSpacing(8)
    top.addWidget(t.steps, 1)
    top.addWidget(t.current)
    top.addWidget(t.ai.bar)
    top.addWidget(t.hint.button)
    top.addWidget(t.undo_btn)
    top.addWidget(t.save_btn)
    top.addWidget(t.menu_btn)
    n = len(t.seats)
    cols = 1 if n == 1 else 2 if n <= 4 else 3
    t.seat_grid = QHBoxLayout()  # columns of seats in reading order, each sharing its height on its own
    t.seat_grid.setSpacing(4)
    t.seat_columns = [QVBoxLayout() for _ in range(cols)]
    for column in t.seat_columns:
        column.setSpacing(4)
    for i, seat in enumerate(t.game.s.order):
        t.seat_columns[i % cols].addWidget(t.seats[seat])
    cross = QVBoxLayout()
    cross.addWidget(t.crossfire)
    cross.addStretch(1)
    t.right = _column(t, 3, t.mission, t.market_label, t.market_view)
    middle = QHBoxLayout()
    if n >= 5:  # five seats (Extraction's Client): the Crossfire card takes the grid's sixth cell
        t.seat_columns[n % cols].addLayout(cross, 2)  # as tall as a seat with few obstacles
    else:
        middle.addLayout(cross)
    for column in t.seat_columns:
        t.seat_grid.addLayout(column)
    share_seat_room(t)
    middle.addLayout(t.seat_grid, 1)
    middle.addWidget(t.right)
    hand_box = QVBoxLayout()
    hand_box.setSpacing(1)
    hand_head = QHBoxLayout()  # Assist… sits on the hand's title line: a row of its own cost the log lines
    hand_head.addWidget(t.hand_label, 1)
    for b in (t.assist_btn, t.done_assist_btn):  # slim: the line keeps a label's height (parts/fit.py)
        b.setObjectName("handHeadButton")
        hand_head.addWidget(b)
    hand_box.addLayout(hand_head)
    hand_box.addWidget(t.hand_view)
    placed_box = QVBoxLayout()
    placed_box.setSpacing(1)
    t.placed_label = QLabel(tr("In play"), t)
    t.placed_label.setToolTip(t.placed_view.toolTip())
    t.placed_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    placed_box.addWidget(t.placed_label)
    placed_box.addWidget(t.placed_view)
    t.act = _column(t, 2, t.panel, t.message, t.log_view)
    bottom = QHBoxLayout()
    bottom.addLayout(hand_box, 5)
    bottom.addLayout(placed_box, 1)
    bottom.addWidget(t.act)
    lay = QVBoxLayout()  # installed once filled: see ui/look/layouts.py
    lay.setContentsMargins(6, 4, 6, 4)
    lay.setSpacing(4)
    lay.addLayout(top)
    lay.addLayout(middle, 1)
    lay.addLayout(bottom)
    t.setLayout(lay)


def share_seat_room(t: TableWidget) -> None:
    """The seats' columns share the middle's width, and each column its height, by the obstacles they hold; no
    seat ever moves (players find their seat by where it sits: R1 R2 over R3 R4). A runner facing 5-7
    obstacles gets the room to show them whole (in an even 2x2 grid they overlapped to "Light C…", "Trip Bea…"
    at 1280x720; two such seats on a diagonal still did while whole rows shared the height); a column holding two
    takes two thirds of the width (4:2), where each lays its cards whole side by side in half its height, 5:2
    when one faces six or more (six over five fanned at 1280x720, half of each name covered; at most 3:2
    otherwise, so the other column's HP stays whole); a seat facing none keeps at least its header."""
    cols = len(t.seat_columns)
    columns: list[list[int]] = [[] for _ in range(cols)]
    most = [0] * cols  # the most obstacles a seat of each column faces
    for i, seat in enumerate(t.game.s.order):
        facing = sum(1 for ob in t.game.s.obstacles if ob.facing == seat)
        columns[i % cols].append(_weight(facing))
        most[i % cols] = max(most[i % cols], facing)
    for col, (column, weights) in enumerate(zip(t.seat_columns, columns, strict=True)):
        for row, weight in enumerate(weights):
            if column.stretch(row) != weight:
                column.setStretch(row, weight)
        crowded = sum(1 for w in weights if w > 2)
        share = max(weights) + (most[col] >= 6) if crowded > 1 else min(3, max(weights))
        if cols > 1 and t.seat_grid.stretch(col) != share:
            t.seat_grid.setStretch(col, share)


def _weight(facing: int) -> int:
    """A seat's share of its column's height: 2 up to 3 obstacles, 4 from 5 (two thirds of its column)."""
    return 2 + min(2, max(0, facing - 3))


def _column(t: TableWidget, spacing: int, *parts: QWidget) -> QWidget:
    """A column of `parts` with no margins, its last part taking the height left."""
    lay = QVBoxLayout()
    lay.setSpacing(spacing)
    for part in parts:
        lay.addWidget(part, 1 if part is parts[-1] else 0)
    box = QWidget(t)
    box.setLayout(lay)
    lay.setContentsMargins(0, 0, 0, 0)
    return box
