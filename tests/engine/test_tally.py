"""The recap tally (engine/tally.py) counts what the end screen shows, and starts a malformed entry of a
tampered save afresh instead of failing."""

from __future__ import annotations

from crossfire_desktop.engine import new_game, quick_setup
from crossfire_desktop.engine.tally import note


def test_the_tally_counts_hurts_damage_spending_and_why_the_game_ended() -> None:
    s = new_game(quick_setup("crossfire", 2, 5), record=False).s
    s.tally.clear()
    card = s.obstacles[0].card
    note(s, "attack", {"obstacle": card, "runner": 0, "strength": 2})
    note(s, "attack", {"obstacle": card, "runner": 1, "strength": 1})
    note(s, "hp", {"runner": 0, "delta": -2, "source": "attack"})
    note(s, "hp", {"runner": 0, "delta": 3, "source": "track"})  # a heal counts nothing
    note(s, "ability", {"source": card})
    note(s, "hp", {"runner": 1, "delta": -1, "source": "ability"})  # hurt by the ability that just ran
    note(s, "bought", {"runner": 1, "cost": 4})
    note(s, "nuyen", {"runner": 1, "delta": -2})
    note(s, "staggered", {"runner": 1})
    note(s, "staggered", {"runner": 1})
    note(s, "obstacle_defeated", {"obstacle": card})
    note(s, "game_over", {"reason": "all_down"})
    name = s.defs[card]
    assert s.tally["hurt_by"] == {name: 2 + 1 + 1}
    assert s.tally["damage"] == {"0": 2, "1": 1}
    assert s.tally["spent"] == {"1": 6}
    assert s.tally["staggered"] == [1]
    assert s.tally["defeated"] == 1
    assert s.tally["why"] == {"reason": "all_down", "runner": None}


def test_a_tampered_tally_is_started_afresh_entry_by_entry() -> None:
    s = new_game(quick_setup("crossfire", 2, 5), record=False).s
    card = s.obstacles[0].card
    s.tally.clear()
    s.tally.update({"hurt_by": ["not", "a", "table"], "damage": {"0": "many"}, "defeated": "x", "staggered": 3})
    note(s, "attack", {"obstacle": card, "strength": 2})
    note(s, "hp", {"runner": 0, "delta": -1, "source": "attack"})
    note(s, "hp", {"runner": 0, "delta": "a lot"})  # not a number: nothing counted
    note(s, "obstacle_defeated", {"obstacle": card})
    note(s, "staggered", {"runner": 0})
    assert s.tally == {"hurt_by": {s.defs[card]: 2}, "damage": {"0": 1}, "defeated": 1, "staggered": [0]}
