"""The window's minimum size: a player can't make it smaller, and at that size every room is usable (at 700x450
the step tabs went blank and the seats' words ran into each other, seen under Xvfb)."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.shell.window_place import MIN_SIZE
from crossfire_desktop.ui.table.driver import Driver

from .real_input import button
from .test_runner_count import choose_mission, type_count
from .test_screen_fit import assert_fits
from .test_table_scale import tabs_fit


def in_window(win: QWidget, w: QWidget) -> QRect:
    return QRect(w.mapTo(win, QPoint(0, 0)), w.size())


def assert_apart(win, parts):
    """Each part lies whole inside the window and covers no other."""
    boxes = [(p, in_window(win, p)) for p in parts if p.isVisible()]
    for i, (p, a) in enumerate(boxes):
        assert win.rect().contains(a), (type(p).__name__, p.objectName(), a, win.rect())
        for q, b in boxes[i + 1:]:
            assert not a.intersects(b), (type(p).__name__, p.objectName(), a, type(q).__name__, q.objectName(), b)


def assert_table_usable(win):
    """The table at this size: no part over another, every tab's name and every runner's name whole, the cards
    as tall as the table's readable least."""
    from crossfire_desktop.ui.table.parts.fit import MIN_CARD_H

    t = win.table
    QApplication.processEvents()
    win.grab()  # paints the seat headers (their drawn words)
    top = [t.steps, t.current, t.hint.button, t.undo_btn, t.save_btn, t.menu_btn]
    middle = [*t.seats.values(), t.crossfire, t.right]
    bottom = [t.hand_view, t.placed_view, t.act]
    assert_apart(win, top + middle + bottom)
    assert_apart(win, [t.panel, t.message, t.log_view])
    for seat in t.seats.values():
        assert_apart(win, [seat.header, seat.obstacles])
        assert seat.header.drawn_title.endswith(t.game.s.runners[seat.seat].name), seat.header.drawn_title
    tabs_fit(t)
    assert t.hand_view.card_h >= MIN_CARD_H


def test_the_window_is_never_smaller_than_its_minimum(make_window):
    from crossfire_desktop.ui.shell.window_place import least_size

    win = make_window(size=(700, 450))
    least = least_size(win.screen())  # MIN_SIZE, or the free area of a screen smaller than it (offscreen: 800x600)
    assert least == (min(MIN_SIZE[0], win.screen().availableGeometry().width()), MIN_SIZE[1])
    assert (win.width(), win.height()) == least
    assert (win.minimumWidth(), win.minimumHeight()) == least


def test_the_start_new_mission_settings_and_history_rooms_fit_the_minimum(make_window, qtbot):
    from PySide6.QtWidgets import QScrollArea

    win = make_window(size=MIN_SIZE)
    assert_fits(win, qtbot, size=MIN_SIZE)
    scroll = win.menu.findChild(QScrollArea, "menuScroll")  # the start screen's column scrolls when it is taller

    def open_room(key):
        b = win.menu.buttons[key]
        scroll.ensureWidgetVisible(b)  # as a player scrolls to it
        qtbot.wait(1)
        assert win.rect().contains(in_window(win, b)), b.text()
        qtbot.mouseClick(b, Qt.MouseButton.LeftButton)

    for key in win.menu.buttons:
        scroll.ensureWidgetVisible(win.menu.buttons[key])
        qtbot.wait(1)
        assert win.rect().contains(in_window(win, win.menu.buttons[key])), key
    open_room("new")
    page = choose_mission(qtbot, win.setup_page, "extraction")
    type_count(qtbot, page, "4")
    assert page.count.value() == 4
    assert_fits(win, qtbot, keys=[page.go], size=MIN_SIZE)
    for key in ("settings", "history", "load"):
        qtbot.mouseClick(button(win.stack.currentWidget(), "Back"), Qt.MouseButton.LeftButton)
        assert win.stack.currentWidget() is win.menu
        open_room(key)
        assert win.stack.currentWidget() is not win.menu, key
        assert_fits(win, qtbot, size=MIN_SIZE)


@pytest.mark.parametrize("mission", ["crossfire", "extraction"])  # 4 seats; 5 with the Client
def test_the_table_and_end_screen_are_usable_at_the_minimum(make_window, qtbot, mission):
    win = make_window(size=(700, 450), setup=quick_setup(mission, 4, 3), one_player=True)
    win.resize(*MIN_SIZE)
    assert_table_usable(win)
    assert (win.width(), win.height()) == MIN_SIZE, "the table grew the window"
    Driver(win.table).play_to_end()
    assert win.stack.currentWidget() is win.end
    assert_fits(win, qtbot, size=MIN_SIZE)


class SmallScreen:
    """A screen whose free area is under MIN_SIZE (a 1024x600 netbook less its panel, a 800x480 display)."""

    def __init__(self, w: int, h: int) -> None:
        self.free = QRect(0, 0, w, h)

    def availableGeometry(self) -> QRect:  # noqa: N802 - QScreen's name
        return self.free


def test_the_least_size_never_exceeds_the_screens_free_area():
    from crossfire_desktop.ui.shell.window_place import least_size

    assert least_size(SmallScreen(1920, 1040)) == MIN_SIZE
    assert least_size(SmallScreen(1024, 552)) == (1024, 552)  # the whole window still shows
    assert least_size(SmallScreen(800, 480)) == (800, 480)
    assert least_size(None) == MIN_SIZE
