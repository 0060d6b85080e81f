"""Network play as a tester found it: a player back gets its seat (or the host lets the computer play it),
Undo takes back only one's own action, Pause's Leave and Quit work and say what is true, both logs open with
the game's opening. Two windows over loopback, each played by its UI."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from crossfire_desktop.ui.words.names import Namer
from crossfire_desktop.ui.words.text import event_lines

from .net_helpers import a_second_window, host_and_guest, leave_mid_game, one_step, type_join, until
from .real_input import button, click_widget

UNDONE = " is taken back."  # "Guest's Katana on Customs Officer is taken back.": the log says which action


def _join_again(qtbot, win, address, code):
    type_join(win, address, code)
    qtbot.waitUntil(lambda: win.network.table_page is not None, timeout=10000)


def _leave(win) -> None:
    leave_mid_game(win)
    assert win.stack.currentWidget() is win.menu


def test_a_player_back_gets_its_seat_and_the_host_can_let_the_computer_play_an_away_seat(
        make_window, qtbot, catalog, tmp_path):
    host, guest, address, code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    table, page = host.network.table, host.network.table_page
    real = table.game
    until(qtbot, host, guest, lambda: real.pending.runner == 1)
    for _ in range(2):  # Leave the table, then join again with the same address, code and name
        _leave(guest)
        qtbot.waitUntil(lambda: page.hand_over.isVisible(), timeout=10000)
        _join_again(qtbot, guest, address, code)
        mirror = guest.network.table_page.table.game
        assert mirror.s.runners[1].hand == real.s.runners[1].hand  # its hand again: its seat is its own
    # a new program (another data folder, no token: its program was killed) with the same name: the seat again
    _leave(guest)
    qtbot.waitUntil(lambda: page.hand_over.isVisible(), timeout=10000)
    again = a_second_window(qtbot, catalog, tmp_path / "third")
    _join_again(qtbot, again, address, code)
    assert again.network.table_page.table.game.s.runners[1].hand == real.s.runners[1].hand
    assert len(table.players) == 2
    qtbot.waitUntil(lambda: "Away" not in page.status.text() and not page.hand_over.isVisible(), timeout=10000)
    _leave(again)
    qtbot.waitUntil(lambda: page.hand_over.isVisible(), timeout=10000)
    assert "Away: Kestrel ·" in page.status.text() and page.status.text().count("Kestrel") == 2  # away once
    assert page.hand_over.text() == "The computer plays for Kestrel until they come back"
    turns = real.s.turns
    click_widget(page.hand_over)
    qtbot.waitUntil(lambda: real.s.turns > turns, timeout=20000)  # the computer finished Kestrel's turn
    assert table.handed_over and not page.hand_over.isVisible()
    host.network.leave_network()


def _ctrl_z(qtbot, win, table) -> None:
    """Ctrl+Z at `table`, its window the active one (the player's)."""
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=5000)
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_undo_takes_back_only_ones_own_action_and_both_logs_say_so(make_window, qtbot, catalog, tmp_path):
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    real = host.network.table.game
    ht, gt = host.network.table_page.table, guest.network.table_page.table
    until(qtbot, host, guest, lambda: real.pending.runner == 1)

    # the guest acts until its last action can be taken back (the host says so: no hidden card revealed by it)
    until(qtbot, host, guest, gt.undo_btn.isEnabled)
    before = real.state_hash()
    assert not ht.undo_btn.isEnabled()
    _ctrl_z(qtbot, host, ht)
    assert real.state_hash() == before  # the host can't take back Kestrel's move
    assert "played at another computer" in ht.message.text()
    seq = host.network.table.seq
    _ctrl_z(qtbot, guest, gt)
    qtbot.waitUntil(lambda: gt.ctl.seq > seq, timeout=10000)
    assert real.state_hash() != before
    assert gt.log_model.lines[-1].endswith(UNDONE) and any(line.endswith(UNDONE) for line in ht.log_model.lines[-3:])
    host.network.leave_network()


def test_both_logs_open_with_the_games_opening_and_another_computers_turn_note_goes(
        make_window, qtbot, catalog, tmp_path):
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    real = host.network.table.game
    ht, gt = host.network.table_page.table, guest.network.table_page.table
    opening = event_lines(real.opening, Namer(real))
    assert len(opening) >= 3
    for t in (ht, gt):
        lines = list(t.log_model.lines)
        start = lines.index(opening[0])
        assert lines[start:start + len(opening)] == opening
    waiting = gt if real.pending.runner == 0 else ht
    waiting.setFocus()
    QTest.keyClick(waiting, Qt.Key.Key_Space)
    assert "decides at another computer" in waiting.message.text()
    one_step(qtbot, host, guest)
    QApplication.processEvents()
    assert "decides at another computer" not in waiting.message.text()
    host.network.leave_network()


def test_pause_quit_closes_the_program_at_a_network_table_and_says_what_is_true(
        make_window, qtbot, catalog, tmp_path):
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    for win, words in ((guest, "rejoin with the same code while the host keeps the table"),
                       (host, "other players lose their table")):
        t = win.network.table_page.table
        t.setFocus()
        QTest.keyClick(t, Qt.Key.Key_Escape)
        assert t.pause.isVisible()
        click_widget(t.pause.menu_buttons[-1])  # Quit
        assert words in t.pause.detail.text() and "Continue" not in t.pause.detail.text()
        if win is host:  # the host's title bar X asks the same question
            click_widget(t.pause.cancel_btn)  # Stay in the game, then Resume
            click_widget(t.pause.menu_buttons[0])
            assert not t.pause.isVisible()
            host.close()
            assert host.isVisible() and t.pause.isVisible() and words in t.pause.detail.text()
        click_widget(t.pause.confirm_btn)  # Quit the program
        qtbot.waitUntil(lambda win=win: not win.isVisible(), timeout=10000)


def test_a_network_tables_pause_menu_offers_what_works_there_and_its_rules_come_back(
        make_window, qtbot, catalog, tmp_path):
    """At a player's table the pause menu's Rules and Settings did nothing and Save… showed though the host keeps
    the game (seen in play): Save… and Settings are left out, Rules opens the reference and Back comes back."""
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    for win in (guest, host):
        page = win.network.table_page
        t = page.table
        t.setFocus()
        QTest.keyClick(t, Qt.Key.Key_Escape)
        shown = [b.text() for b in t.pause.menu_buttons if b.isVisible()]
        assert "Save…" not in shown and "Settings" not in shown and "Rules" in shown
        click_widget(next(b for b in t.pause.menu_buttons if b.text() == "Rules"))
        assert win.stack.currentWidget() is win.rules
        click_widget(button(win.rules, "Back"))
        assert win.stack.currentWidget() is page



def test_apply_all_at_a_players_table_applies_every_target_as_the_hosts_updates_come(
        make_window, qtbot, catalog, tmp_path):
    """Apply all at a network player's table held the program for good (seen in play: a loop waited for the game
    here to move, which only the host's update does, which the loop kept from arriving): each target is applied as
    the updates come, and the program answers all the while."""
    from crossfire_desktop.engine import Kind

    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    real = host.network.table.game
    gt = guest.network.table_page.table
    until(qtbot, host, guest, lambda: real.pending.kind is Kind.APPLY and real.pending.runner == 1
           and real.damage_targets(), limit=200)
    turn = real.s.turns
    gt.setFocus()
    QTest.keyClick(gt, Qt.Key.Key_Space)  # Apply all (Space)
    qtbot.waitUntil(lambda: real.s.turns != turn or not (real.pending.kind is Kind.APPLY and real.damage_targets()),
                    timeout=15000)
    host.network.leave_network()


def test_the_host_cant_take_back_its_action_once_the_guests_turn_has_begun(make_window, qtbot, catalog, tmp_path):
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    table = host.network.table
    real = table.game
    ht = host.network.table_page.table
    # the host's own action hands play to Kestrel's seat, and the game alone would let it be taken back
    until(qtbot, host, guest, lambda: real.pending.runner == 1 and table.last_runner() == 0
          and real.undo_refusal() is None, limit=200)
    assert not ht.undo_btn.isEnabled()
    before = real.state_hash()
    _ctrl_z(qtbot, host, ht)
    assert real.state_hash() == before  # Kestrel's turn stays Kestrel's
    assert "Runner 2's turn has begun at another computer" in ht.message.text()
    host.network.leave_network()


def test_another_computers_decision_shows_no_live_main_button_and_no_key_badges(
        make_window, qtbot, catalog, tmp_path):
    from crossfire_desktop.engine.decisions import Kind

    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    real, (ht, gt) = host.network.table.game, (w.network.table_page.table for w in (host, guest))
    until(qtbot, host, guest, lambda: real.pending.runner == 0 and real.pending.kind is Kind.BUY, limit=200)
    QApplication.processEvents()
    assert gt.panel.main.isHidden() and not gt.marks.key_hints  # the host's End turn is not the guest's
    assert ht.panel.main.isVisible() and ht.marks.key_hints  # the host's own: live, keyed
    gt.setFocus()
    QTest.keyClick(gt, Qt.Key.Key_Space)
    assert "decides at another computer" in gt.message.text()  # Space says whose it is
    until(qtbot, host, guest, lambda: real.pending.runner == 1, limit=200)
    QApplication.processEvents()
    assert ht.panel.main.isHidden() and not ht.marks.key_hints
    host.network.leave_network()
