"""Mission odds on the New mission screen: a quick heuristic simulation, cached per setup."""

import json

from PySide6.QtCore import Qt

from crossfire_desktop.ui.screens.mission_odds import CACHE_FILE, OddsCache, odds_key


def test_the_new_mission_screen_estimates_the_odds_and_caches_them(make_window, qtbot, tmp_path):
    win = make_window(one_player=True)
    win.on_menu("new")
    page = win.setup_page
    qtbot.mouseClick(page.advanced.toggle, Qt.MouseButton.LeftButton)  # the odds are in the Advanced box
    odds = page.odds
    odds.cache = OddsCache(tmp_path)
    odds.games = 3
    page.mission.setCurrentIndex(page.mission.findData("extraction"))
    page.count.setValue(1)
    odds.check()
    qtbot.waitUntil(lambda: odds.label.text().startswith("Estimated odds: ~"), timeout=60000)
    text = odds.label.text()
    assert "(heuristic bot, 3 games)" in text and "% win" in text and "% abort" in text
    key = odds_key(page.setup_dict())
    stored = json.loads((tmp_path / CACHE_FILE).read_text())[key]
    assert stored["games"] == 3 and stored["win"] + stored["abort"] + stored["loss"] == 3
    # names and seed do not change the odds: the cached figures are shown at once
    page.rows[0]["name"].setText("Someone else")
    page.seed.setValue(page.seed.value() + 1)
    odds.check()
    assert not odds.running and odds.label.text() == text
    # another mission is another estimate, started in small steps (the screen stays live)
    page.mission.setCurrentIndex(page.mission.findData("crossfire"))
    page.count.setValue(2)
    odds.check()
    assert odds.running and odds.label.text().startswith("Estimating the mission odds")
    # a later screen reads the cache file
    assert OddsCache(tmp_path).get(key, 3) == stored


def test_the_odds_are_played_by_a_child_process_that_ends_when_the_box_closes(make_window, qtbot, tmp_path):
    """Played in the window's process, the games left the bot's shared caches filled (~10 MiB for good,
    bench/bench_memory_real.py): the window's own caches stay as they were, and closing the box ends the child."""
    from crossfire_desktop.bots import heuristic
    from crossfire_desktop.engine import damage

    sums, allocations = len(heuristic._SUMS), damage.allocate.cache_info().currsize
    win = make_window(one_player=True)
    win.on_menu("new")
    page = win.setup_page
    odds = page.odds
    odds.cache = OddsCache(tmp_path)
    odds.games = 3
    qtbot.mouseClick(page.advanced.toggle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: odds.label.text().startswith("Estimated odds: ~"), timeout=60000)
    assert (len(heuristic._SUMS), damage.allocate.cache_info().currsize) == (sums, allocations)
    assert odds.playing is None  # the child's games are all read: it was let go
    page.mission.setCurrentIndex(page.mission.findData("crossfire"))  # another estimate starts...
    page.count.setValue(2)
    odds.games = 40
    qtbot.waitUntil(lambda: odds.playing is not None, timeout=5000)
    child = odds.playing.answers.proc
    qtbot.mouseClick(page.advanced.toggle, Qt.MouseButton.LeftButton)  # ...and the box closes under it
    qtbot.waitUntil(lambda: odds.playing is None and child.poll() is not None, timeout=5000)


def odds_shown(make_window, qtbot, tmp_path):
    """The New mission page, its Advanced box opened by a click (the odds start), with a cache of its own."""
    win = make_window(one_player=True)
    win.on_menu("new")
    page = win.setup_page
    page.odds.cache = OddsCache(tmp_path)
    qtbot.mouseClick(page.advanced.toggle, Qt.MouseButton.LeftButton)
    return page


def test_an_estimate_that_stops_early_is_said_and_not_started_again(make_window, qtbot, tmp_path, monkeypatch):
    """A child that ended before its last game was started again at every check (every 400 ms: 7 children in
    3 s, the line flickering, found on review): it is said once, and a new setup starts a new estimate."""
    from crossfire_desktop.ui.screens import mission_odds

    started = []

    class EndsAtOnce:
        def __init__(self, *args):
            started.append(args)
            self.ended = True

        def results(self):
            return []

        def stop(self):
            pass

    monkeypatch.setattr(mission_odds, "OddsGames", EndsAtOnce)
    page = odds_shown(make_window, qtbot, tmp_path)
    qtbot.waitUntil(lambda: "stopped after" in page.odds.label.text(), timeout=10000)
    qtbot.wait(1200)  # three checks
    assert len(started) == 1 and "stopped after 0 games" in page.odds.label.text()
    page.count.setValue(page.count.value() % 4 + 1)  # another setup: another estimate
    qtbot.waitUntil(lambda: len(started) == 2, timeout=10000)


def test_odds_whose_process_cannot_start_are_said_as_a_stop(make_window, qtbot, tmp_path, monkeypatch):
    """No process to be had (or its answers can't be read): the timer's step says so, never raises in a slot."""
    from crossfire_desktop import children

    def no_process(*_args, **_kw):
        raise OSError(24, "Too many open files")

    monkeypatch.setattr(children.subprocess, "Popen", no_process)
    page = odds_shown(make_window, qtbot, tmp_path)
    qtbot.waitUntil(lambda: "stopped after 0 games" in page.odds.label.text(), timeout=10000)
    assert page.odds.playing is None and not page.odds.running
