"""A collapsed "Advanced" part of a page: a toggle button, then rows shown only once it is opened.

For what most players never need on a first screen (the shuffle seed, the bots' odds, reconstructed
rule values): there, but out of the way."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QToolButton, QVBoxLayout, QWidget

from ..words.tr import tr


class AdvancedBox(QWidget):
    def __init__(self, parent: QWidget | None = None, title: str | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.toggle = QToolButton(self)
        self.toggle.setObjectName("advancedToggle")
        self.toggle.setText(title or tr("Advanced"))
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.toggled.connect(self._opened)
        lay.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignLeft)
        self.body = QWidget(self)
        self.body.setObjectName("advancedBody")
        self.body_lay = QVBoxLayout(self.body)
        self.body_lay.setContentsMargins(16, 0, 0, 0)
        self.form = QFormLayout()
        self.body_lay.addLayout(self.form)
        self.body.hide()  # collapsed until asked for
        lay.addWidget(self.body)

    def is_open(self) -> bool:
        return self.toggle.isChecked()

    def _opened(self, on: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.body.setVisible(on)
