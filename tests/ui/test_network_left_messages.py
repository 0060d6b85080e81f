"""A guest who left hears no more from the host: a message already on its way when Leave closed the
connection reached the joining code after its table was gone (an AssertionError in _first_update)."""

from __future__ import annotations

import json

from crossfire_desktop.net import protocol as P
from crossfire_desktop.ui.network.transport import ClientConnection


def _arrives(conn: ClientConnection, message: dict) -> None:
    conn.sock.textMessageReceived.emit(json.dumps(message))  # as the socket delivers a text frame


def test_a_message_arriving_after_leave_is_not_passed_on(qtbot) -> None:
    conn = ClientConnection()
    got: list[dict] = []
    conn.message.connect(got.append)
    _arrives(conn, {"v": P.VERSION, "kind": "lobby"})
    assert [m["kind"] for m in got] == ["lobby"]  # while joined, the host's messages are passed on
    conn.close()
    _arrives(conn, {"v": P.VERSION, "kind": "update"})
    assert [m["kind"] for m in got] == ["lobby"]
