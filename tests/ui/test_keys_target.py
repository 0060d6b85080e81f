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
    assert t.message.text() == "Quick Shot can go on 2 obstacles: pick one with Tab, then press Enter."  # %n plural
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


def test_the_ask_for_a_target_has_its_french_plural(make_window, qtbot):
    from crossfire_desktop.ui.words import i18n

    assert i18n.install("fr") == "fr"
    try:
        t, _g = table(make_window, qtbot, quick_setup("crossfire", 2, 1))
        QTest.keyClick(t, Qt.Key.Key_1)
        QTest.keyClick(t, Qt.Key.Key_Return)
        assert t.message.text().endswith(" peut aller sur 2 obstacles : choisissez-en un avec Tab, puis appuyez sur Entrée.")
    finally:
        i18n.install("en")


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


def test_at_coordinated_attack_enter_plays_the_other_runners_card_at_its_only_obstacle(make_window, qtbot):
    """The card a runner plays at Coordinated Attack's asking counts its main damage: Mana (no assist damage)
    was taken for a card that reaches no obstacle and Enter played it In play, its damage lost (found on review)."""
    from ..engine.card_helpers import card, make, ob, runner
    from .test_play_from_elsewhere import table_playing

    game = make([runner(0, hand=["coordinated_attack"]), runner(1, hand=["mana"], deck=["quick_shot"])],
                obstacles=[{"card": "astral_shiver", "facing": 0}])
    t = table_playing(make_window, qtbot, game, "coordinated_attack", 0)
    while game.pending.kind is Kind.CHOOSE:  # which runner: the other one
        QTest.keyClick(t, Qt.Key.Key_1)
    assert game.pending.kind is Kind.PLAY_ONE and game.pending.runner == 1
    mana = card(game, 1, "mana")
    qtbot.waitUntil(lambda: (any(c == mana for _z, c in t.interact.digit_cards())))
    QTest.keyClick(t, Qt.Key.Key_1 + [c for _z, c in t.interact.digit_cards()].index(mana))
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert mana not in game.s.runners[1].hand
    assert [p.target for p in game.s.turn.placements if p.card == mana] == [ob(game, 0)]


def test_pointing_at_an_obstacle_with_no_card_picked_leaves_the_message(make_window, qtbot):
    """Moving the pointer onto or off an obstacle wiped the message line (a refusal, a hint; found on review)."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    t, g = table(make_window, qtbot, quick_setup("crossfire", 2, 1))
    QTest.keyClick(t, Qt.Key.Key_Return)  # nothing picked: the message says what to do
    said = t.message.text()
    assert said
    view = t.seats[g.s.current].obstacles
    at = QPointF(view.visualRect(view.model().index(0, 0)).center())
    vp = view.viewport()
    QApplication.sendEvent(vp, QMouseEvent(QEvent.Type.MouseMove, at, vp.mapToGlobal(at), Qt.MouseButton.NoButton,
                                           Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
    assert t.message.text() == said


def test_a_with_nobody_holding_an_assist_says_so(make_window, qtbot):
    """A did nothing and said nothing when nobody held an assist (seen in play)."""
    t, g = table(make_window, qtbot, quick_setup("extraction", 1, 1))  # solo: the Client holds no cards
    QTest.keyClick(t, Qt.Key.Key_A)
    assert t.message.text() == "Nobody here holds an assist to play now."
