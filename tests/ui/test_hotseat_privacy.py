"""Hot-seat privacy: no runner's hand, nor a choice made from it, is on screen before that runner says
"I am X" — at a game's start (the opening discard), on Continue and on Load. AI seats and one-player
games need no hand-off."""

from __future__ import annotations

from PySide6.QtCore import Qt

from crossfire_desktop.engine import Kind, quick_setup
from crossfire_desktop.ui.table.parts import views


def watch_hands(table):
    painted = []
    views.PAINT_HOOKS.append(lambda zone, owner, card: painted.append(owner))
    return painted


def unwatch():
    views.PAINT_HOOKS.clear()


def accept(qtbot, table):
    button = table.handoff.button
    qtbot.waitUntil(lambda: button.width() > 0)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def assert_covered(qtbot, table, seat):
    """The hand-off covers the whole table, for `seat`, and no hand was painted behind it."""
    qtbot.wait(20)
    assert table.handoff.isVisible() and table.handoff.seat == seat
    assert table.handoff.geometry() == table.rect()
    assert table.viewer is None and not table.hand_view.isVisible()
    assert table.game.s.runners[seat].name in table.handoff.button.text()


def test_the_opening_discard_waits_for_its_runner(make_window, qtbot):
    setup = quick_setup("crossfire", 2, 20)  # the second runner discards before the first turn
    painted = watch_hands(None)
    try:
        win = make_window(setup=setup, first_handoff=False)
        t = win.table
        d = t.game.pending
        assert d.kind is Kind.CHOOSE_MANY and d.runner == 1
        win.repaint()
        assert_covered(qtbot, t, 1)
        assert painted == []
        accept(qtbot, t)
        t.repaint()
        assert t.viewer == 1 and painted and set(painted) == {1}
    finally:
        unwatch()


def test_continue_and_load_open_behind_a_hand_off(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 7))
    t = win.table
    seat = t.game.pending.runner
    assert t.viewer == seat  # the fixture took the first hand-off
    t.save_as("before")
    win.show_menu()
    painted = watch_hands(None)
    try:
        qtbot.mouseClick(win.menu.buttons["continue"], Qt.MouseButton.LeftButton)
        t = win.table
        t.repaint()
        assert_covered(qtbot, t, seat)
        assert painted == []
        win.show_menu()
        qtbot.mouseClick(win.menu.buttons["load"], Qt.MouseButton.LeftButton)
        win.load_page.list.setCurrentRow(win.load_page.list.count() - 1)
        qtbot.mouseClick(win.load_page.findChild(type(win.menu.buttons["load"]), "primary"), Qt.MouseButton.LeftButton)
        t = win.table
        t.repaint()
        assert_covered(qtbot, t, seat)
        assert painted == []
    finally:
        unwatch()


def test_one_human_with_an_ai_seat_needs_no_hand_off(make_window, qtbot):
    setup = quick_setup("crossfire", 2, 20)
    runners = [r.model_copy(update={"ai": i == 0}) for i, r in enumerate(setup.runners)]
    win = make_window(setup=setup.model_copy(update={"runners": runners}), first_handoff=False)
    t = win.table
    qtbot.wait(20)
    assert not t.handoff.isVisible()
    assert t.viewer == 1  # the only human's hand, at once


def test_one_player_games_need_no_hand_off(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 20), one_player=True, first_handoff=False)
    qtbot.wait(20)
    assert not win.table.handoff.isVisible() and win.table.viewer == 1
