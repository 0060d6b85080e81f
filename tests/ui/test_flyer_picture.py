"""A card flying from the hand is drawn from the picture the hand already painted: no frame paints it anew."""

from crossfire_desktop.engine import PlayCard, quick_setup
from crossfire_desktop.ui.table.parts import overlays
from crossfire_desktop.ui.table.parts.overlays import Flyer
from crossfire_desktop.ui.table.parts.pointer import drag_card


def test_a_played_card_flies_without_being_painted_again(make_window, persist, qtbot, monkeypatch):
    persist.settings.animation_ms = 150
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t, g = win.table, win.table.game
    painted = []
    real = overlays.card_picture
    monkeypatch.setattr(overlays, "card_picture", lambda *a, **k: (painted.append(1), real(*a, **k)))
    a = next(a for a in g.legal_actions() if isinstance(a, PlayCard) and a.target is not None)
    drag_card(t.hand_view, a.card, t.seats[g.s.obstacle(a.target).facing].obstacles, a.target)
    def flying():
        return [f for f in t.findChildren(Flyer) if f.isVisible()]

    assert flying()  # the card is on its way
    qtbot.waitUntil(lambda: not flying(), timeout=5000)  # every frame drawn, the flight over
    assert painted == []


def test_the_next_card_flies_with_the_flyer_that_landed(make_window, persist, qtbot):
    """No new widget (styled anew by the table's style sheet) over the table at every drop."""
    persist.settings.animation_ms = 60
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t, g = win.table, win.table.game
    for _ in range(2):
        a = next(a for a in g.legal_actions() if isinstance(a, PlayCard) and a.target is not None)
        drag_card(t.hand_view, a.card, t.seats[g.s.obstacle(a.target).facing].obstacles, a.target)
        assert [f for f in t.findChildren(Flyer) if f.isVisible()]  # the card is on its way
        qtbot.waitUntil(lambda: not [f for f in t.findChildren(Flyer) if f.isVisible()], timeout=5000)
    assert len(t.findChildren(Flyer)) == 1
