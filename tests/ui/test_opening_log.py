"""A new game's log starts with what happened before anyone answered: the Scene's obstacles flipped, the
first Crossfire event and the first turn (seen playing: a 4-runner game's log held only "Rules: First
printing", so a player did not learn which event was revealed nor why a runner had to discard)."""

from __future__ import annotations

from crossfire_desktop.engine import quick_setup


def test_a_new_games_log_starts_with_the_setup_the_first_event_and_turn(make_window):
    win = make_window(setup=quick_setup("crossfire", 4, 3))
    g = win.ctl.game
    names = win.ctl.names
    facing = {ob.card: ob.facing for ob in g.s.obstacles}
    assert win.table.log_model.lines == [
        "Rules: First printing",
        "Scene 1 begins: 4 obstacles.",
        *[f"{names.card(card)} appears, facing {names.runner(seat)}." for card, seat in facing.items()],
        "Round 1 begins.",
        f"Crossfire event: {names.card(g.s.crossfire_active[0])} (Crossfire level 0).",
        "Runner 1's turn.",
    ]
