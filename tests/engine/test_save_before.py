"""A save keeps the turns before its snapshot (`before`), so a resumed game's history, replay and undo reach
back to its start: a game resumed with Continue had a record starting at its save's snapshot (seen in play:
its replay began in round 2, History counted only the turns after it)."""

from __future__ import annotations

import json

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import load_game, new_game, quick_setup
from crossfire_desktop.saves.games import check_game, game_save


def _played(turns: int, seed: int = 7):
    g = new_game(quick_setup("crossfire", 2, seed))
    policy = HeuristicPolicy(seed)
    while g.s.turns < turns:
        g.apply(policy.choose(g))
    g.apply(policy.choose(g))  # mid-turn: actions after the snapshot too
    return g


def test_a_loaded_game_has_the_whole_history_of_the_game_saved(tmp_path):
    g = _played(6)
    data = json.loads(json.dumps(game_save(g)))  # as written to the file and read back
    assert data["before"]["actions"] and data["actions"]
    resumed = check_game(data, tmp_path / "save.json", load_catalog()).game  # the program's way in: schema and hashes
    assert resumed.history() == g.history() and resumed.state_hash() == g.state_hash()
    resumed.apply(HeuristicPolicy(7).choose(resumed))
    again = load_game(resumed.save())  # saved again: still from the start
    assert again.history()["actions"][: len(g.history()["actions"])] == g.history()["actions"]


def test_turns_before_that_replay_to_another_game_are_dropped_never_the_game():
    g = _played(6)
    data = g.save()
    data["before"]["actions"] = data["before"]["actions"][:-1]  # edited: no longer leads to the snapshot
    resumed = load_game(data)
    assert resumed.state_hash() == g.state_hash()
    assert resumed.history()["snapshot"] == data["snapshot"]  # its record starts at the snapshot, as before
    data["before"] = {"snapshot": {"state": "nonsense", "rng": []}, "actions": [{"bad": 1}]}
    assert load_game(data).state_hash() == g.state_hash()


def test_a_game_saved_at_its_first_turn_has_nothing_before():
    g = new_game(quick_setup("crossfire", 2, 7))
    assert "before" not in g.save()


def test_a_damaged_before_loses_the_earlier_turns_never_the_save(tmp_path):
    """Checked strictly by the save's schema, a flipped bit in `before` (most of a save's bytes) made the whole
    save unreadable: the program's way in keeps the game, its record starting at the snapshot."""
    g = _played(6)
    data = json.loads(json.dumps(game_save(g)))
    data["before"]["snapshot"] = {"state": "nonsense", "rng": []}
    resumed = check_game(data, tmp_path / "save.json", load_catalog()).game
    assert resumed.state_hash() == g.state_hash()
    assert resumed.history()["snapshot"] == data["snapshot"]


def test_a_mid_turn_save_of_the_previous_version_still_loads(tmp_path):
    """A save written by the previous version (e5fffad) with a card in play: its placements have no `source` field
    (added since); the state hash must read the same, or Continue refused it as "state hash differs" (review)."""
    from pathlib import Path

    data = json.loads((Path(__file__).parents[1] / "fixtures" / "saves" / "midturn-e5fffad.json").read_text("utf-8"))
    loaded = check_game(data, tmp_path / "save.json", load_catalog()).game
    assert loaded.s.turn is not None and loaded.s.turn.placements
    loaded.apply(HeuristicPolicy(7).choose(loaded))
