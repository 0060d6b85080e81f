"""The table at a network game, under a bar (who is connected, who decides, the chat, Leave) and a banner (a lost
connection, a player the table waits for: net_banner.py).

Above the table widget (it builds one), like the tutorial and replays; network play's wiring
(shell/net_wiring.py) makes it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ..look.plain import plain_labels
from ..words.text import tr
from .net_banner import NetBanner
from .widget import TableWidget

if TYPE_CHECKING:
    from ..session.persist import Persist


class NetTablePage(QWidget):
    """The table at a network game, under a bar: who is connected, who decides, the chat."""

    def __init__(self, ctl: Any, persist: Persist, leave: Callable[[], None], chat: Callable[[str], None],
                 parent: QWidget | None = None, *, hand_over: Callable[[], None] | None = None,
                 quit: Callable[[], None] | None = None, rules: Callable[[], None] | None = None) -> None:
        """`hand_over` (the host's, so hosting): the computer plays for the players who are away until they come
        back; `quit` closes the program (the pause menu's Quit); `rules` opens the rules reference (its Back
        returns here)."""
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
        self.leave_btn = QPushButton(tr("Leave the table"), self)
        bar.addWidget(self.leave_btn)
        self._send_chat = chat
        self.banner = NetBanner(self)  # a lost connection, a player the table waits for: seen at once
        lay.addWidget(self.banner)
        self.hand_over = self.banner.hand_over  # shown while the table waits for an away player (the host's)
        if hand_over is not None:
            self.hand_over.clicked.connect(hand_over)
        self.table = TableWidget(ctl, persist, self)
        hosting = hand_over is not None
        if hosting:  # the others lose their table: asked first, as the pause menu's Leave is
            self.table.pause.set_words(
                tr("The table is kept after every action."),
                tr("The other players lose their table. Play over the network, then Resume hosting, picks it "
                   "up later with the same join code."),
                tr("Leave the table?"))
            self.leave_btn.clicked.connect(self.ask_leave)
            self.banner.leave.clicked.connect(self.ask_leave)
        else:  # asked too (seen in play: one click left mid-game); a lost host's banner leaves at once
            self.table.pause.set_words(
                tr("The host keeps the game."),
                tr("You can rejoin with the same code while the host keeps the table."),
                tr("Leave the table?"))
            self.leave_btn.clicked.connect(self.ask_leave)
            self.banner.leave.clicked.connect(leave)
        self.table.menuRequested.connect(leave)
        if quit is not None:
            self.table.quitRequested.connect(quit)
        # the game is kept by the table (the host's file), not in this computer's saves; Settings' way back leads
        # to a game of this computer's: both left out (they did nothing at a player's table, seen in play)
        self.table.pause.left_out = {self.table.pause.save_btn, self.table.pause.settings_btn}
        if rules is not None:
            self.table.rulesRequested.connect(rules)
        plain_labels(self)
        lay.addWidget(self.table, 1)

    def ask_leave(self) -> None:
        """Leave: the pause menu's question first (a mission over leaves at once)."""
        self.table.open_pause()
        self.table.pause.ask("leave", from_menu=False)

    def lost(self, gave_up: bool) -> None:
        """This player's connection to the host dropped: the banner says so and holds Leave; the bar's words (who
        was at the table then) and its Leave would repeat it."""
        self.banner.lost(gave_up)
        self.status.clear()
        self.leave_btn.hide()

    def reconnected(self) -> None:
        """Back at the table: the banner says so, the bar has its Leave again (its words come with the update)."""
        self.banner.reconnected()
        self.leave_btn.show()

    def show_presence(self, m: dict[str, Any], *, hosting: bool = False) -> None:
        """Whom the table waits for (an update's or the host's presence), in the banner; the host may let the
        computer play for them, its way out of waiting for a player who may never come back."""
        self.banner.waiting(m.get("waiting_for"), list(m.get("away") or []), hand_over=hosting)

    def _chat(self) -> None:
        text = self.chat_in.text().strip()
        if text:
            self._send_chat(text)
            self.chat_in.clear()
            self.table.setFocus()

    def say(self, line: str) -> None:
        self.last_chat.setText(line)
        self.table.log(line)
