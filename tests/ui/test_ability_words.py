"""An ability's log line names its card once: the Timebomb event's text starts with its keyword, which is
also its name ("Timebomb: Timebomb: When this card…" was logged, seen in play)."""

from __future__ import annotations

from crossfire_desktop.engine import Event, new_game, quick_setup
from crossfire_desktop.ui.words.names import Namer
from crossfire_desktop.ui.words.text import event_lines


def test_a_timebomb_is_said_once(catalog):
    g = new_game(quick_setup("crossfire", 4, 3), catalog)
    bomb = g.s.defs.index("timebomb")
    ev = Event("ability", {"source": bomb, "effect": "runner_takes_damage", "controller": 0, "when": "timebomb"})
    assert event_lines([ev], Namer(g)) == [
        "Timebomb: When this card is placed in the Crossfire discard, each runner takes 1 damage. "
        "8+: Instead of 1 damage, each runner takes 3 damage."]
