from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Buy, Kind, PlayCard
from crossfire_desktop.ui.table.parts.pointer import drag_card

from .real_input import click_widget


def _click_card(view, card):
    model = view.model()
    for r in range(model.rowCount()):
        idx = model.index(r, 0)
        if idx.data(Qt.ItemDataRole.UserRole + 1) == card:
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(idx).center())
            return
    raise AssertionError(f"card {card} not in view")


def test_whole_turn_by_drag_and_drop(make_window, two_runner_setup, qtbot):
    win = make_window(setup=two_runner_setup)
    t, g = win.table, win.table.game
    seat = g.s.current
    assert t.viewer == seat
    hand_before = len(g.s.runners[seat].hand)
    played = 0
    while g.pending.kind is Kind.PLAY:
        plays = [a for a in g.legal_actions() if isinstance(a, PlayCard) and a.runner == seat and a.target is not None]
        if not plays:
            break
        a = plays[0]
        view = t.seats[g.s.obstacle(a.target).facing].obstacles
        drag_card(t.hand_view, a.card, view, a.target)
        played += 1
    assert played >= 1
    assert len(g.s.runners[seat].hand) == hand_before - played
    # move a placed card to the table and back onto its obstacle (MoveCard by drag)
    if g.pending.kind is Kind.PLAY and g.s.turn.placements:
        p = g.s.turn.placements[0]
        target = p.target
        drag_card(t.placed_view, p.card, t.placed_view, None)
        assert g.placement(p.pid).target is None
        view = t.seats[g.s.obstacle(target).facing].obstacles
        drag_card(t.placed_view, p.card, view, target)
        assert g.placement(p.pid).target == target
    QTest.keyClick(t, Qt.Key.Key_Space)  # finish playing
    while g.pending.kind is Kind.APPLY:  # click the obstacles to apply damage
        target = g.damage_targets()[0]
        _click_card(t.seats[g.s.obstacle(target).facing].obstacles, target)
    assert g.pending.kind in (Kind.BUY, Kind.PLAY, Kind.CHOOSE, Kind.BUY_ONE)
    if g.pending.kind is Kind.BUY:
        g.s.runners[seat].nuyen += 0
        buys = [a for a in g.legal_actions() if isinstance(a, Buy)]
        if buys:
            n = len(g.s.runners[seat].hand)
            drag_card(t.market_view, buys[0].card, t.hand_view, None)
            assert len(g.s.runners[seat].hand) == n + 1
        click_widget(t.panel.main)
    assert g.s.current != seat or g.s.turns > 1
    assert any("plays" in line for line in t.log_model.lines)


def test_whole_turn_by_keyboard(make_window, two_runner_setup, qtbot):
    win = make_window(setup=two_runner_setup)
    t, g = win.table, win.table.game
    seat, turn = g.s.current, g.s.turns
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_1)
    assert t.marks.selected == ("hand", g.s.runners[seat].hand[0])
    QTest.keyClick(t, Qt.Key.Key_Tab)
    assert t.marks.focused is not None
    card = t.marks.selected[1]
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert card not in g.s.runners[seat].hand
    for _ in range(30):
        if g.s.turns != turn or g.pending is None:
            break
        if t.handoff.isVisible():
            QTest.keyClick(t, Qt.Key.Key_Return)
        elif g.pending.kind is Kind.APPLY:
            QTest.keyClick(t, Qt.Key.Key_1)
        elif g.pending.kind in (Kind.CHOOSE, Kind.CHOOSE_MANY):
            QTest.keyClick(t, Qt.Key.Key_1)
            QTest.keyClick(t, Qt.Key.Key_Return)
        else:
            QTest.keyClick(t, Qt.Key.Key_Space)
    assert g.s.turns != turn


def test_refused_action_says_why(make_window, two_runner_setup):
    win = make_window(setup=two_runner_setup)
    t, g = win.table, win.table.game
    market_card = next(c for c in g.s.market_row if c is not None)
    drag_card(t.market_view, market_card, t.hand_view, None)  # buying during Play Cards
    assert t.message.text()
    assert "p. 12" in t.message.text() or "p." in t.message.text()
    lines = list(t.log_model.lines)
    drag_card(t.market_view, market_card, t.hand_view, None)
    assert t.message.text() and list(t.log_model.lines) == lines  # said, never logged: nothing happened
