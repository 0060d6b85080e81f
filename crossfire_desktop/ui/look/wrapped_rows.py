"""Rows of a list as wide as the list and as tall as their words wrapped at that width.

QListView sized a wrapped row for one width and painted it in another (each row only as wide as its own
longest line): the campaign ledger's entry #1 ended in "…" at 1920x1080 (seen in play)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtWidgets import QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem


class WrappedRows(QStyledItemDelegate):
    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        v = self.view
        width = max(40, v.viewport().width() - 2 * v.spacing())
        margin = v.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, v) + 1
        # (2 px narrower than the painted text: a line's break may fall a pixel apart in Qt's own layout)
        words = opt.fontMetrics.boundingRect(QRect(0, 0, max(1, width - 2 * margin - 2), 1 << 20),
                                             int(Qt.TextFlag.TextWordWrap), opt.text)
        return QSize(width, words.height() + 2 * margin)
