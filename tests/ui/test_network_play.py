"""Network play through the windows: one window hosts, another joins over loopback, both play by their UI."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.net.seatview import pending_json, seat_view, view_hash
from crossfire_desktop.ui.table.driver import Driver

from .net_helpers import (
    free_port,
    join_from_a_second_window,
    take_seat_ready_and_start,
    type_into,
)
from .real_input import click_widget


def test_a_host_window_and_a_joined_window_play_the_same_game(make_window, qtbot, catalog, tmp_path):
    host = make_window(one_player=True)
    click_widget(host.menu.buttons["network"])
    hp = host.network.page
    assert host.stack.currentWidget() is hp
    hp.runners.setValue(2)
    type_into(hp.here, "1")
    port = free_port()
    hp.port.setValue(port)
    click_widget(hp.host_btn)
    assert hp.lobby_box.isVisible() and "join code" in hp.where.text()
    code = host.network.table.code

    guest = join_from_a_second_window(qtbot, catalog, tmp_path / "second", f"127.0.0.1:{port}", code.lower())
    gp = guest.network.page
    assert gp.seats.count() == 2
    take_seat_ready_and_start(qtbot, hp, gp, 1)
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
    assert "At the table: Host, you" in guest.network.table_page.status.text()  # the host unnamed: "Host"
    player = host.network.table.owner(1)
    view = seat_view(real, player.seats)
    assert mirror.hash == view_hash(view, pending_json(real, player.seats))
    # a chat line from the guest reaches the host's table
    page = guest.network.table_page
    type_into(page.chat_in, "nice shot")
    QTest.keyClick(page.chat_in, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Kestrel: nice shot" in host.network.table_page.last_chat.text(), timeout=10000)
    # the mission may be over by now (then Leave asks nothing); mid-mission it asks first
    click_widget([b for b in page.findChildren(type(gp.join_btn)) if b.text() == "Leave the table"][0])
    if page.table.pause.isVisible():
        click_widget(page.table.pause.confirm_btn)
    assert guest.stack.currentWidget() is guest.menu
    qtbot.waitUntil(lambda: not json.loads(json.dumps(host.network.table.lobby()))["players"][-1]["connected"],
                    timeout=10000)
    host.network.leave_network()
