"""The windowed host's table file: written after every change, offered back after a crash, and an
unreadable one reported and kept (its bytes under another name), never overwritten."""

from __future__ import annotations

import json

from .net_helpers import free_port, type_into
from .real_input import click_widget


def _host(win, port):
    click_widget(win.menu.buttons["network"])
    page = win.network.page
    type_into(page.runners, "2")
    type_into(page.here, "1,2")
    type_into(page.port, str(port))
    click_widget(page.host_btn)
    return page


def test_an_unreadable_table_file_is_reported_kept_and_not_overwritten(make_window, persist):
    folder = persist.store.dirs.data / "network"
    folder.mkdir(parents=True)
    (folder / "hosted-table.json").write_text("{not json")
    win = make_window(one_player=True)
    page = _host(win, free_port())
    kept = [f for f in folder.iterdir() if "unreadable" in f.name]
    assert len(kept) == 1 and kept[0].read_text() == "{not json"  # the bytes kept, under another name
    assert "can't be read" in page.message.text() and kept[0].name in page.message.text()
    written = json.loads((folder / "hosted-table.json").read_text())  # the new table has its own file
    assert written["code"] == win.network.table.code and written["game"] is None
    assert not page.resume_btn.isVisible()
    win.network.leave_network()


def test_the_message_names_the_set_aside_file(make_window, persist):
    folder = persist.store.dirs.data / "network"
    folder.mkdir(parents=True)
    (folder / "hosted-table.json").write_text('{"format": "crossfire-desktop/host-table"}')
    win = make_window(one_player=True)
    click_widget(win.menu.buttons["network"])
    page = win.network.page
    kept = [f for f in folder.iterdir() if "unreadable" in f.name]
    assert len(kept) == 1 and kept[0].name in page.message.text() and "can't be read" in page.message.text()
    assert not page.resume_btn.isVisible()


def test_a_started_table_is_offered_back_and_resumes_on_its_port_and_code(make_window, persist):
    port = free_port()
    win = make_window(one_player=True)
    page = _host(win, port)
    code = win.network.table.code
    click_widget(page.start_btn)
    real = win.network.table.game
    assert real is not None
    saved = json.loads((persist.store.dirs.data / "network" / "hosted-table.json").read_text())
    assert saved["game"]["state_hash"] == real.state_hash() and saved["port"] == port
    leave = [b for b in win.network.table_page.findChildren(type(page.host_btn)) if b.text() == "Leave the table"]
    click_widget(leave[0])  # the host leaves mid-mission: asked first, the others lose their table
    pause = win.network.table_page.table.pause
    assert pause.isVisible() and "other players lose their table" in pause.detail.text()
    assert "Continue" not in pause.detail.text() and "Resume hosting" in pause.detail.text()
    click_widget(pause.confirm_btn)  # the table stays on disk to be resumed
    assert win.stack.currentWidget() is win.menu
    click_widget(win.menu.buttons["network"])
    assert page.resume_btn.isVisible() and page.resume_btn.text().startswith("Resume hosting ")
    click_widget(page.resume_btn)
    assert win.network.table.code == code and win.network.server.port() == port
    assert win.network.table.game.state_hash() == real.state_hash()
    assert win.stack.currentWidget() is win.network.table_page
    win.network.leave_network()


def test_a_resumed_table_left_before_any_move_is_still_resumable(make_window, persist, catalog):
    """The resume wrote the table before its game was back on it: the file said "in its lobby", and a host that
    crashed or left before the first move was offered a lobby, which the next table then replaced unsaved."""
    from crossfire_desktop.net import hostfile

    path = persist.store.dirs.data / "network" / "hosted-table.json"
    win = make_window(one_player=True)
    page = _host(win, free_port())
    click_widget(page.start_btn)
    real = win.network.table.game.state_hash()
    _leave_mid_game(win, page)
    click_widget(win.menu.buttons["network"])
    click_widget(page.resume_btn)
    _table, game = hostfile.read(path, catalog)  # what a crash right now would leave
    assert game is not None and game.state_hash() == real
    _leave_mid_game(win, page)  # no move made since the resume
    click_widget(win.menu.buttons["network"])
    _table, kept = hostfile.read(path, catalog)
    assert kept is not None and kept.state_hash() == real  # still the game, not a lobby
    assert page.resume_btn.isVisible() and "lobby" not in page.resume_btn.text()
    assert ("(at its start)" if kept.s.round < 1 else f"(round {kept.s.round})") in page.resume_btn.text()


def _leave_mid_game(win, page) -> None:
    leave = [b for b in win.network.table_page.findChildren(type(page.host_btn)) if b.text() == "Leave the table"]
    click_widget(leave[0])
    click_widget(win.network.table_page.table.pause.confirm_btn)


def test_a_player_who_joins_mid_game_is_in_the_file_before_the_next_move(make_window, qtbot, catalog, persist,
                                                                          tmp_path):
    """Their token reached the file only with the next move: a host that crashed first lost it."""
    from crossfire_desktop.net import hostfile

    from .net_helpers import a_second_window, host_and_guest, type_join

    host, _guest, address, code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    seq = host.network.table.seq
    third = a_second_window(qtbot, catalog, tmp_path / "third")
    type_join(third, address, code, name="Wren")
    qtbot.waitUntil(lambda: third.network.table_page is not None, timeout=10000)  # welcomed, shown the game
    assert host.network.table.seq == seq  # no move since
    table, _game = hostfile.read(persist.store.dirs.data / "network" / "hosted-table.json", catalog)
    assert {p.name: p.token for p in table.players.values()} == {
        p.name: p.token for p in host.network.table.players.values()}
    third.network.leave_network()
    host.network.leave_network()


def _a_game_waiting_in_resume_hosting(win, page):
    """A started table the host left: its game waits in Resume hosting; the bytes of its file."""
    click_widget(page.start_btn)
    _leave_mid_game(win, page)
    return _table_file(win).read_bytes()


def _table_file(win):
    return win.persist.store.dirs.data / "network" / "hosted-table.json"


def _no_room(*_args, **_kwargs):
    raise OSError(28, "No space left on device")


def test_a_game_that_cant_be_kept_as_a_save_has_its_file_set_aside(make_window, monkeypatch):
    from crossfire_desktop.ui.session import keep_unfinished

    win = make_window(one_player=True)
    before = _a_game_waiting_in_resume_hosting(win, _host(win, free_port()))
    monkeypatch.setattr(keep_unfinished, "keep_as_named", _no_room)
    page = _host(win, free_port())
    assert win.network.table is not None and win.network.table.game is None  # the new table is hosted
    assert "can't be kept as a save" in page.message.text()
    kept = [f for f in _table_file(win).parent.iterdir() if f.name in page.message.text()]
    assert len(kept) == 1 and kept[0].read_bytes() == before  # the old game's file, under another name
    win.network.leave_network()


def test_a_game_neither_kept_nor_set_aside_is_not_replaced(make_window, monkeypatch):
    from crossfire_desktop.ui.session import keep_unfinished

    win = make_window(one_player=True)
    before = _a_game_waiting_in_resume_hosting(win, _host(win, free_port()))
    monkeypatch.setattr(keep_unfinished, "keep_as_named", _no_room)
    monkeypatch.setattr(win.persist.store, "set_aside_file", _no_room)
    page = _host(win, free_port())
    assert win.network.table is None and "resume it first" in page.message.text()
    assert _table_file(win).read_bytes() == before
    assert page.resume_btn.isVisible()  # still offered


def test_a_file_unreadable_when_hosting_that_cant_be_set_aside_is_not_overwritten(make_window, monkeypatch):
    """Read again when hosting (the page had found it readable, or none): a failed read whose file could not be set
    aside let the new table write over it."""
    win = make_window(one_player=True)
    click_widget(win.menu.buttons["network"])  # no file yet: nothing to report
    page = win.network.page
    path = _table_file(win)
    path.parent.mkdir(parents=True)
    path.write_text("{not json")  # since the page was shown
    monkeypatch.setattr(win.persist.store, "set_aside_file", _no_room)
    type_into(page.runners, "2")
    type_into(page.here, "1,2")
    type_into(page.port, str(free_port()))
    click_widget(page.host_btn)
    assert win.network.table is None and "can't be read" in page.message.text()
    assert "No new table is hosted" in page.message.text()
    assert path.read_text() == "{not json"


def test_one_runner_outside_extraction_is_said_not_raised(make_window):
    win = make_window(one_player=True)
    click_widget(win.menu.buttons["network"])
    page = win.network.page
    type_into(page.runners, "1")
    type_into(page.here, "1")
    click_widget(page.host_btn)
    assert "can't start" in page.message.text() and win.network.table is None


def test_a_resumed_hosts_log_starts_at_the_games_start(make_window, persist):
    """The log was not in the host's file: a resumed host's log started at the resume (seen in play)."""
    from crossfire_desktop.ui.table.driver import Driver

    win = make_window(one_player=True)
    page = _host(win, free_port())
    click_widget(page.start_btn)
    table = win.network.table_page.table
    while win.network.table.game.s.turns < 2:
        Driver(table).act()
    before = list(table.log_model.lines)
    assert len(before) > 10
    leave = [b for b in win.network.table_page.findChildren(type(page.host_btn)) if b.text() == "Leave the table"]
    click_widget(leave[0])
    click_widget(win.network.table_page.table.pause.confirm_btn)
    click_widget(win.menu.buttons["network"])
    click_widget(page.resume_btn)
    lines = win.network.table_page.table.log_model.lines
    assert before[0] == "Rules: First printing"  # the table's first line, said again after the resume
    assert lines[:lines.index("— Resumed here —")] == before[1:]
    win.network.leave_network()
