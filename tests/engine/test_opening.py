"""A new game's opening: what happens from its setup to its first decision (the setup's flips, the first
Crossfire event, the first turn) is kept as `Game.opening`, since no `apply` returns it."""

from __future__ import annotations

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import Kind, load_game, new_game, quick_setup


def codes(game):
    return [ev.code for ev in game.opening]


def test_a_new_game_keeps_what_happened_before_its_first_decision():
    g = new_game(quick_setup("crossfire", 4, 3))
    assert g.pending is not None and g.pending.kind is Kind.PLAY
    assert codes(g)[:1] == ["scene_started"]
    assert codes(g).count("obstacle_flipped") == 4  # one obstacle per runner (Scene 1)
    # then the first round: its Crossfire card (four runners: from the first round, p. 12), the first turn
    tail = [c for c in codes(g) if c in ("round_started", "crossfire_revealed", "turn_started")]
    assert tail == ["round_started", "crossfire_revealed", "turn_started"]


def test_the_opening_goes_with_the_first_answer_and_a_game_rebuilt_mid_turn_has_none():
    g = new_game(quick_setup("extraction", 1, 5))
    assert g.opening
    pol = RandomPolicy(5)
    for _ in range(12):
        g.apply(pol.choose(g))
    assert g.opening == []  # a table opened on this game now must not say its first turn starts
    assert g.save()["actions"] and load_game(g.save()).opening == []  # its log was kept beside its save


def test_a_replay_opens_with_what_came_before_its_first_recorded_answer():
    g = new_game(quick_setup("crossfire", 4, 3))
    record = g.history()  # starts at the first turn boundary (the first turn's start): the flips are in it
    replay = load_game({**record, "actions": []})
    assert "turn_started" in codes(replay) and "obstacle_flipped" not in codes(replay)
    assert replay.state_hash() == g.state_hash()


def test_a_simulated_game_builds_no_opening():
    assert new_game(quick_setup("crossfire", 4, 3), events=False).opening == []


def test_a_replay_of_a_played_game_opens_with_the_setups_flips_and_first_event():
    from crossfire_desktop.history.replay import Replay

    g = new_game(quick_setup("crossfire", 4, 3))
    first = [ev.code for ev in g.opening]
    pol = RandomPolicy(3)
    for _ in range(30):
        g.apply(pol.choose(g))
    replay = Replay(g.history(), g.cat)
    assert [ev.code for ev in replay.opening] == first  # the flips and the Crossfire card, not only the turn

