"""The table at a network game, under a bar: who is connected, who decides, the chat, Leave.

Above the table widget (it builds one), like the tutorial and replays; network play's wiring
(shell/net_wiring.py) makes it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ..look.plain import plain_labels
from ..words.text import tr
from .widget import TableWidget

if TYPE_CHECKING:
    from ..session.persist import Persist


class NetTablePage(QWidget):
    """The table at a network game, under a bar: who is connected, who decides, the chat."""

    def __init__(self, ctl: Any, persist: Persist, leave: Callable[[], None], chat: Callable[[str], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        bar = QHBoxLayout()
        lay.addLayout(bar)  # empty, then filled: see ui/look/layouts.py
        self.status = QLabel(self)
        self.status.setObjectName("message")
        bar.addWidget(self.status, 1)
        self.last_chat = QLabel(self)
        bar.addWidget(self.last_chat, 1)
        self.chat_in = QLineEdit(self)
        self.chat_in.setMaxLength(300)
        self.chat_in.setPlaceholderText(tr("Chat (Enter)"))
        self.chat_in.returnPressed.connect(self._chat)
        bar.addWidget(self.chat_in)
        b = QPushButton(tr("Leave the table"), self)
        b.clicked.connect(leave)
        bar.addWidget(b)
        self._send_chat = chat
        self.table = TableWidget(ctl, persist, self)
        plain_labels(self)
        lay.addWidget(self.table, 1)

    def _chat(self) -> None:
        text = self.chat_in.text().strip()
        if text:
            self._send_chat(text)
            self.chat_in.clear()
            self.table.setFocus()

    def say(self, line: str) -> None:
        self.last_chat.setText(line)
        self.table.log(line)
