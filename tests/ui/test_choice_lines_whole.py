"""A decision's choices that scroll show whole lines: at 1280x720 the strip of "take an obstacle facing the
Client" ended in a line of buttons cut in half (read as the list's end, seen in play: k50); the strip is now
as tall as the whole lines that fit, and the scroll bar shows there are more."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import new_game, quick_setup


def five_obstacles_facing_the_client(catalog):
    """A solo Extraction at a start of turn: four obstacles facing the Client the runner may take (played out)."""
    g = new_game(quick_setup("extraction", 1, 48), catalog)
    pol = RandomPolicy(48)
    for _ in range(65):
        g.apply(pol.choose(g))
    assert g.pending.prompt == "intercept_obstacle" and len(g.pending.options) == 5
    return g


@pytest.mark.parametrize("share", [0.22, 0.1, 0.06])
def test_no_choice_is_cut_by_the_strip_s_edge(make_window, catalog, qtbot, share):
    """`share`: the strip's most height, of the window's (the table's own, and two and a half lines or two: a
    larger UI scale or a longer prompt, as in play)."""
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(five_obstacles_facing_the_client(catalog), autosave=False)
    panel = win.table.panel
    panel.strip_share = share
    win.resize(1300, 720)  # the strip fits itself again

    def whole_or_out_of_sight():
        assert len(panel.buttons) == 5 and all(b.isVisible() for b in panel.buttons)
        view = panel.scroll.viewport()
        out = 0
        for b in panel.buttons:
            top = b.mapTo(view, QPoint(0, 0)).y()
            inside = top >= 0 and top + b.height() <= view.height()
            assert inside or top >= view.height() or top + b.height() <= 0, f"{b.text()!r} cut by the strip's edge"
            out += not inside
        assert out == 0 or panel.scroll.verticalScrollBar().maximum() > 0  # the rest is a scroll away
        assert out == 0 or panel.scroll.verticalScrollBar().isVisible()

    qtbot.waitUntil(whole_or_out_of_sight, timeout=5000)
