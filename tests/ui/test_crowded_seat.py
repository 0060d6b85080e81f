"""5-7 obstacles facing one runner at 1280x720: they overlapped in one row to "Light C…", "Trip Bea…" (seen under
Xvfb). Their seat takes more of the middle and they stand in rows, each whole with its name whole, each reached
by the pointer."""

import pytest
from PySide6.QtWidgets import QApplication

from crossfire_desktop.ui.look.cardcache import CACHE
from crossfire_desktop.ui.look.cardtext import FONT_HOOKS
from crossfire_desktop.ui.table.parts.fan import GRID_LEAST
from crossfire_desktop.ui.table.parts.models import CardRole

from ..engine.card_helpers import make, runner
from .real_input import click_widget
from .test_table_layout import hover

OBSTACLES = ["light_combat_drone", "trip_beams", "deckhead", "astral_shiver", "sudden_fade", "eye_alarm", "gutter_punks"]


def crowded_seat(make_window, n):
    game = make([runner(0, hand=["quick_shot", "mana", "mark"]), runner(1), runner(2), runner(3)],
                obstacles=[{"card": c, "facing": 0} for c in OBSTACLES[:n]])
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    t = win.table
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    QApplication.processEvents()
    return win, t


def whole_in_rows(v, n):
    """The n obstacles of view v in rows, each whole in sight, none over another, every name whole."""
    rects = [v.visualRect(v.model().index(row, 0)) for row in range(n)]
    assert v.step == v.face_size().width() and v.card_h >= GRID_LEAST, (v.step, v.card_h)
    for i, a in enumerate(rects):
        assert v.viewport().rect().contains(a), (i, a, v.viewport().rect())
        assert not any(a.intersects(b) for b in rects[i + 1:]), "two obstacles overlap"
    elided = []
    FONT_HOOKS.append(lambda what, _px: elided.append(what) if what == "name_elided" else None)
    try:
        CACHE.clear()
        v.viewport().grab()  # paints every obstacle afresh
    finally:
        FONT_HOOKS.pop()
    assert elided == [], "an obstacle's name was cut"


@pytest.mark.parametrize("n", [5, 7])
def test_many_obstacles_facing_one_runner_stand_whole_in_rows_names_whole(make_window, qtbot, n):
    win, t = crowded_seat(make_window, n)
    v = t.seats[0].obstacles
    model = v.model()
    assert model.rowCount() == n
    qtbot.waitUntil(v.isWrapping)
    whole_in_rows(v, n)
    seen = []
    v.hovered.connect(lambda card, _dragging: seen.append(card))
    for row in range(n):
        hover(v, row)
    assert seen == [model.index(row, 0).data(CardRole) for row in range(n)]
    for seat in (1, 2, 3):  # the other seats keep their HP figure whole
        win.grab()
        r = t.game.s.runners[seat]
        assert t.seats[seat].header.drawn_status == f"HP {r.hp}/{r.max_hp}"


@pytest.mark.parametrize("n", [5, 7])
def test_many_obstacles_facing_the_client_stand_whole_in_rows(make_window, qtbot, n):
    """Solo Extraction: 5 obstacles facing the Client had stacked to unreadable names and boxes beside an empty
    runner column (seen in play, k50); the Client's seat lays them in rows as a runner's does."""
    from crossfire_desktop.engine.scenario import load_scenario

    game = load_scenario({"runners": [runner(0, hand=["quick_shot"], roles=["Street Samurai", "Mage", "Decker", "Face"])],
                          "mission": "extraction", "obstacles": [{"card": c, "facing": 1} for c in OBSTACLES[:n]]})
    assert game.s.runners[1].client
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    v = win.table.seats[1].obstacles
    qtbot.waitUntil(v.isWrapping)
    whole_in_rows(v, n)


FIVE_MORE = ["eye_alarm", "gutter_punks", "yak_muscle", "aerial_combat_drone", "sudden_fade"]


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("pair", [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)])
def test_any_two_seats_facing_five_each_stand_whole(make_window, persist, qtbot, scale, pair):
    """Two runners of four facing five obstacles each at 1280x720, wherever they sit: while whole rows of the
    grid shared the height, runners 1 and 4 (a diagonal) overlapped; while each column shared its own, runners 1
    and 3 (one column) still did, 4:4 in a column at most 3 parts wide (seen under Xvfb). No seat moves: a
    column holding both takes two thirds of the width, each seat's five side by side in one row at half its
    height (measured: whole for every pair at UI scales 0.8-1.5; from 1.75 they fan and lift whole on hover)."""
    persist.prefs.ui_scale = scale
    first, second = pair
    game = make([runner(0, hand=["quick_shot", "mana", "mark"]), runner(1), runner(2), runner(3)],
                obstacles=[{"card": c, "facing": first} for c in OBSTACLES[:5]]
                + [{"card": c, "facing": second} for c in FIVE_MORE])
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    t = win.table
    for seat in pair:
        v = t.seats[seat].obstacles
        qtbot.waitUntil(v.isWrapping)
        whole_in_rows(v, 5)
        seen = []
        v.hovered.connect(lambda card, _dragging, seen=seen: seen.append(card))
        for row in range(5):
            hover(v, row)
        assert seen == [v.model().index(row, 0).data(CardRole) for row in range(5)]
    for seat in {0, 1, 2, 3} - set(pair):  # the seats facing none keep their HP figure whole
        win.grab()
        r = t.game.s.runners[seat]
        assert t.seats[seat].header.drawn_status == f"HP {r.hp}/{r.max_hp}"


def places(t):
    """Each seat's (column, row) in the grid, as the layout holds it and as the screen shows it."""
    held = {}
    for col, column in enumerate(t.seat_columns):
        for row in range(column.count()):
            w = column.itemAt(row).widget()
            if w is not None:
                held[next(s for s, seat in t.seats.items() if seat is w)] = (col, row)
    at = {s: t.seats[s].mapTo(t, t.seats[s].rect().topLeft()) for s in t.seats}
    xs = sorted({p.x() for p in at.values()})
    shown = {s: (xs.index(p.x()), sorted(q.y() for q in at.values() if q.x() == p.x()).index(p.y()))
             for s, p in at.items()}  # left to right; top to bottom within its column
    assert shown == held, (shown, held)
    return held


def test_no_seat_changes_place_as_obstacles_come_and_go(make_window, qtbot):
    """Players find their seat by where it sits: R1 R2 over R3 R4 all game long. Runners 1 and 3 (one column)
    start facing five each (the seat swap of an earlier fix moved runner 3 to the right); then the table is
    played through its UI (Driver: drags and clicks) while the obstacles pass from seat to seat, a seat facing 0,
    5 or 10 of them."""
    from crossfire_desktop.ui.table.driver import Driver

    game = make([runner(0, hand=["quick_shot", "mana", "mark"]), runner(1), runner(2), runner(3)],
                obstacles=[{"card": c, "facing": 0} for c in OBSTACLES[:5]]
                + [{"card": c, "facing": 2} for c in FIVE_MORE])
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    t, g = win.table, game
    reading = {seat: (i % 2, i // 2) for i, seat in enumerate(g.s.order)}
    driver = Driver(t)
    facing = set()
    while g.pending is not None and len(facing) < 50:
        win.grab()  # lays the grid out as shown
        assert places(t) == reading
        facing.add(tuple(sum(1 for ob in g.s.obstacles if ob.facing == s) for s in range(4)))
        driver.act()
    assert {(5, 0, 5, 0), (0, 10, 0, 0), (0, 0, 10, 0)} <= facing  # the obstacles came and went


def test_two_seats_in_one_column_facing_six_and_five_stand_whole(make_window, qtbot):
    """R1 facing six over R3 facing five at 1280x720, 100%: R1's six overlapped at a step of 55 on a 107 px card,
    over half of each name covered. A column whose seat faces six or more takes 5:2 of the width, and its cards
    go in rows down to GRID_LEAST (measured: R1 97 px, R3 118 px tall, every name whole; at 150% and with seven
    each they still fan, names partly covered and lifted whole on hover)."""
    pool = OBSTACLES + FIVE_MORE[2:4] + OBSTACLES[:2]
    game = make([runner(0, hand=["quick_shot", "mana", "mark"]), runner(1), runner(2), runner(3)],
                obstacles=[{"card": c, "facing": 0} for c in pool[:6]] + [{"card": c, "facing": 2} for c in pool[6:11]])
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    t = win.table
    for seat, n in ((0, 6), (2, 5)):
        v = t.seats[seat].obstacles
        qtbot.waitUntil(v.isWrapping)
        whole_in_rows(v, n)
        seen = []
        v.hovered.connect(lambda card, _dragging, seen=seen: seen.append(card))
        for row in range(n):
            hover(v, row)
        assert seen == [v.model().index(row, 0).data(CardRole) for row in range(n)]
    for seat in (1, 3):  # the narrower column's seats keep their HP figure whole
        win.grab()
        r = t.game.s.runners[seat]
        assert t.seats[seat].header.drawn_status == f"HP {r.hp}/{r.max_hp}"
