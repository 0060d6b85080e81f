"""wss: a host with a certificate; the join code pins its fingerprint; a client accepts only that certificate."""

from __future__ import annotations

import shutil
import socket
import subprocess

import pytest

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.net.host import HostTable
from crossfire_desktop.ui.network.transport import ClientConnection, HostServer


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def cert(tmp_path):
    if shutil.which("openssl") is None:
        pytest.skip("openssl is needed to make a test certificate")
    key, crt = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(crt),
                    "-days", "2", "-subj", "/CN=crossfire-test"], check=True, capture_output=True)
    return crt, key


def _connect(qtbot, port, code):
    got: list[dict] = []
    closed: list[str] = []
    c = ClientConnection()
    c.message.connect(got.append)
    c.closed.connect(closed.append)
    c.open(f"127.0.0.1:{port}", code, "Kestrel")
    qtbot.waitUntil(lambda: bool(got or closed), timeout=10000)
    return got, closed, c


def test_the_join_code_pins_the_hosts_certificate(qtbot, catalog, cert):
    crt, key = cert
    table = HostTable(quick_setup("crossfire", 2, 1), catalog, "GOODCODE")
    server = HostServer(table, cert=crt, key=key)
    port = _port()
    assert server.listen(port, "127.0.0.1")
    code = server.join_code()
    assert code.startswith("GOODCODE-") and len(code.split("-")[1]) == 64
    got, closed, c = _connect(qtbot, port, code)
    assert got and got[0]["kind"] == "welcome"
    c.close()
    # the same code with another fingerprint: a third party's certificate is refused
    wrong = "GOODCODE-" + "0" * 64
    got, closed, c = _connect(qtbot, port, wrong)
    assert not got and closed
    server.close()
