"""Network play's pages as a tester found them (playtest 10): hosting a new table keeps the game waiting in
Resume hosting, a wrong join code says so, players are named (themselves "you"), the guest's Leave asks, and
the Host form remembers its fields."""

from __future__ import annotations

from crossfire_desktop.ui.table.driver import Driver

from .net_helpers import free_port, type_into
from .real_input import click_widget, load_save


def _host(win, port, here="1,2"):
    click_widget(win.menu.buttons["network"])
    page = win.network.page
    type_into(page.runners, "2")
    type_into(page.here, here)
    type_into(page.ai, "")
    type_into(page.port, str(port))
    click_widget(page.host_btn)
    return page


def _leave_mid_game(win):
    page = win.network.table_page
    click_widget(page.leave_btn)  # asked first: the others lose their table
    click_widget(page.table.pause.confirm_btn)


def test_hosting_a_new_table_keeps_the_game_waiting_in_resume_hosting(make_window, persist, qtbot):
    win = make_window(one_player=True)
    page = _host(win, free_port())
    click_widget(page.start_btn)
    Driver(win.network.table_page.table).play_turns(1)
    waiting = win.network.table.game
    hash_then, round_then = waiting.state_hash(), waiting.s.round
    _leave_mid_game(win)
    click_widget(win.menu.buttons["network"])
    assert page.resume_btn.isVisible()
    click_widget(page.host_btn)  # a new table, over the one waiting
    assert win.network.table.game is None and page.lobby_box.isVisible()
    [name] = persist.saves()
    assert f"round {round_then}) is kept as the save “{name}”: Load opens it." in page.message.text()
    assert persist.load_game(name).state_hash() == hash_then
    click_widget(_back(page))  # the host closes its new lobby: nothing of it to resume
    click_widget(win.menu.buttons["network"])
    assert not page.resume_btn.isVisible()
    load_save(qtbot, win, name)  # the game is the one left, in Load
    assert win.ctl.game.state_hash() == hash_then


def _back(page):
    return next(b for b in page.findChildren(type(page.host_btn)) if b.text() == "Back")


def test_a_lobby_waiting_in_resume_hosting_is_replaced_without_a_save(make_window, persist):
    win = make_window(one_player=True)
    page = _host(win, free_port())
    win.network.leave_network()  # the program ended with the table in its lobby: offered back
    win = make_window(one_player=True)
    click_widget(win.menu.buttons["network"])
    page = win.network.page
    assert "in the lobby" in page.resume_btn.text()
    click_widget(page.host_btn)
    assert persist.saves() == [] and "kept" not in page.message.text()
    win.network.leave_network()


def test_a_wrong_join_code_says_so_after_the_host_closes(make_window, qtbot, catalog, tmp_path):
    from .net_helpers import a_second_window, type_join

    host = make_window(one_player=True)
    port = free_port()
    _host(host, port, here="1")
    guest = a_second_window(qtbot, catalog, tmp_path / "guest")
    type_join(guest, f"127.0.0.1:{port}", "WRONG123", "Guest Gil")
    conn = guest.network.conn
    with qtbot.waitSignal(conn.closed, timeout=15000):  # the host closes the connection after its answer
        pass
    words = guest.network.page.message.text()
    assert words == "Wrong join code — ask the host for the code on their screen."  # not "refused"
    host.network.leave_network()
