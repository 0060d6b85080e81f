"""Dragging cards with the mouse (press, moves with the button held, release), as a player does: every
move a card makes, the glow and preview while dragging, and drags that go nowhere."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from crossfire_desktop.engine import Buy, Kind, PlayCard, quick_setup

from ..engine.helpers import hand_card, obstacle
from .busy_table import busy_game
from .real_input import drag_card, hold_card_over, let_go, move_held_over


def table_of(make_window, game, size=(1280, 720)):
    win = make_window(size=size, one_player=True)
    win.open_game(game)
    QApplication.processEvents()
    return win.table


def ghost(t):
    """The picture of the dragged card following the pointer (None: no drag going on)."""
    g = t.window().findChild(QLabel, "dragGhost")
    return g if g is not None and g.isVisible() else None


def placement_of(g, card):
    return next(p for p in g.s.turn.placements if p.card == card)


def test_a_drag_plays_a_hand_card_onto_an_obstacle(make_window):
    t = table_of(make_window, busy_game(), (1920, 1080))
    g = t.game
    qs, ammo = hand_card(g, 0, "quick_shot"), obstacle(g, "out_of_ammo")
    drag_card(t.hand_view, qs, t.seats[0].obstacles, ammo)
    assert qs not in g.s.runners[0].hand
    assert placement_of(g, qs).target == ammo
    assert ghost(t) is None and t.marks.dragging is None


def test_the_targets_glow_during_a_drag_and_stop_after(make_window):
    t = table_of(make_window, busy_game())
    g = t.game
    ammo, view = obstacle(g, "out_of_ammo"), t.seats[0].obstacles
    # Mana over Out of Ammo: blue can't clear its black box (red glow, the preview says why)
    mana = hand_card(g, 0, "mana")
    hold_card_over(t.hand_view, mana, view, ammo)
    assert t.marks.dragging == mana and ghost(t) is not None
    assert t.targeting.glow("obstacle", ammo) == "bad"
    assert "clears nothing" in t.message.text() and "black box" in t.message.text()
    let_go(t.hand_view, t.log_view, move_held_over(t.hand_view, t.log_view))  # not played
    assert mana in g.s.runners[0].hand
    # Quick Shot over it: green, and the preview says what it clears
    qs = hand_card(g, 0, "quick_shot")
    end = hold_card_over(t.hand_view, qs, view, ammo)
    assert t.targeting.glow("obstacle", ammo) == "good"
    assert t.message.text() == "Quick Shot clears 1 level of Out of Ammo."
    assert view.property("dropTarget") and not t.placed_view.property("dropTarget")  # the view it goes to
    let_go(t.hand_view, view, end)
    assert placement_of(g, qs).target == ammo
    assert t.marks.dragging is None and ghost(t) is None
    assert t.targeting.glow("obstacle", ammo) is None and t.message.text() == ""
    assert not view.property("dropTarget")


def test_the_hand_is_framed_while_a_market_card_is_over_it(make_window):
    t = table_of(make_window, busy_game())
    card = next(c for c in t.game.s.market_row if c is not None)
    hold_card_over(t.market_view, card, t.hand_view, None)
    assert t.hand_view.property("dropTarget")
    let_go(t.market_view, t.log_view, move_held_over(t.market_view, t.log_view))
    assert not t.hand_view.property("dropTarget") and ghost(t) is None


def test_a_drop_outside_any_target_changes_nothing(make_window):
    t = table_of(make_window, busy_game())
    g = t.game
    before, lines = g.state_hash(), list(t.log_model.lines)
    qs, ammo = hand_card(g, 0, "quick_shot"), obstacle(g, "out_of_ammo")
    hold_card_over(t.hand_view, qs, t.seats[0].obstacles, ammo)  # over a target first: glow and preview
    assert t.message.text()
    let_go(t.hand_view, t.log_view, move_held_over(t.hand_view, t.log_view))  # ... then let go over the log
    assert g.state_hash() == before and list(t.log_model.lines) == lines
    assert t.message.text() == "" and t.marks.dragging is None and ghost(t) is None
    assert t.targeting.glow("obstacle", ammo) is None and QApplication.overrideCursor() is None
    # the hand itself takes no hand card either
    hand = t.game.s.runners[0].hand
    drag_card(t.hand_view, qs, t.hand_view, hand[-1])
    assert g.state_hash() == before and t.message.text() == ""


def test_escape_calls_a_drag_off(make_window):
    t = table_of(make_window, busy_game())
    g = t.game
    before = g.state_hash()
    qs, ammo, view = hand_card(g, 0, "quick_shot"), obstacle(g, "out_of_ammo"), t.seats[0].obstacles
    end = hold_card_over(t.hand_view, qs, view, ammo)
    QTest.keyClick(t, Qt.Key.Key_Escape)
    assert ghost(t) is None and t.marks.dragging is None and t.message.text() == ""
    assert not t.pause.isVisible()  # Escape ended the drag, and did not open the menu
    let_go(t.hand_view, view, end)  # the release over the obstacle plays nothing now
    assert g.state_hash() == before


def test_a_drag_ends_when_its_hand_is_hidden(make_window):
    """The program hides the hand mid-drag (a hand-off, another runner's turn): the drag is off, and the
    release plays nothing."""
    t = table_of(make_window, busy_game())
    g = t.game
    before = g.state_hash()
    qs, ammo, view = hand_card(g, 0, "quick_shot"), obstacle(g, "out_of_ammo"), t.seats[0].obstacles
    end = hold_card_over(t.hand_view, qs, view, ammo)
    t.hand_view.setVisible(False)  # as TableWidget.set_viewer does
    assert ghost(t) is None and t.marks.dragging is None and not view.property("dropTarget")
    let_go(t.hand_view, view, end)
    assert g.state_hash() == before


def test_a_placed_card_dragged_to_another_target_moves(make_window):
    t = table_of(make_window, busy_game())
    g = t.game
    qs, ammo, deckhead = hand_card(g, 0, "quick_shot"), obstacle(g, "out_of_ammo"), obstacle(g, "deckhead")
    drag_card(t.hand_view, qs, t.seats[0].obstacles, ammo)
    pid = placement_of(g, qs).pid
    drag_card(t.placed_view, qs, t.seats[0].obstacles, deckhead)
    assert g.placement(pid).target == deckhead
    drag_card(t.placed_view, qs, t.placed_view, None)  # onto the table: no target
    assert g.placement(pid).target is None


def test_a_black_market_card_dragged_onto_the_hand_is_bought(make_window):
    win = make_window(setup=quick_setup("crossfire", 2, 1), one_player=True)
    t, g = win.table, win.table.game
    for _ in range(40):  # on to the Buy step, by keys
        if g.pending.kind is Kind.BUY:
            break
        QTest.keyClick(t, Qt.Key.Key_1 if g.pending.kind in (Kind.APPLY, Kind.CHOOSE) else Qt.Key.Key_Space)
    assert g.pending.kind is Kind.BUY
    seat = g.pending.runner
    card = next(c for c in g.s.market_row if c is not None)
    g.s.runners[seat].nuyen = nuyen = g.cost(seat, card)  # the money the played cards would have made
    assert g.check(Buy(seat, card)) is None
    drag_card(t.market_view, card, t.hand_view, None)
    assert card in g.s.runners[seat].hand and g.s.runners[seat].nuyen < nuyen


def test_an_assist_dragged_onto_another_runners_obstacle(make_window, qtbot):
    t = table_of(make_window, busy_game(assist=True))  # Jay holds an assist
    g = t.game
    ammo = obstacle(g, "out_of_ammo")  # faces Cal, whose turn it is
    assert g.s.current == 0 and g.s.obstacle(ammo).facing == 0
    qtbot.mouseClick(t.assist_btn, Qt.MouseButton.LeftButton)
    menu = t.assist_menu
    qtbot.waitUntil(menu.isVisible)
    QTest.keyClick(menu, Qt.Key.Key_Down)
    QTest.keyClick(menu, Qt.Key.Key_Return)
    assert t.viewer == 1
    card = hand_card(g, 1, "clairvoyance")
    assert g.check(PlayCard(1, card, ammo)) is None
    drag_card(t.hand_view, card, t.seats[0].obstacles, ammo)
    p = placement_of(g, card)
    assert p.target == ammo and p.owner == 1 and p.assist
