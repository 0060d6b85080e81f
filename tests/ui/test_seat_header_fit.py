"""Seat headers at 1280x720: a Troll's seven hearts never push its HP figure out ("HP …")."""

import pytest

from tests.ui.busy_table import busy_game


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_seat_shows_its_whole_hp_figure(make_window, qtbot, size):
    win = make_window(size=size, one_player=True)
    win.open_game(busy_game(), autosave=False)
    t = win.table
    win.grab()  # paints every header
    runners = t.game.s.runners
    assert max(r.max_hp for r in runners) >= 7
    for seat, w in t.seats.items():
        r = runners[seat]
        assert w.header.drawn_status == f"HP {r.hp}/{r.max_hp}", (r.name, w.header.drawn_status)
