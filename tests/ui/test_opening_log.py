"""A new game's log starts with what happened before anyone answered: the Scene's obstacles flipped, the
first Crossfire event and the first turn (seen playing: a 4-runner game's log held only "Rules: First
printing", so a player did not learn which event was revealed nor why a runner had to discard)."""

from __future__ import annotations

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.words.cardwords import card_text


def test_a_new_games_log_starts_with_the_setup_the_first_event_and_turn(make_window):
    win = make_window(setup=quick_setup("crossfire", 4, 3))
    g = win.ctl.game
    names = win.ctl.names
    facing = {ob.card: ob.facing for ob in g.s.obstacles}
    event = g.card_def(g.s.crossfire_active[0])
    live = f" ○ Crossfire {event.threshold}+: {card_text(event.threshold_text)}" if event.threshold_text else ""
    bomb = f" Timebomb: {card_text(event.timebomb_text)}" if event.timebomb_text else ""
    assert win.table.log_model.lines == [
        "Rules: First printing",
        "Scene 1 begins: 4 obstacles.",
        *[f"{names.card(card)} appears, facing {names.runner(seat)}." for card, seat in facing.items()],
        "Round 1 begins.",
        f"Crossfire event: {event.name} (Crossfire level 0). {card_text(event.text)}{live}{bomb}",
        "Runner 1's turn.",
    ]


def test_the_event_s_whole_text_is_in_the_log_at_1280x720(make_window):
    """The event card at 1280x720 ends in "…" (Big Uglies' Crossfire line, seen in play); the log says it all."""
    win = make_window(size=(1280, 720), setup=quick_setup("extraction", 1, 3))
    g = win.ctl.game
    event = g.card_def(g.s.crossfire_active[-1])
    line = next(x for x in win.table.log_model.lines if x.startswith("Crossfire event:"))
    for part in (event.text, event.threshold_text, event.timebomb_text):
        assert card_text(part) in line
