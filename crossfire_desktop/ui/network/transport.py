"""The sockets of a network table: a WebSocket server around the host's HostTable, and a client connection.

Qt's own WebSockets (QtWebSockets): no protocol stack of our own. Frames over the protocol's limit are
refused by Qt before they are read. With a certificate the host speaks wss; the join code then carries the
certificate's SHA-256 fingerprint, and a client accepts only that certificate (no third party in between)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, QUrl, Signal
from PySide6.QtNetwork import (
    QHostAddress,
    QSsl,
    QSslCertificate,
    QSslConfiguration,
    QSslError,
    QSslKey,
    QSslSocket,
)
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol, QWebSocketServer

from crossfire_desktop.net import DEFAULT_PORT
from crossfire_desktop.net import protocol as P
from crossfire_desktop.net.host import HostTable, Out


def fingerprint(cert_pem: bytes) -> str:
    """The SHA-256 of a certificate's DER bytes, as the join code carries it (hex)."""
    cert = QSslCertificate(cert_pem)
    return hashlib.sha256(bytes(cert.toDer().data())).hexdigest()


def split_code(code: str) -> tuple[str, str | None]:
    """'ABCD2345' or 'ABCD2345-<fingerprint>': the join code and the certificate fingerprint it pins."""
    code = code.strip()
    if "-" in code:
        head, _, pin = code.partition("-")
        return head, pin.lower()
    return code, None


MAX_PEM = 256 * 1024  # a certificate chain or a key is a few KiB


class TlsError(ValueError):
    """A certificate or key file that can't be used: which file, what is wrong (`problem`), the system's why."""

    def __init__(self, file: Path, problem: str, why: str = "") -> None:
        super().__init__(f"{file}: {problem.replace('_', ' ')}" + (f" ({why})" if why else ""))
        self.file, self.problem, self.why = file, problem, why


def tls_files(cert: Path, key: Path) -> tuple[QSslCertificate, QSslKey]:
    """The certificate and its private key read from PEM files; TlsError naming the file that is wrong."""
    def pem(path: Path) -> bytes:
        try:
            if path.stat().st_size > MAX_PEM:
                raise TlsError(path, "too_large")
            return path.read_bytes()
        except OSError as exc:
            raise TlsError(path, "unreadable", str(exc.strerror or exc)) from exc

    certificate = QSslCertificate(pem(cert))
    if certificate.isNull():
        raise TlsError(cert, "not_a_certificate")
    data = pem(key)
    for algorithm in (QSsl.KeyAlgorithm.Rsa, QSsl.KeyAlgorithm.Ec):
        private = QSslKey(data, algorithm)
        if not private.isNull():
            return certificate, private
    raise TlsError(key, "not_a_private_key")


class HostServer(QObject):
    """Serves one HostTable. `changed` fires after the game changed (the host's own table refreshes)."""

    lobbyChanged = Signal()  # a message was handled: someone may have joined, left, taken a seat or said ready

    def __init__(self, table: HostTable, *, cert: Path | None = None, key: Path | None = None,
                 parent: QObject | None = None) -> None:
        """With `cert` and `key` it speaks wss; TlsError (naming the file) if either can't be used."""
        super().__init__(parent)
        self.table = table
        self.pin: str | None = None
        mode = QWebSocketServer.SslMode.NonSecureMode
        if cert is not None and key is not None:
            mode = QWebSocketServer.SslMode.SecureMode
        self.server = QWebSocketServer("crossfire", mode, self)
        if mode is QWebSocketServer.SslMode.SecureMode:
            assert cert is not None and key is not None
            certificate, private = tls_files(cert, key)
            config = QSslConfiguration.defaultConfiguration()
            config.setLocalCertificate(certificate)
            config.setPrivateKey(private)
            config.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
            self.server.setSslConfiguration(config)
            self.pin = hashlib.sha256(bytes(certificate.toDer().data())).hexdigest()
        self.server.setMaxPendingConnections(32)
        self.server.newConnection.connect(self._accept)
        self.sockets: dict[str, QWebSocket] = {}
        self._next = 0

    def listen(self, port: int = DEFAULT_PORT, address: str = "0.0.0.0") -> bool:
        return self.server.listen(QHostAddress(address), port)

    def port(self) -> int:
        return int(self.server.serverPort())

    def join_code(self) -> str:
        return f"{self.table.code}-{self.pin}" if self.pin else self.table.code

    def close(self) -> None:
        for sock in list(self.sockets.values()):
            if shiboken6.isValid(sock):
                sock.close()
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            if sock is None:
                return
            sock.setMaxAllowedIncomingFrameSize(P.MAX_FRAME)
            sock.setMaxAllowedIncomingMessageSize(P.MAX_FRAME)
            self._next += 1
            conn = f"c{self._next}"
            self.sockets[conn] = sock
            sock.textMessageReceived.connect(lambda text, c=conn: self._text(c, text))
            sock.binaryMessageReceived.connect(lambda data, c=conn: self._text(c, bytes(data)))
            sock.disconnected.connect(lambda c=conn: self._gone(c))
            self.send(self.table.connect(conn, sock.peerAddress().toString()))

    def _text(self, conn: str, text: str | bytes) -> None:
        self.send(self.table.receive(conn, text))
        self.lobbyChanged.emit()  # mid-game too: a player who joins has a token the host's file must keep at once

    def _gone(self, conn: str) -> None:
        sock = self.sockets.pop(conn, None)
        if sock is not None and shiboken6.isValid(sock):
            sock.deleteLater()
        if shiboken6.isValid(self):  # the program is closing: nobody to tell
            self.send(self.table.disconnect(conn))
            self.lobbyChanged.emit()

    def send(self, outs: list[Out]) -> None:
        for out in outs:
            sock = self.sockets.get(out.conn)
            if sock is None:
                continue
            sock.sendTextMessage(out.text)
            if out.close:
                QTimer.singleShot(int(out.delay * 1000), lambda s=sock: s.close(
                    QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, "refused"))


class ClientConnection(QObject):
    """A player's connection to a host: it says hello, then passes on what the host sends, by kind."""

    message = Signal(dict)  # any message from the host (its "kind" says which)
    closed = Signal(str)  # why the connection ended (empty: closed by us)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sock = QWebSocket("", QWebSocketProtocol.Version.VersionLatest, self)
        self.sock.setMaxAllowedIncomingMessageSize(32 * 1024 * 1024)  # a full view of a large game
        self.sock.textMessageReceived.connect(self._text)
        self.sock.disconnected.connect(self._disconnected)
        self.sock.sslErrors.connect(self._ssl_errors)
        self.sock.connected.connect(self._hello)
        self._hello_msg: dict[str, Any] = {}
        self.pin: str | None = None
        self.leaving = False

    def open(self, address: str, code: str, name: str, token: str | None = None) -> None:
        """`address` is host[:port]; a code with a fingerprint opens wss and accepts only that certificate."""
        code, self.pin = split_code(code)
        host, _, port = address.strip().rpartition(":") if ":" in address.strip() else (address.strip(), "", "")
        port_n = int(port) if port.isdigit() else DEFAULT_PORT
        scheme = "wss" if self.pin else "ws"
        self._hello_msg = {"v": P.VERSION, "kind": "hello", "code": code, "name": name, "token": token}
        self.sock.open(QUrl(f"{scheme}://{host or address}:{port_n}"))

    def _ssl_errors(self, errors: list[QSslError]) -> None:
        cert = self.sock.sslConfiguration().peerCertificate()
        got = hashlib.sha256(bytes(cert.toDer().data())).hexdigest()
        if self.pin is not None and got == self.pin:
            self.sock.ignoreSslErrors()  # self-signed, but exactly the certificate the join code names

    def _hello(self) -> None:
        self.send(self._hello_msg)

    def send(self, message: dict[str, Any]) -> None:
        self.sock.sendTextMessage(json.dumps(message, separators=(",", ":")))

    def _text(self, text: str) -> None:
        if self.leaving:  # a message already on its way when this side left: nobody is there to take it
            return
        try:
            data = json.loads(text)
        except ValueError:
            return
        if isinstance(data, dict) and data.get("v") == P.VERSION:
            self.message.emit(data)

    def _disconnected(self) -> None:
        self.closed.emit("" if self.leaving else (self.sock.closeReason() or self.sock.errorString()))

    def close(self) -> None:
        self.leaving = True
        self.sock.close()
