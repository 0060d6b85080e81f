"""A drop's first frame does only what the player must see at once: no other part of the table is laid out
or painted again for it, and what comes a frame later (the log line, the seat headers' figures) comes. Input is the player's: the mouse through Qt's event dispatch (tests/ui/real_input.py)."""

from __future__ import annotations

import json

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from crossfire_desktop.engine import Kind, load_scenario
from crossfire_desktop.ui.look import cardcache
from crossfire_desktop.ui.look.cardface import CardFace
from crossfire_desktop.ui.table.driver import Driver

from ..engine.helpers import hand_card, obstacle
from .busy_table import SCENARIO, busy_game
from .real_input import drag_card, hold_card_over, let_go


def clairvoyance_game():
    """The busy table; Cal (on turn) holds Clairvoyance (draw, then discard: a choice), and so does Jay,
    whose assist puts Assist… on the hand's title line."""
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("_about")
    data["runners"][0]["hand"].append("clairvoyance")
    data["runners"][1]["hand"].append("clairvoyance")
    return load_scenario(data)


def settle() -> None:
    """Every frame asked for so far painted: an action's frame, then (a turn of the event loop later) its
    deferred parts, then their frame."""
    for _ in range(4):
        QApplication.processEvents()


class Painted(QObject):
    """The widgets painted while it listens."""

    def __init__(self) -> None:
        super().__init__()
        self.widgets: list[QWidget] = []
        self.names: list[str] = []
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, obj, ev):  # noqa: N802 - Qt's name
        if ev.type() == QEvent.Type.Paint and isinstance(obj, QWidget):
            self.widgets.append(obj)
            self.names.append(type(obj).__name__ + ":" + obj.objectName())
        return False

    def stop(self) -> None:
        QApplication.instance().removeEventFilter(self)


def test_a_drop_that_leads_to_a_choice_moves_nothing_else_on_the_table(make_window):
    """The Assist… button goes when the choice comes: the table keeps its layout (before, the hand's title
    line shrank and every seat, the market and the hand were laid out and painted again)."""
    win = make_window(size=(1920, 1080), one_player=True)
    win.open_game(clairvoyance_game())
    QApplication.processEvents()
    t = win.table
    g = t.game
    assert t.assist_btn.isVisible()
    places = {w: w.geometry() for w in [*t.seats.values(), t.market_view, t.hand_view, t.crossfire, t.act]}
    drag_card(t.hand_view, hand_card(g, 0, "clairvoyance"), t.placed_view, None)
    QApplication.processEvents()
    assert g.pending.kind is Kind.CHOOSE_MANY and g.pending.prompt == "discard_cards"
    assert not t.assist_btn.isVisible()
    assert t.panel.buttons and all(b.isVisible() for b in t.panel.buttons)  # the choice shows
    assert len(t.panel.buttons) == len(g.pending.options)
    assert {w: w.geometry() for w in places} == places


def test_nothing_under_the_hand_off_is_painted(make_window, two_runner_setup):
    """The hand-off screen covers the table: it paints its own ground, and the table under it is not
    painted, neither when it comes (before, the whole table was painted where nobody could see it) nor
    when the table changes under it."""
    win = make_window(setup=two_runner_setup)
    t = win.table
    drv = Driver(t)  # plays by mouse until the turn passes to the other runner
    painted = Painted()
    try:
        for _ in range(200):
            settle()  # the frames of the action before
            painted.widgets.clear()
            drv.act()
            settle()
            if t.handoff.isVisible():
                break
        assert t.handoff.isVisible() and t.handoff.geometry() == t.rect()
        assert t.handoff in painted.widgets
        # the click's own frames paint the button pressed; none paints the table's parts
        parts = [*t.seats.values(), *(w.header for w in t.seats.values()), t.crossfire, t.steps,
                 t.log_view.viewport(), *(v.viewport() for v in t.card_views())]
        assert not set(painted.widgets) & set(parts)
        painted.widgets.clear()
        for w in t.seats.values():  # as the table's refresh marks what changed under the cover
            w.header.update()
        t.market_view.viewport().update()
        settle()
        assert not set(painted.widgets) & set(parts)
    finally:
        painted.stop()
    corner = win.grab().toImage().pixelColor(t.mapTo(win, t.rect().center() / 8))
    assert corner == QColor("#0b0e15")


def test_a_drop_shows_its_log_line_and_the_seat_headers_new_figures(make_window, qtbot):
    """The log line and the seat header come a frame after the card lands; they come."""
    win = make_window(size=(1920, 1080), one_player=True)
    win.open_game(busy_game())
    QApplication.processEvents()
    t = win.table
    g = t.game
    header = t.seats[0].header
    qs, ammo = hand_card(g, 0, "quick_shot"), obstacle(g, "out_of_ammo")
    lines = len(t.log_model.lines)
    end = hold_card_over(t.hand_view, qs, t.seats[0].obstacles, ammo)
    QApplication.processEvents()
    painted = Painted()
    try:
        let_go(t.hand_view, t.seats[0].obstacles, end)
        # the log holds the line at once (what is kept for Continue reads it there); the view shows it later
        assert any("Quick Shot" in line for line in t.log_model.lines[lines:])
        qtbot.waitUntil(lambda: header in painted.widgets)  # painted from the game as it is now: 6 cards, not 7
    finally:
        painted.stop()
    assert qs not in g.s.runners[0].hand
    new = t.log_view.toPlainText().splitlines()[-(len(t.log_model.lines) - lines):]
    assert new and any("Quick Shot" in line for line in new), new


def test_the_target_a_card_rests_over_is_painted_before_the_drop(make_window, qtbot, monkeypatch):
    """The obstacle's new face (the damage placed on it) is painted while the card rests over it: the drop
    draws that picture instead of painting one."""
    win = make_window(size=(1920, 1080), one_player=True)
    win.open_game(busy_game())
    QApplication.processEvents()
    t = win.table
    g = t.game
    for other in QApplication.topLevelWidgets():  # an earlier test's window would paint the same cards
        if other is not win and other.isVisible():
            other.hide()
    cardcache.CACHE.clear()  # the pictures an earlier test made: this drop's are painted here
    win.repaint()  # ... and the table's, as it shows now
    painted: list[CardFace] = []
    real = cardcache.card_picture
    monkeypatch.setattr(cardcache, "card_picture", lambda face, *a, **k: (painted.append(face), real(face, *a, **k))[1])
    qs, ammo = hand_card(g, 0, "quick_shot"), obstacle(g, "out_of_ammo")
    end = hold_card_over(t.hand_view, qs, t.seats[0].obstacles, ammo)
    # the pointer rests: Out of Ammo is painted with Quick Shot placed on it
    qtbot.waitUntil(lambda: any(f.name == "Out of Ammo" and f.placed == 1 for f in painted))
    painted.clear()
    let_go(t.hand_view, t.seats[0].obstacles, end)
    settle()
    assert g.s.turn.placements[-1].target == ammo
    assert [f.name for f in painted if f.name == "Out of Ammo"] == []
