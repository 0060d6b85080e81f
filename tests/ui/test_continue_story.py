"""Continue says what it resumes (mission, runners, round), and the resumed game's log keeps its earlier turns."""

from __future__ import annotations

from PySide6.QtCore import Qt

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.table.driver import Driver


def test_continue_names_the_game_and_the_log_keeps_its_turns(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t = win.table
    Driver(t).play_turns(2)
    g = t.game
    earlier = list(t.log_model.lines)
    assert len(earlier) > 10
    round_no = g.s.round
    win.show_menu()  # the pause menu's Leave the game
    note = win.menu.continue_note
    assert note.isVisible()
    words = note.text()
    assert "Crossfire" in words and "Runner 1, Runner 2" in words and "Round" in words
    assert f"Round {round_no}" in words
    qtbot.mouseClick(win.menu.buttons["continue"], Qt.MouseButton.LeftButton)
    t2 = win.table
    assert t2 is not t
    lines = t2.log_view.toPlainText().splitlines()  # what the player reads
    assert lines[: len(earlier)] == earlier  # the turns played before, in order
    assert any("Resumed" in line for line in lines[len(earlier):])


def test_a_kept_log_of_another_game_or_a_broken_file_gives_no_lines(persist, catalog):
    from crossfire_desktop.engine import new_game
    from crossfire_desktop.ui.session import log_keep

    a, b = new_game(quick_setup("crossfire", 2, 7), catalog), new_game(quick_setup("crossfire", 2, 8), catalog)
    assert log_keep.keep_log(persist, a, ["one", "two"])
    assert log_keep.kept_log(persist, a) == ["one", "two"]
    assert log_keep.kept_log(persist, b) == []  # another game's
    path = log_keep.log_path(persist, a)
    path.write_bytes(b"{not json")
    assert log_keep.kept_log(persist, a) == []
    path.write_bytes(b" " * (log_keep.MAX_BYTES + 1))
    assert log_keep.kept_log(persist, a) == []
    assert log_keep.keep_log(persist, a, [str(i) for i in range(log_keep.MAX_LINES * 3)])
    assert len(log_keep.kept_log(persist, a)) == log_keep.MAX_LINES  # the last lines only


def test_a_named_save_opens_with_its_log(make_window, qtbot):
    """Load (and a campaign's Resume mission, a named save too) showed only the rules line (seen in play); a
    save keeps its own log, so the game played on after it gives it no later lines."""
    from .real_input import load_save

    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t = win.table
    Driver(t).play_turns(2)
    assert t.save_as("midgame")
    earlier = list(t.log_model.lines)  # (with its "Saved as" line)
    Driver(t).play_turns(1)  # played on: the game's own log is ahead of the save now
    assert len(t.log_model.lines) > len(earlier)
    load_save(qtbot, win, "midgame")
    lines = win.table.log_view.toPlainText().splitlines()
    assert lines[: len(earlier)] == earlier
    assert any("Resumed" in line for line in lines[len(earlier):])


def test_continue_says_a_finished_game_ended(make_window, qtbot):
    """After a mission ended, Continue's note read "Round 6" like a game to play on, and Continue opened its end
    screen (seen in play): the note says how it ended."""
    win = make_window(setup=quick_setup("extraction", 1, 3), one_player=True)
    result = Driver(win.table).play_to_end()
    assert result is not None
    round_no = win.table.game.s.round
    win.show_menu()
    words = win.menu.continue_note.text()
    from crossfire_desktop.ui.words.text import result_title

    assert f"{result_title(result)}, round {round_no}" in words and "Round" not in words


def test_a_game_finished_after_continue_is_in_the_history_from_its_first_turn(make_window, qtbot):
    """A game resumed with Continue went into the History from its save's snapshot only (seen in play: its
    replay began in round 2, its turns and damage short): the save keeps the turns before its snapshot."""
    win = make_window(setup=quick_setup("extraction", 1, 3), one_player=True)
    Driver(win.table).play_turns(3)
    win.show_menu()
    qtbot.mouseClick(win.menu.buttons["continue"], Qt.MouseButton.LeftButton)
    g = win.table.game
    Driver(win.table).play_to_end()
    assert g.result is not None
    qtbot.waitUntil(lambda: not win.history.writing, timeout=120_000)  # the game's writing process
    row = win.history.db.games()[0]
    assert row["turns"] == g.s.turns and row["rounds"] == g.s.round
    record = win.history.db.record_of(row["id"])
    assert record["snapshot"]["state"]["round"] == 1  # the replay starts in round 1


def test_continue_after_continue_keeps_one_marker_and_no_program_notices(make_window, qtbot):
    """Each Continue added a "— Resumed here —" and a printing line to the kept log, and the language notice of
    Settings stayed in the game's log after a restart (seen in play): one marker at the latest resume, the
    printing line under it, and a program's notice never in the log."""
    from PySide6.QtCore import Qt as K
    from PySide6.QtTest import QTest

    from .real_input import button, click_widget

    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t = win.table
    Driver(t).play_turns(1)
    printing = t.log_model.lines[0]
    for _ in range(3):
        # a new language chosen from the pause menu's Settings, then Back to the table
        QTest.keyClick(win.table, K.Key.Key_Escape)
        click_widget(button(t.pause, "Settings"))
        page = win.settings_page
        page.language.setFocus()
        QTest.keyClick(page.language, K.Key.Key_Down if page.language.currentIndex() == 0 else K.Key.Key_Up)
        click_widget(button(page, "Back"))
        assert "next time you start" in win.table.message.plain
        Driver(win.table).play_turns(1)
        win.show_menu()
        qtbot.mouseClick(win.menu.buttons["continue"], Qt.MouseButton.LeftButton)
        lines = win.table.log_view.toPlainText().splitlines()
        assert lines.count("— Resumed here —") == 1
        assert lines.count(printing) == 2 and lines[0] == printing  # the game's first line, and under the marker
        assert lines[lines.index("— Resumed here —") + 1] == printing
        assert not any("next time you start" in line for line in lines)


def test_a_kept_unfinished_game_loads_with_its_log(make_window, qtbot, persist):
    """A game kept as a save when a new mission took its place opened by Load with only the rules line (seen in
    play): Load shows its turns before and where it went on, as Continue does."""
    from crossfire_desktop.ui.table.parts.pointer import click_widget

    from .real_input import load_save

    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    Driver(win.table).play_turns(2)
    earlier = list(win.table.log_model.lines)
    assert len(earlier) > 10
    win.show_menu()
    click_widget(win.menu.buttons["new"])
    click_widget(win.stack.currentWidget().go)  # a new mission: the game before is kept as a save
    [kept] = persist.saves()
    load_save(qtbot, win, kept)
    lines = win.table.log_view.toPlainText().splitlines()
    assert lines[: len(earlier)] == earlier
    assert "— Resumed here —" in lines[len(earlier):]
