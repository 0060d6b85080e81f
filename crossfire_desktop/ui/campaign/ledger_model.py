"""The ledger as a Qt list model, newest first: a row's text is made only when the view asks for it.

A campaign may hold 20,000 entries; one widget item per entry, each with its text and tooltip made up
front, froze the window for seconds when a long campaign was opened."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from crossfire_desktop.campaign import LedgerEntry

from ..look.plain import plain_tip

Index = QModelIndex | QPersistentModelIndex
Text = Callable[[LedgerEntry], str]


class LedgerModel(QAbstractListModel):
    """Rows of `entries` newest first; `text` and `tooltip` word one entry (ledger_view.py)."""

    def __init__(self, text: Text, tooltip: Text, parent: object = None) -> None:
        super().__init__(parent)
        self._text, self._tooltip = text, tooltip
        self._entries: Sequence[LedgerEntry] = ()
        self._texts: dict[int, str] = {}  # row -> its text, made once: the view asks again to lay out and paint

    def set_entries(self, entries: Sequence[LedgerEntry]) -> None:
        self.beginResetModel()
        self._entries = entries
        self._texts = {}
        self.endResetModel()

    def entry(self, row: int) -> LedgerEntry:
        return self._entries[len(self._entries) - 1 - row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's name and default
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        row = index.row()
        if not index.isValid() or not 0 <= row < len(self._entries):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            text = self._texts.get(row)
            if text is None:
                text = self._texts[row] = self._text(self.entry(row))
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tip(self._tooltip(self.entry(row)))
        return None
