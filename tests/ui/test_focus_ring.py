"""Where the keyboard is must be plain to see: the focused button wears a light ring (it barely changed, seen in
play), and the button drawn as the default is the one Enter presses."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from crossfire_desktop.engine import quick_setup


def _key(key):
    QTest.keyClick(QApplication.focusWidget(), key)
    QApplication.processEvents()


def _active(win, qtbot):
    win.activateWindow()  # the player's window (another test's may still be open)
    qtbot.waitUntil(win.isActiveWindow, timeout=5000)


def _edge(button: QPushButton) -> float:
    """How light the button's left edge is drawn (0 dark .. 1 white), half-way down."""
    image = button.grab().toImage()
    return max(QColor(image.pixel(x, image.height() // 2)).lightnessF() for x in range(2))


def test_tab_moves_a_ring_you_can_see_on_the_start_screen(make_window, qtbot):
    win = make_window()
    win.show_menu()
    _active(win, qtbot)
    buttons = win.menu.buttons
    buttons["new"].setFocus()
    _key(Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert focused is buttons["learn"]
    assert _edge(focused) > 0.85 and _edge(buttons["new"]) < 0.5
    _key(Qt.Key.Key_Tab)
    assert _edge(buttons["learn"]) < 0.5


def test_the_gold_button_wears_the_ring_too(make_window, qtbot):
    from crossfire_desktop.ui.table.driver import Driver

    win = make_window(setup=quick_setup("extraction", 1, 77), one_player=True)
    Driver(win.table).play_to_end()
    _active(win, qtbot)
    again = win.end.again_btn
    again.setFocus()
    assert _edge(again) > 0.85
    win.end.replay_btn.setFocus()
    assert _edge(again) < 0.75 and _edge(win.end.replay_btn) > 0.85


def test_the_question_to_leave_draws_as_default_the_answer_enter_gives(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    pause = win.table.pause
    _active(win, qtbot)
    win.table.setFocus()
    _key(Qt.Key.Key_Escape)
    while QApplication.focusWidget().text() != "Leave the game":
        _key(Qt.Key.Key_Tab)
    _key(Qt.Key.Key_Return)
    assert pause.asking == "leave"
    drawn_default = [b for b in pause.shown_buttons() if b.objectName() == "primary"]
    assert drawn_default == [QApplication.focusWidget()]
    _key(Qt.Key.Key_Return)  # the default-looking button: staying, the safe answer
    assert pause.asking is None and win.stack.currentWidget() is win.table and pause.isVisible()


def test_the_pause_menus_gold_answer_wears_the_ring_only_when_focused(make_window, qtbot):
    """"Stay in the game" is drawn gold as the default: the ring must still say whether the keyboard is on it
    (a pause-menu rule drew the same gold border focused and not)."""
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    pause = win.table.pause
    _active(win, qtbot)
    win.table.setFocus()
    _key(Qt.Key.Key_Escape)
    assert _edge(QApplication.focusWidget()) > 0.85  # the menu's first button, focused
    while QApplication.focusWidget().text() != "Leave the game":
        _key(Qt.Key.Key_Tab)
    _key(Qt.Key.Key_Return)
    stay = QApplication.focusWidget()
    assert stay is pause.cancel_btn and _edge(stay) > 0.85
    _key(Qt.Key.Key_Tab)
    other = QApplication.focusWidget()
    assert other is not stay and other in pause.shown_buttons()
    assert _edge(stay) < 0.75 and _edge(other) > 0.85
