"""The main window opens filling the screen the first time, then where the player left it."""

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication


def new_window(catalog, persist, qtbot, place):
    from crossfire_desktop.ui.shell.window import MainWindow
    from crossfire_desktop.ui.shell.window_place import place_window

    win = MainWindow(catalog, persist)
    qtbot.addWidget(win)
    win.place_file = place
    place_window(win, place)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_first_start_fills_the_screen_then_the_size_and_place_are_remembered(catalog, persist, qtbot, tmp_path):
    place = tmp_path / "config" / "window-geometry.bin"
    win = new_window(catalog, persist, qtbot, place)
    free = win.screen().availableGeometry()
    assert win.geometry() == free or win.isMaximized()
    win.showNormal()
    least = win.minimumSize()  # (the test screen is narrow: the least width is its whole width)
    width = max(least.width(), free.width() - 60)
    moved = QRect(free.x() + (free.width() - width) // 2, free.y() + 40, width, free.height() - 80)
    win.setGeometry(moved)
    QApplication.processEvents()
    win.close()  # the title bar's X
    assert place.is_file()
    again = new_window(catalog, persist, qtbot, place)
    assert again.size() == moved.size()
    # (as wide as this test screen: Qt may nudge it a pixel or two to keep its frame on the screen)
    assert abs(again.x() - moved.x()) <= 2 and abs(again.y() - moved.y()) <= 2


def test_a_damaged_or_huge_place_file_falls_back_to_the_screen(catalog, persist, qtbot, tmp_path):
    place = tmp_path / "window-geometry.bin"
    for junk in (b"not a geometry", b"\x00" * 100_000):
        place.write_bytes(junk)
        win = new_window(catalog, persist, qtbot, place)
        assert win.geometry() == win.screen().availableGeometry() or win.isMaximized()
        win.hide()
