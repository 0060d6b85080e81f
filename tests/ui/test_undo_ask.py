"""Hot-seat Undo: taking back another person's End turn asks first (Runner 2's Undo took back Runner 1's End turn
without a word, seen in play); one's own action goes back at once with Ctrl+Z."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from crossfire_desktop.engine import EndStep, Kind, quick_setup
from crossfire_desktop.ui.table.driver import Driver


def the_question(qtbot, t) -> QMessageBox:
    qtbot.waitUntil(lambda: t.findChild(QMessageBox) is not None and t.findChild(QMessageBox).isVisible())
    return t.findChild(QMessageBox)


def press_answer(qtbot, box: QMessageBox, words: str) -> None:
    [b] = [b for b in box.buttons() if b.text() == words]
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())


def ctrl_z(qtbot, win, t) -> None:
    """Ctrl+Z at the table, its window the active one."""
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=5000)
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_undoing_another_runners_end_of_turn_asks_first(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 7))
    t = win.table
    g = t.game
    first = g.s.current
    driver = Driver(t)
    while g.s.current == first or t.handoff.isVisible() or g.pending.kind is not Kind.PLAY:
        driver.act()
    last = g.last_action()
    assert isinstance(last, EndStep) and last.runner == first
    state, lines = g.state_hash(), len(t.log_model.lines)
    name = g.s.runners[first].name

    qtbot.mouseClick(t.undo_btn, Qt.MouseButton.LeftButton)
    box = the_question(qtbot, t)
    assert box.text() == f"Take back {name}'s end of turn?"
    assert g.state_hash() == state  # nothing taken back while it asks
    press_answer(qtbot, box, "Keep it")
    assert g.state_hash() == state and len(t.log_model.lines) == lines

    # the runner now playing takes back their own action at once: no question
    driver.act()
    assert g.last_action().runner == g.s.current
    ctrl_z(qtbot, win, t)
    assert t.findChild(QMessageBox) is None or not t.findChild(QMessageBox).isVisible()
    assert g.state_hash() == state

    ctrl_z(qtbot, win, t)
    press_answer(qtbot, the_question(qtbot, t), "Take it back")
    assert g.s.current == first
    assert t.log_model.lines[-1] == f"{name}'s end of the step is taken back."


def test_one_player_takes_back_any_runners_action_at_once(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t = win.table
    g = t.game
    first = g.s.current
    driver = Driver(t)
    while g.s.current == first or g.pending.kind is not Kind.PLAY:
        driver.act()
    qtbot.mouseClick(t.undo_btn, Qt.MouseButton.LeftButton)
    assert g.s.current == first  # one person plays every runner: their own actions
    assert t.findChild(QMessageBox) is None
