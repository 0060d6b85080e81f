"""At 1280x720 the log keeps at least five lines, also in a Client turn with its long prompt and the
Assist… button (which sits on the hand's title line, not on a row of its own above the log)."""

import pytest
from PySide6.QtCore import QRect

from tests.ui.test_client_turn import find_client_turn


def two_cards_played_on_a_crowded_table(win):
    """Cal faces three obstacles, one of them Out of Ammo, and has played two cards: a third is refused."""
    from crossfire_desktop.engine import PlayCard

    from ..engine.helpers import obstacle
    from .busy_table import crowded_game

    g = crowded_game()
    win.open_game(g, autosave=False)
    t = win.table
    for card in list(g.s.runners[0].hand[:2]):
        assert t.ctl.submit(PlayCard(0, card, obstacle(g, "deckhead")))
    return t


def test_client_turn_log_keeps_five_lines_and_assist_is_on_screen(make_window, qtbot):
    win = find_client_turn(make_window, want_assist=True)
    t = win.table
    win.grab()
    qtbot.wait(50)
    assert t.assist_btn.isVisible()
    lines = t.log_view.viewport().height() // t.log_view.fontMetrics().lineSpacing()
    assert lines >= 5, f"the log shows {lines} lines"
    btn = QRect(t.assist_btn.mapTo(win, t.assist_btn.rect().topLeft()), t.assist_btn.size())
    assert win.rect().contains(btn)
    for other in (t.panel, t.log_view, t.hand_label):
        r = QRect(other.mapTo(win, other.rect().topLeft()), other.size())
        assert not r.intersects(btn), f"Assist… overlaps {other.objectName() or type(other).__name__}"
    assert t.assist_btn.width() >= t.assist_btn.sizeHint().width()


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_refusal_with_three_obstacles_leaves_the_log_four_lines_and_overlaps_nothing(make_window, persist, qtbot,
                                                                                       scale):
    """Cal faces three obstacles, one of them Out of Ammo: a third card is refused with a long message
    (in French, also at UI scale 150%)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from crossfire_desktop.ui.words.i18n import install


    install("fr")  # the longer words
    persist.prefs.ui_scale = scale
    try:
        win = make_window(one_player=True)
        t = two_cards_played_on_a_crowded_table(win)
        hand, seat = t.hand_view, t.seats[0].obstacles
        QTest.mouseClick(hand.viewport(), Qt.MouseButton.LeftButton, pos=hand.visualRect(hand.model().index(0, 0)).center())
        QTest.mouseClick(seat.viewport(), Qt.MouseButton.LeftButton, pos=seat.visualRect(seat.model().index(0, 0)).center())
        win.grab()
        assert "Out of Ammo" in t.message.text()
        lines = t.log_view.viewport().height() // t.log_view.fontMetrics().lineSpacing()
        assert lines >= 4, f"the log shows {lines} lines"
        boxes = [QRect(w.mapTo(win, w.rect().topLeft()), w.size()) for w in (t.panel, t.message, t.log_view)]
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert not a.intersects(b)
    finally:
        install("en")


def test_the_newest_log_lines_stay_in_view_when_the_log_gets_shorter(make_window, persist, qtbot):
    """A refusal's three lines above the log make it shorter after its lines came: the newest lines stay in
    view, not the oldest (seen at 1280x720 after a hint: the log showed its first lines, the last ones hidden)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest


    win = make_window(one_player=True)
    t = two_cards_played_on_a_crowded_table(win)
    for n in range(12):  # a long game's log: more lines than the view holds
        t.log_model.append(f"line {n}")
    log = t.log_view
    bar = log.verticalScrollBar()
    # the lines reach the view once a frame is painted (parts/after_frame.py)
    qtbot.waitUntil(lambda: win.grab() is not None and bar.maximum() > 0 and bar.value() == bar.maximum())
    before = log.viewport().height()
    hand, seat = t.hand_view, t.seats[0].obstacles
    QTest.mouseClick(hand.viewport(), Qt.MouseButton.LeftButton, pos=hand.visualRect(hand.model().index(0, 0)).center())
    QTest.mouseClick(seat.viewport(), Qt.MouseButton.LeftButton, pos=seat.visualRect(seat.model().index(0, 0)).center())
    assert "Out of Ammo" in t.message.text()

    def newest_in_view():  # once the layout passes the refusal brought have run
        win.grab()
        assert log.viewport().height() < before  # the refusal took room from the log
        last = log.document().lastBlock().text()
        y = log.viewport().height() - log.fontMetrics().lineSpacing() // 2
        bottom = log.cursorForPosition(QPoint(4, y)).block()
        assert bottom.text() == last, f"the log's bottom line is {bottom.text()!r}, its newest {last!r}"

    qtbot.waitUntil(newest_in_view, timeout=3000)
