"""Between turns the freed heap goes back to the system (glibc keeps it otherwise: bench/bench_memory.py)."""

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.ui.session import memtrim


def _end_the_turn_by_keyboard(t, before_each_key=lambda: None) -> None:
    g, turn = t.game, t.game.s.turns
    t.setFocus()
    for _ in range(30):
        if g.s.turns != turn or g.pending is None:
            break
        before_each_key()
        if t.handoff.isVisible():
            QTest.keyClick(t, Qt.Key.Key_Return)
        elif g.pending.kind.name in ("APPLY", "CHOOSE", "CHOOSE_MANY"):
            QTest.keyClick(t, Qt.Key.Key_1)
            QTest.keyClick(t, Qt.Key.Key_Return)
        else:
            QTest.keyClick(t, Qt.Key.Key_Space)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_the_heap_is_trimmed_when_a_turn_ends_by_keyboard(make_window, two_runner_setup, qtbot):
    win = make_window(setup=two_runner_setup)
    t, g = win.table, win.table.game
    turn, before = g.s.turns, memtrim.trims
    _end_the_turn_by_keyboard(t)
    assert g.s.turns != turn
    qtbot.waitUntil(lambda: memtrim.trims > before)


def test_pictures_of_cards_gone_from_the_table_go_when_a_turn_ends(make_window, two_runner_setup, qtbot):
    from crossfire_desktop.ui.look.cardcache import CACHE
    from crossfire_desktop.ui.table.extras import cards_shown

    win = make_window(setup=two_runner_setup)
    t, g = win.table, win.table.game
    turn = g.s.turns
    painted: set[int] = set()

    def paint() -> None:
        t.repaint()
        painted.update(CACHE._slots)

    _end_the_turn_by_keyboard(t, before_each_key=paint)
    assert g.s.turns != turn
    qtbot.waitUntil(lambda: set(CACHE._slots) <= cards_shown(t))  # once the new turn shows
    assert painted - cards_shown(t)  # cards painted last turn left the table (played, discarded, out of sight)
    t.repaint()  # the cards on the table paint as before
    assert CACHE.bytes > 0


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


def test_the_new_mission_page_goes_while_the_table_shows_and_comes_back_as_left(make_window, qtbot):
    """Its ~180 widgets are let go while a game plays; opened again, it has the player's choices and packs."""
    from crossfire_desktop.ui.screens.setup_page import SetupPage
    from crossfire_desktop.ui.table.parts.pointer import click_widget

    win = make_window()
    click_widget(win.menu.buttons["new"])
    page = win.stack.currentWidget()
    assert isinstance(page, SetupPage)
    name = page.rows[0]["name"]
    name.setFocus()
    name.selectAll()
    QTest.keyClicks(name, "Zed")
    seed = page.seed.value()
    click_widget(page.advanced.toggle)  # opened: it stays open
    click_widget(page.go)
    t = win.table
    assert win.stack.currentWidget() is t
    qtbot.waitUntil(lambda: not win.findChildren(SetupPage))  # deleted, not only hidden
    assert not win.packs.picker.isWindow()  # the pack switches stay, held out of sight (Play again starts with them)
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    # pause, Rules, its Card editor, Back: the switches are filled again while their page is gone; parentless
    # they became a window of their own (found in review)
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Escape)
    click_widget(t.pause.menu_buttons[2])
    click_widget(win.packs.rules_button)
    click_widget(win.packs.editor.buttons["back"])
    assert not win.packs.picker.isWindow() and not win.packs.picker.isVisible()
    win.stack.setCurrentWidget(t)  # (the editor's Back leads to Your cards; the game is still on)
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Escape)  # the pause menu: Leave the game, confirmed
    click_widget(t.pause.menu_buttons[4])
    click_widget(t.pause.confirm_btn)
    assert win.stack.currentWidget() is win.menu
    qtbot.waitUntil(lambda: bool(win.findChildren(SetupPage)))  # made again while the menu shows: opens at once
    click_widget(win.menu.buttons["new"])
    again = win.stack.currentWidget()
    assert isinstance(again, SetupPage) and again is not page
    assert again.rows[0]["name"].text() == "Zed" and again.advanced.is_open()
    assert again.seed.value() != seed  # a new deal: the seed just played is not dealt again (seen in play)
    assert win.packs.picker.parent() is not None and again.isAncestorOf(win.packs.picker)


def test_the_rules_reference_goes_while_a_table_shows_and_comes_back_with_its_editor_link(make_window, qtbot):
    """The rules reference (~1.8 MiB, made in ~8 ms) was made at warm-up and kept for good; a table now lets it
    go like the New mission page. Opened again from the pause menu, it shows its rules and leads to the editor."""
    from crossfire_desktop.ui.screens.rules_view import RulesView
    from crossfire_desktop.ui.table.parts.pointer import click_widget

    win = make_window()
    click_widget(win.menu.buttons["rules"])
    first = win.stack.currentWidget()
    assert isinstance(first, RulesView)
    assert first.isAncestorOf(win.packs.rules_button)
    click_widget(win.packs.rules_button)  # the card editor, and back
    click_widget(win.packs.editor.buttons["back"])
    win.show_menu()
    click_widget(win.menu.buttons["new"])
    click_widget(win.stack.currentWidget().go)
    t = win.table
    assert win.stack.currentWidget() is t
    qtbot.waitUntil(lambda: not win.findChildren(RulesView))  # deleted, not only hidden
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_F1)  # made again at once
    again = win.stack.currentWidget()
    assert isinstance(again, RulesView) and again is not first
    assert again.isAncestorOf(win.packs.rules_button)
    click_widget(win.packs.rules_button)
    assert win.stack.currentWidget() is win.packs.editor


HEAP_AFTER_A_LARGE_BLOCK = """
import ctypes, sys
from crossfire_desktop.ui.shell.app import make_app
make_app()
libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
libc.free(libc.malloc(4 << 20))  # a large block freed: glibc would raise its threshold to its size
block = libc.malloc(300 * 1024)  # a card's picture's size
heap = next(line.split()[0] for line in open("/proc/self/maps") if line.rstrip().endswith("[heap]"))
low, high = (int(x, 16) for x in heap.split("-"))
print("heap" if low <= block < high else "apart")
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt")
def test_the_program_keeps_large_blocks_out_of_its_heap(tmp_path):
    """make_app tunes glibc's heap before Qt's threads start: a card-sized block is still mapped apart (and
    handed back when freed) after a larger one was freed."""
    from tests.ui.loaded_modules import modules_loaded

    assert modules_loaded(HEAP_AFTER_A_LARGE_BLOCK, tmp_path) == "apart"


def test_qts_picture_cache_is_kept_small(qapp):
    """Qt's own picture cache stays full once filled: the program's start gives it 128 KiB (Qt's default is 10
    MiB; 1 MiB held ~1 MiB more after 40 turns, bench/bench_memory_real.py)."""
    from PySide6.QtGui import QPixmapCache

    from crossfire_desktop.ui.shell.app import make_app

    before = QPixmapCache.cacheLimit()
    try:
        assert make_app() is qapp
        assert QPixmapCache.cacheLimit() == 128
    finally:
        QPixmapCache.setCacheLimit(before)
