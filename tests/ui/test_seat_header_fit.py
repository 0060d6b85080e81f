"""Seat headers at 1280x720 and 1920x1080: a Troll's seven hearts never push its HP figure out ("HP …"); names,
metatypes and roles whole or left out, clear of the attack icon."""

import pytest

from crossfire_desktop.ui.table.parts.seat import ROLE_OF
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


@pytest.mark.parametrize("seats", [4, 5])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_names_and_metatypes_are_whole_or_left_out_never_cut(make_window, qtbot, seats, size):
    """A long name keeps its place; the metatype and roles are shown whole, or the roles alone, or
    nothing (the tooltip says it all) — never "Hum…"."""
    from crossfire_desktop.engine import quick_setup

    mission = "extraction" if seats == 5 else "crossfire"  # Extraction seats the Client too
    setup = quick_setup(mission, 4, 3)
    names = ["Humphrey Bogart", "Katarina Nightshade", "Bo", "Maximilian Steel"]
    setup = setup.model_copy(update={"runners": [r.model_copy(update={"name": n})
                                                 for r, n in zip(setup.runners, names, strict=True)]})
    win = make_window(size=size, setup=setup, one_player=True)
    t = win.table
    assert len(t.seats) == seats
    win.grab()
    for seat, w in t.seats.items():
        r = t.game.s.runners[seat]
        h = w.header
        assert h.drawn_title.endswith(r.name), (h.drawn_title, h.width())
        assert "…" not in h.drawn_meta
        roles = " / ".join(ROLE_OF[c] for c in r.colors)
        assert h.drawn_meta in ("", roles) or h.drawn_meta.startswith(r.metatype) or r.client, h.drawn_meta
        assert r.name in h.toolTip() and r.metatype in h.toolTip() or r.client
        assert h.meta_end + 4 <= h.icon_left, (h.drawn_meta, h.meta_end, h.icon_left)  # clear of the attack icon
