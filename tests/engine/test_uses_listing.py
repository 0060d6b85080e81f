"""Listing the abilities to start passes over seats that can't use one; a card whose activated ability
may be used on another runner's turn (`who = "any"`, none in the base catalog: a pack may have one)
must still be listed for its holder when it isn't their turn."""

from __future__ import annotations

import copy

from crossfire_desktop.catalog import Catalog, load_catalog
from crossfire_desktop.engine import UseAbility, legality, load_scenario
from crossfire_desktop.engine.game import Game
from crossfire_desktop.engine.legal import legal_actions

from .card_helpers import ROLES, runner


def _any_turn_catalog() -> Catalog:
    cat = copy.deepcopy(load_catalog())  # its own DefCache: the shared catalog stays as it is
    for card in cat.by_id.values():
        for ab in getattr(card, "abilities", []):
            if ab.when == "activated":
                ab.params["who"] = "any"
    return cat


def _checked(game: Game) -> list[object]:  # the definition: every candidate the check accepts
    d = game.pending
    assert d is not None
    return [a for a in game._candidates(d) if legality.check(game, a) is None]


def _scenario(cat: Catalog) -> Game:
    runners = [runner(0, hand=["mark", "mana"]), runner(1, hand=["mark"], discard=["jacked_in"])]
    for seat, r in enumerate(runners):
        r["roles"] = [ROLES[seat], ROLES[seat + 2]]
    game: Game = load_scenario({"runners": runners}, cat)
    return game


def _off_turn_uses(game: Game) -> list[UseAbility]:
    return [a for a in legal_actions(game) if isinstance(a, UseAbility) and a.runner != game.s.current]


def test_an_ability_usable_on_any_turn_is_listed_for_a_runner_whose_turn_it_is_not() -> None:
    game = _scenario(_any_turn_catalog())
    assert game.s.current == 0
    assert [a.runner for a in _off_turn_uses(game)] == [1]
    assert legal_actions(game) == _checked(game)


def test_an_ability_for_its_holders_own_turn_is_not_listed_on_another_turn() -> None:
    game = _scenario(load_catalog())
    assert _off_turn_uses(game) == []
    assert legal_actions(game) == _checked(game)
