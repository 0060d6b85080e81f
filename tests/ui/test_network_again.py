"""After a hosted mission ends, the host's "Play over the network" showed the old lobby with Start active (Start
dealt the same game again: same seed, same table). It is a fresh lobby for another game: a new shuffle, the
players still connected kept in their seats, the page saying what Start does; a player's window goes back to the
lobby when the host opens it. Two windows over loopback, each played by its UI."""

from __future__ import annotations

from .net_helpers import host_and_guest, until
from .real_input import button, click_widget


def test_after_the_end_the_hosts_lobby_is_fresh_and_the_player_is_taken_back_to_it(
        make_window, qtbot, catalog, tmp_path):
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    table = host.network.table
    real, seed = table.game, table.setup.seed
    until(qtbot, host, guest, lambda: real.pending is None, limit=3000)
    gt = guest.network.table_page.table
    qtbot.waitUntil(lambda: gt.game.result == real.result, timeout=10000)
    assert host.stack.currentWidget() is host.end
    click_widget(button(host.end, "Back to the start screen"))
    click_widget(host.menu.buttons["network"])
    hp, gp = host.network.page, guest.network.page
    assert host.stack.currentWidget() is hp and hp.lobby_box.isVisible() and hp.start_btn.isVisible()
    assert host.network.table is table and table.game is None and table.setup.seed != seed  # a new shuffle
    assert "new game" in hp.message.text() and "Start the mission" in hp.message.text()
    assert "Kestrel" in hp.seats.item(1).text() and "ready" not in hp.seats.item(1).text()  # kept, asked again
    # the player, at the finished table, is taken back to the lobby and told why
    qtbot.waitUntil(lambda: guest.stack.currentWidget() is gp and guest.network.table_page is None, timeout=10000)
    assert gp.lobby_box.isVisible() and gp.seats.item(1).text().endswith(": you")  # Kestrel, in their own window
    assert "new game" in gp.message.text()
    click_widget(gp.ready_box)
    qtbot.waitUntil(lambda: "ready" in hp.seats.item(1).text(), timeout=10000)
    click_widget(hp.start_btn)
    again = table.game
    assert again is not None and again is not real and again.result is None
    qtbot.waitUntil(lambda: guest.network.table_page is not None, timeout=10000)
    assert guest.network.table_page.table.game.result is None
    assert host.stack.currentWidget() is host.network.table_page
    host.network.leave_network()


def test_a_player_gone_before_the_new_lobby_frees_their_seat(make_window, qtbot, catalog, tmp_path):
    """Only the players still connected are kept: a seat whose player left is free in the new lobby."""
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    table = host.network.table
    real = table.game
    until(qtbot, host, guest, lambda: real.pending is None, limit=3000)
    qtbot.waitUntil(lambda: guest.network.table_page.table.game.result == real.result, timeout=10000)
    click_widget(guest.network.table_page.leave_btn)
    qtbot.waitUntil(lambda: table.owner(1).conn is None, timeout=10000)
    click_widget(button(host.end, "Back to the start screen"))
    click_widget(host.menu.buttons["network"])
    hp = host.network.page
    assert table.game is None and table.owner(1) is None and "free" in hp.seats.item(1).text()
    assert table.owner(0) is not None  # the host's own seat stays
    host.network.leave_network()
