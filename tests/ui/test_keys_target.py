"""A digit picks a hand card, Tab a target, Enter plays: Enter never throws a damage card away on the table
because no target was focused, Tab starts again at the current runner's obstacle after each play, and the
explanation follows the focused target (In play too). Keys go to the table as the keyboard sends them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Kind, quick_setup


def table(make_window, qtbot, setup):
    win = make_window(setup=setup, one_player=True)
    t = win.table
    t.setFocus()
    g = t.game
    for _ in range(5):  # the setup's questions (which obstacle first...): their first answer, by its number
        if g.pending.kind is Kind.PLAY:
            break
        assert g.pending.kind is Kind.CHOOSE
        QTest.keyClick(t, Qt.Key.Key_1)
    assert g.pending.kind is Kind.PLAY and t.viewer == g.s.current
    return t, g


def placed_targets(g):
    return [p.target for p in g.s.turn.placements]


def test_enter_plays_a_card_at_the_only_obstacle(make_window, qtbot):
    t, g = table(make_window, qtbot, quick_setup("extraction", 1, 1))
    (only,) = [ob.card for ob in g.s.obstacles]
    QTest.keyClick(t, Qt.Key.Key_1)  # Quick Shot
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert placed_targets(g) == [only]


def test_enter_with_several_obstacles_asks_for_a_target(make_window, qtbot):
    t, g = table(make_window, qtbot, quick_setup("crossfire", 2, 1))
    me = g.s.current
    hand = list(g.s.runners[me].hand)
    QTest.keyClick(t, Qt.Key.Key_1)
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert g.s.runners[me].hand == hand and placed_targets(g) == []  # nothing played
    assert "Tab" in t.message.text()
    mine = next(ob.card for ob in g.s.obstacles if ob.facing == me)
    QTest.keyClick(t, Qt.Key.Key_Tab)
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert placed_targets(g) == [mine]
    # the next card: Tab starts again at the obstacle facing the runner, not where the last cycle stopped
    QTest.keyClick(t, Qt.Key.Key_1)
    QTest.keyClick(t, Qt.Key.Key_Tab)
    assert t.marks.focused == ("obstacle", mine)
    QTest.keyClick(t, Qt.Key.Key_Tab)
    QTest.keyClick(t, Qt.Key.Key_Tab)  # In play
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert placed_targets(g) == [mine, None]  # In play focused: played there, as asked
    QTest.keyClick(t, Qt.Key.Key_1)
    QTest.keyClick(t, Qt.Key.Key_Tab)
    assert t.marks.focused == ("obstacle", mine)


def test_the_explanation_follows_the_focused_target(make_window, qtbot):
    t, g = table(make_window, qtbot, quick_setup("crossfire", 2, 1))
    me = g.s.current
    names = t.ctl.names
    mine = next(ob.card for ob in g.s.obstacles if ob.facing == me)
    other = next(ob.card for ob in g.s.obstacles if ob.facing != me)
    QTest.keyClick(t, Qt.Key.Key_1)
    QTest.keyClick(t, Qt.Key.Key_Tab)
    assert names.card(mine) in t.message.text()
    QTest.keyClick(t, Qt.Key.Key_Tab)
    assert names.card(other) in t.message.text()
    QTest.keyClick(t, Qt.Key.Key_Tab)  # In play
    text = t.message.text()
    assert names.card(other) not in text and names.card(mine) not in text
    assert "In play" in text
    QTest.keyClick(t, Qt.Key.Key_2)  # another card, the focus kept: its explanation, for that target
    assert "In play" in t.message.text()
