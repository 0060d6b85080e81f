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


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_two_seats_on_a_diagonal_facing_five_each_stand_whole(make_window, persist, qtbot, scale):
    """Runners 1 and 4 of four facing five obstacles each at 1280x720: while whole rows of the grid shared the
    height, both rows were crowded and each runner's five overlapped (seen under Xvfb); each column now shares
    its own height, so each crowded seat takes most of its column above or below a seat facing none."""
    persist.prefs.ui_scale = scale
    game = make([runner(0, hand=["quick_shot", "mana", "mark"]), runner(1), runner(2), runner(3)],
                obstacles=[{"card": c, "facing": 0} for c in OBSTACLES[:5]]
                + [{"card": c, "facing": 3} for c in ["eye_alarm", "gutter_punks", "yak_muscle",
                                                      "aerial_combat_drone", "sudden_fade"]])
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    t = win.table
    for seat in (0, 3):
        v = t.seats[seat].obstacles
        qtbot.waitUntil(v.isWrapping)
        whole_in_rows(v, 5)
        seen = []
        v.hovered.connect(lambda card, _dragging, seen=seen: seen.append(card))
        for row in range(5):
            hover(v, row)
        assert seen == [v.model().index(row, 0).data(CardRole) for row in range(5)]
    for seat in (1, 2):  # the seats facing none keep their HP figure whole
        win.grab()
        r = t.game.s.runners[seat]
        assert t.seats[seat].header.drawn_status == f"HP {r.hp}/{r.max_hp}"
