"""Network play through the windows: one window hosts, another joins over loopback, both play by their UI."""

from __future__ import annotations

import json
import socket

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.net.seatview import pending_json, seat_view, view_hash
from crossfire_desktop.ui.table.driver import Driver

from .real_input import click_widget


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _type(qtbot, widget, text):
    widget.setFocus()
    widget.selectAll()
    QTest.keyClicks(widget, text)


def test_a_host_window_and_a_joined_window_play_the_same_game(make_window, qtbot, catalog, tmp_path):
    from crossfire_desktop.ui.session.persist import Persist
    from crossfire_desktop.ui.shell.window import MainWindow

    host = make_window(one_player=True)
    click_widget(host.menu.buttons["network"])
    hp = host.network.page
    assert host.stack.currentWidget() is hp
    hp.runners.setValue(2)
    _type(qtbot, hp.here, "1")
    port = _port()
    hp.port.setValue(port)
    click_widget(hp.host_btn)
    assert hp.lobby_box.isVisible() and "join code" in hp.where.text()
    code = host.network.table.code

    p2 = Persist(tmp_path / "second")
    p2.settings.animation_ms = 0
    p2.prefs.one_player = True
    guest = MainWindow(catalog, p2)
    qtbot.addWidget(guest)
    guest.resize(1280, 720)
    guest.show()
    click_widget(guest.menu.buttons["network"])
    gp = guest.network.page
    _type(qtbot, gp.address, f"127.0.0.1:{port}")
    _type(qtbot, gp.code, code.lower())
    _type(qtbot, gp.name, "Kestrel")
    click_widget(gp.join_btn)
    qtbot.waitUntil(lambda: gp.lobby_box.isVisible() and gp.seats.count() == 2, timeout=10000)
    gp.seats.setCurrentRow(1)
    click_widget(gp.take_btn)
    qtbot.waitUntil(lambda: "Kestrel" in hp.seats.item(1).text(), timeout=10000)
    click_widget(gp.ready_box)
    qtbot.waitUntil(lambda: "ready" in hp.seats.item(1).text(), timeout=10000)
    click_widget(hp.start_btn)
    qtbot.waitUntil(lambda: guest.network.table_page is not None, timeout=10000)
    ht = host.network.table_page.table
    gt = guest.network.table_page.table
    real = host.network.table.game
    mirror = gt.game
    # the guest sees its own hand, and only a count of the host's
    assert mirror.s.runners[1].hand == real.s.runners[1].hand
    assert len(mirror.s.runners[0].hand) == len(real.s.runners[0].hand)
    assert 1 in ht.elsewhere and 0 in gt.elsewhere
    assert ht.save_btn.isVisible() and not gt.save_btn.isVisible()  # the host keeps the game
    # play on, each window acting by its UI when its seat decides
    for _ in range(60):
        if real.pending is None:
            break
        seq = host.network.table.seq
        table = gt if real.pending.runner == 1 else ht
        Driver(table).act()
        qtbot.waitUntil(lambda seq=seq: host.network.table.seq > seq and guest.network.table_page.table.ctl.seq
                        == host.network.table.seq, timeout=10000)
    assert real.s.turns >= 2
    assert "At the table: Here, Kestrel" in guest.network.table_page.status.text()
    player = host.network.table.owner(1)
    view = seat_view(real, player.seats)
    assert mirror.hash == view_hash(view, pending_json(real))
    # a chat line from the guest reaches the host's table
    page = guest.network.table_page
    _type(qtbot, page.chat_in, "nice shot")
    QTest.keyClick(page.chat_in, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Kestrel: nice shot" in host.network.table_page.last_chat.text(), timeout=10000)
    click_widget([b for b in page.findChildren(type(gp.join_btn)) if b.text() == "Leave the table"][0])
    assert guest.stack.currentWidget() is guest.menu
    qtbot.waitUntil(lambda: not json.loads(json.dumps(host.network.table.lobby()))["players"][-1]["connected"],
                    timeout=10000)
    host.network.leave_network()
