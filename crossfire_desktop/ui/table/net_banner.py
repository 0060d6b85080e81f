"""The network table's banner across the top of the table: a lost connection to the host (trying again, or
Leave), a player the table waits for (the host may let the computer play for them), and that it came back.
Small text in the bar went unseen (seen in play): this is a coloured row with large words and its buttons."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ..words.text import tr

BACK_SHOWN_MS = 8000  # "the connection is back" stays this long, then the banner goes
COLORS = {"lost": "#e5484d", "waiting": "#f5c451", "back": "#2fb36d"}


class NetBanner(QFrame):
    """Hidden while all is well. `lost`, `waiting` and `back` show it; Leave and the host's hand-over are its
    buttons (their owner connects them)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("netBanner")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(12, 6, 12, 6)
        self.text = QLabel(self)
        self.text.setWordWrap(True)  # its large words: resources/style.qss (a font set here lost to its 13 px)
        lay.addWidget(self.text, 1)
        self.hand_over = QPushButton(self)  # the host's: the computer plays for the player it waits for
        self.leave = QPushButton(tr("Leave the table"), self)
        self.leave.setObjectName("primary")
        lay.addWidget(self.hand_over)
        lay.addWidget(self.leave)
        self.state = ""  # "", "lost", "waiting" or "back"
        self.waiting_for = ""
        self._fade = QTimer(self)
        self._fade.setSingleShot(True)
        self._fade.timeout.connect(self._gone)
        self.hide()

    def _show(self, state: str, text: str, *, leave: bool = False, hand_over: str = "") -> None:
        self.state = state
        self.text.setText(text)
        self.leave.setVisible(leave)
        self.hand_over.setVisible(bool(hand_over))
        if hand_over:
            self.hand_over.setText(hand_over)
        self.setStyleSheet(f"#netBanner {{ background: #1c2438; border: 3px solid {COLORS[state]}; border-radius: 8px; }}"
                           f" #netBanner QLabel {{ background: transparent; color: {COLORS[state]}; }}")
        self._fade.stop()
        if state == "back":
            self._fade.start(BACK_SHOWN_MS)
        self.show()

    def _gone(self) -> None:
        self.state = ""
        self.hide()

    def lost(self, gave_up: bool = False) -> None:
        """This player's connection to the host dropped: their program tries again (or gave up)."""
        self._show("lost", tr("The host can't be reached; leave the table and join again later.") if gave_up
                   else tr("Lost the connection to the host — trying again…"), leave=True)

    def reconnected(self) -> None:
        if self.state == "lost":
            self._show("back", tr("Connected to the host again: the table is up to date."))

    def waiting(self, name: str | None, away: list[str], *, hand_over: bool = False) -> None:
        """The table waits for `name` to come back (None: for nobody: they are back, or, still `away`, the computer
        plays for them); `hand_over` offers the host to let the computer play for them."""
        if self.state == "lost":
            return  # this player's own lost connection is the news
        if name:
            if self.state != "waiting" or self.waiting_for != name:
                self.waiting_for = name
                offer = tr("The computer plays for {name} until they come back").format(name=name) if hand_over else ""
                self._show("waiting", tr("{name} lost the connection: the table waits for them to come back…")
                           .format(name=name), hand_over=offer)
        elif self.state == "waiting" and self.waiting_for in away:
            self._gone()  # the computer plays for them now (the bar says who is away)
        elif self.state == "waiting":
            self._show("back", tr("{name} is back at the table.").format(name=self.waiting_for))
