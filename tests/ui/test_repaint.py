"""After an action only what changed is repainted: the cards whose state or highlight changed."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from crossfire_desktop.engine import Kind, PlayCard, quick_setup
from crossfire_desktop.ui.table.driver import Driver
from crossfire_desktop.ui.table.parts import views

from .real_input import click_card, hold_card_over, let_go


def painted_cards(monkeypatch) -> list[object]:
    """The card ids the card delegate paints from now on (it asks `face_of` for each card it paints)."""
    seen: list[object] = []
    real = views.face_of

    def counting(game, card):  # noqa: ANN001
        seen.append(card)
        return real(game, card)

    monkeypatch.setattr(views, "face_of", counting)
    return seen


def visible_cards(t) -> int:  # noqa: ANN001
    views_ = [t.hand_view, t.market_view, t.placed_view, *[s.obstacles for s in t.seats.values()]]
    return sum(v.model().rowCount() for v in views_)


def test_a_drop_repaints_only_what_changed(make_window, qtbot, monkeypatch):
    win = make_window(size=(1920, 1080), setup=quick_setup("crossfire", 4, 3), one_player=True)
    t = win.table
    drv = Driver(t)
    for _ in range(200):
        g = t.game
        plays = [a for a in g.legal_actions() if isinstance(a, PlayCard) and a.runner == t.viewer
                 and a.target is not None]
        if g.pending is not None and g.pending.kind is Kind.PLAY and plays and len(g.s.runners[t.viewer].hand) > 2:
            break
        drv.act()
    QApplication.processEvents()
    total = visible_cards(t)
    seen = painted_cards(monkeypatch)
    a = plays[0]
    view = t.seats[g.s.obstacle(a.target).facing].obstacles
    end = hold_card_over(t.hand_view, a.card, view, a.target)
    QApplication.processEvents()
    seen.clear()  # the drop's repaint only (the dragged card's picture moving over the table repaints too)
    let_go(t.hand_view, view, end)
    QApplication.processEvents()
    assert seen, "the drop repainted nothing"
    assert len(seen) < total
    # a click that selects a hand card repaints that card
    seen.clear()
    card = t.hand_model.key_at(0)
    click_card(t.hand_view, card)
    QApplication.processEvents()
    assert card in seen and len(seen) < total


def test_the_log_shows_every_line(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 3), one_player=True)
    t = win.table
    for i in range(50):
        t.log(f"line {i}")
    assert t.log_view.toPlainText().splitlines()[-1] == "line 49"
    assert t.log_model.lines[-1] == "line 49"
    bar = t.log_view.verticalScrollBar()
    assert bar.value() == bar.maximum()
