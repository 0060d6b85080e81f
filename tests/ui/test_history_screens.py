"""History, Statistics and Replay screens, used as a player does: buttons clicked, keys pressed."""

from __future__ import annotations

import os
import sqlite3
import sys
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.history.db import FILE_NAME
from crossfire_desktop.history.seeds import daily_seed
from crossfire_desktop.ui.table.driver import Driver

LEFT = Qt.MouseButton.LeftButton


def _finished(make_window, seed=21, mission="extraction", runners=1):
    win = make_window(setup=quick_setup(mission, runners, seed), one_player=True)
    Driver(win.table).play_to_end()
    assert win.stack.currentWidget() is win.end
    return win


def _open_history(win, qtbot):
    win.show_menu()
    qtbot.mouseClick(win.menu.buttons["history"], LEFT)
    page = win.history.history_page
    assert win.stack.currentWidget() is page  # at once, a write going on or not
    qtbot.waitUntil(lambda: not win.history.writing, timeout=120_000)  # the list filled again when it lands
    return page


def test_a_finished_game_is_in_the_history_with_its_recap(make_window, qtbot):
    win = _finished(make_window)
    game = win.ctl.game
    page = _open_history(win, qtbot)
    assert page.table.rowCount() == 1
    assert page.table.item(0, 1).text() == win.cat.missions["extraction"].name
    recap = page.recap.text()
    assert f"seed {game.setup.seed}" in recap and "Runner 1" in recap and "damage taken" in recap
    qtbot.mouseClick(page.copy_btn, LEFT)
    assert f"seed {game.setup.seed}" in QGuiApplication.clipboard().text()
    # filters narrow the list
    box = page.filters["mission"]
    box.setCurrentIndex(box.findData("crossfire"))
    assert page.table.rowCount() == 0 and "No game matches" in page.recap.text()


def _history_files_open(win) -> list[str]:
    """The files of `win`'s history this process holds open (other tests' windows may hold theirs)."""
    mine = str(win.persist.store.dirs.data / FILE_NAME)
    fds = Path("/proc/self/fd")
    return [t for t in (os.readlink(f) for f in fds.iterdir() if f.is_symlink()) if t.startswith(mine)]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the open files from /proc")
def test_the_history_is_closed_after_a_game_is_recorded_and_opened_again_by_its_screen(make_window, qtbot):
    win = _finished(make_window)  # written on the end screen
    assert _history_files_open(win) == []  # no connection (nor its page cache) kept through the next missions
    page = _open_history(win, qtbot)
    assert page.table.rowCount() == 1 and _history_files_open(win)


def test_a_damaged_history_found_when_a_game_is_written_is_said_on_the_history_screen(make_window, qtbot):
    """The write sets the damaged file aside and closes the new one; the History screen, opening it again,
    still says what happened."""
    win = make_window(setup=quick_setup("extraction", 1, 21), one_player=True)
    data = win.persist.store.dirs.data
    data.mkdir(parents=True, exist_ok=True)
    (data / FILE_NAME).write_bytes(b"not a database" * 100)
    Driver(win.table).play_to_end()
    page = _open_history(win, qtbot)
    assert "could not be read" in page.message.text()
    assert page.table.rowCount() == 1
    assert any(p.name.startswith(f"{FILE_NAME}.damaged-") for p in data.iterdir())


def test_watch_the_replay_step_it_and_play_from_here(make_window, qtbot):
    win = _finished(make_window, seed=22)
    final_hash = win.ctl.game.state_hash()
    page = _open_history(win, qtbot)
    qtbot.mouseClick(page.replay_btn, LEFT)
    replay = win.history.replay_page
    assert replay is not None and win.stack.currentWidget() is replay
    assert replay.replay.position == 0 and not replay.table.panel.isVisible()
    QTest.keyClick(replay, Qt.Key.Key_Right)
    assert replay.replay.position == 1
    QTest.keyClick(replay, Qt.Key.Key_End)
    assert replay.replay.position == replay.replay.length
    assert replay.replay.game.state_hash() == final_hash
    whole_log = len(replay.table.log_model.lines)
    QTest.keyClick(replay, Qt.Key.Key_PageUp)
    back = replay.replay.position
    assert back in replay.replay.turn_starts and back < replay.replay.length
    assert replay.where.text().startswith(f"Action {back} of ")
    # the log reads as if played to here: it holds every line up to this position, not the whole game
    assert len(replay.table.log_model.lines) in range(2, whole_log)
    QTest.keyClick(replay, Qt.Key.Key_Home)
    assert replay.replay.position == 0
    for _ in range(5):
        qtbot.mouseClick(replay.buttons["next"], LEFT)
    at_five = replay.replay.game.state_hash()
    # a player's click on the read-only table changes nothing
    hand = replay.table.hand_view
    if hand.model().rowCount():
        qtbot.mouseClick(hand.viewport(), LEFT, pos=hand.visualRect(hand.model().index(0, 0)).center())
    assert replay.replay.position == 5 and replay.replay.game.state_hash() == at_five
    qtbot.mouseClick(replay.branch_btn, LEFT)
    assert win.stack.currentWidget() is win.table
    assert win.ctl.game.state_hash() == at_five and win.ctl.game.pending is not None
    # the record is untouched: replaying it again still ends where the game ended
    page = _open_history(win, qtbot)
    qtbot.mouseClick(page.replay_btn, LEFT)
    QTest.keyClick(win.history.replay_page, Qt.Key.Key_End)
    assert win.history.replay_page.replay.game.state_hash() == final_hash


def test_play_pause_runs_the_replay_on_its_own(make_window, qtbot):
    win = _finished(make_window, seed=23)
    page = _open_history(win, qtbot)
    qtbot.mouseClick(page.replay_btn, LEFT)
    replay = win.history.replay_page
    replay.speed.setCurrentIndex(2)  # fast
    QTest.keyClick(replay, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: replay.replay.position >= 2, timeout=5000)
    QTest.keyClick(replay, Qt.Key.Key_Space)
    stopped = replay.replay.position
    qtbot.wait(700)
    assert replay.replay.position == stopped


def test_statistics_draw_every_chart_and_export_csv(make_window, qtbot, tmp_path, monkeypatch):
    win = _finished(make_window, seed=24)
    win.start_game(quick_setup("crossfire", 2, 25))
    Driver(win.table).play_to_end()
    page = _open_history(win, qtbot)
    assert page.table.rowCount() == 2
    qtbot.mouseClick([b for b in page.findChildren(type(page.copy_btn)) if b.text() == "Statistics"][0], LEFT)
    stats = win.history._stats
    assert win.stack.currentWidget() is stats
    titles = [stats.tabs.tabText(i) for i in range(stats.tabs.count())]
    assert titles == ["Results", "Over time", "Rounds survived", "Dangerous obstacles", "Cards bought"]
    for i in range(stats.tabs.count()):
        stats.tabs.setCurrentIndex(i)
        chart = stats.tabs.currentWidget()
        assert any(any(s.values) for s in chart.series), titles[i]  # a chart of the games, not an empty frame
    assert "Games counted: 2" in stats.empty.text()
    stats.mission.setCurrentIndex(stats.mission.findData("extraction"))
    assert "Games counted: 1" in stats.empty.text()
    out = tmp_path / "stats.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), "CSV (*.csv)"))
    csv_btn = [b for b in stats.findChildren(type(page.copy_btn)) if b.text() == "Export CSV…"][0]
    qtbot.mouseClick(csv_btn, LEFT)
    rows = out.read_text().splitlines()
    assert rows[0].startswith("ended_at,mission") and len(rows) == 2 and ",extraction," in rows[1]


def test_export_the_log_as_text_and_html(make_window, qtbot, tmp_path, monkeypatch):
    win = _finished(make_window, seed=26)
    page = _open_history(win, qtbot)
    for name in ("log.txt", "log.html"):
        out = tmp_path / name
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, out=out, **k: (str(out), ""))
        qtbot.mouseClick(page.export_btn, LEFT)
        text = out.read_text()
        assert "Extraction" in text and len(text.splitlines()) > 20
    assert (tmp_path / "log.html").read_text().startswith("<!DOCTYPE html>")


def test_a_save_opens_as_a_replay_from_the_load_page(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 27), one_player=True)
    Driver(win.table).play_turns(3)
    assert win.table.save_as("midgame")
    hash_now = win.ctl.game.state_hash()
    win.show_menu()
    qtbot.mouseClick(win.menu.buttons["load"], LEFT)
    lp = win.load_page
    row = next(i for i in range(lp.list.count()) if lp.list.item(i).data(Qt.ItemDataRole.UserRole) == "midgame")
    lp.list.setCurrentRow(row)
    qtbot.mouseClick(lp.watch_btn, LEFT)
    replay = win.history.replay_page
    assert replay is not None and win.stack.currentWidget() is replay
    QTest.keyClick(replay, Qt.Key.Key_End)
    assert replay.replay.game.state_hash() == hash_now
    qtbot.mouseClick([b for b in replay.findChildren(type(lp.watch_btn)) if b.text() == "Back"][0], LEFT)
    assert win.stack.currentWidget() is lp


def test_the_days_seed_and_copy_this_seed(make_window, qtbot):
    win = _finished(make_window, seed=28)
    qtbot.mouseClick(win.end.copy_btn, LEFT)
    assert "seed 28" in QGuiApplication.clipboard().text()
    win.show_menu()
    qtbot.mouseClick(win.menu.buttons["new"], LEFT)
    sp = win.setup_page
    sp.mission.setCurrentIndex(sp.mission.findData("crossfire"))
    qtbot.mouseClick(sp.advanced.toggle, LEFT)  # the seed is in the Advanced box
    qtbot.mouseClick(sp.daily, LEFT)
    assert sp.seed.value() == daily_seed("crossfire", date.today())
    assert daily_seed("crossfire", date(2026, 11, 25)) != daily_seed("extraction", date(2026, 11, 25))
    assert daily_seed("crossfire", date(2026, 11, 25)) != daily_seed("crossfire", date(2026, 11, 26))


def test_a_history_from_a_newer_version_is_reported_and_games_still_play(make_window, qtbot, persist):
    folder = persist.store.dirs.data
    folder.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(folder / FILE_NAME) as conn:
        conn.execute("PRAGMA user_version = 99")
    win = _finished(make_window, seed=29)
    page = _open_history(win, qtbot)
    assert "newer version" in page.message.text()
    assert page.table.rowCount() == 0


def test_campaign_games_and_table_missions_are_in_the_history(make_window, persist, catalog, qtbot):
    from .test_campaign_flow import open_campaign, stored_campaign

    stored_campaign(persist, catalog)
    win = make_window(one_player=True)
    page = open_campaign(win, qtbot)
    qtbot.mouseClick(page.cards["ana"], LEFT)
    qtbot.mouseClick(page.cards["bo"], LEFT)
    qtbot.mouseClick(page.play_btn, LEFT)
    qtbot.mouseClick(win.setup_page.go, LEFT)
    Driver(win.table).play_to_end()
    qtbot.mouseClick(win.end.record_btn, LEFT)
    qtbot.mouseClick(win.post.record_button, LEFT)
    assert not win.post.record_button.isEnabled()  # recorded
    win.record_table_mission()  # the campaign page's "Record a table mission"
    post = win.post
    post.mission_combo.setCurrentIndex(post.mission_combo.findData("extraction"))
    assert post.runner_checks["ana"].isChecked()  # the runners still picked on the campaign page come ticked
    post.runner_checks["ana"].setChecked(False)
    post.runner_checks["bo"].setChecked(False)
    post.runner_checks["cy"].setChecked(True)
    qtbot.mouseClick(post.record_button, LEFT)
    hist = _open_history(win, qtbot)
    assert hist.table.rowCount() == 2
    box = hist.filters["campaign_id"]
    assert box.itemText(1) == "Night Shift"
    rows = {r["source"]: r for r in win.history.db.games()}
    assert rows["table"]["team"] == "Cy" and not rows["table"]["replayable"]
    assert rows["game"]["campaign_name"] == "Night Shift" and rows["game"]["team"] == "Ana, Bo"
    hist.table.selectRow([r["source"] for r in hist.rows].index("table"))
    assert "no replay" in hist.recap.text() and not hist.replay_btn.isEnabled()
    qtbot.mouseClick([b for b in hist.findChildren(type(hist.copy_btn)) if b.text() == "Statistics"][0], LEFT)
    stats = win.history._stats
    stats.campaign_box.setCurrentIndex(1)
    assert stats.tabs.tabText(stats.tabs.count() - 1) == "Campaign runners"


def test_a_thousand_games_and_the_charts_render_in_the_chosen_palette(qtbot, catalog, tmp_path):
    """1,000 recorded games (five real games, each recorded under 200 dates and keys): the History lists them
    all and every chart paints its bars in the colour-blind palette the player chose."""
    import dataclasses

    from PySide6.QtGui import QColor

    from crossfire_desktop.history.db import HistoryDB
    from crossfire_desktop.history.summary import summarize
    from crossfire_desktop.ui.history.page import HistoryPage
    from crossfire_desktop.ui.history.stats_page import StatsPage
    from crossfire_desktop.ui.look.palettes import PALETTES, apply_palette

    from ..history.helpers import played

    db = HistoryDB(tmp_path)
    base = [summarize(played(m, n, seed=s).history(), catalog)
            for m, n, s in (("extraction", 1, 31), ("crossfire", 2, 32), ("crossfire", 4, 33), ("extraction", 2, 34),
                            ("crossfire", 3, 35))]
    for i in range(1000):
        s = dataclasses.replace(base[i % 5], key=f"k{i}")
        db.add(s, ended_at=f"2026-{1 + i % 12:02d}-{1 + i % 28:02d}T12:00:00+00:00")
    page = HistoryPage(catalog)
    qtbot.addWidget(page)
    page.set_db(db)
    assert page.table.rowCount() == 1000
    apply_palette("deuteranopia")
    try:
        stats = StatsPage(catalog, lambda _cid: None)
        qtbot.addWidget(stats)
        stats.resize(1280, 720)
        stats.set_db(db)
        stats.show()
        qtbot.waitExposed(stats)
        assert "Games counted: 1000" in stats.empty.text()
        loss = QColor(PALETTES["deuteranopia"]["red"])
        image = stats.tabs.currentWidget().grab().toImage()
        painted = sum(1 for x in range(0, image.width(), 4) for y in range(0, image.height(), 4)
                      if QColor(image.pixel(x, y)) == loss)
        assert painted > 200  # the loss bars, in the palette's colour
    finally:
        apply_palette("standard")


def test_the_campaign_filter_counts_its_games_and_a_table_mission_claims_no_seed_or_rounds(qtbot, catalog, tmp_path):
    """Seen in play: Statistics' "No campaign" counted every campaign's games, choosing a campaign counted all games
    too; a mission recorded from the table showed "seed None", "rounds: 0" and a 0-rounds bar."""
    from crossfire_desktop.history import stats
    from crossfire_desktop.history.db import HistoryDB
    from crossfire_desktop.history.summary import summarize
    from crossfire_desktop.ui.history.page import HistoryPage
    from crossfire_desktop.ui.history.stats_page import StatsPage

    from ..history.helpers import played

    db = HistoryDB(tmp_path)
    db.add(summarize(played("extraction", 1, seed=31).history(), catalog))
    db.add_table(key="t1", ended_at="2026-11-01T12:00:00+00:00", mission="crossfire", rules="first", result="win",
                 karma=5, campaign_id="c1", campaign_name="Night Shift", runners=[("cy", "Cy", "Dwarf", 5)])
    page = StatsPage(catalog, lambda _cid: None)
    qtbot.addWidget(page)
    page.set_db(db)
    box = page.campaign_box
    assert box.itemText(0) == "All games" and "Games counted: 2" in page.empty.text()
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.keyClick(box, Qt.Key.Key_Down)  # the next choice: Campaign: Night Shift
    assert box.currentIndex() == 1 and "Games counted: 1" in page.empty.text()
    assert 0 not in dict(stats.rounds_survived(db.conn, stats.Filter()))  # the table mission counted no rounds
    history = HistoryPage(catalog)
    qtbot.addWidget(history)
    history.set_db(db)
    history.table.selectRow([r["source"] for r in history.rows].index("table"))
    recap = history.recap.text()
    assert "played at the table" in recap and "seed" not in recap and "rounds:" not in recap
