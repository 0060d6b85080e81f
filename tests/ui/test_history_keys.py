"""The History screen by keyboard alone, as a player without a mouse uses it: the list has the focus, arrows pick a
game, Enter watches its replay, Escape goes back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.table.driver import Driver


def _two_games(make_window):
    win = make_window(setup=quick_setup("extraction", 1, 21), one_player=True)
    Driver(win.table).play_to_end()
    win.start_game(quick_setup("extraction", 1, 22))
    Driver(win.table).play_to_end()
    return win


def _key(key):
    """A key pressed where the keyboard focus is, as the player's keyboard sends it."""
    QTest.keyClick(QApplication.focusWidget(), key)


def _history_by_keys(win, qtbot):
    win.show_menu()
    win.activateWindow()  # the player's window (another test's may still be open)
    qtbot.waitUntil(win.isActiveWindow, timeout=5000)
    win.menu.buttons["history"].setFocus()  # where Tab would take it: the menu's keys are tested elsewhere
    _key(Qt.Key.Key_Space)
    page = win.history.history_page
    assert win.stack.currentWidget() is page
    qtbot.waitUntil(lambda: not win.history.writing, timeout=120_000)  # the list filled again when they land
    return page


def test_arrows_pick_a_game_enter_watches_it_escape_goes_back(make_window, qtbot):
    win = _two_games(make_window)
    page = _history_by_keys(win, qtbot)
    assert QApplication.focusWidget() is page.table
    assert page.table.rowCount() == 2 and page.selected() == page.rows[0]
    _key(Qt.Key.Key_Down)
    assert page.selected() == page.rows[1]
    second = page.rows[1]["seed"]
    assert f"seed {second}" in page.recap.text()
    _key(Qt.Key.Key_Return)
    replay = win.history.replay_page
    assert replay is not None and win.stack.currentWidget() is replay
    assert replay.replay.game.setup.seed == second
    _key(Qt.Key.Key_Escape)  # the replay's own Escape: back to the list, which has the focus again
    assert win.stack.currentWidget() is page and QApplication.focusWidget() is page.table
    _key(Qt.Key.Key_Escape)
    assert win.stack.currentWidget() is win.menu


def test_the_replays_log_starts_as_the_games_log_did(make_window, qtbot):
    """The replay's log began without the setup lines (seen in play): it opens with the game's opening."""
    win = make_window(setup=quick_setup("extraction", 1, 21), one_player=True)
    opening = list(win.table.log_model.lines)
    assert len(opening) >= 2  # the printing, the obstacles dealt, the first round...
    Driver(win.table).play_to_end()
    page = _history_by_keys(win, qtbot)
    _key(Qt.Key.Key_Return)
    replay = win.history.replay_page
    assert replay.replay.position == 0
    assert replay.table.log_model.lines == opening
    _key(Qt.Key.Key_Right)  # one step: its lines follow the opening
    assert replay.table.log_model.lines[:len(opening)] == opening
    _key(Qt.Key.Key_Home)
    assert replay.table.log_model.lines == opening and win.stack.currentWidget() is not page


class _OneClickStyle(QProxyStyle):
    """A desktop whose style opens items on one click (KDE's default, for one)."""

    def styleHint(self, hint, option=None, widget=None, returnData=None):  # noqa: N802 - Qt's name
        if hint == QStyle.StyleHint.SH_ItemView_ActivateItemOnSingleClick:
            return 1
        return super().styleHint(hint, option, widget, returnData)


def test_one_click_picks_a_game_and_only_a_double_click_or_enter_opens_it(make_window, qtbot):
    """On a desktop that opens items on one click, clicking a game to read its recap opened its replay."""
    win = _two_games(make_window)
    page = _history_by_keys(win, qtbot)
    style = _OneClickStyle()
    page.table.setStyle(style)
    second = page.table.visualItemRect(page.table.item(1, 0)).center()
    QTest.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=second)
    assert page.selected() == page.rows[1] and win.stack.currentWidget() is page
    QTest.mouseDClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=second)
    replay = win.history.replay_page
    assert replay is not None and win.stack.currentWidget() is replay
    assert replay.replay.game.setup.seed == page.rows[1]["seed"]
    _key(Qt.Key.Key_Escape)
    assert win.stack.currentWidget() is page and QApplication.focusWidget() is page.table
    _key(Qt.Key.Key_Enter)  # the keypad's Enter too
    assert win.stack.currentWidget() is win.history.replay_page
