"""Network play's joining side: a player's connection to a host (Join, the lobby's messages, the first update that
opens the table, a dropped connection tried again, the finished game kept in the History). NetWiring
(net_wiring.py) is made of it and the host's side."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from ..words.text import event_lines, tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget, QWidget

    from crossfire_desktop.catalog import Catalog
    from crossfire_desktop.engine import Game

    from ..network.page import NetPage
    from ..network.transport import ClientConnection
    from ..session.persist import Persist
    from ..table.network_page import NetTablePage

ERRORS = {
    "bad_code": "Wrong join code — ask the host for the code on their screen.",
    "full": "The table is full.",
    "seat_taken": "Someone else has that seat.",
    "started": "The mission has already started.",
    "flood": "Too many messages: slow down.",
}

CLOSING = {"bad_code", "full"}  # refusals after which the host closes the connection (net/host.py)


class JoiningSide:
    """The methods of NetWiring that serve a player who joined a table; the attributes are NetWiring's."""

    parent: QWidget
    stack: QStackedWidget
    conn: ClientConnection | None
    table_page: NetTablePage | None
    me: dict[str, Any]
    tokens: dict[tuple[str, str, str], str]
    _persist: Callable[[], Persist]
    _cat: Callable[[], Catalog]
    _record: Callable[[Game, float], str | None]

    if TYPE_CHECKING:  # NetWiring's
        @property
        def page(self) -> NetPage: ...
        def leave_network(self) -> None: ...
        def _drop_table_page(self) -> None: ...
        def _open_table(self, ctl: Any) -> None: ...

    def join(self, address: str, code: str, name: str) -> None:
        from ..network.transport import ClientConnection

        if not address.strip() or not code.strip():
            self.page.message.setText(tr("Type the host's address and the join code."))
            return
        self._remember_join(address, code, name)
        self.leave_network()
        self.conn = ClientConnection(self.parent)
        self.conn.message.connect(self._from_host)
        self.conn.closed.connect(self._closed)
        key = (address.strip(), code.strip().upper(), " ".join(name.split()).casefold())
        token = self.tokens.get(key)  # back at a table left: the host gives its seats again
        self.me = {"address": address, "code": code, "name": name, "token": token, "tries": 0, "key": key}
        self.page.message.setText(tr("Connecting to {address}…").format(address=address))
        self.conn.open(address, code, name, token)

    def _remember_join(self, address: str, code: str, name: str) -> None:
        """Join's fields kept for next time (the prefs of this computer); a failed write only loses that."""
        from ..session.persist import JoinFields

        persist = self._persist()
        persist.prefs.last_join = JoinFields(address=address.strip()[:200], code=code.strip()[:200], name=name[:40])
        persist.save_prefs()

    def _send(self, fields: dict[str, Any]) -> None:
        if self.conn is not None:
            self.conn.send({"v": 1, **fields})

    def _from_host(self, m: dict[str, Any]) -> None:
        kind = m.get("kind")
        if kind == "welcome":
            self.me.update(id=m["you"], token=m["token"], setup=m["setup"], tries=0)
            self.tokens[self.me["key"]] = str(m["token"])
            if self.table_page is not None:  # back after a dropped connection: the banner says so
                self.table_page.reconnected()
            self.page.forms(False)
            self.page.message.setText(tr("Joined. Take a seat and say you are ready."))
        elif kind == "lobby":
            self.me["lobby"] = m["lobby"]
            page = self.table_page
            if page is not None and not m["lobby"]["started"] and page.table.game.result is not None:
                at_table = self.stack.currentWidget() is page  # the host opened its table for a new game
                self._drop_table_page()
                self.page.message.setText(tr("The host opened the table for a new game: say you are ready."))
                if at_table:
                    self.stack.setCurrentWidget(self.page)
            if self.table_page is None:
                self.page.show_lobby(m["lobby"], host=False, me=self.me.get("id"), where=tr("At {address}").format(
                    address=self.me.get("address", "")))
        elif kind == "update" and self.table_page is None:
            self._first_update(m)
        elif kind == "error":
            code = str(m.get("code"))
            text = tr(ERRORS[code]) if code in ERRORS else tr("The host refused: {why}").format(why=m.get("text"))
            if code in CLOSING:  # the host closes the connection next: its close says no more than this
                self.me["refused"] = text
            self.page.message.setText(text)
            if self.table_page is not None:
                self.table_page.table.say_refused(text)
        elif kind == "chat" and self.table_page is None:
            self.page.chat_log.setText((self.page.chat_log.text() + f"\n{m.get('name')}: {m.get('text')}").strip())

    def _first_update(self, m: dict[str, Any]) -> None:
        from crossfire_desktop.engine import GameSetup
        from crossfire_desktop.net.mirror import MirrorGame

        from ..network.controllers import ClientController, logged_before, status_line

        assert self.conn is not None
        lobby = self.me.get("lobby") or {}
        mine = {s for p in lobby.get("players", []) if p["id"] == self.me.get("id") for s in p["seats"]}
        game = MirrorGame(GameSetup.model_validate(self.me["setup"]), self._cat(), mine)
        game.update(m["view"], m["pending"], m["actions"], bool(m["can_undo"]))
        ctl = ClientController(game, self.conn)
        ctl.seq = int(m["seq"])
        ctl.me = next((p["name"] for p in lobby.get("players", []) if p["id"] == self.me.get("id")), None)
        self._open_table(ctl)
        assert self.table_page is not None
        # a new game's opening, or the log so far for a player coming back
        events = game.take_events(logged_before(m, None) if m.get("log") else m.get("events") or [])
        for line in event_lines(events, ctl.names):
            self.table_page.table.log(line)
        ctl.status.connect(self.table_page.status.setText)
        ctl.presence.connect(self.table_page.show_presence)
        ctl.chatLine.connect(self.table_page.say)
        opened_at = time.monotonic()
        ctl.over.connect(lambda record: self._joined_over(record, opened_at))
        self.table_page.status.setText(status_line(m, ctl.names, ctl.me, joined=True))
        self.table_page.show_presence(m)

    def _joined_over(self, record: dict[str, Any], opened_at: float) -> None:
        """The host's record of the finished game: replayed here (it must reach the result the host's copy
        showed) and kept in this computer's History like a local game."""
        from crossfire_desktop.engine import load_game

        page = self.table_page
        if page is None:
            return
        try:
            game = load_game(record, self._cat())
            if game.result != page.table.game.result:
                raise ValueError(f"the record ends in {game.result}, the table in {page.table.game.result}")
        except Exception as exc:  # noqa: BLE001 - whatever the host sent: said, never raised
            page.table.log(tr("The host's record of this game can't be kept in the History: {why}").format(
                why=str(exc)[:200]))
            return
        problem = self._record(game, time.monotonic() - opened_at)
        if problem:
            page.table.log(problem)

    def _closed(self, why: str) -> None:
        """The connection dropped: try again with our token (a closed lid, lost Wi-Fi) for a while; the host's
        refusal that closed it (a wrong join code) stays said, never tried again."""
        refused = self.me.pop("refused", None)
        if refused is not None:
            self.page.message.setText(refused)
            if self.table_page is not None:  # a host started again with another code: its banner holds Leave
                self.table_page.lost(True)
            return
        if self.conn is None or not self.me.get("token"):
            self.page.message.setText(tr("Could not connect: {why}").format(why=why or tr("closed")))
            return
        page = self.table_page
        if page is not None and page.table.game.result is not None:  # the mission is over: nothing to rejoin
            page.status.setText(tr("The host closed the table."))
            return
        self.me["tries"] = int(self.me.get("tries", 0)) + 1
        gave_up = self.me["tries"] > 60
        if page is not None:  # the banner says it, with Leave
            page.lost(gave_up)
        else:
            self.page.message.setText(tr("The host can't be reached; leave the table and join again later.") if gave_up
                                      else tr("Lost the connection to the host — trying again…"))
        if gave_up:
            return
        conn, me = self.conn, self.me
        # the connection as context: a window closed meanwhile (its connection gone) cancels the try
        QTimer.singleShot(2000, conn, lambda: conn.open(me["address"], me["code"], me["name"], me["token"]))
