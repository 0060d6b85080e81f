"""Undo at a hot-seat table asks first when it takes back another person's action (Runner 2's Undo took back
Runner 1's End turn without a word, seen in play); one's own actions go back at once (Ctrl+Z)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ...words.tr import tr


def ask_undo(parent: QWidget, question: str, undo: Callable[[], object]) -> None:
    """The question over the table (the window waits for no answer: the box is only window-modal, AI seats
    play on meanwhile: `undo` checks the action is still the last); Keep it, the safe answer, is the default."""
    box = QMessageBox(QMessageBox.Icon.Question, tr("Undo"), question, QMessageBox.StandardButton.NoButton, parent)
    yes = box.addButton(tr("Take it back"), QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(tr("Keep it"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.buttonClicked.connect(lambda b: undo() if b is yes else None)
    box.finished.connect(box.deleteLater)
    # the keys go back to the table (H and Esc were ignored after "Keep it" until a click, seen in play under X
    # with no window manager to hand the window its activation back)
    box.finished.connect(lambda _r: _keys_back(parent))
    box.open()


def _keys_back(table: QWidget) -> None:
    table.window().activateWindow()
    table.setFocus(Qt.FocusReason.OtherFocusReason)
