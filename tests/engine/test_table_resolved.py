"""Abilities resolved at the table: generic tools as ordinary Choose actions (undo, saves, replays
and the state hash keep working), "Done", the log, and a pack's completed obstacle dealt in a game."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

import pytest

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.bots.simulate import main as simulate
from crossfire_desktop.catalog import Catalog, load_catalog
from crossfire_desktop.catalog.packs import PackRef, apply_packs, read_pack
from crossfire_desktop.engine import Choose, EndStep, Game, load_game, new_game, quick_setup
from crossfire_desktop.engine.statics import attack_of

BOX = Path(__file__).resolve().parents[1] / "fixtures" / "packs" / "test_only_box.toml"


def box_catalog(only_event: bool = True) -> tuple[Catalog, list[PackRef]]:
    base = load_catalog()
    pack = read_pack(BOX, base)
    cat = apply_packs(base, [pack])
    if only_event:  # the test-only event is the whole Crossfire deck, so it comes up on its round
        cat = replace(cat, decks={**cat.decks, "crossfire": [cat.by_id["this_wasnt_the_plan"]]})
    return cat, [pack.ref]


def to_table_prompt(game: Game) -> None:
    for _ in range(200):
        d = game.pending
        assert d is not None
        if d.prompt == "table_resolve":
            return
        acts = game.legal_actions()
        game.apply(next((a for a in acts if isinstance(a, EndStep)), acts[0]))
    raise AssertionError("the table-resolved event never came up")


def choose(game: Game, ref: object) -> None:
    d = game.pending
    assert d is not None
    game.apply(Choose(d.runner, [o.ref for o in d.options].index(ref)))


def test_tools_undo_save_and_done() -> None:
    cat, refs = box_catalog()
    setup = quick_setup("crossfire", 2, 1).model_copy(update={"packs": refs})
    game = new_game(setup, cat)
    to_table_prompt(game)
    d = game.pending
    assert d is not None and d.params["text"].startswith("TEST ONLY")
    seat = 1
    hp, before = game.s.runners[seat].hp, game.state_hash()
    choose(game, "hp")
    choose(game, seat)
    choose(game, "-1")
    assert game.s.runners[seat].hp == hp - 1
    assert game.pending is not None and game.pending.prompt == "table_resolve"  # back to the tools
    for _ in range(3):
        game.undo()
    assert game.s.runners[seat].hp == hp and game.state_hash() == before
    choose(game, "nuyen")
    choose(game, seat)
    choose(game, "+1")
    saved = game.save_json()
    again = load_game(saved, cat)
    assert again.state_hash() == game.state_hash()
    choose(game, "done")
    assert game.pending is not None and game.pending.prompt != "table_resolve"


def test_attack_added_at_the_table_lasts_this_turn() -> None:
    cat, refs = box_catalog()
    game = new_game(quick_setup("crossfire", 2, 1).model_copy(update={"packs": refs}), cat)
    to_table_prompt(game)
    if not game.s.obstacles:
        pytest.skip("no obstacle in play for this seed")
    ob = game.s.obstacles[0]
    strength = attack_of(game, ob)
    choose(game, "attack_up")
    if len(game.s.obstacles) > 1:
        choose(game, ob.card)
    assert attack_of(game, ob) == strength + (1 if game.s.turn is not None else 0)


def test_completed_obstacle_is_dealt_in_a_seeded_game() -> None:
    cat, refs = box_catalog(only_event=False)
    cat = replace(cat, decks={**cat.decks, "crossfire": []})  # no table-resolved event: bots play it
    seen = False
    for seed in range(1, 30):
        game = new_game(quick_setup("crossfire", 4, seed).model_copy(update={"packs": refs}), cat, record=False)
        policy = RandomPolicy(seed)
        for _ in range(400):
            if game.pending is None:
                break
            if any(game.s.defs[ob.card] == "wage_mage" for ob in game.s.obstacles):
                seen = True
                break
            game.apply(policy.choose(game))
        if seen:
            assert game.obstacle_def(next(ob.card for ob in game.s.obstacles
                                          if game.s.defs[ob.card] == "wage_mage")).color == "blue"
            break
    assert seen


def _sim_args(**kw: object) -> argparse.Namespace:
    base = {"mission": "crossfire", "runners": 2, "games": 1, "seed": 1, "policy": "random", "json": True,
            "pack": [str(BOX)], "skip_table_resolved": False}
    base.update(kw)
    return argparse.Namespace(**base)


def test_simulate_refuses_table_resolved_cards_unless_skipped(capsys: pytest.CaptureFixture[str]) -> None:
    assert simulate(_sim_args()) == 2
    err = capsys.readouterr().err
    assert "bots can't resolve abilities at the table" in err and "This Wasn't the Plan" in err
    assert simulate(_sim_args(skip_table_resolved=True)) == 0
    assert "left out 1 card whose" in capsys.readouterr().err


def test_vocabulary_effects_are_registered_with_a_params_spec() -> None:
    from crossfire_desktop.catalog.effect_params import PARAMS
    from crossfire_desktop.engine.effects import known_effect
    from crossfire_desktop.engine.effects.vocabulary import VOCABULARY

    for name, entry in VOCABULARY.items():
        assert known_effect(name) and name in PARAMS, name
        for param, spec in entry.params(name).items():
            assert not spec.choices or spec.kind in ("text", "texts"), (name, param)


def test_vocabulary_examples_are_valid_abilities() -> None:
    import tomllib

    from crossfire_desktop.catalog.effect_params import param_problem
    from crossfire_desktop.catalog.models import Ability
    from crossfire_desktop.engine.effects.vocabulary import VOCABULARY

    for name, entry in VOCABULARY.items():
        ability = Ability.model_validate(tomllib.loads(entry.example))
        assert ability.effect == name and ability.when in entry.triggers + ("static", "continuous")
        assert param_problem(name, dict(ability.params)) is None, name
