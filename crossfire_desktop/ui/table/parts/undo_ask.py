"""Undo at a hot-seat table asks first when it takes back another person's action (Runner 2's Undo took back
Runner 1's End turn without a word, seen in play); one's own actions go back at once (Ctrl+Z)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from crossfire_desktop.engine import Game
from crossfire_desktop.engine.actions import EndStep

from ...words.names import Namer
from ...words.tr import tr


def undo_question(game: Game, names: Namer, asker: int | None) -> str | None:
    """The question to ask before `asker` takes back the last action, None when it is their own."""
    last = game.last_action()
    if last is None or asker is None or last.runner == asker:
        return None
    if not isinstance(last, EndStep):
        question = tr("Take back {runner}'s last action?")
    elif game.s.current != last.runner:  # the turn passed on: it was their End turn
        question = tr("Take back {runner}'s end of turn?")
    else:
        question = tr("Take back {runner}'s end of the step?")
    return names.elided(question.format(runner=names.runner(last.runner)))


def ask_undo(parent: QWidget, question: str, undo: Callable[[], object]) -> QMessageBox:
    """The question over the table (the window waits for no answer: the box is only window-modal); Keep it,
    the safe answer, is the default."""
    box = QMessageBox(QMessageBox.Icon.Question, tr("Undo"), question, QMessageBox.StandardButton.NoButton, parent)
    yes = box.addButton(tr("Take it back"), QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(tr("Keep it"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.buttonClicked.connect(lambda b: undo() if b is yes else None)
    box.finished.connect(box.deleteLater)
    box.open()
    return box
