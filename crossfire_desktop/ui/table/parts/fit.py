"""The table's proportions from the window size: fewer, larger cards, text never below 11 px.

Bottom row: the Crossfire card, the hand, the placed cards, the decision and the log, all at the
hand's card height (a quarter of the window height). Middle: the seats (2×2) and the Black Market
(about a third of the width, two rows of three). Each card view then picks the tallest card that
fits its own space (views.fit_card_height)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QFontMetrics

from .fan import fan_width
from .prompt_fit import fit_prompt, panel_need
from .seat import row_height

if TYPE_CHECKING:
    from .surface import TableSurface

MIN_CARD_H = 150
_STYLES: dict[float, str] = {}


def table_text_factor(w: int, h: int, scale: float) -> float:
    """How much larger the table's words are than at 1280×720: with the window (a larger screen shows
    larger words, as it shows larger cards) times Settings > UI scale; in steps of 0.1 (a style sheet
    is costly to apply on every resize step)."""
    return round(max(1.0, min(w / 1280, h / 720, 2.5)) * scale, 1)


def keep_table_text(t: TableSurface, factor: float) -> None:
    """The table's own style sheet at `factor` (the app's sheet follows only Settings > UI scale)."""
    from ...look.style import style_sheet

    if factor not in _STYLES:
        _STYLES[factor] = style_sheet(factor)
    if t.styleSheet() != _STYLES[factor]:
        t.setStyleSheet(_STYLES[factor])


def fit_in_play(t: TableSurface) -> None:
    """The In play strip widens as cards are played (the hand overlaps more), up to a third of the width."""
    v = t.placed_view
    frame = v.width() - v.viewport().width()
    want = fan_width(v.model().rowCount(), v.face_size().width(), v.spacing()) + frame
    want = min(max(want, fan_width(1, v.face_size().width(), v.spacing()) + frame), t.width() // 3)
    if v.minimumWidth() != want:
        v.setMinimumWidth(want)


LOG_LINES = 4  # the log's lines while the decision panel has room to spare: the last attacks and refusal
CHOICE_LOG_LINES = 3  # ... while choices show or the prompt is long: the choices' strip gets the fourth
READ_PX = 12  # the prompt's words shrink to this before the log gives a line more (and to MIN_PX after)
MESSAGE_LINES = 3  # a longer refusal is cut here, not drawn over the buttons; the log holds it whole
LEAST_LOG_LINES = 3  # the log never lends below this: a notice or a hint had left it one line (playtest 11)
CRAMPED_LOG_LINES = 2  # ... at 720 px tall in words of 150%: three lines of 21 px, a notice and a prompt
# with two lines of choices and its button are more than the column's 216 px, even at MIN_PX (and the
# notice's lines one fewer: message_lines)


def least_log_lines(t: TableSurface) -> int:
    """The log's fewest lines: LEAST_LOG_LINES, or CRAMPED_LOG_LINES in a short window in large words."""
    cramped = t.height() < 900 and t.log_view.fontMetrics().lineSpacing() >= 20
    return CRAMPED_LOG_LINES if cramped else LEAST_LOG_LINES


def message_lines(t: TableSurface) -> int:
    """The notice's most lines: MESSAGE_LINES, one fewer in large words (its own words shrink to fit, the log
    holds it whole), so the log keeps its least lines beside two lines of choices (720 px tall in words of
    150%, 1920x1080 150%)."""
    large = least_log_lines(t) == CRAMPED_LOG_LINES or t.log_view.fontMetrics().lineSpacing() >= 28
    return MESSAGE_LINES - 1 if large else MESSAGE_LINES


def fit_log(t: TableSurface) -> bool:
    """The log keeps LOG_LINES lines beside a decision panel that fits (CHOICE_LOG_LINES while the panel shows
    choices or a prompt too long for the rest). Short of room, the log lends more lines, down to
    least_log_lines (three, two in a short window in large words): while the message line shows (a play
    preview, a refusal: there for now) as many as keep the prompt's words at the table's size, else only as
    many as its words still lack at READ_PX (a message of three lines, six targets).
    The prompt's words then shrink to the room left, down to MIN_PX (parts/prompt_fit.py). True if the log's
    height or the prompt's words changed (the choices' strip must follow: DecisionPanel.fit_row)."""
    message_line = QFontMetrics(t.message.natural_font()).lineSpacing()  # (not a long message's smaller words)
    t.message.setMaximumHeight(message_lines(t) * message_line + 3)  # (+2 cut a pixel row)
    t.message.fit_text()  # words of a new size or a new most height: whole lines again
    line = t.log_view.fontMetrics().lineSpacing()
    width = t.act.width()
    natural = t.panel.fontInfo().pixelSize()  # the table's word size: a prompt shrunk before is measured as new
    room = t.panel_room() + t.log_view.minimumHeight()  # the panel's and the log's together
    need = panel_need(t.panel, width, natural)
    lines = CHOICE_LOG_LINES if t.panel.buttons or need > room - (LOG_LINES * line + 8) else LOG_LINES
    if need > room - (lines * line + 8):  # a message shown for now: the log lends lines before the prompt's
        px = natural if not t.message.isHidden() else min(natural, READ_PX)  # words shrink (and grow back)
        least = need if px == natural else panel_need(t.panel, width, px)
        while lines > least_log_lines(t) and least > room - (lines * line + 8):
            lines -= 1
    least = lines * line + 8
    changed = t.log_view.minimumHeight() != least
    t.log_view.setMinimumHeight(least)
    return fit_prompt(t.panel, width, t.panel_room(), natural) or changed


def seat_header_px(grow: float, scale: float) -> float:
    return max(12.0, min(26.0, 13.0 * grow * scale))


def words_room(t: TableSurface, grow: float, scale: float, label: int) -> float:
    """The height larger words (UI scale above 100%) take from the middle row in a tall window: the seats'
    headers (each row of seats), the hand's title line and the top line grow. The hand gives it, so the seats' cards stay
    as large as at 100% (they had been 12% narrower at 1920x1080 150%: playtest 11). In a short window
    the hand is already near MIN_CARD_H: nothing is given."""
    if t.height() < 900 or scale <= 1.0:
        return 0.0
    lines = max((s.header.lines() for s in t.seats.values()), default=2)
    rows = -(-len(t.seats) // (1 if len(t.seats) == 1 else 2 if len(t.seats) <= 4 else 3))
    header = lines * (row_height(seat_header_px(grow, scale)) - row_height(seat_header_px(grow, 1.0)))
    natural = table_text_factor(t.width(), t.height(), 1.0) / table_text_factor(t.width(), t.height(), scale)
    top = max(t.steps.sizeHint().height(), t.menu_btn.sizeHint().height())  # the steps and buttons' line
    return rows * header + (label + top) * (1 - natural)


def fit_table(t: TableSurface, scale: float = 1.0) -> None:
    """Cards take the space there is (UI scale never shrinks them); words grow with the window and the
    UI scale."""
    w, h = t.width(), t.height()
    grow = max(1.0, min(w / 1280, h / 720))
    factor = table_text_factor(w, h, scale)
    keep_table_text(t, factor)
    t.steps.set_base_px(13 * factor, 13 * table_text_factor(w, h, 1.0))
    px = seat_header_px(grow, scale)
    label = max(t.hand_label.sizeHint().height(), t.assist_btn.sizeHint().height(),
                t.done_assist_btn.sizeHint().height())
    hand_h = int(max(MIN_CARD_H, h * 0.25 - words_room(t, grow, scale, label)))
    rows = t.hand_view.spacing() * 2 + 6
    for v in (t.hand_view, t.placed_view):
        v.setFixedHeight(hand_h + rows)
        v.fit = (hand_h, hand_h, 1)  # a held hand keeps its size and overlaps (ui/table/parts/fan.py)
    fit_in_play(t)
    t.crossfire.set_card_height(hand_h if len(t.seats) >= 5 else int(hand_h * 1.2))  # 5 seats: a grid cell
    # the hand's title line is as tall as its Assist… buttons whether they show or not: a button coming or
    # going (a drop that leads to a choice) must not move the bottom row and lay the whole table out again
    t.hand_label.setMinimumHeight(label)
    t.act.setFixedSize(int(max(300, w * 0.24) * max(0.9, min(1.5, scale))), hand_h + rows + label)  # room for larger words
    fit_log(t)
    for seat in t.seats.values():
        seat.header.set_px(px)
    t.right.setFixedWidth(int(max(420, w * 0.36)))
    t.market_view.fit = (MIN_CARD_H, int(320 * grow), 2)
    for seat in t.seats.values():
        seat.obstacles.fit = (MIN_CARD_H if h < 900 else 170, int(300 * grow), 2)
    for v in t.card_views():
        v.refit()
