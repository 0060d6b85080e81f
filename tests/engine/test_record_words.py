"""A game's record keeps the random generator's state at each turn boundary as machine words (~2.5 KB, not
~25 KB of Python ints: ~1 MiB over a long mission in the window's process); saves and histories hold plain
lists, and a game loaded from one plays on as the recorded game does."""

import json
from array import array

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import load_game, new_game, quick_setup


def test_the_record_keeps_words_and_its_saves_lists_that_load_into_the_same_game() -> None:
    game = new_game(quick_setup("crossfire", 2, 5))
    policy = RandomPolicy(3)
    while game.pending is not None and game.s.turns < 4:
        game.apply(policy.choose(game))
    kept = [seg.snapshot["rng"][1] for seg in game._segments if seg.snapshot is not None]
    assert len(kept) >= 3 and all(isinstance(words, array) for words in kept)
    for data in (json.loads(game.save_json()), json.loads(json.dumps(game.history()))):
        assert data["snapshot"] is None or isinstance(data["snapshot"]["rng"][1], list)
    loaded = load_game(game.save_json())
    assert loaded.state_hash() == game.state_hash()
    undone = 0
    for _ in range(30):
        if game.pending is None:
            break
        action = RandomPolicy(7).choose(game)
        game.apply(action)
        loaded.apply(action)
        if undone < 3 and game.undo_refusal() is None:  # back to the last boundary's words, and on again
            game.undo()
            loaded.undo()
            undone += 1
            assert loaded.state_hash() == game.state_hash()
    assert undone and loaded.state_hash() == game.state_hash()
