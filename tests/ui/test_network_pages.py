"""Network play's pages as a tester found them (playtest 10): hosting a new table keeps the game waiting in
Resume hosting, a wrong join code says so, players are named (themselves "you"), the guest's Leave asks, and
the Host form remembers its fields."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.ui.table.driver import Driver

from .net_helpers import free_port, leave_mid_game, type_into
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


def test_hosting_a_new_table_keeps_the_game_waiting_in_resume_hosting(make_window, persist, qtbot):
    win = make_window(one_player=True)
    page = _host(win, free_port())
    click_widget(page.start_btn)
    Driver(win.network.table_page.table).play_turns(1)
    waiting = win.network.table.game
    hash_then, round_then = waiting.state_hash(), waiting.s.round
    leave_mid_game(win)
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


def _host_form(win, name):
    """The network page, its Host form's name typed."""
    click_widget(win.menu.buttons["network"])
    type_into(win.network.page.host_name, name)
    return win.network.page


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


def test_the_guests_leave_asks_first_mid_game(make_window, qtbot, catalog, tmp_path):
    from .net_helpers import host_and_guest

    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    page = guest.network.table_page
    guest.activateWindow()  # the guest's keys go to the guest's window
    qtbot.waitUntil(guest.isActiveWindow, timeout=5000)
    click_widget(page.leave_btn)
    pause = page.table.pause
    assert pause.isVisible() and guest.stack.currentWidget() is page  # still at the table, asked
    assert pause.title.text() == "Leave the table?"
    assert pause.detail.text() == "You can rejoin with the same code while the host keeps the table."
    assert pause.cancel_btn.hasFocus()  # Stay, the safe answer, takes Enter
    QTest.keyClick(pause.cancel_btn, Qt.Key.Key_Return)  # Stay in the game: back at the table, not a Pause menu
    assert not pause.isVisible() and guest.network.conn is not None
    assert page.table.hasFocus()
    QTest.keyClick(page.table, Qt.Key.Key_Return)  # the next Enter is the table's: Leave is not asked again
    assert not pause.isVisible()
    leave_mid_game(guest)
    assert guest.stack.currentWidget() is guest.menu
    qtbot.waitUntil(lambda: host.network.table.owner(1).conn is None, timeout=10000)
    host.network.leave_network()


def test_players_are_named_and_each_reads_you_for_themself(make_window, qtbot, catalog, tmp_path):
    from .net_helpers import join_from_a_second_window, take_seat_ready_and_start

    host = make_window(one_player=True)
    hp = _host_form(host, "Ana")
    port = free_port()
    _host(host, port, here="1")
    assert hp.seats.item(0).text().endswith(": you ✓ ready")
    guest = join_from_a_second_window(qtbot, catalog, tmp_path / "guest", f"127.0.0.1:{port}",
                                      host.network.table.code, "Guest Gil")
    gp = guest.network.page
    assert gp.seats.item(0).text().endswith(": Ana ✓ ready")
    take_seat_ready_and_start(qtbot, hp, gp, 1, name="Guest Gil")
    assert "): you" in gp.seats.item(1).text()
    assert hp.seats.item(1).text().endswith(": Guest Gil ✓ ready")
    qtbot.waitUntil(lambda: guest.network.table_page is not None, timeout=10000)
    qtbot.waitUntil(lambda: "At the table: Ana, you" in guest.network.table_page.status.text(), timeout=10000)
    qtbot.waitUntil(lambda: "At the table: you, Guest Gil" in host.network.table_page.status.text(), timeout=10000)
    page = host.network.table_page  # the host's chat line goes by its name
    type_into(page.chat_in, "hi")
    QTest.keyClick(page.chat_in, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Ana: hi" in guest.network.table_page.last_chat.text(), timeout=10000)
    host.network.leave_network()


def test_the_host_form_is_filled_in_as_last_hosted_after_a_restart(make_window, qtbot, catalog, tmp_path):
    from .net_helpers import a_second_window

    win = make_window(one_player=True)
    page = _host_form(win, "Ana")
    type_into(page.runners, "3")
    type_into(page.here, "1")
    type_into(page.ai, "2, 3")
    port = free_port()
    type_into(page.port, str(port))
    page.open_hands.setFocus()
    QTest.keyClick(page.open_hands, Qt.Key.Key_Space)
    assert page.open_hands.isChecked()
    click_widget(page.host_btn)
    assert win.network.table is not None
    win.network.leave_network()
    win.close()
    restarted = a_second_window(qtbot, catalog, tmp_path / "data")  # the same data folder: its prefs
    click_widget(restarted.menu.buttons["network"])
    again = restarted.network.page
    assert (again.host_name.text(), again.runners.value(), again.here.text(), again.ai.text()) == ("Ana", 3, "1", "2, 3")
    assert again.port.value() == port and again.open_hands.isChecked() and not again.ai_for_away.isChecked()


def test_a_long_seat_list_hosts_and_is_kept_as_typed(make_window, persist):
    """The form took more than its kept fields do: hosting raised inside the click and hosted nothing, silently."""
    win = make_window(one_player=True)
    page = _host(win, free_port(), here="1," + " " * 40 + "2")  # the field takes 40 characters: "1," and spaces
    assert win.network.table is not None and win.network.table.players  # hosted, seat 1 played here
    assert persist.prefs.last_host is not None and persist.prefs.last_host.here == page.here.text()
    assert len(page.here.text()) == 40
    win.network.leave_network()


def test_the_host_form_is_kept_only_once_a_table_is_hosted(make_window, persist):
    import socket

    with socket.socket() as busy:
        busy.bind(("0.0.0.0", 0))
        busy.listen()
        win = make_window(one_player=True)
        page = _host(win, busy.getsockname()[1])
        assert "Can't host on port" in page.message.text() and win.network.table is None
    assert persist.prefs.last_host is None


def test_of_two_players_of_one_name_the_joined_one_reads_you_on_its_bar(qapp):
    from crossfire_desktop.ui.network.controllers import status_line

    m = {"present": ["Ana", "Ana"]}  # the host named Ana, a guest who typed Ana too
    assert status_line(m, None, "Ana", joined=True) == "At the table: Ana, you"
    assert status_line(m, None, "Ana") == "At the table: you, Ana"  # the host's own bar


def test_a_host_form_that_cant_be_read_is_forgotten_alone(tmp_path):
    import json

    from crossfire_desktop.bootcache import UI_PREFS
    from crossfire_desktop.ui.session.persist import Persist

    first = Persist(tmp_path / "data")
    first.prefs.ui_scale = 1.25
    first.save_prefs()
    path = first.store.dirs.config / UI_PREFS
    data = json.loads(path.read_text())
    data["last_host"] = {"name": "Ana", "port": 80}  # a port the form can't take
    path.write_text(json.dumps(data))
    again = Persist(tmp_path / "data")
    assert again.prefs.last_host is None and again.prefs.ui_scale == 1.25 and again.notices == []
