"""A guest who left hears no more from the host: a message already on its way when Leave closed the
connection reached the joining code after its table was gone (an AssertionError in _first_update). Played
over a real local WebSocket: the host's message is sent, then the guest closes before reading it."""

from __future__ import annotations

import json

from PySide6.QtNetwork import QHostAddress
from PySide6.QtWebSockets import QWebSocketServer

from crossfire_desktop.net import protocol as P
from crossfire_desktop.ui.network.transport import ClientConnection


def test_a_message_arriving_after_leave_is_not_passed_on(qtbot) -> None:
    server = QWebSocketServer("test host", QWebSocketServer.SslMode.NonSecureMode)
    assert server.listen(QHostAddress.SpecialAddress.LocalHost, 0)
    peers = []
    server.newConnection.connect(lambda: peers.append(server.nextPendingConnection()))
    conn = ClientConnection()
    got: list[dict] = []
    conn.message.connect(got.append)
    conn.open(f"127.0.0.1:{server.serverPort()}", "CODE", "Gil")
    qtbot.waitUntil(lambda: bool(peers), timeout=10_000)
    peer = peers[0]
    peer.sendTextMessage(json.dumps({"v": P.VERSION, "kind": "lobby"}))
    qtbot.waitUntil(lambda: [m["kind"] for m in got] == ["lobby"], timeout=10_000)  # joined: passed on
    closed: list[str] = []
    conn.closed.connect(closed.append)
    peer.sendTextMessage(json.dumps({"v": P.VERSION, "kind": "update"}))
    peer.flush()
    conn.close()  # Leave, with the host's update already on its way
    qtbot.waitUntil(lambda: bool(closed), timeout=10_000)
    qtbot.wait(100)
    assert [m["kind"] for m in got] == ["lobby"]
    server.close()
