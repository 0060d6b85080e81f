"""A network player's log as a tester read it: a card another seat bought is named (it was face up in the Black
Market), a card another seat drew stays hidden, and a player who joins again gets the log so far. Two windows over
loopback, each played by its UI."""

from __future__ import annotations

import random

from crossfire_desktop.engine import Kind
from crossfire_desktop.ui.network import page as host_page
from crossfire_desktop.ui.table.driver import Driver

from .net_helpers import a_second_window, host_and_guest, leave_mid_game, until
from .real_input import click_widget


def _buys(lines, runner: str) -> list[str]:
    return [line for line in lines if line.startswith(f"{runner} buys ")]


def test_a_card_another_seat_bought_is_named_in_a_players_log(make_window, qtbot, catalog, tmp_path, monkeypatch):
    """The host's runner buys a card that goes to its hand, hidden from the guest by the time the update leaves:
    the guest's log named it "a marker" (seen in play). It was face up when bought: named as the host's log does."""
    monkeypatch.setattr(host_page, "random", random.Random(7))  # the host's seed: a game where the host's runner buys
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    ht, gt = host.network.table_page.table, guest.network.table_page.table
    real = host.network.table.game
    runner = real.s.runners[0].name
    until(qtbot, host, guest, lambda: real.pending is None or len(_buys(ht.log_model.lines, runner)) >= 1, limit=200)
    bought = _buys(ht.log_model.lines, runner)
    assert bought
    assert bought == _buys(gt.log_model.lines, runner)
    assert not any("a marker" in line for line in bought)
    assert not any("a marker" in line for line in gt.log_model.lines if " buys " in line or " comes to " in line)
    host.network.leave_network()


def test_a_player_who_joins_again_gets_the_log_so_far_and_the_join_fields_filled(
        make_window, qtbot, catalog, tmp_path):
    """A player who left and joined again (same name and code) got its seat back with an empty log, and the Join
    page blank (seen in play): the log so far comes back, and Join shows the address, code and name typed last,
    in this program and in a new start of it on the same computer."""
    host, guest, address, code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    ht = host.network.table_page.table
    real = host.network.table.game
    until(qtbot, host, guest, lambda: real.s.turns >= 3, limit=200)
    before = [line for line in guest.network.table_page.table.log_model.lines if line in ht.log_model.lines]
    assert len(before) > 10
    leave_mid_game(guest)

    def join_as_filled(win) -> list[str]:
        click_widget(win.menu.buttons["network"])
        page = win.network.page
        assert (page.address.text(), page.code.text(), page.name.text()) == (address, code, "Kestrel")
        click_widget(page.join_btn)
        qtbot.waitUntil(lambda: win.network.table_page is not None, timeout=10000)
        return list(win.network.table_page.table.log_model.lines)

    again = join_as_filled(guest)
    assert [line for line in again if line in before] == before  # every line, in order
    leave_mid_game(guest)
    guest.close()
    restarted = a_second_window(qtbot, catalog, tmp_path / "second")  # the same data folder: its prefs
    assert [line for line in join_as_filled(restarted) if line in before] == before
    host.network.leave_network()


def test_a_player_whose_connection_dropped_logs_what_it_missed(make_window, qtbot, catalog, tmp_path):
    """A dropped connection comes back by itself: the lines of the updates missed meanwhile join the log once."""
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    table = host.network.table
    ht, gt = host.network.table_page.table, guest.network.table_page.table
    until(qtbot, host, guest, lambda: table.game.pending.runner == 0 and table.game.pending.kind is Kind.PLAY)
    guest.network.conn.sock.abort()  # the guest's line to the host cuts out (lost Wi-Fi)
    qtbot.waitUntil(lambda: table.owner(1).conn is None, timeout=10000)
    seq, lines = table.seq, len(ht.log_model.lines)
    while table.seq < seq + 3 and table.game.pending.runner == 0:  # the host plays on meanwhile
        Driver(ht).act()
    assert table.seq > seq and len(ht.log_model.lines) > lines
    missed = ht.log_model.lines[lines:]
    qtbot.waitUntil(lambda: table.owner(1).conn is not None and gt.ctl.seq == table.seq, timeout=20000)
    got = gt.log_model.lines
    assert [line for line in got if line in missed][-len(missed):] == missed
    assert all(got.count(line) == ht.log_model.lines.count(line) for line in missed)  # each once, not twice
    host.network.leave_network()
