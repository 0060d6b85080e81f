"""A lost connection at a network table, as players see it: a banner across the table (small text at the top
left went unseen in play) says the player lost the host and their program tries again, offers Leave, and says
when it is back; the host's banner says whom the table waits for and when they are back. Two windows over
loopback."""

from __future__ import annotations

from PySide6.QtGui import QFontInfo

from .net_helpers import host_and_guest, until
from .real_input import click_widget


def test_a_player_who_loses_the_host_sees_it_and_sees_it_come_back(make_window, qtbot, catalog, tmp_path):
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    table = host.network.table
    gpage, hpage = guest.network.table_page, host.network.table_page
    until(qtbot, host, guest, lambda: table.game.pending.runner == 1)  # the guest decides: the table waits for it
    assert not gpage.banner.isVisible() and not hpage.banner.isVisible()
    guest.network.conn.sock.abort()  # the guest's line to the host cuts out (lost Wi-Fi)
    qtbot.waitUntil(gpage.banner.isVisible, timeout=10000)
    assert gpage.banner.text.text() == "Lost the connection to the host — trying again…"
    assert gpage.banner.leave.isVisible()
    # large words: the style sheet's 13 px for every widget overrode the banner's own font (seen in play)
    assert QFontInfo(gpage.banner.text.font()).pixelSize() >= 1.3 * QFontInfo(gpage.leave_btn.font()).pixelSize()
    qtbot.waitUntil(hpage.banner.isVisible, timeout=10000)  # the host's table waits for Kestrel
    assert hpage.banner.text.text() == "Kestrel lost the connection: the table waits for them to come back…"
    assert hpage.hand_over.isVisible() and not hpage.banner.leave.isVisible()
    # the guest's program tries again by itself: both banners say it is back
    qtbot.waitUntil(lambda: gpage.banner.state == "back", timeout=20000)
    assert gpage.banner.isVisible() and gpage.banner.text.text().startswith("Connected to the host again")
    assert not gpage.banner.leave.isVisible()
    qtbot.waitUntil(lambda: hpage.banner.state == "back", timeout=10000)
    assert hpage.banner.text.text() == "Kestrel is back at the table." and not hpage.hand_over.isVisible()
    host.network.leave_network()


def test_a_player_whose_host_is_gone_leaves_from_the_banner(make_window, qtbot, catalog, tmp_path):
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    gpage = guest.network.table_page
    host.network.leave_network()  # the host's program is gone
    qtbot.waitUntil(gpage.banner.isVisible, timeout=10000)
    assert gpage.banner.text.text() == "Lost the connection to the host — trying again…"
    click_widget(gpage.banner.leave)
    assert guest.stack.currentWidget() is guest.menu and guest.network.table_page is None


def test_while_the_host_is_lost_the_table_says_it_once_with_one_leave(make_window, qtbot, catalog, tmp_path):
    """The bar repeated the banner's words and had its own Leave beside the banner's (seen in play): one message,
    one Leave, and the bar's Leave back once the connection is."""
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    gpage = guest.network.table_page
    assert gpage.leave_btn.isVisible()
    guest.network.conn.sock.abort()  # the guest's line to the host cuts out (lost Wi-Fi)
    qtbot.waitUntil(gpage.banner.isVisible, timeout=10000)
    shown = [w.text() for w in (gpage.status, gpage.banner.text) if w.isVisible() and w.text()]
    assert shown == ["Lost the connection to the host — trying again…"]
    leaves = [b for b in gpage.findChildren(type(gpage.leave_btn)) if b.isVisible() and b.text() == "Leave the table"]
    assert leaves == [gpage.banner.leave]
    qtbot.waitUntil(lambda: gpage.banner.state == "back", timeout=20000)
    assert gpage.leave_btn.isVisible()
    qtbot.waitUntil(lambda: gpage.status.text().startswith("At the table:"), timeout=10000)
    host.network.leave_network()
