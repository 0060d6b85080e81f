"""Undo says what it took back, and a refused Undo says why in one sentence (both seen in play: "The last action
is taken back." without saying which, "Can't undo: a hidden card was revealed. (Undo: a hidden card was revealed)")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.table.driver import Driver


def _ctrl_z(t, qtbot):
    """Ctrl+Z at the table, its window the active one (the player's: another test's may still be open)."""
    t.window().activateWindow()
    qtbot.waitUntil(t.window().isActiveWindow, timeout=5000)
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_undo_names_the_card_and_its_target(make_window, two_runner_setup, qtbot):
    win = make_window(setup=two_runner_setup)
    t, g = win.table, win.table.game
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_1)
    card = t.marks.selected[1]
    aims = t.targeting.aims(card)
    assert aims, "the first hand card of this deal is played at an obstacle"
    while t.marks.focused != ("obstacle", aims[0]):
        QTest.keyClick(t, Qt.Key.Key_Tab)
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert card not in g.s.runners[g.s.current].hand
    _ctrl_z(t, qtbot)
    assert card in g.s.runners[g.s.current].hand
    runner, name, target = g.s.runners[g.s.current].name, g.card_def(card).name, g.card_def(aims[0]).name
    assert t.log_model.lines[-1] == f"{runner}'s {name} on {target} is taken back."


def test_a_refused_undo_says_its_reason_once(make_window, qtbot):
    win = make_window(setup=quick_setup("extraction", 1, 77), one_player=True)
    t, g = win.table, win.table.game
    t.setFocus()
    _ctrl_z(t, qtbot)  # nothing played yet
    assert t.message.text() == "There is nothing to undo."
    driver = Driver(t)
    for _ in range(400):  # played on until an action shows cards nobody had seen (a draw mid-turn, a flip)
        refusal = g.undo_refusal()
        if refusal is not None and refusal.code == "undo_hidden":
            break
        driver.act()
    t.setFocus()
    before = g.state_hash()
    _ctrl_z(t, qtbot)
    assert g.state_hash() == before
    assert t.message.text() == "Can't undo: a hidden card was revealed."
    assert not any("Can't undo" in line for line in t.log_model.lines)  # a refusal is not a game event
