"""The program's style sheet (resources/style.qss), its font sizes scaled by Settings > UI scale.

Out of app.py so the screens and the table that re-apply it never import the entry point."""

from __future__ import annotations

import re
from pathlib import Path

STYLE = Path(__file__).resolve().parents[3] / "resources" / "style.qss"


def style_sheet(scale: float = 1.0) -> str:
    """The style sheet, its font sizes scaled by Settings > UI scale (the table scales its cards itself)."""
    try:
        text = STYLE.read_text("utf-8")
    except OSError:
        return ""
    if scale == 1.0:
        return text
    return re.sub(r"font-size:\s*(\d+)px", lambda m: f"font-size: {max(11, round(int(m.group(1)) * scale))}px", text)


def apply_scale(scale: float) -> None:
    """Settings > UI scale for every screen: the style sheet's words, and the scale painted widgets read
    (ui_scale: the campaign's runner cards kept their size at 150%, seen in play)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    app.setProperty("uiScale", scale)
    if app.styleSheet() != (sheet := style_sheet(scale)):
        app.setStyleSheet(sheet)


def ui_scale() -> float:
    """Settings > UI scale as last applied (1.0 before any)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    value = app.property("uiScale") if app is not None else None
    return float(value) if isinstance(value, int | float) else 1.0
