"""Play over the network: host a table (its address and join code, the lobby, Start) or join one (address,
code, name), take a seat, say ready; then the table, with a bar saying who is connected and a chat line."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.net import DEFAULT_PORT

from ..session.persist import PATH_TEXT_MAX, SEATS_TEXT_MAX, HostFields
from ..words.text import tr

if TYPE_CHECKING:
    from crossfire_desktop.catalog import Catalog


def local_addresses() -> list[str]:
    """This computer's addresses players on the same network can type (loopback last)."""
    found = [a.toString() for a in QNetworkInterface.allAddresses()
             if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not a.isLoopback()]
    return found or ["127.0.0.1"]


class NetPage(QWidget):
    """The lobby, for the host and for a player who joins."""

    back = Signal()
    host = Signal(dict)  # the table's settings: name, mission, runners, rules, open_hands, port, here (seats), ai
    join = Signal(str, str, str)  # address, code, name
    takeSeat = Signal(int, bool)
    ready = Signal(bool)
    start = Signal()
    chat = Signal(str)
    campaignChosen = Signal(str)  # a campaign's id ("" for none): its runners are listed to choose the team
    resume = Signal()  # reopen the table this computer hosted when its program ended mid-mission

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cat = catalog
        lay = QVBoxLayout(self)
        title = QLabel(tr("Play over the network"), self)
        title.setObjectName("pageTitle")
        lay.addWidget(title)
        self.resume_btn = QPushButton(self)
        self.resume_btn.setObjectName("primary")
        self.resume_btn.clicked.connect(self.resume)
        self.resume_btn.hide()
        lay.addWidget(self.resume_btn, 0, Qt.AlignmentFlag.AlignLeft)
        row = QHBoxLayout()
        lay.addLayout(row)  # empty, then filled: see ui/look/layouts.py
        # -- host --
        hbox = self.host_box = QGroupBox(tr("Host a table"), self)
        hf = QFormLayout(hbox)
        self.host_name = QLineEdit(hbox)
        self.host_name.setMaxLength(40)
        self.host_name.setPlaceholderText(tr("Host"))
        self.host_name.setToolTip(tr("The name the other players see you by"))
        hf.addRow(tr("Your name"), self.host_name)
        self.mission = QComboBox(hbox)
        for m in catalog.missions.values():
            self.mission.addItem(m.name, m.id)
        hf.addRow(tr("Mission"), self.mission)
        self.campaign = QComboBox(hbox)
        self.campaign.addItem(tr("None: runners for this mission only"), "")
        self.campaign.currentIndexChanged.connect(lambda _i: self.campaignChosen.emit(self.campaign.currentData()))
        hf.addRow(tr("Campaign"), self.campaign)
        self.team = QWidget(hbox)  # a check box per campaign runner
        self.team.setToolTip(tr("Tick the campaign's runners who play this mission (seats in this order)"))
        self.team_boxes: dict[str, QCheckBox] = {}
        QVBoxLayout(self.team).setContentsMargins(0, 0, 0, 0)
        self.team.hide()
        hf.addRow(self.team)
        self.runners = QSpinBox(hbox)
        self.runners.setRange(1, 4)
        self.runners.setValue(4)
        hf.addRow(tr("Runners"), self.runners)
        self.rules = QComboBox(hbox)
        self.rules.addItem(tr("First printing"), "first")
        self.rules.addItem(tr("Revised printing"), "revised")
        hf.addRow(tr("Rules"), self.rules)
        self.here = QLineEdit("1", hbox)
        self.here.setMaxLength(SEATS_TEXT_MAX)  # as HostFields keeps it
        self.here.setToolTip(tr("Seats played at this computer (hot-seat), e.g. 1 or 1,2; the others join"))
        hf.addRow(tr("Seats played here"), self.here)
        self.ai = QLineEdit("", hbox)
        self.ai.setMaxLength(SEATS_TEXT_MAX)
        self.ai.setToolTip(tr("Seats the computer plays, e.g. 4"))
        hf.addRow(tr("AI seats"), self.ai)
        self.open_hands = QCheckBox(tr("Open hands: everybody sees every hand"), hbox)
        hf.addRow(self.open_hands)
        self.ai_for_away = QCheckBox(tr("The computer plays for a player who is away, until they come back"), hbox)
        hf.addRow(self.ai_for_away)
        self.port = QSpinBox(hbox)
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        hf.addRow(tr("Port"), self.port)
        self.cert = QLineEdit(hbox)
        self.cert.setMaxLength(PATH_TEXT_MAX)
        self.cert.setPlaceholderText(tr("optional: a PEM certificate file, for wss"))
        self.cert.setToolTip(tr("With a certificate and its key, players connect with wss; the join code then "
                                "carries the certificate's fingerprint so nobody can sit in the middle"))
        hf.addRow(tr("Certificate"), self.cert)
        self.key = QLineEdit(hbox)
        self.key.setMaxLength(PATH_TEXT_MAX)
        self.key.setPlaceholderText(tr("its private key file (PEM)"))
        hf.addRow(tr("Private key"), self.key)
        self.host_btn = QPushButton(tr("Host"), hbox)
        self.host_btn.setObjectName("primary")
        self.host_btn.clicked.connect(self._host)
        hf.addRow(self.host_btn)
        row.addWidget(hbox, 1)
        # -- join --
        jbox = self.join_box = QGroupBox(tr("Join a table"), self)
        jf = QFormLayout(jbox)
        self.address = QLineEdit(jbox)
        self.address.setPlaceholderText(tr("address:port, e.g. 192.168.1.20:{port}").format(port=DEFAULT_PORT))
        jf.addRow(tr("Address"), self.address)
        self.code = QLineEdit(jbox)
        self.code.setPlaceholderText(tr("the code the host reads out"))
        jf.addRow(tr("Join code"), self.code)
        self.name = QLineEdit(jbox)
        self.name.setMaxLength(40)
        jf.addRow(tr("Your name"), self.name)
        self.join_btn = QPushButton(tr("Join"), jbox)
        self.join_btn.setObjectName("primary")
        self.join_btn.clicked.connect(lambda: self.join.emit(self.address.text(), self.code.text(),
                                                             self.name.text().strip() or tr("Player")))
        jf.addRow(self.join_btn)
        row.addWidget(jbox, 1)
        # -- lobby --
        self.lobby_box = QGroupBox(tr("Lobby"), self)
        ll = QVBoxLayout(self.lobby_box)
        self.where = QLabel(self.lobby_box)
        self.where.setTextFormat(Qt.TextFormat.PlainText)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.where.setWordWrap(True)
        ll.addWidget(self.where)
        self.seats = QListWidget(self.lobby_box)
        ll.addWidget(self.seats)
        lrow = QHBoxLayout()
        ll.addLayout(lrow)
        self.take_btn = QPushButton(tr("Take this seat"), self.lobby_box)
        self.take_btn.clicked.connect(lambda: self._seat(True))
        self.leave_btn = QPushButton(tr("Leave this seat"), self.lobby_box)
        self.leave_btn.clicked.connect(lambda: self._seat(False))
        self.ready_box = QCheckBox(tr("Ready"), self.lobby_box)
        self.ready_box.toggled.connect(self.ready)
        self.start_btn = QPushButton(tr("Start the mission"), self.lobby_box)
        self.start_btn.setObjectName("primary")
        self.start_btn.clicked.connect(self.start)
        for w in (self.take_btn, self.leave_btn, self.ready_box):
            lrow.addWidget(w)
        lrow.addStretch(1)
        lrow.addWidget(self.start_btn)
        self.chat_in = QLineEdit(self.lobby_box)
        self.chat_in.setMaxLength(300)
        self.chat_in.setPlaceholderText(tr("Say something to the table (Enter)"))
        self.chat_in.returnPressed.connect(self._chat)
        ll.addWidget(self.chat_in)
        self.chat_log = QLabel(self.lobby_box)
        self.chat_log.setTextFormat(Qt.TextFormat.PlainText)
        self.chat_log.setWordWrap(True)
        ll.addWidget(self.chat_log)
        lay.addWidget(self.lobby_box, 1)
        self.lobby_box.hide()
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.message)
        bottom = QHBoxLayout()
        lay.addLayout(bottom)
        b = QPushButton(tr("Back"), self)
        b.clicked.connect(self.back)
        bottom.addWidget(b)
        bottom.addStretch(1)
        self.is_host = False

    def fill_join(self, address: str, code: str, name: str) -> None:
        """The Join fields as last typed on this computer (a field typed since is kept)."""
        for field, text in ((self.address, address), (self.code, code), (self.name, name)):
            if not field.text():
                field.setText(text)

    def host_fields(self) -> HostFields | None:
        """The Host form as typed (kept for next time: fill_host); None if it doesn't fit (then not kept)."""
        from pydantic import ValidationError

        try:
            return self._host_fields()
        except ValidationError:
            return None

    def _host_fields(self) -> HostFields:
        return HostFields(name=self.host_name.text().strip(), mission=self.mission.currentData(),
                          runners=self.runners.value(), rules=self.rules.currentData(), here=self.here.text(),
                          ai=self.ai.text(), open_hands=self.open_hands.isChecked(),
                          ai_for_away=self.ai_for_away.isChecked(), port=self.port.value(),
                          cert=self.cert.text().strip(), key=self.key.text().strip())

    def fill_host(self, f: HostFields) -> None:
        """The Host form as last hosted with on this computer (a mission or rules this build lacks: left as is)."""
        self.host_name.setText(f.name)
        for box, data in ((self.mission, f.mission), (self.rules, f.rules)):
            if box.findData(data) >= 0:
                box.setCurrentIndex(box.findData(data))
        self.runners.setValue(f.runners)
        self.here.setText(f.here)
        self.ai.setText(f.ai)
        self.open_hands.setChecked(f.open_hands)
        self.ai_for_away.setChecked(f.ai_for_away)
        self.port.setValue(f.port)
        self.cert.setText(f.cert)
        self.key.setText(f.key)

    def forms(self, on: bool) -> None:
        """Hosting or joined: the forms make room for the lobby until the table is left (Back)."""
        self.host_box.setVisible(on)
        self.join_box.setVisible(on)

    @staticmethod
    def _seats(text: str, n: int) -> set[int] | None:
        """'1,2' as 0-based seats; None if it names a seat the table lacks."""
        try:
            seats = {int(x) - 1 for x in text.replace(" ", "").split(",") if x}
        except ValueError:
            return None
        return seats if all(0 <= s < n for s in seats) else None

    def set_campaigns(self, campaigns: list[tuple[str, str]]) -> None:
        """The host's campaigns (id, name) to play a mission of, keeping the one chosen."""
        keep = self.campaign.currentData()
        self.campaign.blockSignals(True)
        while self.campaign.count() > 1:
            self.campaign.removeItem(1)
        for cid, name in campaigns:
            self.campaign.addItem(name, cid)
        self.campaign.setCurrentIndex(max(0, self.campaign.findData(keep)))
        self.campaign.blockSignals(False)
        if self.campaign.currentData() != keep:
            self.campaignChosen.emit(self.campaign.currentData())

    def show_team(self, runners: list[tuple[str, str, str | None]], rules: str | None) -> None:
        """A campaign's runners (id, words, why it can't play or None) to tick; None rules: no campaign."""
        lay = self.team.layout()
        for box in self.team_boxes.values():
            lay.removeWidget(box)
            box.deleteLater()
        self.team_boxes = {}
        for rid, words, busy in runners:
            box = QCheckBox(words if busy is None else f"{words} · {busy}", self.team)
            box.setEnabled(busy is None)
            box.toggled.connect(self._team_changed)
            lay.addWidget(box)
            self.team_boxes[rid] = box
        campaign = rules is not None
        self.team.setVisible(campaign)
        self.runners.setEnabled(not campaign)
        self.rules.setEnabled(not campaign)
        if campaign:
            self.rules.setCurrentIndex(max(0, self.rules.findData(rules)))
        self._team_changed()

    def chosen_team(self) -> list[str]:
        return [rid for rid, box in self.team_boxes.items() if box.isChecked()]

    def _team_changed(self) -> None:
        if self.team.isVisibleTo(self):
            self.runners.setValue(max(1, len(self.chosen_team())))

    def _host(self) -> None:
        campaign = self.campaign.currentData() or None
        team = self.chosen_team() if campaign else []
        if campaign and not 1 <= len(team) <= 4:
            self.message.setText(tr("Tick the campaign's runners who play this mission (1 to 4)."))
            return
        n = len(team) if campaign else self.runners.value()
        here, ai = self._seats(self.here.text(), n), self._seats(self.ai.text(), n)
        if here is None or ai is None or here & ai:
            self.message.setText(tr("Seats are numbers from 1 to {n}, separated by commas, each either here or AI.")
                                 .format(n=n))
            return
        cert, key = self.cert.text().strip(), self.key.text().strip()
        if bool(cert) != bool(key):
            self.message.setText(tr("wss needs both files: the certificate and its private key."))
            return
        self.host.emit({"tls": (cert, key) if cert else None, "name": self.host_name.text().strip() or tr("Host"),
                        "mission": self.mission.currentData(), "runners": n, "rules": self.rules.currentData(),
                        "open_hands": self.open_hands.isChecked(), "ai_for_away": self.ai_for_away.isChecked(),
                        "port": self.port.value(), "here": here,
                        "ai": ai, "seed": random.randint(1, 999_999), "campaign": campaign, "team": team})

    def _seat(self, take: bool) -> None:
        item = self.seats.currentItem()
        if item is not None:
            self.takeSeat.emit(int(item.data(Qt.ItemDataRole.UserRole)), take)

    def _chat(self) -> None:
        text = self.chat_in.text().strip()
        if text:
            self.chat.emit(text)
            self.chat_in.clear()

    def show_lobby(self, lobby: dict[str, Any], *, host: bool, where: str = "", me: str | None = None) -> None:
        """The lobby as the host sent it; `me`, a joined player's id: its Ready box says what the host has. Each
        seat names its player, "you" for this computer's (the host's own player, on the host's)."""
        self.is_host = host
        self.lobby_box.show()
        if where:
            self.where.setText(where)
        names = {p["id"]: p for p in lobby["players"]}
        you = me or next((p["id"] for p in lobby["players"] if host and p.get("local")), None)
        keep = self.seats.currentRow()
        self.seats.clear()
        for s in lobby["seats"]:
            p = names.get(s["player"]) if s["player"] else None
            name = (tr("you") if p["id"] == you else p["name"]) if p else ""
            who = tr("AI") if s["ai"] else (name + ("" if p["connected"] else tr(" (away)"))
                                            + (tr(" ✓ ready") if p["ready"] else "")) if p else tr("free")
            runner = s["runner"]
            if s.get("roles"):  # what the runner brings: roles, and a campaign runner's Karma and stickers
                extras = [" / ".join(tr(r) for r in s["roles"])]
                if s.get("karma"):
                    extras.append(tr("{n} Karma").format(n=s["karma"]))
                extras += s.get("stickers") or []
                runner = f"{runner} ({', '.join(extras)})"
            self.seats.addItem(tr("Seat {n} · {runner}: {who}").format(n=s["seat"] + 1, runner=runner, who=who))
            self.seats.item(self.seats.count() - 1).setData(Qt.ItemDataRole.UserRole, s["seat"])
        self.seats.setCurrentRow(max(0, keep))
        mine = names.get(me or "")
        if mine is not None and mine["ready"] != self.ready_box.isChecked():  # a new game asks again
            self.ready_box.blockSignals(True)
            self.ready_box.setChecked(mine["ready"])
            self.ready_box.blockSignals(False)
        self.start_btn.setVisible(host)
        for w in (self.take_btn, self.leave_btn, self.ready_box):
            w.setVisible(not host)
        self.chat_log.setText("\n".join(f"{n}: {t}" for n, t in lobby.get("chat", [])[-6:]))
