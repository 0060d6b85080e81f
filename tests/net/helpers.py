"""A network table without sockets: the host's HostTable and clients that keep a MirrorGame each."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from crossfire_desktop.engine import Action, GameSetup, action_to_json
from crossfire_desktop.net.host import HostTable, Out
from crossfire_desktop.net.mirror import MirrorGame


def msg(kind: str, **fields: Any) -> str:
    return json.dumps({"v": 1, "kind": kind, **fields})


class FakeClient:
    def __init__(self, table: HostTable, conn: str, name: str, setup: GameSetup) -> None:
        self.table, self.conn, self.name, self.setup = table, conn, name, setup
        self.inbox: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.mirror: MirrorGame | None = None
        self.seq = 0
        self.token: str | None = None
        self.seats: set[int] = set()

    def take(self, outs: list[Out]) -> None:
        for o in outs:
            if o.conn == self.conn:
                self.raw.append(o.text)
                m = json.loads(o.text)
                self.inbox.append(m)
                if m["kind"] == "welcome":
                    self.token = m["token"]
                elif m["kind"] == "update":
                    if self.mirror is None:
                        self.mirror = MirrorGame(self.setup, self.table.cat, self.seats)
                    self.mirror.update(m["view"], m["pending"], m["actions"], m["can_undo"])
                    self.mirror.take_events(m["events"])  # as the player's table does, for its log
                    assert self.mirror.hash == m["hash"]
                    self.seq = m["seq"]


class Net:
    """Routes every Out to the fake client it is for."""

    def __init__(self, table: HostTable) -> None:
        self.table = table
        self.clients: dict[str, FakeClient] = {}

    def route(self, outs: list[Out]) -> list[Out]:
        for c in self.clients.values():
            c.take(outs)
        return outs

    def join(self, conn: str, name: str, code: str, seats: list[int], token: str | None = None) -> FakeClient:
        c = self.clients.get(conn) or FakeClient(self.table, conn, name, self.table.setup)
        c.seats = set(seats)
        self.clients[conn] = c
        self.route(self.table.connect(conn, "127.0.0.1"))
        self.route(self.table.receive(conn, msg("hello", code=code, name=name, token=token)))
        for s in seats:
            self.route(self.table.receive(conn, msg("take_seat", seat=s)))
        return c

    def send(self, conn: str, text: str) -> list[Out]:
        return self.route(self.table.receive(conn, text))

    def act(self, client: FakeClient, choose: Callable[[Any], Action]) -> bool:
        """The client answers its decision with `choose(its copy of the game)`: a policy that ends games
        (a uniformly random pick among every legal action can move cards to and fro for 20,000 actions)."""
        if client.mirror is None or client.mirror.pending is None or not client.mirror.legal_actions():
            return False
        action = choose(client.mirror)
        self.send(client.conn, msg("action", action=action_to_json(action), seq=client.seq))
        return True
