"""The shipped card data: what is in each deck and which cards are playable."""

from __future__ import annotations

import pytest

from crossfire_desktop.catalog import Catalog, CrossfireCard, Damage, ObstacleCard, PlayerCard
from crossfire_desktop.catalog.models import BossCard


def _numbers(catalog: Catalog, deck: str) -> set[int]:
    out = set()
    for card in catalog.playable(deck):
        assert card.number is not None, card.name
        out.add(int(card.number.split("/")[0]))
    return out


def test_every_deck_file_loads(catalog: Catalog) -> None:
    for deck in ("basic", "black_market", "obstacles_normal", "obstacles_hard", "crossfire", "bosses"):
        assert catalog.decks[deck], deck


@pytest.mark.rule("p3-qs-toys")
def test_black_market_is_24_designs_and_60_cards_15_per_color(catalog: Catalog) -> None:
    cards = [c for c in catalog.decks["black_market"] if isinstance(c, PlayerCard)]
    assert len(cards) == 24
    assert sum(c.copies for c in cards) == 60
    for color in ("black", "blue", "green", "red"):
        assert sum(c.copies for c in cards if c.color == color) == 15, color
    assert all(c.complete and not c.basic for c in cards)


@pytest.mark.parametrize(
    ("card_id", "cost", "copies", "number"),
    [
        ("lightning_bolt", 6, 2, "08/28"),
        ("pair_programming", 5, 2, "18/28"),
        ("katana", 4, 3, "15/28"),
        ("covering_fire", 5, 3, "16/28"),
        ("guiding_spirit", 3, 3, "20/28"),
        ("stunbolt", 3, 2, "21/28"),
        ("deathtouch", 4, 4, "07/28"),
        ("clairvoyance", 2, 3, "06/28"),
        ("monofilament_whip", 2, 3, "14/28"),
        ("fireball", 9, 1, None),
        ("aztechnology_striker", 9, 1, None),
        ("hack_the_world", 9, 1, None),
        ("hero_move", 9, 1, None),
    ],
)
@pytest.mark.rule("p9-black-market-cards", "fr-carte-marche-noir", "fr-roles-rarete")
def test_black_market_costs_copies_numbers(
    catalog: Catalog, card_id: str, cost: int, copies: int, number: str | None
) -> None:
    card = catalog.player_card(card_id)
    assert (card.cost, card.copies, card.number) == (cost, copies, number)


@pytest.mark.rule(
    "p9-black-market-cards", "p14-multiple-symbols", "p14-damage-examples", "fr-plusieurs-types",
    "fr-exemples-degats")
def test_damage_boxes(catalog: Catalog) -> None:
    dmg = {c.id: c.damage for c in catalog.decks["black_market"] if isinstance(c, PlayerCard)}
    assert dmg["lightning_bolt"] == Damage(levels=2, consecutive=True, special=True, obstacles_only=True)
    assert dmg["fireball"] == Damage(colors=["blue", "blue"], colorless=2, special=True)
    assert dmg["ra_sm_4_sniper_rifle"] == Damage(special=True, obstacles_only=True)
    assert dmg["remington_roomsweeper"] == Damage(colors=["black"], colorless=1, special=True)
    assert dmg["stunbolt"] == Damage(colors=["blue"], x=True)
    assert dmg["deathtouch"] == Damage(colors=["blue", "blue"], x=True)
    assert dmg["pair_programming"] == Damage(colors=["green", "green"])
    assert dmg["coordinated_attack"] == Damage(colors=["red"], colorless=1)
    assert dmg["guiding_spirit"] == Damage(colors=["blue"], colorless=1)
    assert dmg["doc_wagon_contract"].is_empty


@pytest.mark.rule("p9-black-market-cards", "fr-carte-marche-noir")
def test_assists_and_buy_requirements(catalog: Catalog) -> None:
    cards = [c for c in catalog.decks["black_market"] if isinstance(c, PlayerCard)]
    assists = {c.id: c.assist_damage for c in cards if c.assist_text}
    assert assists == {
        "covering_fire": Damage(colors=["black"]),
        "clairvoyance": Damage(colors=["blue"]),
        "backdoor": Damage(colors=["green"]),
        "negotiation": Damage(colors=["red"]),
        "doc_wagon_contract": Damage(colors=["red"]),
    }
    assert {c.id for c in cards if c.requires} == {"lightning_bolt", "guiding_spirit"}
    assert all(c.requires == "SPELL" for c in cards if c.requires)


def test_printed_wording_is_kept(catalog: Catalog) -> None:
    assert catalog.player_card("katana").text.startswith(
        "Other WEAPON cards played this turn deal +[1] damage"
    )
    assert "X equals the number of SPELL cards revealed this way." in catalog.player_card("deathtouch").text
    assert catalog.player_card("coordinated_attack").text == (
        "Choose another runner. That runner draws 1 card and then immediately plays a card."
    )
    assert catalog.obstacle("lightning_mage").text == "Runners can't be healed."


@pytest.mark.rule("p4-qs-obstacles")
def test_playable_obstacles_are_exactly_the_known_ones(catalog: Catalog) -> None:
    assert _numbers(catalog, "obstacles_normal") == set(range(1, 12)) | set(range(13, 18)) | {19, 24}
    assert _numbers(catalog, "obstacles_hard") == set(range(41, 49)) | {56, 73}


def test_obstacle_decks_hold_every_reference_record(catalog: Catalog) -> None:
    assert len(catalog.decks["obstacles_normal"]) == 72
    assert len(catalog.decks["obstacles_hard"]) == 56
    for deck, side in (("obstacles_normal", "normal"), ("obstacles_hard", "hard")):
        assert all(isinstance(c, ObstacleCard) and c.deck == side for c in catalog.decks[deck])


@pytest.mark.parametrize(
    "card_id",
    [
        "lone_star_trooper",
        "wage_mage",
        "scrybot_tracer",
        "ares_field_rep",
        "mage_hunter",
        "buzzback",
        "bonelaced_adept",
    ],
)
def test_partial_obstacles_are_incomplete_but_keep_what_is_known(catalog: Catalog, card_id: str) -> None:
    card = catalog.obstacle(card_id)
    assert not card.complete
    assert card.provenance.notes


def test_partial_obstacle_facts(catalog: Catalog) -> None:
    trooper = catalog.obstacle("lone_star_trooper")
    assert (trooper.type, trooper.nuyen, trooper.attack, trooper.track) == ("Human", 6, 1, None)
    assert trooper.text.startswith("When LONE STAR TROOPER attacks")
    assert catalog.obstacle("buzzback").text == "You can't draw cards."


@pytest.mark.rule("p10-obstacle-cards", "fr-carte-obstacle")
def test_worked_example_obstacles(catalog: Catalog) -> None:
    """Rulebook Examples 1 and 2 need Lightning Mage, Gargoyle and Astral Shiver exactly so."""
    mage = catalog.obstacle("lightning_mage")
    assert [lv.amount or lv.color for lv in mage.track or []] == [3, "blue", "blue", 1]
    gargoyle = catalog.obstacle("gargoyle")
    assert gargoyle.complete and gargoyle.color == "black" and gargoyle.provenance.confidence == "medium"
    assert [lv.amount or lv.color for lv in gargoyle.track or []] == [6, 6, "black", "black"]
    assert gargoyle.text == "DEFEATED: Choose a runner. That runner takes 1 damage."
    shiver = catalog.obstacle("astral_shiver")
    assert [lv.amount or lv.color for lv in shiver.track or []] == [3, "blue", "blue"]


def test_low_confidence_names_are_never_playable(catalog: Catalog) -> None:
    for deck in ("obstacles_normal", "obstacles_hard"):
        for card in catalog.decks[deck]:
            if card.provenance.confidence == "low" and card.id != "gargoyle":
                assert not card.complete, card.name


@pytest.mark.rule("p3-qs-toys", "p5-qs-crossfire-deck", "p12-crossfire-deck-setting", "fr-carte-crossfire")
def test_crossfire_deck_has_50_events_and_9_playable(catalog: Catalog) -> None:
    events = catalog.decks["crossfire"]
    assert len(events) == 50 and all(isinstance(e, CrossfireCard) for e in events)
    assert {e.id for e in catalog.playable("crossfire")} == {
        "enemy_comms",
        "unfriendly_fire",
        "instinct",
        "win_one_lose_one",
        "chummers",
        "no_holding_back",
        "take_the_merchandise_and_run",
        "timebomb",
        "big_uglies",
    }
    assert "harlequins_shadow" not in catalog.by_id


def test_playable_events_have_their_text(catalog: Catalog) -> None:
    for event in catalog.playable("crossfire"):
        assert isinstance(event, CrossfireCard)
        assert event.text or event.timebomb_text, event.name
        assert (event.threshold is None) == (event.threshold_text == ""), event.name
    chummers = catalog.crossfire("chummers")
    assert (chummers.number, chummers.threshold) == ("05/50", 5)
    timebomb = catalog.crossfire("timebomb")
    assert (timebomb.text, timebomb.threshold) == ("", 8) and timebomb.timebomb_text
    uglies = catalog.crossfire("big_uglies")
    assert uglies.threshold == 2 and uglies.timebomb_text == "Each Ork and Troll obstacle heals 1 level."


def test_dragon(catalog: Catalog) -> None:
    dragon = catalog.boss("dragon")
    assert isinstance(dragon, BossCard) and dragon.complete
    covert, enraged = dragon.sides
    assert (covert.name, covert.attack, [a.color for a in covert.aspects]) == ("Covert", 0, ["green", "red"])
    assert (enraged.name, enraged.attack, [a.color for a in enraged.aspects]) == (
        "Enraged",
        2,
        ["blue", "black"],
    )
    reconstructed = set(dragon.provenance.reconstructed)
    for s, side in enumerate(dragon.sides):
        for a, aspect in enumerate(side.aspects):
            assert aspect.colored_amount == 8
            assert aspect.colorless_amount > aspect.colored_amount
            for field in ("colorless_amount", "reward", "reward_text"):
                assert f"sides.{s}.aspects.{a}.{field}" in reconstructed
            assert aspect.reward_text and aspect.reward
            for ability in aspect.reward:
                assert ability.when == "defeated"
                assert ability.effect in {"heal", "gain_nuyen", "draw"}
                assert ability.params["who"] == "each" and isinstance(ability.params["n"], int)


def test_reconstructed_paths_point_at_real_fields(catalog: Catalog) -> None:
    dragon = catalog.boss("dragon")
    for path in dragon.provenance.reconstructed:
        node: object = dragon
        for part in path.split("."):
            node = node[int(part)] if part.isdigit() else getattr(node, part)  # type: ignore[index]


def test_ids_are_unique_and_cards_have_provenance(catalog: Catalog) -> None:
    for deck in ("black_market", "obstacles_normal", "obstacles_hard", "crossfire", "bosses"):
        for card in catalog.decks[deck]:
            assert catalog.by_id[card.id] is card
            assert card.provenance.source, card.name
