"""Upgrade stickers that act at setup: starting stats, Fundamentals, True Pro, Prep Work, Shopping Agent."""

from __future__ import annotations

from typing import Any

import pytest

from crossfire_desktop.engine import Buy, Choose, EndStep, Game, Kind, new_game, quick_setup
from crossfire_desktop.engine.effects import known_effect
from crossfire_desktop.engine.hooks import Hooks
from crossfire_desktop.engine.upgrades import StickerHooks
from tests.engine.helpers import cards_in


def setup_with(upgrades: list[str], seed: int = 7) -> dict[str, Any]:
    data = quick_setup("crossfire", 2, seed).model_dump()
    data["runners"][0]["upgrades"] = upgrades
    return data


def start(upgrades: list[str], seed: int = 7) -> tuple[Game, Game]:
    """The game with the stickers on runner 0, and the same game without them."""
    return new_game(setup_with(upgrades, seed)), new_game(setup_with([], seed))


def all_cards(game: Game, seat: int) -> list[str]:
    r = game.s.runners[seat]
    return sorted(cards_in(game, r.hand + r.deck + r.discard))


def test_every_complete_sticker_has_a_known_effect() -> None:
    from crossfire_desktop.catalog import load_catalog  # noqa: PLC0415

    cat = load_catalog()
    complete = [c for c in cat.decks["upgrades"] if c.complete]
    assert len(complete) == 48
    for card in complete:
        abilities = getattr(card, "abilities", [])
        assert abilities, card.id
        assert all(known_effect(ab.effect) for ab in abilities), card.id


def test_sticker_hooks_only_when_someone_has_a_sticker() -> None:
    with_, without = start(["cigar_money"])
    assert isinstance(with_.hooks, StickerHooks)
    assert type(without.hooks) is Hooks


@pytest.mark.rule("p4-qs-nuyen", "p11-setup-nuyen", "fr-ecran-runner-fin", "fr-upgrades-5")
@pytest.mark.parametrize(("sticker", "n"), [("cigar_money", 1), ("its_a_jing_thing", 2)])
def test_starting_nuyen(sticker: str, n: int) -> None:
    game, base = start([sticker])
    assert game.s.runners[0].nuyen == base.s.runners[0].nuyen + n
    assert game.s.runners[1].nuyen == base.s.runners[1].nuyen


@pytest.mark.rule(
    "p3-qs-runner-cards", "p4-qs-health", "p9-runner-cards", "fr-mise-en-place-4", "fr-ecran-runner",
    "fr-upgrades-20")
@pytest.mark.parametrize(("sticker", "n"), [("just_tough", 1), ("fragging_tough", 2)])
def test_starting_and_maximum_hp(sticker: str, n: int) -> None:
    game, base = start([sticker])
    r, b = game.s.runners[0], base.s.runners[0]
    assert (r.hp, r.max_hp) == (b.hp + n, b.max_hp + n)


@pytest.mark.rule("p9-runner-cards", "p11-setup-cards", "fr-upgrades-20")
@pytest.mark.parametrize(("sticker", "n"), [("in_training", 1), ("wired_reflexes", 2)])
def test_starting_cards(sticker: str, n: int) -> None:
    game, base = start([sticker])
    assert len(game.s.runners[0].hand) == len(base.s.runners[0].hand) + n
    assert all_cards(game, 0) == all_cards(base, 0)


@pytest.mark.rule("fr-upgrades-5")
def test_fundamentals_adds_a_basic_card_of_your_choice() -> None:
    game = new_game(setup_with(["fundamentals", "in_training"]))
    d = game.pending
    assert d is not None and d.kind is Kind.CHOOSE and d.prompt == "sticker_fundamentals" and d.runner == 0
    pick = [o.ref for o in d.options].index("street_smarts")
    game.apply(Choose(0, pick))
    base = new_game(setup_with([]))
    assert all_cards(game, 0) == sorted([*all_cards(base, 0), "street_smarts"])
    meta_cards = game.cat.metatypes[game.s.runners[0].metatype].cards
    assert len(game.s.runners[0].hand) == meta_cards + 1  # dealt again from the new deck, + In Training
    assert game.pending is not None and game.pending.kind is Kind.PLAY


@pytest.mark.rule("fr-upgrades-30")
def test_true_pro_replaces_a_basic_card_with_a_2_nuyen_card_of_its_color() -> None:
    game = new_game(setup_with(["true_pro"]))
    d = game.pending
    assert d is not None and d.prompt == "sticker_true_pro"
    names = [game.s.defs[int(o.ref)] for o in d.options]
    assert sorted(names) == ["mana", "mark", "quick_shot", "street_smarts"]
    game.apply(Choose(0, names.index("mana")))
    cards = all_cards(game, 0)
    base = all_cards(new_game(setup_with([])), 0)
    expected = list(base)
    expected.remove("mana")
    assert cards == sorted([*expected, "clairvoyance"])
    assert len(game.s.runners[0].hand) == game.cat.metatypes[game.s.runners[0].metatype].cards
    assert game.s.mission_state["out_of_play"]


@pytest.mark.rule("fr-upgrades-10")
def test_prep_work_buys_one_card_into_hand_before_the_first_round() -> None:
    game = new_game(setup_with(["prep_work"]))
    d = game.pending
    assert d is not None and d.kind is Kind.BUY_ONE and d.prompt == "sticker_prep_work"
    r = game.s.runners[0]
    cheap = min((c for c in game.s.market_row if c is not None), key=lambda c: game.player_def(c).cost)
    cost = game.player_def(cheap).cost
    if cost > r.nuyen:
        game.apply(EndStep(0))
        return
    before = r.nuyen
    game.apply(Buy(0, cheap))
    assert cheap in r.hand and r.nuyen == before - cost
    assert game.pending is not None and game.pending.kind is Kind.PLAY


def test_prep_work_may_pass() -> None:
    game = new_game(setup_with(["prep_work"]))
    hand = list(game.s.runners[0].hand)
    game.apply(EndStep(0))
    assert game.s.runners[0].hand == hand


@pytest.mark.rule("fr-upgrades-5")
def test_shopping_agent_adds_a_black_market_slot() -> None:
    game, base = start(["shopping_agent"])
    assert len(base.s.market_row) == 6
    assert len(game.s.market_row) == 7 and None not in game.s.market_row


def test_setup_stickers_replay_identically_from_a_save() -> None:
    from crossfire_desktop.engine import load_game  # noqa: PLC0415

    game = new_game(setup_with(["fundamentals", "true_pro", "cigar_money", "fragging_tough", "shopping_agent"]))
    game.apply(Choose(0, 0))
    game.apply(Choose(0, 0))
    again = load_game(game.save())
    assert again.state_hash() == game.state_hash()


@pytest.mark.parametrize(
    ("upgrades", "words"),
    [(["no_such_sticker"], "unknown or incomplete"), (["a_stitch_in_time"], "unknown or incomplete"),
     (["cigar_money", "cigar_money"], "same upgrade sticker twice")],
)
def test_setup_refuses_unusable_stickers(upgrades: list[str], words: str) -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError, match=words):
        new_game(setup_with(upgrades))


def test_campaign_game_needs_campaign_runners_in_every_seat() -> None:
    from pydantic import ValidationError

    from crossfire_desktop.engine import GameSetup

    data = setup_with([])
    data["campaign"] = {"campaign_id": "c1", "game_id": "g1"}
    data["runners"][0]["campaign_runner"] = "mike"
    with pytest.raises(ValidationError, match="every runner must be one of the campaign's runners"):
        GameSetup.model_validate(data)
    data["runners"][1]["campaign_runner"] = "mike"
    with pytest.raises(ValidationError, match="only one seat"):
        GameSetup.model_validate(data)
    data["runners"][1]["campaign_runner"] = "dana"
    assert GameSetup.model_validate(data).campaign is not None
