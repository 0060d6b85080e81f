"""wss: a host with a certificate; the join code pins its fingerprint; a client accepts only that certificate."""

from __future__ import annotations

import shutil
import socket
import subprocess

import pytest

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.net.host import HostTable
from crossfire_desktop.ui.network.transport import ClientConnection, HostServer

from .net_helpers import type_into


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


def _host_with(win, port, crt, key):
    from .real_input import click_widget

    click_widget(win.menu.buttons["network"])
    page = win.network.page
    type_into(page.runners, "2")
    type_into(page.here, "1")
    type_into(page.port, str(port))
    type_into(page.cert, str(crt))
    type_into(page.key, str(key))
    click_widget(page.host_btn)
    return page


def test_the_windowed_host_speaks_wss_with_the_fingerprint_in_its_join_code(make_window, qtbot, cert):
    crt, key = cert
    win = make_window(one_player=True)
    port = _port()
    page = _host_with(win, port, crt, key)
    code = win.network.server.join_code()
    assert page.lobby_box.isVisible() and code in page.where.text() and len(code.split("-")[1]) == 64
    got, closed, c = _connect(qtbot, port, code)
    assert got and got[0]["kind"] == "welcome"  # over wss, the certificate pinned by the code
    c.close()
    win.network.leave_network()


def test_bad_certificate_files_are_named_and_nothing_is_hosted(make_window, tmp_path, cert):
    crt, key = cert
    not_pem = tmp_path / "notes.txt"
    not_pem.write_text("hello")
    win = make_window(one_player=True)
    page = _host_with(win, _port(), not_pem, key)
    assert str(not_pem) in page.message.text() and "not a certificate" in page.message.text()
    assert win.network.server is None and page.host_box.isVisible()
    missing = tmp_path / "missing-key.pem"
    type_into(page.cert, str(crt))
    type_into(page.key, str(missing))
    from .real_input import click_widget

    click_widget(page.host_btn)
    assert str(missing) in page.message.text() and "Can't read" in page.message.text()
    assert win.network.server is None
    type_into(page.key, str(crt))  # a certificate where the key should be
    click_widget(page.host_btn)
    assert str(crt) in page.message.text() and "not an unencrypted private key" in page.message.text()
    type_into(page.key, "")
    click_widget(page.host_btn)
    assert "needs both files" in page.message.text()
