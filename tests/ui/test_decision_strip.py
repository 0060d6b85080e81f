"""The decision strip: every choice whole (wrapped, beside or over Confirm, never under it) at 1280x720 and
1920x1080, the wheel scrolls many choices, and a discard's cards can be picked by clicking them in the hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import Kind, new_game, quick_setup
from crossfire_desktop.ui.table.parts.hint import fits

from .clicks import click_card
from .hints import table_with_a_hint


def six_card_discard(catalog):
    """A 4-runner game at a discard of six hand cards (a random playout, replayed exactly)."""
    g = new_game(quick_setup("crossfire", 4, 5), catalog)
    pol = RandomPolicy(5)
    for _ in range(29):
        g.apply(pol.choose(g))
    assert g.pending.kind is Kind.CHOOSE_MANY and len(g.pending.options) == 6
    return g


def in_panel(panel, w):
    return w.geometry().translated(w.parentWidget().mapTo(panel, QPoint(0, 0)))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("which", ["discard", "intercept"])
def test_every_choice_is_whole_and_clear_of_confirm(make_window, catalog, qtbot, size, which):
    win = make_window(size=size, one_player=True)
    game = six_card_discard(catalog) if which == "discard" else new_game(quick_setup("extraction", 2, 3), catalog)
    win.open_game(game, autosave=False)
    panel = win.table.panel

    def whole_and_clear():
        assert len(panel.buttons) >= 3
        viewport = panel.scroll.viewport()
        rects = []
        for b in panel.buttons:
            assert b.isVisible()
            assert b.text().replace("\n", " ") == b.property("label")  # every word, none cut to "Ma…"
            assert b.width() >= b.sizeHint().width() and b.height() >= b.sizeHint().height()
            r = b.geometry()
            assert r.left() >= 0 and r.right() < viewport.width(), f"{b.text()!r} leaves the strip"
            assert not any(r.intersects(o) for o in rects), "choices overlap"
            rects.append(r)
            fm = b.fontMetrics()
            assert max(fm.horizontalAdvance(line) for line in b.text().split("\n")) <= r.width()
        if panel.main.isVisible():
            assert not in_panel(panel, panel.main).intersects(in_panel(panel, panel.scroll))
        lowest = max(r.bottom() for r in rects)
        assert lowest < viewport.height() or panel.scroll.verticalScrollBar().maximum() > 0

    # Qt lays the strip out from posted events: on a loaded machine the first paint may come
    # before the last pass, so wait for the layout to settle (a real fault never settles).
    qtbot.waitUntil(whole_and_clear, timeout=5000)


def test_the_wheel_scrolls_many_choices(make_window, catalog, qtbot):
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(six_card_discard(catalog), autosave=False)
    qtbot.wait(10)
    panel = win.table.panel
    panel.strip_share = 0.01  # a strip of one line (a big UI scale, a small screen)
    click_card(win.table.hand_view, int(win.table.game.pending.options[0].ref))  # the table refreshes
    qtbot.wait(10)
    bar = panel.scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the choices fit: nothing to scroll"
    assert bar.value() == 0
    b = panel.buttons[0]
    at = QPointF(b.rect().center())
    wheel = QWheelEvent(at, QPointF(b.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(b, wheel)  # over a choice: the strip scrolls, as over its blank space
    assert bar.value() > 0


def test_a_discard_is_picked_by_clicking_the_hand_cards(make_window, catalog, qtbot):
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(six_card_discard(catalog), autosave=False)
    qtbot.wait(10)
    t, g = win.table, win.table.game
    d = g.pending
    runner = d.runner
    assert t.viewer == runner
    cards = [int(o.ref) for o in d.options[: d.min or 1]]
    for c in cards:
        click_card(t.hand_view, c)
    assert [int(d.options[i].ref) for i in t.panel.picked] == cards
    assert all(t.targeting.glow("hand", c) == "good" for c in cards)  # the hand shows the picks
    assert all(b.isChecked() == (i < len(cards)) for i, b in enumerate(t.panel.buttons))
    click_card(t.hand_view, cards[0])  # a second click puts it back
    assert cards[0] not in [int(d.options[i].ref) for i in t.panel.picked]
    click_card(t.hand_view, cards[0])
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert g.pending is not d
    assert not set(cards) & set(g.s.runners[runner].hand)


def test_confirm_stays_clear_of_the_choices_with_a_refusal_shown(make_window, catalog, qtbot):
    """A crowded column (six choices, a message of two lines, the log's least): the strip scrolls instead."""
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(six_card_discard(catalog), autosave=False)
    t = win.table
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Return)  # Confirm with nothing picked: how to pick, the message takes its lines
    panel = t.panel

    def clear():  # once the posted layout passes have run (the strip fits itself to whole lines of choices)
        assert t.message.height() >= 2 * t.message.fontMetrics().lineSpacing()
        scroll, main = in_panel(panel, panel.scroll), in_panel(panel, panel.main)
        assert not scroll.intersects(main), f"Confirm {main} over the choices {scroll}"
        assert panel.rect().contains(main) and panel.rect().contains(scroll)
        assert t.act.rect().contains(panel.geometry()) and not panel.geometry().intersects(t.message.geometry())

    qtbot.waitUntil(clear, timeout=5000)


def test_a_hint_over_six_choices_leaves_every_choice_in_sight(make_window, catalog, qtbot):
    """At 1280x720 a hint's three lines above the log had squeezed a six-card discard to one scrolled row:
    while choices show, the log lends them its lines (it keeps two), and every choice is in sight unscrolled."""
    t = table_with_a_hint(make_window, qtbot, six_card_discard(catalog))
    panel = t.panel
    line = t.message.fontMetrics().lineSpacing()
    assert t.message.text().startswith("Hint:")

    def all_in_sight():  # once the posted layout passes have run
        assert fits(t.message, t.message.text()) and t.message.height() >= line  # the hint whole
        viewport = panel.scroll.viewport()
        assert panel.scroll.verticalScrollBar().maximum() == 0, "the choices scroll"
        for b in panel.buttons:
            top_left = b.mapTo(viewport, b.rect().topLeft())
            assert viewport.rect().contains(top_left) and viewport.rect().contains(top_left + b.rect().bottomRight())
        assert not in_panel(panel, panel.scroll).intersects(in_panel(panel, panel.main))
        boxes = [w.geometry() for w in (panel, t.message, t.log_view)]
        assert all(t.act.rect().contains(r) for r in boxes)
        assert not boxes[0].intersects(boxes[1]) and not boxes[1].intersects(boxes[2])
        assert t.log_view.viewport().height() >= 2 * t.log_view.fontMetrics().lineSpacing()

    qtbot.waitUntil(all_in_sight, timeout=5000)


def test_picking_an_ordered_choice_moves_no_choice(make_window, catalog, qtbot):
    """Ordering cards: a pick's "[1]" mark had widened its button and pushed the next ones along, under the
    pointer on its way to the next pick (seen as a mis-click under real X input). Each choice keeps a mark's
    room from the start."""
    g = new_game(quick_setup("crossfire", 2, 6), catalog)
    pol = RandomPolicy(6)
    for _ in range(58):
        g.apply(pol.choose(g))
    d = g.pending
    assert d.kind is Kind.CHOOSE_MANY and d.ordered and len(d.options) >= 3
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(g, autosave=False)
    panel = win.table.panel
    qtbot.waitUntil(lambda: all(b.isVisible() for b in panel.buttons))
    before = [b.geometry() for b in panel.buttons]
    for n, b in enumerate(panel.buttons[:2], 1):
        qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
        assert b.text().startswith(f"[{n}] ")
        assert [x.geometry() for x in panel.buttons] == before
    assert panel.buttons[2].text().startswith("[\u2007] ")
