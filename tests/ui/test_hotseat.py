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
