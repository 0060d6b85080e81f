"""Enter presses the focused button on the pages made of plain buttons, as Space does (a tester found Enter on
the start menu's History doing nothing)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def _focused_window(make_window, qtbot):
    win = make_window()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=5000)
    return win


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_on_a_menu_button_opens_its_page_and_on_back_comes_back(make_window, qtbot, key):
    win = _focused_window(make_window, qtbot)
    win.menu.buttons["settings"].setFocus()
    QTest.keyClick(QApplication.focusWidget(), key)
    assert win.stack.currentWidget() is win.settings_page
    back = next(b for b in win.settings_page.findChildren(type(win.menu.buttons["settings"])) if b.text() == "Back")
    back.setFocus()
    QTest.keyClick(QApplication.focusWidget(), key)
    assert win.stack.currentWidget() is win.menu


def test_enter_on_load_opens_the_load_page_and_its_back_button(make_window, qtbot):
    win = _focused_window(make_window, qtbot)
    win.menu.buttons["load"].setFocus()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    page = win.load_page
    assert win.stack.currentWidget() is page
    back = next(b for b in page.findChildren(type(win.menu.buttons["load"])) if b.text() == "Back")
    back.setFocus()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert win.stack.currentWidget() is win.menu
