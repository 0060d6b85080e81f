"""What the network-play UI tests share: a free port, typing into a field, a second window that joins, a host and
a guest at a started table played step by step."""

from __future__ import annotations

import socket

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.ui.table.driver import Driver

from .real_input import click_widget


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def type_into(widget, text: str) -> None:
    """Select what the field holds and type `text` over it, as a player does."""
    widget.setFocus()
    QTest.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(widget, Qt.Key.Key_Backspace)
    QTest.keyClicks(widget, text)


def a_second_window(qtbot, catalog, folder):
    """Another player's window, on its own data folder."""
    from crossfire_desktop.ui.session.persist import Persist
    from crossfire_desktop.ui.shell.window import MainWindow

    p2 = Persist(folder)
    p2.settings.animation_ms = 0
    p2.prefs.one_player = True
    guest = MainWindow(catalog, p2)
    qtbot.addWidget(guest)
    guest.resize(1280, 720)
    guest.show()
    return guest


def type_join(win, address: str, code: str, name: str = "Kestrel") -> None:
    """Network play's Join, typed and clicked as a player does."""
    click_widget(win.menu.buttons["network"])
    gp = win.network.page
    type_into(gp.address, address)
    type_into(gp.code, code)
    type_into(gp.name, name)
    click_widget(gp.join_btn)


def join_from_a_second_window(qtbot, catalog, folder, address: str, code: str, name: str = "Kestrel"):
    """Another player's window (its own data folder) joins the table by typing address, code and name;
    returns it once its lobby shows."""
    guest = a_second_window(qtbot, catalog, folder)
    type_join(guest, address, code, name)
    gp = guest.network.page
    qtbot.waitUntil(lambda: gp.lobby_box.isVisible() and gp.seats.count() > 0, timeout=10000)
    return guest


def take_seat_ready_and_start(qtbot, host_page, guest_page, seat: int, name: str = "Kestrel") -> None:
    """The guest takes `seat` and ticks Ready (the host's lobby shows both), then the host starts."""
    guest_page.seats.setCurrentRow(seat)
    click_widget(guest_page.take_btn)
    qtbot.waitUntil(lambda: name in host_page.seats.item(seat).text(), timeout=10000)
    click_widget(guest_page.ready_box)
    qtbot.waitUntil(lambda: "ready" in host_page.seats.item(seat).text(), timeout=10000)
    click_widget(host_page.start_btn)


def host_and_guest(make_window, qtbot, catalog, tmp_path):
    """A host window playing seat 1 here and a guest window (Kestrel) playing seat 2, the mission started."""
    host = make_window(one_player=True)
    click_widget(host.menu.buttons["network"])
    hp = host.network.page
    hp.runners.setValue(2)
    type_into(hp.here, "1")
    port = free_port()
    hp.port.setValue(port)
    click_widget(hp.host_btn)
    address, code = f"127.0.0.1:{port}", host.network.table.code
    guest = join_from_a_second_window(qtbot, catalog, tmp_path / "second", address, code)
    take_seat_ready_and_start(qtbot, hp, guest.network.page, 1)
    qtbot.waitUntil(lambda: guest.network.table_page is not None, timeout=10000)
    return host, guest, address, code


def one_step(qtbot, host, guest) -> None:
    """Whoever decides acts by their window's UI; both windows then show the same update."""
    real, seq = host.network.table.game, host.network.table.seq
    table = guest.network.table_page.table if real.pending.runner == 1 else host.network.table_page.table
    Driver(table).act()
    qtbot.waitUntil(lambda: host.network.table.seq > seq and guest.network.table_page.table.ctl.seq
                    == host.network.table.seq, timeout=10000)


def until(qtbot, host, guest, done, limit=80) -> None:
    for _ in range(limit):
        if done():
            return
        one_step(qtbot, host, guest)
    raise AssertionError("never reached")


def leave_mid_game(win) -> None:
    """A player's Leave the table mid-mission, and Yes to its question."""
    page = win.network.table_page
    click_widget(page.leave_btn)
    assert page.table.pause.isVisible()
    click_widget(page.table.pause.confirm_btn)
