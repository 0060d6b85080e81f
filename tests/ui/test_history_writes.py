"""The games written into the history by their own process, as the window sees them: the History opens at
once and lists a game when its write lands, a damaged file met by two writes, a writing process killed."""

from __future__ import annotations

import multiprocessing
import time

from PySide6.QtCore import Qt

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.history.db import FILE_NAME
from crossfire_desktop.ui.table.driver import Driver

from ..history.helpers import played

LEFT = Qt.MouseButton.LeftButton


def _click_history(win, qtbot):
    win.show_menu()
    qtbot.mouseClick(win.menu.buttons["history"], LEFT)
    page = win.history.history_page
    assert win.stack.currentWidget() is page  # at once: no wait for the write going on
    return page


def test_the_history_opened_while_a_game_is_written_lists_it_when_the_write_lands(make_window, qtbot):
    win = make_window(setup=quick_setup("extraction", 1, 21), one_player=True)
    Driver(win.table).play_to_end()
    assert win.history.writing  # its process is still starting
    page = _click_history(win, qtbot)
    qtbot.waitUntil(lambda: page.table.rowCount() == 1, timeout=120_000)
    assert not win.history.writing


def _children_ended() -> None:
    """The writing processes done, while the window's events wait (their answers not yet read)."""
    until = time.monotonic() + 120
    while multiprocessing.active_children() and time.monotonic() < until:
        time.sleep(0.05)
    assert not multiprocessing.active_children()


def test_two_writes_left_to_the_window_by_a_damaged_history_are_both_kept(make_window, qtbot):
    """Both processes find the file damaged and leave their game to the window, whose History opens then: the
    first game written here must not take the second out from under it (a KeyError once)."""
    win = make_window(one_player=True)
    data = win.persist.store.dirs.data
    data.mkdir(parents=True, exist_ok=True)
    (data / FILE_NAME).write_bytes(b"not a database" * 100)
    games = [played("extraction", 1, seed=61), played("extraction", 1, seed=62)]
    for game in games:
        assert win.history.record(game) is None
    _children_ended()
    page = _click_history(win, qtbot)
    qtbot.waitUntil(lambda: not win.history.writing, timeout=120_000)
    assert {r["seed"] for r in page.rows} == {61, 62}
    assert "could not be read" in page.message.text()


def test_a_writing_process_killed_says_the_game_may_not_be_in_the_history(make_window, qtbot):
    win = make_window(setup=quick_setup("extraction", 1, 21), one_player=True)
    Driver(win.table).play_to_end()
    (child,) = multiprocessing.active_children()
    child.kill()
    qtbot.waitUntil(lambda: not win.history.writing, timeout=120_000)
    assert "may not have been added to the history" in win.end.message.text()
