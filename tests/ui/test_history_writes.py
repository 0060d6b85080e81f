"""The games written into the history by their own process, as the window sees them: the History opens at
once and lists a game when its write lands, a damaged file met by two writes, a writing process killed."""

from __future__ import annotations

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
    # listed when the write lands (or at once, when it landed before the page read the file)
    qtbot.waitUntil(lambda: page.table.rowCount() == 1 and not win.history.writing, timeout=120_000)


def _writers(win) -> list:
    """The window's history-writing processes still running."""
    return [w.answers.proc for w in win.history._writes if w.answers.proc.poll() is None]


def _children_ended(win) -> None:
    """The writing processes done, while the window's events wait (their answers not yet read)."""
    until = time.monotonic() + 120
    while _writers(win) and time.monotonic() < until:
        time.sleep(0.05)
    assert not _writers(win)


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
    _children_ended(win)
    page = _click_history(win, qtbot)
    qtbot.waitUntil(lambda: not win.history.writing, timeout=120_000)
    assert {r["seed"] for r in page.rows} == {61, 62}
    assert "could not be read" in page.message.text()


def test_a_writing_process_killed_says_the_game_may_not_be_in_the_history(make_window, qtbot):
    win = make_window(setup=quick_setup("extraction", 1, 21), one_player=True)
    Driver(win.table).play_to_end()
    (child,) = _writers(win)
    child.kill()
    qtbot.waitUntil(lambda: not win.history.writing, timeout=120_000)
    assert "may not have been added to the history" in win.end.message.text()


def test_a_game_picked_in_the_history_stays_picked_when_a_write_lands(make_window, qtbot):
    """The list filled again after a write kept its first row selected: the game the player had picked was lost."""
    win = make_window(one_player=True)
    for seed in (71, 72, 73):
        assert win.history.record(played("extraction", 1, seed=seed)) is None
    _children_ended(win)  # written, not yet heard of: the window learns it after the player's click below
    page = _click_history(win, qtbot)
    assert page.table.rowCount() == 3 and win.history.writing
    picked = page.table.visualItemRect(page.table.item(1, 0)).center()
    qtbot.mouseClick(page.table.viewport(), LEFT, pos=picked)
    seed = page.rows[1]["seed"]
    assert page.selected()["seed"] == seed
    qtbot.waitUntil(lambda: not win.history.writing, timeout=120_000)  # each landing fills the list again
    assert page.selected()["seed"] == seed
    assert f"seed {seed}" in page.recap.text()


HOLDER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("held", flush=True)
sys.stdin.readline()
conn.execute("ROLLBACK")
"""


def test_a_history_held_by_another_process_s_write_is_said_busy_and_opens_by_itself_once_free(make_window, qtbot,
                                                                                               monkeypatch):
    """Another copy of the program holds the file's write lock (a history it is creating, not yet in WAL): History
    opened at once, saying the history is busy, and the window went on answering (it waited SQLite's 5 s on every
    open, then said it can't be opened); once the lock is let go the screen fills by itself."""
    import sqlite3
    import subprocess
    import sys

    from PySide6.QtCore import QTimer

    from crossfire_desktop.history import db as history_db

    waits: list[float] = []  # each open's wait for another write: none on the GUI thread

    class Opened(history_db.HistoryDB):
        def __init__(self, *args, wait=history_db.BUSY_WAIT_S, **kwargs):
            waits.append(wait)
            super().__init__(*args, wait=wait, **kwargs)

    monkeypatch.setattr(history_db, "HistoryDB", Opened)
    win = make_window(one_player=True)
    data = win.persist.store.dirs.data
    data.mkdir(parents=True, exist_ok=True)
    path = data / FILE_NAME
    with sqlite3.connect(path) as conn:  # a history a writing process is creating: no table yet
        conn.execute("CREATE TABLE t (x)")
        conn.execute("DROP TABLE t")
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdin is not None
        assert holder.stdout.readline().strip() == "held"
        page = _click_history(win, qtbot)
        assert "busy" in page.message.text() and "trying again" in page.message.text()
        ticks: list[int] = []
        for n in range(3):  # the window's events go on while the history is held (tried again meanwhile)
            QTimer.singleShot(0, lambda n=n: ticks.append(n))
            qtbot.waitUntil(lambda n=n: n in ticks, timeout=60_000)
            assert "busy" in page.message.text()
        qtbot.keyClick(page, Qt.Key.Key_Escape)  # left and opened again: still said, not a damaged file
        page = _click_history(win, qtbot)
        assert "busy" in page.message.text() and holder.poll() is None
        assert win.history.db is None  # a replay's or an export's open does not wait either (it waited 5 s)
        assert waits and set(waits) == {0}
        holder.stdin.write("\n")
        holder.stdin.flush()
        assert holder.wait(timeout=60) == 0
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait(timeout=60)
    qtbot.waitUntil(lambda: page.message.text() == "", timeout=60_000)  # tried again, opened, filled
    assert page.recap.text() == "No game played yet."
    assert not [p for p in data.iterdir() if ".damaged-" in p.name]


def test_a_game_ended_while_the_history_is_held_is_kept_and_said_so(make_window, qtbot):
    """Another write holds the history past SQLite's timeout: the game's request stays for a later write, and the end
    screen says so (it said "could not be added", and the request was deleted: the game was lost)."""
    import sqlite3

    from crossfire_desktop.history.db import HistoryDB
    from crossfire_desktop.history.writer import REQUEST_PREFIX

    win = make_window(setup=quick_setup("extraction", 1, 21), one_player=True)
    data = win.persist.store.dirs.data
    data.mkdir(parents=True, exist_ok=True)
    HistoryDB(data).close()
    holder = sqlite3.connect(data / FILE_NAME, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        Driver(win.table).play_to_end()
        qtbot.waitUntil(lambda: not win.history.writing, timeout=120_000)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert "kept and goes into the history later" in win.end.message.text()
    assert list(data.glob(f"{REQUEST_PREFIX}*"))


def test_a_game_ended_while_the_open_history_is_held_goes_to_a_process_not_the_window(make_window, qtbot):
    """Once a History screen opened it, a game was written in the window, waiting SQLite's 5 s on the GUI thread for
    another write (then said it could not be added): a process now waits for it, and keeps it for later."""
    import sqlite3

    from crossfire_desktop.history.writer import REQUEST_PREFIX

    win = make_window(one_player=True)
    _click_history(win, qtbot)  # the history opened in the window
    data = win.persist.store.dirs.data
    holder = sqlite3.connect(data / FILE_NAME, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        assert win.history.record(played("extraction", 1, seed=81)) is None  # nothing said at once: not written here
        assert win.history.writing
        qtbot.waitUntil(lambda: not win.history.writing, timeout=120_000)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert "kept and goes into the history later" in (win.history.problem or "")
    assert list(data.glob(f"{REQUEST_PREFIX}*"))


def test_a_game_handed_back_and_found_busy_twice_is_kept_for_a_later_write(make_window, qtbot, monkeypatch):
    """A damaged history hands the game back to the window twice (two real writing processes), and each time
    another copy holds the file here: the second busy said 'could not be added' and the game was lost (its
    writer had deleted its request). It is kept beside the history as a busy process keeps its own."""
    from crossfire_desktop.history.writer import REQUEST_PREFIX
    from crossfire_desktop.ui.shell.history_wiring import Busy, HistoryWiring

    win = make_window(one_player=True)
    data = win.persist.store.dirs.data
    data.mkdir(parents=True, exist_ok=True)
    (data / FILE_NAME).write_bytes(b"not a database" * 100)
    monkeypatch.setattr(HistoryWiring, "_write_here", lambda self, request: Busy.HERE)  # another copy holds it
    said: list[str] = []
    assert win.history.record(played("extraction", 1, seed=63), said=said.append) is None
    qtbot.waitUntil(lambda: not win.history.writing, timeout=120_000)
    assert said == ["This game is kept and goes into the history later: the history file was busy."]
    (kept,) = data.glob(f"{REQUEST_PREFIX}*")
    assert '"seed":63' in kept.read_text(encoding="utf-8")
