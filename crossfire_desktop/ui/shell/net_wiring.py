"""Network play's wiring: the lobby page, the host's server or the player's connection, and the table page
with its network bar (table/network_page.py). The window hands it what it needs."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QStackedWidget,
    QWidget,
)

from ..words.text import event_lines, tr

if TYPE_CHECKING:
    from crossfire_desktop.catalog import Catalog
    from crossfire_desktop.engine import Game
    from crossfire_desktop.net.host import HostTable

    from ..campaign.book import CampaignBook
    from ..network.hostfile import Resumable
    from ..network.page import NetPage
    from ..network.transport import ClientConnection, HostServer
    from ..session.persist import Persist
    from ..table.network_page import NetTablePage

TLS_WORDS = {
    "unreadable": "Can't read {file}: {why}",
    "too_large": "{file} is too large for a certificate or a key.",
    "not_a_certificate": "{file} is not a certificate in PEM form.",
    "not_a_private_key": "{file} is not an unencrypted private key in PEM form (RSA or EC).",
}

ERRORS = {
    "bad_code": "Wrong join code.",
    "full": "The table is full.",
    "seat_taken": "Someone else has that seat.",
    "started": "The mission has already started.",
    "flood": "Too many messages: slow down.",
}


class NetWiring:
    def __init__(self, parent: QWidget, stack: QStackedWidget, persist: Callable[[], Persist],
                 catalog: Callable[[], Catalog], back: Callable[[], None], *,
                 book: Callable[[str], CampaignBook | None] = lambda _cid: None,
                 finished: Callable[[Any, float], None] = lambda _ctl, _at: None,
                 record: Callable[[Game, float], str | None] = lambda _g, _s: None,
                 quit: Callable[[], None] = lambda: None) -> None:
        """`book` opens a campaign of this computer (the window's, shared with the campaign screens);
        `finished(ctl, opened_at)` shows a hosted game's end as a local one's (end screen, History, campaign);
        `record(game, seconds)` keeps a joined game that ended in the History (a sentence if it can't);
        `quit` closes the program, asking nothing more (the table's pause menu asked)."""
        self.parent, self.stack, self._persist, self._cat, self.back = parent, stack, persist, catalog, back
        self._book, self._finished, self._record, self.quit = book, finished, record, quit
        self._page: NetPage | None = None
        self.table: HostTable | None = None
        self.server: HostServer | None = None
        self.conn: ClientConnection | None = None
        self.table_page: NetTablePage | None = None
        self.me: dict[str, Any] = {}  # a joined player's id, token, setup; the last lobby
        self.tokens: dict[tuple[str, str, str], str] = {}  # the host's token per table joined (address, code, name)
        self.where = ""
        self.resumable: Resumable | None = None  # a table hosted here that a crash interrupted
        self.file_ok = True  # False while an unreadable table file could not be set aside (never overwritten)

    @property
    def page(self) -> NetPage:
        if self._page is None:
            from ..look.plain import plain_labels
            from ..network.page import NetPage

            p = self._page = NetPage(self._cat(), self.parent)
            plain_labels(p)
            p.back.connect(self.leave)
            p.host.connect(self.host)
            p.join.connect(self.join)
            p.start.connect(self.start)
            p.takeSeat.connect(lambda seat, take: self._send({"kind": "take_seat", "seat": seat, "take": take}))
            p.ready.connect(lambda on: self._send({"kind": "ready", "ready": on}))
            p.chat.connect(self.say)
            p.resume.connect(self.resume)
            p.campaignChosen.connect(self._campaign_chosen)
            self.stack.addWidget(p)
        return self._page

    def show(self) -> None:
        self.offer_resume()
        persist = self._persist()
        last = persist.prefs.last_join
        if last is not None:
            self.page.fill_join(last.address, last.code, last.name)
        self.page.set_campaigns([(c.id, c.name) for c in persist.campaigns() if c.error is None and c.name])
        self.stack.setCurrentWidget(self.page)

    # -- hosting -------------------------------------------------------------------------------
    def _campaign_chosen(self, cid: str) -> None:
        """A campaign for the hosted mission: its runners (name, metatype, Karma, stickers) to choose the team."""
        from ..network.hosting import UNREADABLE, team_rows

        book = self._book(cid) if cid else None
        if book is None:
            if cid:
                self.page.message.setText(tr(UNREADABLE))
            self.page.show_team([], None)
            return
        self.page.show_team(team_rows(book.campaign), book.campaign.rules)

    def host(self, s: dict[str, Any]) -> None:
        from pydantic import ValidationError

        from ..network.hosting import hosted_table
        from ..screens.setup_page import setup_error_text

        self.leave_network()
        try:
            table = hosted_table(s, self._cat(), self._book(s["campaign"]) if s.get("campaign") else None)
        except ValidationError as exc:
            table = setup_error_text(exc)
        if isinstance(table, str):
            self.page.message.setText(table)
            return
        self._serve(table, int(s["port"]))

    def _serve(self, table: HostTable, port: int) -> bool:
        """Open the server for `table` on `port` and show its lobby; the table is written after every change."""
        from pathlib import Path

        from ..network.page import local_addresses
        from ..network.transport import HostServer, TlsError

        try:
            cert, key = (Path(table.tls[0]), Path(table.tls[1])) if table.tls else (None, None)
            server = HostServer(table, cert=cert, key=key, parent=self.parent)
        except TlsError as exc:
            self.page.message.setText(tr(TLS_WORDS[exc.problem]).format(file=str(exc.file), why=exc.why))
            return False
        self.table, self.server = table, server
        if not self.server.listen(port):
            self.page.message.setText(tr("Can't host on port {port}: {why}").format(
                port=port, why=self.server.server.errorString()))
            self.leave_network()
            return False
        table.port = self.server.port()
        table.on_change = lambda _g: self._keep()
        self.server.lobbyChanged.connect(self._host_lobby)
        self.server.lobbyChanged.connect(self._keep)
        table.on_chat = self._host_chat
        self.page.forms(False)
        self.page.resume_btn.hide()
        self.where = tr("Players join at {addresses} (port {port}) with the join code {code}").format(
            addresses=", ".join(local_addresses()), port=self.server.port(), code=self.server.join_code())
        self._keep()
        self._host_lobby()
        return True

    def _keep(self) -> None:
        """The table on disk after every change (a crashed host resumes from it)."""
        from ..network.hostfile import keep

        if self.table is not None and self.file_ok:
            problem = keep(self._persist(), self.table)
            if problem:
                self.page.message.setText(problem)

    def offer_resume(self) -> None:
        """A table hosted here whose program ended before its mission did: offer to resume it."""
        from ..network.hostfile import resumable

        found, problem = resumable(self._persist(), self._cat())
        self.file_ok = not problem or not self._hostfile_exists()
        self.resumable = found
        p = self.page
        p.resume_btn.setVisible(found is not None and self.table is None and self.conn is None)
        if found is not None:
            p.resume_btn.setText(found.words(self._cat()))
        if problem:
            p.message.setText(problem)

    def _hostfile_exists(self) -> bool:
        from ..network.hostfile import table_path

        return table_path(self._persist()).exists()

    def resume(self) -> None:
        """Reopen the server of the table hosted here on the same port, code and tokens; go on playing."""
        found = self.resumable
        if found is None:
            return
        self.leave_network()
        self.resumable = None
        if not self._serve(found.table, found.table.port):
            return
        if found.game is not None:
            assert self.server is not None
            self.server.send(found.table.start(found.game))
            self._play()

    def _host_lobby(self) -> None:
        if self.table is not None and self.table.game is None:
            self.page.show_lobby(self.table.lobby(), host=True, where=self.where)

    def start(self) -> None:
        t, server = self.table, self.server
        if t is None or server is None:
            return
        missing = t.missing()
        if missing:
            self.page.message.setText(tr("Nobody plays these seats yet: {seats}. A player takes each, or it becomes an AI seat.")
                                      .format(seats=", ".join(str(s + 1) for s in missing)))
            return
        link = t.setup.campaign
        if link is not None:  # the runners join the game in the campaign file first, as at a local start
            from crossfire_desktop.campaign import join_game

            from ..network.hosting import UNREADABLE

            book = self._book(link.campaign_id)
            ids = [r.campaign_runner for r in t.setup.runners if r.campaign_runner is not None]
            err = (tr(UNREADABLE) if book is None
                   else book.apply(lambda c: join_game(c, ids, link.game_id)))
            if err is not None:
                self.page.message.setText(err)
                return
        server.send(t.start())
        self._keep()
        self._play(new=True)

    def _play(self, new: bool = False) -> None:
        """The host's table page (a `new` game's opening logged), its clock for the bar and away seats."""
        from ..network.controllers import HostController

        assert self.table is not None and self.server is not None
        ctl = HostController(self.table, self.server)
        self._open_table(ctl)
        assert self.table_page is not None
        if new:  # as New mission logs it (a resumed table's log was written before)
            self.table_page.table.log_opening()
        opened_at = time.monotonic()  # the History's duration (since the resume, for a resumed table)
        self.table_page.table.finished.connect(lambda _result: self._finished(ctl, opened_at))
        self.away_timer = QTimer(self.table_page)
        self.away_timer.timeout.connect(lambda: self._host_turn(ctl))
        self.away_timer.start(400)

    def _host_turn(self, ctl: Any) -> None:
        """The host's side of the bar, and a seat whose player is away played by the computer (if allowed)."""
        from crossfire_desktop.bots.heuristic import HeuristicPolicy

        from ..network.controllers import status_line

        t = self.table
        if t is None or t.game is None or self.table_page is None:
            return
        g, presence = t.game, t.presence()
        self.table_page.status.setText(status_line(presence, ctl.names))
        self.table_page.show_presence(presence, hosting=True)
        seat = t.computer_to_move()
        if seat is not None and seat not in t.ai_seats and not g.s.runners[seat].client:
            ctl.submit(HeuristicPolicy(seat + 1, assisting=t.computer_seats()).choose(g))

    def _hand_over(self) -> None:
        """The host lets the computer play for the players who are away (kept in the table's file)."""
        if self.table is not None:
            self.table.ai_for_away = True
        self._keep()

    # -- joining -------------------------------------------------------------------------------
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
                self.table_page.banner.reconnected()
            self.page.forms(False)
            self.page.message.setText(tr("Joined. Take a seat and say you are ready."))
        elif kind == "lobby":
            self.me["lobby"] = m["lobby"]
            if self.table_page is None:
                self.page.show_lobby(m["lobby"], host=False, where=tr("At {address}").format(
                    address=self.me.get("address", "")))
        elif kind == "update" and self.table_page is None:
            self._first_update(m)
        elif kind == "error":
            code = str(m.get("code"))
            text = tr(ERRORS[code]) if code in ERRORS else tr("The host refused: {why}").format(why=m.get("text"))
            self.page.message.setText(text)
            if self.table_page is not None:
                self.table_page.table.say_refused(text, prefix=False)
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
        self.table_page.status.setText(status_line(m, ctl.names))
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
        """The connection dropped: try again with our token (a closed lid, lost Wi-Fi) for a while."""
        if self.conn is None or not self.me.get("token"):
            self.page.message.setText(tr("Could not connect: {why}").format(why=why or tr("closed")))
            return
        page = self.table_page
        if page is not None and page.table.game.result is not None:  # the mission is over: nothing to rejoin
            self._say(tr("The host closed the table."))
            return
        self.me["tries"] = int(self.me.get("tries", 0)) + 1
        gave_up = self.me["tries"] > 60
        if page is not None:
            page.banner.lost(gave_up)
        if gave_up:
            self._say(tr("The host can't be reached; leave the table and join again later."))
            return
        self._say(tr("Lost the connection to the host — trying again…"))
        conn, me = self.conn, self.me
        # the connection as context: a window closed meanwhile (its connection gone) cancels the try
        QTimer.singleShot(2000, conn, lambda: conn.open(me["address"], me["code"], me["name"], me["token"]))

    def _say(self, text: str) -> None:
        if self.table_page is not None:
            self.table_page.status.setText(text)
        self.page.message.setText(text)

    # -- the table -----------------------------------------------------------------------------
    def _open_table(self, ctl: Any) -> None:
        from ..table.network_page import NetTablePage

        hand_over = self._hand_over if self.table is not None else None
        self.table_page = NetTablePage(ctl, self._persist(), self.leave, self.say, self.parent, hand_over=hand_over,
                                       quit=self.quit, rules=self.parent.show_rules)
        self.stack.addWidget(self.table_page)
        self.stack.setCurrentWidget(self.table_page)
        self.table_page.table.setFocus()

    def say(self, text: str) -> None:
        if self.conn is not None:
            self._send({"kind": "chat", "text": text})
        elif self.table is not None and self.server is not None:
            self.server.send(self.table.say(tr("Host"), text))

    def _host_chat(self, line: str) -> None:
        if self.table_page is not None:
            self.table_page.say(line)
        elif self.table is not None:
            self._host_lobby()

    def leave_network(self) -> None:
        if self.conn is not None:
            conn, self.conn = self.conn, None
            conn.close()
            conn.deleteLater()
        if self.server is not None:
            self.server.close()
            self.server.deleteLater()
            self.server = None
        self.table = None
        if self.table_page is not None:
            self.stack.removeWidget(self.table_page)
            self.table_page.deleteLater()
            self.table_page = None

    def leave(self) -> None:
        if self.table is not None and self.table.game is None:  # the host closed its lobby: nothing to resume
            from ..network.hostfile import forget

            forget(self._persist())
        self.leave_network()
        if self._page is not None:
            self._page.lobby_box.hide()
            self._page.forms(True)
            self._page.message.setText("")
        self.back()
