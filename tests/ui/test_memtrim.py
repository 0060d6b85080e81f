"""Between turns the freed heap goes back to the system (glibc keeps it otherwise: bench/bench_memory.py)."""

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.ui.session import memtrim


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_the_heap_is_trimmed_when_a_turn_ends_by_keyboard(make_window, two_runner_setup, qtbot):
    win = make_window(setup=two_runner_setup)
    t, g = win.table, win.table.game
    turn, before = g.s.turns, memtrim.trims
    t.setFocus()
    for _ in range(30):
        if g.s.turns != turn or g.pending is None:
            break
        if t.handoff.isVisible():
            QTest.keyClick(t, Qt.Key.Key_Return)
        elif g.pending.kind.name in ("APPLY", "CHOOSE", "CHOOSE_MANY"):
            QTest.keyClick(t, Qt.Key.Key_1)
            QTest.keyClick(t, Qt.Key.Key_Return)
        else:
            QTest.keyClick(t, Qt.Key.Key_Space)
    assert g.s.turns != turn
    qtbot.waitUntil(lambda: memtrim.trims > before)


def test_no_trim_in_the_middle_of_a_turn(make_window, two_runner_setup, qtbot):
    win = make_window(setup=two_runner_setup)
    t = win.table
    before = memtrim.trims
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_1)  # select a card, play it
    QTest.keyClick(t, Qt.Key.Key_Tab)
    QTest.keyClick(t, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert memtrim.trims == before


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_painted_cards_are_let_go_while_another_screen_shows(make_window, two_runner_setup, qtbot):
    from crossfire_desktop.ui.look.cardcache import CACHE
    from crossfire_desktop.ui.table.parts.pointer import click_widget

    win = make_window(setup=two_runner_setup)
    t = win.table
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    t.repaint()
    assert CACHE.bytes > 0
    before = memtrim.trims
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Escape)  # the pause menu
    assert t.pause.isVisible()
    click_widget(t.pause.menu_buttons[3])  # Settings: another screen in the table's place
    assert win.stack.currentWidget() is not t
    assert CACHE.bytes == 0
    qtbot.waitUntil(lambda: memtrim.trims > before)
