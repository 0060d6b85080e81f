"""The table's door to the game at a network table: on the host, the real game whose every change goes to the
players; on a player's computer, its copy, whose actions go to the host and whose answers replace it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal

from crossfire_desktop.engine import Action, action_to_json
from crossfire_desktop.engine.messages import Event, Refusal
from crossfire_desktop.net.host import UNDONE, HostTable
from crossfire_desktop.net.mirror import MirrorGame

from ..session.controller import GameController
from ..words.names import Namer
from ..words.text import refusal_text, tr
from .transport import ClientConnection, HostServer


def status_line(m: dict[str, Any], names: Any, me: str | None = None, *, joined: bool = False) -> str:
    """Who is at the table, who is away, who decides (an update's words for the network bar); this computer's
    player, named `me` at the table, reads "you". The host's own player is the table's first, a `joined` one came
    later: the one of two players of the same name who is "you"."""
    present = list(m.get("present") or [])
    if me in present:
        present[len(present) - 1 - present[::-1].index(me) if joined else present.index(me)] = tr("you")
    parts = [tr("At the table: {names}").format(names=", ".join(present))]
    if m.get("away"):
        parts.append(tr("Away: {names}").format(names=", ".join(m["away"])))
    if m.get("waiting_for"):
        parts.append(tr("Waiting for {name} to come back…").format(name=m["waiting_for"]))
    elif m.get("deciding") is not None:
        parts.append(tr("{runner} decides").format(runner=names.runner(m["deciding"])))
    return " · ".join(parts)


def logged_before(m: dict[str, Any], seq: int | None) -> list[dict[str, Any]]:
    """The events of the log so far an update after a hello carries (a player back has lost its own, or missed
    some while away) that a table at update `seq` has not shown (None: a table just opened, every one). A host
    that started again counts from 1 again: its whole log then."""
    log = m.get("log") or []
    if seq is not None and int(m["seq"]) >= seq:
        log = [entry for entry in log if int(entry["seq"]) > seq]
    return [e for entry in log for e in entry["events"]]


class HostController(GameController):
    """The host's table: plays like any table, and tells every player after each change."""

    runs_ai = True

    def __init__(self, table: HostTable, server: HostServer, journal: Any = None) -> None:
        assert table.game is not None
        super().__init__(table.game, journal=journal)
        self.net = table
        self.server = server
        self.elsewhere = table.seats_elsewhere()
        self.open_hands = table.open_hands
        self._local = False
        self._last: list[Event] = []
        table.on_events = self._changed_by_anyone

    def submit(self, action: Action) -> bool:
        self._local = True
        try:
            ok = super().submit(action)
            if ok:
                self.server.send(self.net.updates(self._last, action))
        finally:
            self._local = False
        return ok

    def _after(self, evs: list[Event], action: Action | None) -> None:
        self._last = evs
        super()._after(evs, action)

    def undo_refusal(self) -> Refusal | None:
        """Undo takes back an action of a seat played here only (the table's rule, HostTable.undo_refusal)."""
        return self.net.undo_refusal(self.net.seats_here())

    def undo(self) -> bool:
        self._local = True
        try:
            ok = super().undo()
            if ok:  # every player's log says it was taken back
                self.server.send(self.net.updates(self._last, UNDONE))
        finally:
            self._local = False
        return ok

    def _changed_by_anyone(self, evs: list[Event]) -> None:
        """A remote player's action (the host's own go through `submit`): show it as if played here."""
        if not self._local:
            super()._after(evs, None)


class ClientController(GameController):
    """A player's table: actions go to the host; the host's updates replace the copy and are shown."""

    runs_ai = False
    can_save = False
    status = Signal(str)  # who is connected and who decides, for the network bar
    presence = Signal(dict)  # the update: whom the table waits for, who is away (the banner)
    chatLine = Signal(str)
    over = Signal(dict)  # the finished game's whole record, sent once the result stands (for the History)

    def __init__(self, game: MirrorGame, conn: ClientConnection) -> None:
        super().__init__(game)
        self.mirror = game
        self.names = Namer(game, game.named)  # the log names each card as it was when the player saw it
        self.conn = conn
        self.elsewhere = {r.seat for r in game.s.runners if r.seat not in game.seats}
        self.seq = 0
        self.me: str | None = None  # this player's name at the table (the bar says "you")
        self._over_told = False
        conn.message.connect(self.on_message)

    @property
    def open_hands(self) -> bool:  # type: ignore[override]  # read from the copy, never set here
        return self.mirror.open_hands  # as the host's last view shows

    @property
    def withheld(self) -> bool:  # type: ignore[override]
        return self.mirror.withheld

    def submit(self, action: Action) -> bool:
        refusal = self.mirror.check(action)
        if refusal is not None and refusal.code == "not_your_seat":
            self.refused.emit(refusal_text(refusal, self.names))
            return False
        self.conn.send({"v": 1, "kind": "action", "action": action_to_json(action), "seq": self.seq})
        return True

    def undo(self) -> bool:
        if self.undo_refusal() is not None:
            return super().undo()  # the refusal said as a local table says it (with its Rules link)
        self.conn.send({"v": 1, "kind": "undo", "seq": self.seq})
        return True

    def on_message(self, m: dict[str, Any]) -> None:
        kind = m.get("kind")
        if kind == "update":
            self.mirror.update(m["view"], m["pending"], m["actions"], bool(m["can_undo"]))
            if self.mirror.hash != m.get("hash"):
                self.conn.send({"v": 1, "kind": "resync"})  # our copy differs: ask for the whole view again
                return
            missed = self.mirror.take_events(logged_before(m, self.seq))  # back after a dropped connection
            self.seq = int(m["seq"])
            super()._after(missed + self.mirror.take_events(m.get("events") or []), None)
            self.status.emit(status_line(m, self.names, self.me, joined=True))
            self.presence.emit(m)
            if isinstance(m.get("record"), dict) and not self._over_told:
                self._over_told = True
                self.over.emit(m["record"])
        elif kind == "refused":
            ref = Refusal(str(m.get("code")), dict(m.get("params") or {}), str(m.get("rule") or ""))
            if ref.code == "out_of_date":
                self.refused.emit(tr("The table moved on before your action arrived: look again and retry."))
            else:
                self.refused.emit(refusal_text(ref, self.names))
            self.changed.emit()
        elif kind == "chat":
            self.chatLine.emit(f"{m.get('name')}: {m.get('text')}")
