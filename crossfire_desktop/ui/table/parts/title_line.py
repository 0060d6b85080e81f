"""A one-line title with a longer and a shorter wording: the longer where it fits, else the shorter, the
longer always in its tooltip. The hand's title at UI scale 150% in French was cut mid-word ("… Tab pour
cibler, Entré"): its key help goes first."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel


class TitleLine(QLabel):
    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.whole = self.short = ""

    def set_texts(self, whole: str, short: str) -> None:
        self.whole, self.short = whole, short
        self.setToolTip(whole if whole != short else "")
        self._fit()

    def resizeEvent(self, ev: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(ev)
        self._fit()

    def changeEvent(self, ev: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(ev)
        if ev.type() == QEvent.Type.FontChange:  # larger or smaller words in the same width (UI scale)
            self._fit()

    def _fit(self) -> None:
        room = self.contentsRect().width()
        text = self.whole if self.fontMetrics().horizontalAdvance(self.whole) <= room else self.short
        if self.text() != text:
            self.setText(text)
