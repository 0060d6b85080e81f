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
from .net_joining import JoiningSide

if TYPE_CHECKING:
    from crossfire_desktop.catalog import Catalog
    from crossfire_desktop.engine import Game
    from crossfire_desktop.net.host import HostTable
    from crossfire_desktop.net.hostfile import HostFile

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


class NetWiring(JoiningSide):
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
        self.table_file: HostFile | None = None  # where the served table is kept (it knows what the file holds)
        self.server: HostServer | None = None
        self.conn: ClientConnection | None = None
        self.table_page: NetTablePage | None = None
        self.me: dict[str, Any] = {}  # a joined player's id, token, setup; the last lobby
        self.tokens: dict[tuple[str, str, str], str] = {}  # the host's token per table joined (address, code, name)
        self.where = ""
        self.resumable: Resumable | None = None  # a table hosted here that a crash interrupted
        self.file_ok = True  # False while an unreadable table file could not be set aside (never overwritten)
        self._host_filled = False  # the Host form filled in as last hosted with

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
        self._after_the_end()
        self.offer_resume()
        persist = self._persist()
        last = persist.prefs.last_join
        if last is not None:
            self.page.fill_join(last.address, last.code, last.name)
        if not self._host_filled and persist.prefs.last_host is not None:  # once: later, the form as left
            self.page.fill_host(persist.prefs.last_host)
        self._host_filled = True
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

        fields = self.page.host_fields()  # as typed now: the form is hidden once hosting
        self.leave_network()
        try:
            table = hosted_table(s, self._cat(), self._book(s["campaign"]) if s.get("campaign") else None)
        except ValidationError as exc:
            table = setup_error_text(exc)
        if isinstance(table, str):
            self.page.message.setText(table)
            return
        if self._serve(table, int(s["port"]), new=True) and fields is not None:
            persist = self._persist()  # the form kept for next time, once a table is hosted with it
            persist.prefs.last_host = fields
            persist.save_prefs()  # a failed write only loses that

    def _serve(self, table: HostTable, port: int, *, new: bool = False) -> bool:
        """Open the server for `table` on `port` and show its lobby; the table is written after every change. A
        `new` table first keeps the game waiting in Resume hosting (its file is the one the table is written to)."""
        from pathlib import Path

        from ..network.hostfile import host_file
        from ..network.page import local_addresses
        from ..network.transport import HostServer, TlsError

        try:
            cert, key = (Path(table.tls[0]), Path(table.tls[1])) if table.tls else (None, None)
            server = HostServer(table, cert=cert, key=key, parent=self.parent)
        except TlsError as exc:
            self.page.message.setText(tr(TLS_WORDS[exc.problem]).format(file=str(exc.file), why=exc.why))
            return False
        self.table, self.server, self.table_file = table, server, host_file(self._persist())
        if not self.server.listen(port):
            self.page.message.setText(tr("Can't host on port {port}: {why}").format(
                port=port, why=self.server.server.errorString()))
            self.leave_network()
            return False
        kept = ""
        if new and self.file_ok:
            from ..network.hostfile import keep_waiting

            go, kept = keep_waiting(self._persist(), self._cat())
            if not go:
                self.page.message.setText(kept)
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
        if kept:
            self.page.message.setText(kept)
        return True

    def _keep(self) -> None:
        """The table on disk after every change (a crashed host resumes from it)."""
        from ..network.hostfile import keep

        if self.table is not None and self.table_file is not None and self.file_ok:
            problem = keep(self.table_file, self.table)
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

    def _after_the_end(self) -> None:
        """A mission hosted here ended: its table becomes a fresh lobby for another game (a new shuffle, the players
        still connected in their seats); a campaign's closes, its next mission hosted from the campaign as it is now."""
        from ..network.hosting import new_seed

        t, server = self.table, self.server
        if t is None or server is None or t.game is None or t.game.result is None:
            return
        if t.setup.campaign is not None:
            self.leave_network()
            self.page.lobby_box.hide()
            self.page.forms(True)
            self.page.message.setText(tr("The campaign's mission is over: host its next mission here."))
            return
        self._drop_table_page()
        server.send(t.again(new_seed(t.setup.seed)))
        self._keep()
        self._host_lobby()
        self.page.message.setText(tr("The mission is over. This is a new game at the same table: the players still "
                                     "connected keep their seats; Start the mission deals it newly shuffled."))

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
        if found.game is not None:  # the game goes on the table before the table's first keep writes it (else the
            found.table.start(found.game)  # file says "in its lobby"); nobody is connected yet to tell
        if not self._serve(found.table, found.table.port):
            return
        if found.game is not None:
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
        from ..network.hosting import join_campaign

        link = t.setup.campaign
        err = join_campaign(t, self._book(link.campaign_id) if link is not None else None)
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
        table = self.table_page.table
        if new:  # as New mission logs it
            table.log_opening()
        else:  # a resumed table: the log kept in its file, from the game's start
            table.earlier_log(event_lines([ev for _seq, judged in self.table.log for ev, _unseen in judged], ctl.names))
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
        self.table_page.status.setText(status_line(presence, ctl.names, self._host_name()))
        self.table_page.show_presence(presence, hosting=True)
        seat = t.computer_to_move()
        if seat is not None and seat not in t.ai_seats and not g.s.runners[seat].client:
            ctl.submit(HeuristicPolicy(seat + 1, assisting=t.computer_seats()).choose(g))

    def _hand_over(self) -> None:
        """The host lets the computer play for the players who are away (kept in the table's file)."""
        if self.table is not None:
            self.table.handed_over = True
        self._keep()

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
            self.server.send(self.table.say(self._host_name() or tr("Host"), text))

    def _host_name(self) -> str | None:
        """The name the host's own player has at the table (None: the host plays no seat)."""
        t = self.table
        return next((p.name for p in t.players.values() if p.local), None) if t is not None else None

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
        self.table, self.table_file = None, None
        self._drop_table_page()

    def _drop_table_page(self) -> None:
        """The table page goes (its game left or over); its controller hears the host no more."""
        page, self.table_page = self.table_page, None
        if page is None:
            return
        if self.conn is not None:
            self.conn.message.disconnect(page.table.ctl.on_message)
        self.stack.removeWidget(page)
        page.deleteLater()

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
