"""New mission: each mission described from its sheet; the seed and the bots' odds in a collapsed
Advanced box. Settings: the reconstructed 20+ Karma table in its Advanced part."""

from PySide6.QtCore import Qt


def _new_mission(make_window, qtbot):
    win = make_window()
    qtbot.mouseClick(win.menu.buttons["new"], Qt.MouseButton.LeftButton)
    page = win.setup_page
    assert win.stack.currentWidget() is page
    return win, page


def test_each_mission_is_described_from_its_sheet(make_window, qtbot, catalog):
    win, page = _new_mission(make_window, qtbot)
    page.mission.setFocus()
    seen = set()
    for _ in range(len(catalog.missions)):
        m = catalog.missions[page.mission.currentData()]
        text = page.about.text()
        assert page.about.isVisible()
        assert m.job.replace("'", "&#x27;") in text and m.goal.replace("'", "&#x27;") in text
        assert f"Difficulty: {m.difficulty}" in text
        seen.add(m.id)
        qtbot.keyClick(page.mission, Qt.Key.Key_Down)  # the next mission, as with the keyboard
    assert seen == set(catalog.missions)


def test_the_runners_box_keeps_its_width_for_every_mission(make_window, qtbot, catalog):
    """After switching the mission to Extraction (no note beside the count) the Runners box stretched across the
    page (seen in play at 1920x1080)."""
    win, page = _new_mission(make_window, qtbot)
    win.resize(1920, 1080)
    page.mission.setFocus()
    for _ in range(len(catalog.missions)):
        qtbot.keyClick(page.mission, Qt.Key.Key_Down)  # the next mission, as with the keyboard
        qtbot.wait(10)  # the page laid out again
        mission = catalog.missions[page.mission.currentData()].id
        assert page.count.width() <= page.count.sizeHint().width() + 8, mission


def test_the_seed_and_the_odds_wait_in_a_collapsed_advanced_box(make_window, qtbot, tmp_path):
    from crossfire_desktop.ui.screens.mission_odds import OddsCache

    win, page = _new_mission(make_window, qtbot)
    odds = page.odds
    odds.cache = OddsCache(tmp_path)
    odds.games = 2
    assert not page.seed.isVisible() and not odds.label.isVisible()  # a first screen without "~5% win"
    qtbot.wait(2 * 400 + 100)  # two polls of the setup: nothing is estimated while the box is closed
    assert not odds.running and odds.label.text() == ""
    qtbot.mouseClick(page.advanced.toggle, Qt.MouseButton.LeftButton)
    assert page.seed.isVisible() and odds.label.isVisible()
    qtbot.waitUntil(lambda: odds.label.text() != "", timeout=20000)  # opened: the estimate starts
    qtbot.mouseClick(page.advanced.toggle, Qt.MouseButton.LeftButton)
    assert not page.seed.isVisible() and not odds.label.isVisible()


def test_the_karma_table_is_in_the_advanced_part_of_settings(make_window, qtbot):
    win = make_window()
    qtbot.mouseClick(win.menu.buttons["settings"], Qt.MouseButton.LeftButton)
    page = win.settings_page
    assert win.stack.currentWidget() is page
    assert not page.karma_table.isVisible() and page.advanced.toggle.isVisible()
    qtbot.mouseClick(page.advanced.toggle, Qt.MouseButton.LeftButton)
    assert page.karma_table.isVisible()


def test_one_player_and_the_hand_off_screen_exclude_each_other(make_window, qtbot, persist):
    """Both could be ticked (seen in play): one player greys the hand-off screen out, and unticking it gives the
    hot-seat choice back, also once saved."""
    from PySide6.QtCore import QPoint

    from .real_input import button, click_widget

    def _tick(box):  # a click on the box itself (the row is wider than its words)
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))

    win = make_window(one_player=False, handoff=True)
    qtbot.mouseClick(win.menu.buttons["settings"], Qt.MouseButton.LeftButton)
    page = win.settings_page
    assert page.handoff.isChecked() and page.handoff.isEnabled() and not page.one.isChecked()
    _tick(page.one)
    assert page.one.isChecked() and not page.handoff.isChecked() and not page.handoff.isEnabled()
    _tick(page.handoff)  # greyed out: its click changes nothing
    assert not page.handoff.isChecked()
    _tick(page.one)
    assert page.handoff.isChecked() and page.handoff.isEnabled()
    _tick(page.one)
    click_widget(button(page, "Back"))  # Back saves
    assert persist.prefs.one_player and persist.settings.hand_off_screen  # the hot-seat choice is kept for later
    qtbot.mouseClick(win.menu.buttons["settings"], Qt.MouseButton.LeftButton)
    assert page.one.isChecked() and not page.handoff.isChecked() and not page.handoff.isEnabled()
    _tick(page.one)
    assert page.handoff.isChecked()
