"""Mouse input as a player gives it, for the table's tests: a click on a card, on a text link."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from crossfire_desktop.ui.table.parts.models import CardRole


def card_point(view: Any, key: Any) -> QPoint:
    model = view.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data(CardRole) == key)
    index = model.index(row, 0)
    view.scrollTo(index)
    return view.visualRect(index).center()


def click_card(view: Any, key: Any) -> None:
    """Press and release the left button on the card `key` of a card view."""
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card_point(view, key))
    QApplication.processEvents()


def link_point(label: QLabel) -> QPoint | None:
    """Where the mouse turns into a pointing hand over the label's link (moving over it as a player would)."""
    for y in range(2, label.height() - 1, 3):
        for x in range(2, label.width() - 1, 3):
            QTest.mouseMove(label, QPoint(x, y))
            if label.cursor().shape() == Qt.CursorShape.PointingHandCursor:
                return QPoint(x, y)
    return None


def click_link(label: QLabel) -> None:
    at = link_point(label)
    assert at is not None, f"no link in {label.text()!r}"
    QTest.mouseClick(label, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QApplication.processEvents()
