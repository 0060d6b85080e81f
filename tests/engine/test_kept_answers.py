"""What the engine keeps between decisions to list answers faster (Game._table: the targets, the bosses;
the piles' parts) gives what a game that kept nothing works out, at every decision of random games:
every mission, both printings, with stickers, and after an undo, a load and a clone (a kept answer must
never outlive the state it was worked out for)."""

from __future__ import annotations

import random

import pytest

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import Action, load_game, new_game, quick_setup
from crossfire_desktop.engine.game import Game

GAMES = [("crossfire", 4, "first"), ("crossfire", 2, "revised"), ("extraction", 1, "first"),
         ("extraction", 2, "revised"), ("dragon_fight", 4, "first"), ("dragon_fight", 4, "revised")]


def _answers(game: Game) -> tuple[list[Action], list[list[Action]]]:
    """Every answer, and each seat's two play piles."""
    piles = [list(game.play_pile(seat, at_targets)) for seat in game.s.order for at_targets in (True, False)]
    return game.legal_actions(), piles


def _worked_out(game: Game) -> None:
    """The kept targets and bosses equal the ones worked out from the obstacles as they are."""
    targets = (None, *[ob.card for ob in game.s.obstacles])
    assert game._table() == (targets, {ob.card for ob in game.s.obstacles if ob.boss}, targets[1:])


def _setup(mission: str, runners: int, rules: str, seed: int) -> dict[str, object]:
    setup = quick_setup(mission, runners, seed, rules=rules).model_dump()
    if seed % 2:  # stickers: abilities to start, other costs (the sticker hooks)
        known = sorted(c.id for c in load_catalog().playable("upgrades"))
        pick = random.Random(seed).sample(known, 2 * runners)
        for i, r in enumerate(setup["runners"]):  # type: ignore[attr-defined]
            r["upgrades"] = pick[2 * i:2 * i + 2]
    return setup


@pytest.mark.parametrize(("mission", "runners", "rules"), GAMES)
def test_kept_answers_equal_fresh_ones_at_every_decision(mission: str, runners: int, rules: str) -> None:
    decisions = undone = loaded = 0
    for seed in range(4):
        game = new_game(_setup(mission, runners, rules, seed))
        policy, rng = RandomPolicy(seed), random.Random(seed)
        while game.pending is not None:
            _worked_out(game)
            found = _answers(game)
            assert found == _answers(game.clone())  # a clone keeps nothing of this game's: worked out anew
            decisions += 1
            roll = rng.random()
            if roll < 0.03 and game.undo_refusal() is None:  # the state rebuilt in the same game object
                game.undo()
                undone += 1
            elif roll < 0.06:
                game = load_game(game.save())
                assert _answers(game) == found
                loaded += 1
            else:
                game.apply(policy.choose(game))
    assert decisions > 100
    assert undone > 2
    assert loaded > 2

