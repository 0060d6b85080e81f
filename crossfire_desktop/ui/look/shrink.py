"""A label's words shrunk a pixel at a time until they fit: the message line and the decision's prompt."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget


def shrink_words(label: QWidget, natural: int, least: int, fits: Callable[[int], bool]) -> int:
    """The largest pixel size from `natural` down to `least` at which `fits` holds (`least` if none does), set
    on `label` as its own "font-size" (none at `natural`), only when it changes: a style sheet set lays the
    table out again. The size it took."""
    px = natural
    while px > least and not fits(px):
        px -= 1
    sheet = "" if px == natural else f"font-size: {px}px;"
    if label.styleSheet() != sheet:
        label.setStyleSheet(sheet)
    return px
