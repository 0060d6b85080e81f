"""The table's proportions from the window size: fewer, larger cards, text never below 11 px.

Bottom row: the Crossfire card, the hand, the placed cards, the decision and the log, all at the
hand's card height (a quarter of the window height). Middle: the seats (2×2) and the Black Market
(about a third of the width, two rows of three). Each card view then picks the tallest card that
fits its own space (views.fit_card_height)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .fan import fan_width

if TYPE_CHECKING:
    from .table import TableWidget

MIN_CARD_H = 150
_BASE_STYLE: list[str] = []


def keep_table_text(t: TableWidget) -> None:
    """Settings > UI scale grows every screen's text through the app's style sheet, but the table scales
    its cards and seats itself and its words must fit at 1280×720: it keeps the unscaled sheet."""
    from .app import style_sheet

    if not _BASE_STYLE:
        _BASE_STYLE.append(style_sheet(1.0))
    if t.styleSheet() != _BASE_STYLE[0]:
        t.setStyleSheet(_BASE_STYLE[0])  # below this a card name no longer fits in two lines at 11 px


def fit_in_play(t: TableWidget) -> None:
    """The In play strip widens as cards are played (the hand overlaps more), up to a third of the width."""
    v = t.placed_view
    frame = v.width() - v.viewport().width()
    want = fan_width(v.model().rowCount(), v.face_size().width(), v.spacing()) + frame
    want = min(max(want, fan_width(1, v.face_size().width(), v.spacing()) + frame), t.width() // 3)
    if v.minimumWidth() != want:
        v.setMinimumWidth(want)


def fit_table(t: TableWidget, scale: float = 1.0) -> None:
    w, h = t.width(), t.height()
    keep_table_text(t)
    hand_h = int(max(MIN_CARD_H, min(min(h * 0.25, 300) * scale, h * 0.3)))  # a big scale still fits the window
    rows = t.hand_view.spacing() * 2 + 6
    for v in (t.hand_view, t.placed_view):
        v.setFixedHeight(hand_h + rows)
        v.fit = (MIN_CARD_H, hand_h, 1)
    fit_in_play(t)
    t.crossfire.set_card_height(hand_h if len(t.seats) >= 5 else int(hand_h * 1.2))  # 5 seats: a grid cell
    label = t.hand_label.sizeHint().height()
    t.act.setFixedSize(int(max(300, w * 0.24)), hand_h + rows + label)
    px = max(12.0, min(20.0, 13.0 * min(w / 1280, h / 720) * scale))
    for seat in t.seats.values():
        seat.header.set_px(px)
    t.right.setFixedWidth(int(max(420, w * 0.36)))
    t.market_view.fit = (MIN_CARD_H, int(320 * scale), 2)
    for seat in t.seats.values():
        seat.obstacles.fit = (MIN_CARD_H if h < 900 else 170, int(300 * scale), 2)
    for v in t.card_views():
        v.refit()
