"""Extraction: the Client's turn reads as the Client's (p. 20): only assists, no hand shown as if the
Client held it, Assist… only for runners holding a playable assist, its menu inside the window."""

from PySide6.QtCore import QRect

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.table.driver import Driver
from crossfire_desktop.ui.table.parts.client_turn import assist_seats, is_client_turn

from .real_input import click_widget, pick_from_menu


def to_client_turn(win, want_assist, limit=3000):
    drv = Driver(win.table)
    for _ in range(limit):
        g = win.table.game
        if g.pending is None:
            return False
        if is_client_turn(g) and bool(assist_seats(g)) == want_assist and not win.table.handoff.isVisible():
            return True
        drv.act()
    return False


def find_client_turn(make_window, want_assist, runners=2, hand_off=True):
    for seed in range(1, 40):
        win = make_window(setup=quick_setup("extraction", runners, seed), one_player=not hand_off)
        if to_client_turn(win, want_assist):
            return win
        win.close()
    raise AssertionError("no such Client turn in 40 seeds")


def test_client_turn_with_an_assist(make_window, qtbot):
    win = find_client_turn(make_window, want_assist=True)
    t = win.table
    g = t.game
    prompt = t.panel.prompt.text()
    assert "only assists" in prompt and "drag a card" not in prompt
    helpers = assist_seats(g)
    for s in helpers:
        assert g.s.runners[s].name in prompt
    # nobody's hand is shown as the Client's
    assert t.viewer is None and not t.hand_view.isVisible()
    assert "Client has no hand" in t.hand_label.text()
    assert t.assist_btn.isVisible()
    click_widget(t.assist_btn)
    menu = t.assist_menu
    qtbot.waitUntil(menu.isVisible)
    assert [a.text() for a in menu.actions()] == [f"{g.s.runners[s].name} assists" for s in helpers]
    window = QRect(win.mapToGlobal(win.rect().topLeft()), win.size())
    assert window.contains(menu.geometry()), (menu.geometry(), window)
    pick_from_menu(menu, 0)
    # the assisting runner gets the screen (after the hand-off), with their own hand
    if t.handoff.isVisible():
        assert g.s.runners[helpers[0]].name in t.handoff.title.text()
        click_widget(t.handoff.button)
    assert t.viewer == helpers[0] and t.hand_view.isVisible()
    assert "assisting" in t.hand_label.text()
    click_widget(t.done_assist_btn)
    assert t.viewer is None


def test_client_turn_without_assists_offers_no_assist(make_window, qtbot):
    win = find_client_turn(make_window, want_assist=False, hand_off=False)
    t = win.table
    assert not t.assist_btn.isVisible()
    assert "Nobody holds an assist" in t.panel.prompt.text()
    assert t.viewer is None
    click_widget(t.panel.main)  # the deciding runner ends the Client's turn
    g = t.game
    assert g.pending is None or not g.s.runners[g.s.current].client


def test_after_the_client_turn_the_next_hand_waits_for_its_hand_off(make_window, qtbot):
    win = find_client_turn(make_window, want_assist=False)
    t = win.table
    assert t.viewer is None
    click_widget(t.panel.main)  # ends the Client's turn; the next round's first runner decides
    drv = Driver(t)
    for _ in range(50):
        if t.handoff.isVisible() or t.game.pending is None:
            break
        assert t.viewer is None, "a runner's hand was shown without a hand-off"
        drv.act()
    assert t.handoff.isVisible() or t.game.pending is None


def test_solo_client_turn_shows_the_runner_assisting(make_window, qtbot):
    win = find_client_turn(make_window, want_assist=True, runners=1, hand_off=False)
    t = win.table
    g = t.game
    runner = next(r for r in g.s.runners if not r.client)
    assert t.viewer == runner.seat and t.hand_view.isVisible()
    assert "(assisting)" in t.hand_label.text()
    assert "drag an assist card" in t.panel.prompt.text()
    assert not t.assist_btn.isVisible()


def test_the_client_turn_keeps_its_prompt_and_button_with_hand_offs_and_solo(make_window, qtbot):
    """No hand is shown on the Client's turn, yet a runner here decides it: never "<name> is choosing" (2 of 3
    seeds showed it, with no prompt nor End button, when the hand-off setting hid whatever no hand showed)."""
    for runners, hand_off in ((2, True), (1, False)):
        for seed in (1, 2, 3):
            win = make_window(setup=quick_setup("extraction", runners, seed), one_player=not hand_off)
            assert to_client_turn(win, want_assist=False) or to_client_turn(win, want_assist=True)
            t = win.table
            assert "is choosing" not in t.panel.prompt.text()
            assert "Client" in t.panel.prompt.text()
            assert t.panel.main.isVisible() and t.panel.main.text() == "End the Client's turn (Space)"
            assert t.hidden_here() == set()  # whatever the Client's turn asks is the deciding runner's to see
            win.close()
