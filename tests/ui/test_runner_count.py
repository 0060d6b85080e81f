"""New mission: a runner count the mission doesn't allow is refused in words beside the count, with the
mission sheet's rule (Dragon Fight, p. 20: "Runners: 4 ... This is a 4-runner mission")."""

from __future__ import annotations

from PySide6.QtCore import Qt


def open_mission(make_window, qtbot, mission):
    win = make_window()
    qtbot.mouseClick(win.menu.buttons["new"], Qt.MouseButton.LeftButton)
    return choose_mission(qtbot, win.setup_page, mission)


def choose_mission(qtbot, page, mission):
    """New mission's mission picked by keys, as a player does."""
    page.mission.setFocus()
    while page.mission.currentData() != mission:
        qtbot.keyClick(page.mission, Qt.Key.Key_Down)
    return page


def type_count(qtbot, page, text):
    page.count.setFocus()
    qtbot.keyClick(page.count, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(page.count, text)
    qtbot.keyClick(page.count, Qt.Key.Key_Return)


def test_dragon_fight_keeps_four_runners_and_says_why_when_two_are_typed(make_window, qtbot):
    page = open_mission(make_window, qtbot, "dragon_fight")
    assert page.count.value() == 4
    type_count(qtbot, page, "2")
    assert page.count.value() == 4
    assert page.count_note.isVisible()
    assert page.count_note.text() == "Dragon Fight is played by 4 runners only."


def test_a_count_the_mission_allows_is_taken_and_says_nothing(make_window, qtbot):
    page = open_mission(make_window, qtbot, "extraction")
    type_count(qtbot, page, "3")
    assert page.count.value() == 3
    assert not page.count_note.isVisible()


def test_crossfire_says_its_least_runners_when_one_is_typed(make_window, qtbot):
    page = open_mission(make_window, qtbot, "crossfire")
    type_count(qtbot, page, "1")
    assert page.count.value() >= 2
    assert page.count_note.isVisible() and "2 to 4 runners" in page.count_note.text()
