"""`tr`: Qt's translation of a text (ui/words/text.py puts every engine code into words with it).

On its own so the start screen's modules need not compile ui/words/text.py (its tables of words) before the
first window shows. The context is "" because pyside6-lupdate files a bare `tr("...")` call outside a
Qt class under the empty context (docs/TRANSLATING.md). A count `n` picks the plural form ("%n")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("", text, disambiguation, n)


def QT_TR_NOOP(text: str) -> str:  # noqa: N802 - the name lupdate looks for: marks a table's words
    return text
