from crossfire_desktop.ui.table.driver import Driver
from crossfire_desktop.ui.table.parts import views
from crossfire_desktop.ui.table.parts.client_turn import assist_seats

from .busy_table import busy_game
from .real_input import click_widget, start_assist


def test_no_other_runners_hand_is_ever_painted(make_window, two_runner_setup, qtbot):
    win = make_window(setup=two_runner_setup)
    t = win.table
    painted = []

    def hook(zone, owner, card):
        painted.append((owner, t.viewer, t.handoff.isVisible(), card))

    views.PAINT_HOOKS.append(hook)
    try:
        drv = Driver(t)
        handoffs = 0
        for _ in range(400):
            if t.game.s.turns > 4 or t.game.pending is None:
                break
            handoffs += t.handoff.isVisible()
            drv.act()
            t.repaint()
            qtbot.wait(0)
        # an assist hands the screen over and back
        if t.game.pending and t.game.pending.kind.value == "play" and assist_seats(t.game):
            start_assist(qtbot, t, assist_seats(t.game)[0])
    finally:
        views.PAINT_HOOKS.remove(hook)
    assert painted, "hands were painted"
    assert handoffs >= 2
    for owner, viewer, hidden, _card in painted:
        assert owner == viewer and not hidden


def test_assist_hands_the_screen_over_and_back(make_window, qtbot):
    win = make_window()
    win.open_game(busy_game(assist=True))  # Jay (seat 1) holds an assist to play on Cal's turn
    t, g = win.table, win.table.game
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    current, helper = g.s.current, 1
    start_assist(qtbot, t, helper)
    assert t.handoff.isVisible() and t.handoff.seat == helper
    click_widget(t.handoff.button)
    assert t.viewer == helper and t.hand_model.seat == helper
    click_widget(t.done_assist_btn)
    assert t.handoff.isVisible() and t.handoff.seat == current
    click_widget(t.handoff.button)
    assert t.viewer == current


def test_one_player_skips_hand_offs(make_window, two_runner_setup, qtbot):
    win = make_window(setup=two_runner_setup, one_player=True)
    t = win.table
    drv = Driver(t)
    for _ in range(200):
        if t.game.s.turns > 3:
            break
        assert not t.handoff.isVisible()
        drv.act()


def test_a_discard_an_assist_brings_the_current_runner_waits_for_a_hand_off(make_window, qtbot):
    """Jay assists Cal with Clairvoyance (Cal draws 1, then discards 1): Cal's hand was shown as discard choices
    while Jay held the screen (seen in play at both sizes). Now Cal takes the screen for the discard, then Jay
    is handed it back to go on assisting; Space while assisting hands it back (it finished Cal's step)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from crossfire_desktop.engine import Kind

    from ..engine.helpers import hand_card, obstacle
    from .real_input import drag_card

    win = make_window()
    win.open_game(busy_game(assist=True))
    t, g = win.table, win.table.game
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    cal, jay = g.s.current, 1
    start_assist(qtbot, t, jay)
    click_widget(t.handoff.button)
    assert t.viewer == jay
    assert not t.panel.isEnabled()  # Cal's Finish playing is not Jay's to press
    drag_card(t.hand_view, hand_card(g, jay, "clairvoyance"), t.seats[cal].obstacles, obstacle(g, "out_of_ammo"))
    d = g.pending
    assert d.kind is Kind.CHOOSE_MANY and d.runner == cal  # Cal's discard
    assert t.handoff.isVisible() and t.handoff.seat == cal and t.viewer is None
    click_widget(t.handoff.button)
    assert t.viewer == cal
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_1)
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert g.pending.kind is Kind.PLAY
    assert t.handoff.isVisible() and t.handoff.seat == jay  # back to Jay, still assisting
    click_widget(t.handoff.button)
    assert t.viewer == jay and t.assisting == jay
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Space)  # done assisting: Cal's step goes on
    assert g.pending.kind is Kind.PLAY and t.assisting is None
    assert t.handoff.isVisible() and t.handoff.seat == cal
