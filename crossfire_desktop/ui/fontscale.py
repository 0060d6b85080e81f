"""The font-scale setting (90-150 %): the style sheet's text sizes, the application font and the
table's card sizes (cards are painted from their height, so larger cards mean larger card text)."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtWidgets import QApplication, QWidget

FONT_SCALES = (0.9, 1.0, 1.1, 1.25, 1.5)
BASE_PX = 13  # style.qss: QWidget { font-size: 13px }
_FONT_SIZE = re.compile(r"font-size:\s*(\d+(?:\.\d+)?)px")


def clamp(scale: float) -> float:
    return max(0.9, min(1.5, float(scale)))


def scaled_style(qss: str, scale: float) -> str:
    """The style sheet with every `font-size: Npx` multiplied by `scale` (never below 11 px)."""
    return _FONT_SIZE.sub(lambda m: f"font-size: {max(11, round(float(m.group(1)) * scale))}px", qss)


def table_scale(prefs: Any) -> float:
    """The table's sizing factor: the UI scale times the font scale."""
    ui = max(0.5, min(3.0, float(prefs.ui_scale)))
    return ui * clamp(getattr(prefs, "font_scale", 1.0))


def apply_font_scale(scale: float) -> None:
    """Applies `scale` live to the whole application (the style sheet re-polishes every widget)."""
    from .app import style_sheet

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    s = clamp(scale)
    font = app.font()
    font.setPixelSize(round(BASE_PX * s))
    app.setFont(font)
    app.setStyleSheet(scaled_style(style_sheet(), s))
    from PySide6.QtGui import QResizeEvent

    for top in app.topLevelWidgets():  # the table lays its cards out again from the new scale
        for w in top.findChildren(QWidget):
            if type(w).__name__ == "TableWidget":
                w.resizeEvent(QResizeEvent(w.size(), w.size()))


def apply_look(prefs: Any) -> None:
    """The font scale and the damage palette from the saved preferences."""
    from .palettes import apply_palette

    apply_palette(str(getattr(prefs, "palette", "standard")))
    apply_font_scale(getattr(prefs, "font_scale", 1.0))
