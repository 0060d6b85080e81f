"""The current decision, said to screen readers: the prompt label's accessible name follows it and Qt's
accessibility layer is told it changed (an Alert, so the reader speaks it without moving the focus)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str) -> None:
    if widget.accessibleName() == text:
        return
    widget.setAccessibleName(text)
    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.NameChanged))
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.Alert))
