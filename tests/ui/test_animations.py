"""Animations are off in tests; with them on, a whole turn plays, every animation ends, the table is right."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Kind, PlayCard, quick_setup
from crossfire_desktop.ui.table.parts.animations import Effect
from crossfire_desktop.ui.table.parts.overlays import Flyer
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


def _cards(view):
    model = view.model()
    return [model.index(r, 0).data(Qt.ItemDataRole.UserRole + 1) for r in range(model.rowCount())]


def test_animations_are_off_in_tests(make_window):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t, g = win.table, win.table.game
    a = next(a for a in g.legal_actions() if isinstance(a, PlayCard) and a.target is not None)
    drag_card(t.hand_view, a.card, t.seats[g.s.obstacle(a.target).facing].obstacles, a.target)
    assert win.extras.animator.active() == 0


def test_a_turn_with_animations_ends_in_the_right_state(make_window, persist, qtbot):
    persist.settings.animation_ms = 120
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t, g = win.table, win.table.game
    seen = 0
    seat = g.s.current
    while g.pending.kind is Kind.PLAY:
        plays = [a for a in g.legal_actions() if isinstance(a, PlayCard) and a.runner == seat and a.target is not None]
        if not plays:
            break
        a = plays[0]
        drag_card(t.hand_view, a.card, t.seats[g.s.obstacle(a.target).facing].obstacles, a.target)
        seen = max(seen, win.extras.animator.active())
    QTest.keyClick(t, Qt.Key.Key_Space)
    while g.pending.kind is Kind.APPLY:
        target = g.damage_targets()[0]
        _click_card(t.seats[g.s.obstacle(target).facing].obstacles, target)
        seen = max(seen, win.extras.animator.active())
    if g.pending.kind is Kind.BUY:
        click_widget(t.panel.main)
    seen = max(seen, win.extras.animator.active())
    assert seen > 0  # something moved
    qtbot.waitUntil(lambda: win.extras.animator.active() == 0, timeout=5000)
    assert not t.findChildren(Effect) and not [f for f in t.findChildren(Flyer) if f.isVisible()]  # all landed
    # the table shows the game as it is
    viewer = t.viewer
    assert _cards(t.hand_view) == list(g.s.runners[viewer].hand)
    for s, w in t.seats.items():
        assert sorted(_cards(w.obstacles)) == sorted(o.card for o in g.s.obstacles if o.facing == s)


def test_a_defeated_obstacle_fades_out_as_it_was_seen_with_its_damage(make_window, persist, qtbot):
    """The fading card was painted from the game after the defeat: the obstacle looked whole again, its damage
    gone, as it faded (seen in play). It fades as its view last showed it."""
    from crossfire_desktop.ui.look.cardface import face_of
    from crossfire_desktop.ui.table.driver import Driver

    persist.settings.animation_ms = 120
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t, g = win.table, win.table.game
    driver = Driver(t)
    for _ in range(2000):
        if g.pending is None:
            break
        before = {ob.card for ob in g.s.obstacles}
        driver.act()
        fading = [e for e in t.findChildren(Effect) if e.face is not None]
        if fading:
            face = fading[0].face
            gone = next(c for c in before if g.s.obstacle(c) is None and face_of(g, c).name == face.name)
            assert face.placed > 0 or face.cleared > 0  # the damage it was defeated with
            assert face_of(g, gone).placed == face_of(g, gone).cleared == 0  # the game's picture of it now
            return
    raise AssertionError("no obstacle defeated")
