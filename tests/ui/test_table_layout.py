"""The table's layout at 1280x720 and 1920x1080: cards overlap instead of scrolling, every card
stays reachable by mouse, and nothing is clipped."""

import pytest
from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QMouseEvent, QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from crossfire_desktop.engine import PlayCard
from crossfire_desktop.ui.look.cardcache import CACHE
from crossfire_desktop.ui.look.cardface import face_of_def
from crossfire_desktop.ui.look.cardpaint import CARD_RATIO, paint_card
from crossfire_desktop.ui.table.parts.fit import MIN_CARD_H
from crossfire_desktop.ui.table.parts.models import CardRole

from ..engine.helpers import obstacle
from .busy_table import crowded_game
from .real_input import click_widget

SIZES = [(1280, 720), (1920, 1080)]


def crowded_table(make_window, size, **kw):
    win = make_window(size=size, one_player=True)
    win.open_game(crowded_game(**kw), autosave=False)
    t = win.table
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    QApplication.processEvents()
    return t


def strip_center(view, row):
    """The middle of the part of a card that the next card leaves showing."""
    return view.visualRect(view.model().index(row, 0)).center()


def hover(view, row):
    """The pointer moves onto a card's strip (sent to the viewport as the window system would)."""
    at = QPointF(strip_center(view, row))
    vp = view.viewport()
    move = QMouseEvent(QEvent.Type.MouseMove, at, vp.mapToGlobal(at), Qt.MouseButton.NoButton,
                       Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, move)


@pytest.mark.parametrize("size", SIZES)
def test_an_8_card_hand_overlaps_without_a_scroll_bar_and_every_card_is_clickable(make_window, qtbot, size):
    t = crowded_table(make_window, size)
    hand = t.game.s.runners[0].hand
    assert len(hand) == 8
    v = t.hand_view
    assert not v.horizontalScrollBar().isVisible() and not v.verticalScrollBar().isVisible()
    right = v.viewport().width()
    for card in hand:  # each card whole inside the view
        r = v.card_rect(card)
        assert r is not None and v.viewport().mapFrom(t.window(), r.bottomRight().toPoint()).x() <= right
    for row, card in enumerate(hand):
        QTest.mouseClick(v.viewport(), Qt.MouseButton.LeftButton, pos=strip_center(v, row))
        assert t.marks.selected == ("hand", card), row
        QTest.mouseClick(v.viewport(), Qt.MouseButton.LeftButton, pos=strip_center(v, row))  # unpick


def test_the_hovered_hand_card_is_painted_whole_on_top(make_window, qtbot):
    t = crowded_table(make_window, (1280, 720))
    v = t.hand_view
    first = v.visualRect(v.model().index(0, 0))
    face = v.face_size()
    assert first.width() < face.width(), "the 8 cards overlap at 1280x720"
    covered = QRect(first.right() + 1, first.top(), face.width() - first.width(), face.height())  # under card 2

    def pixel():
        CACHE.clear()
        return v.viewport().grab().toImage().copy(covered)

    hover(v, 4)
    before = pixel()
    hover(v, 0)
    raised = pixel()
    assert raised != before, "the first card is raised over the second"
    hover(v, 1)
    assert pixel() != raised, "the second card back on top of the first"


@pytest.mark.parametrize("size", SIZES)
def test_three_obstacles_fit_their_seat_whole(make_window, qtbot, size):
    t = crowded_table(make_window, size)
    v = t.seats[0].obstacles
    assert v.model().rowCount() == 3
    assert not v.horizontalScrollBar().isVisible() and not v.verticalScrollBar().isVisible()
    assert v.viewport().height() >= v.card_h
    last = v.visualRect(v.model().index(2, 0))
    assert last.x() + v.face_size().width() <= v.viewport().width()
    if size == (1920, 1080):  # room for three smaller cards side by side, still readable: no overlap
        assert v.step >= v.face_size().width() and v.card_h >= v.fit[0]
    seen = []
    v.hovered.connect(lambda card, _dragging: seen.append(card))
    for row in range(3):
        hover(v, row)
    assert seen == [v.model().index(row, 0).data(CardRole) for row in range(3)]


@pytest.mark.parametrize("size", SIZES)
def test_in_play_strip_is_named_plainly_and_shows_every_played_card_whole(make_window, qtbot, size):
    t = crowded_table(make_window, size, out_of_ammo=False)
    g = t.game
    target = obstacle(g, "deckhead")
    for card in list(g.s.runners[0].hand[:5]):
        assert t.ctl.submit(PlayCard(0, card, target))
    v = t.placed_view
    assert t.placed_label.text() == "In play"
    fm = t.placed_label.fontMetrics()
    assert fm.horizontalAdvance(t.placed_label.text()) <= t.placed_label.width()
    assert v.model().rowCount() == 5
    assert not v.horizontalScrollBar().isVisible() and not v.verticalScrollBar().isVisible()
    assert v.viewport().height() >= v.card_h
    last = v.visualRect(v.model().index(4, 0))
    assert last.x() + v.face_size().width() <= v.viewport().width()
    pids = [p.pid for p in g.s.turn.placements]
    for row, pid in enumerate(pids):
        QTest.mouseClick(v.viewport(), Qt.MouseButton.LeftButton, pos=strip_center(v, row))
        assert t.marks.selected == ("placement", pid), row
        QTest.mouseClick(v.viewport(), Qt.MouseButton.LeftButton, pos=strip_center(v, row))


@pytest.mark.parametrize("height", [MIN_CARD_H, 300])
def test_placed_damage_never_covers_an_obstacles_attack_or_nuyen(qtbot, height):
    """Damage of many colours placed on an obstacle: the attack number and the nuyen stay whole."""
    import dataclasses

    from crossfire_desktop.catalog import load_catalog

    face = face_of_def(load_catalog().by_id["deckhead"])
    w = height / CARD_RATIO

    def paint(pool):
        pm = QPixmap(int(w), height)
        pm.fill(Qt.GlobalColor.black)
        p = QPainter(pm)
        paint_card(p, QRectF(0, 0, w, height), dataclasses.replace(face, pool=pool))
        p.end()
        return pm.toImage()

    bare, placed = paint(None), paint((2, 1, 1, 1, 1, 0))
    stats = QRect(0, int(height * 0.88), int(w), int(height * 0.12))  # the bottom line: attack, nuyen
    corners = [QRect(stats.x(), stats.y(), int(w * 0.22), stats.height()),
               QRect(stats.right() - int(w * 0.22), stats.y(), int(w * 0.22), stats.height())]
    for corner in corners:
        assert placed.copy(corner) == bare.copy(corner)
    assert placed != bare  # the placed damage is painted somewhere


def clients_four_obstacles():
    """Solo Extraction, round 4 (random play, seed 8): four obstacles face the Client, none the runner."""
    from collections import Counter

    from crossfire_desktop.bots.random_policy import RandomPolicy
    from crossfire_desktop.engine import Kind, new_game, quick_setup

    g, policy = new_game(quick_setup("extraction", 1, 8)), RandomPolicy(8)
    while not (Counter(ob.facing for ob in g.s.obstacles)[1] == 4 and g.pending.kind is Kind.PLAY):
        g.apply(policy.choose(g))
    return g


def test_the_clients_four_obstacles_stand_whole_in_two_rows_at_1280x720(make_window, qtbot):
    """They overlapped in one row of small cards with room for two rows (seen in play): each is whole, larger
    than a one-row card, none covers another, and a card dropped on one in the second row lands on it."""
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(clients_four_obstacles(), autosave=False)
    t = win.table
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    v = t.seats[1].obstacles
    model = v.model()

    def card_rects():
        return [v.visualRect(model.index(row, 0)) for row in range(model.rowCount())]

    qtbot.waitUntil(lambda: [r.top() for r in card_rects()].count(card_rects()[0].top()) == 2)  # two rows of two
    rects = card_rects()
    assert v.isWrapping() and len(rects) == 4 and len({r.top() for r in rects}) == 2
    assert v.card_h > MIN_CARD_H and v.step == v.face_size().width()
    for i, a in enumerate(rects):
        assert v.viewport().rect().contains(a)
        assert not any(a.intersects(b) for b in rects[i + 1:])
    from crossfire_desktop.ui.table.parts.pointer import drag_card

    target = model.index(3, 0).data(CardRole)
    card = t.game.s.runners[0].hand[0]
    drag_card(t.hand_view, card, v, target)
    qtbot.waitUntil(lambda: any(p.card == card for p in t.game.s.turn.placements))
    assert next(p for p in t.game.s.turn.placements if p.card == card).target == target
