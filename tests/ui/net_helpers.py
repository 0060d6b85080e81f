"""What the network-play UI tests share: a free port, typing into a field, a second window that joins."""

from __future__ import annotations

import socket

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

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
