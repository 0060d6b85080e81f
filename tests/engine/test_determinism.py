"""Saves replay to the same state hash; undo takes back only what revealed nothing."""

import json

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import EndStep, PlayCard, load_game, load_scenario, new_game, quick_setup

from .helpers import four_runners, hand_card


def play(game, policy, n):
    for _ in range(n):
        if game.pending is None:
            break
        game.apply(policy.choose(game))


def test_same_seed_same_game() -> None:
    a, b = new_game(quick_setup("crossfire", 3, 42)), new_game(quick_setup("crossfire", 3, 42))
    play(a, RandomPolicy(1), 80)
    play(b, RandomPolicy(1), 80)
    assert a.state_hash() == b.state_hash()


def test_save_and_load_give_the_identical_game_that_goes_on_identically() -> None:
    for seed in range(6):
        game = new_game(quick_setup("crossfire", 2 + seed % 3, seed))
        policy = RandomPolicy(seed)
        play(game, policy, 25 + 13 * seed)
        saved = json.dumps(game.save())
        copy = load_game(saved)
        assert copy.state_hash() == game.state_hash()
        assert copy.pending == game.pending
        twin = RandomPolicy(99)
        twin_copy = RandomPolicy(99)
        for _ in range(60):
            if game.pending is None:
                break
            action = twin.choose(game)
            assert twin_copy.choose(copy) == action
            game.apply(action)
            copy.apply(action)
        assert copy.state_hash() == game.state_hash()


def test_save_keeps_only_the_actions_since_the_last_turn_boundary() -> None:
    game = new_game(quick_setup("crossfire", 4, 7))
    play(game, RandomPolicy(7), 60)
    data = game.save()
    assert data["snapshot"] is not None
    assert data["snapshot"]["state"]["phase"] in ("turn", "round_start")
    assert len(data["actions"]) < 60


def test_undo_takes_back_a_play_and_refuses_after_a_draw() -> None:
    sc = {"runners": four_runners(), "obstacles": [{"card": "deckhead", "facing": 0}]}
    sc["runners"][0].update(hand=["quick_shot", "mana"], deck=["mark", "mark"])
    game = load_scenario(sc)
    before = game.state_hash()
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), game.s.obstacles[0].card))
    assert game.undo_refusal() is None
    game.undo()
    assert game.state_hash() == before
    game.apply(EndStep(0))  # Apply/Take Damage, then the Draw & Buy step draws 2: hidden cards
    refusal = game.undo_refusal()
    assert refusal is not None and refusal.code == "undo_hidden"


def test_undo_crosses_a_turn_boundary_when_nothing_was_revealed() -> None:
    sc = {"runners": four_runners(), "obstacles": [{"card": "deckhead", "facing": 2}]}
    sc["runners"][0].update(hand=["quick_shot", "mana", "mark", "mark"], deck=[])
    game = load_scenario(sc)
    game.apply(EndStep(0))  # 4 cards in hand: no draw
    before = game.state_hash()
    game.apply(EndStep(0))  # ends the turn: Jay's turn starts
    assert game.s.current == 1
    game.undo()
    assert game.s.current == 0 and game.state_hash() == before
