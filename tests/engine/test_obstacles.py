"""Obstacle abilities: statics ("can't" wins), FLIPPED, DEFEATED, attack triggers, cancelling.

Seats of `four_runners()`: 0 Cal (Dwarf, Street Samurai, black), 1 Jay (Human, Mage, blue),
2 Rob (Elf, Decker, green), 3 Jim (Human, Face, red).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Generator, Iterable
from typing import Any

import pytest

from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.catalog.models import Ability, Level
from crossfire_desktop.engine import (
    ActionRefused,
    Buy,
    Choose,
    ChooseMany,
    EndStep,
    Game,
    Kind,
    PlayCard,
    UseAbility,
    load_scenario,
    ops,
)
from crossfire_desktop.engine.decisions import Decision
from crossfire_desktop.engine.hooks import Hooks

from .helpers import finish_play_and_apply, four_runners, hand_card, obstacle

MARKET = ["katana", "clairvoyance", "icon_grab", "negotiation", "stunbolt", "backdoor"]


def scenario(obstacles: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"runners": four_runners(), "obstacles": obstacles}
    data.update(kw)
    return data


def drive(gen: Generator[Decision, Any, Any], answers: Iterable[Any] = ()) -> list[Decision]:
    """Run an engine generator outside the flow, answering its decisions in order."""
    todo = list(answers)
    asked: list[Decision] = []
    try:
        decision = next(gen)
        while True:
            asked.append(decision)
            decision = gen.send(todo.pop(0))
    except StopIteration:
        return asked


def play_all(game: Game, seat: int, card_id: str, target: int, n: int) -> None:
    for _ in range(n):
        game.apply(PlayCard(seat, hand_card(game, seat, card_id), target))


def events(game: Game, action: Any) -> list[str]:
    return [e.code for e in game.apply(action)]


# ---- static abilities ----------------------------------------------------------------------

@pytest.mark.rule("p10-obstacle-abilities", "fr-capacites")
def test_out_of_ammo_refuses_the_third_card() -> None:
    sc = scenario([{"card": "out_of_ammo", "facing": 0}])
    sc["runners"][0]["hand"] = ["mark", "mark", "mark"]
    sc["runners"][1]["hand"] = ["mark"]
    game = load_scenario(sc)
    play_all(game, 0, "mark", obstacle(game, "out_of_ammo"), 2)
    with pytest.raises(ActionRefused) as info:
        game.apply(PlayCard(0, hand_card(game, 0, "mark"), None))
    assert info.value.refusal.code == "cant_play_more"
    assert info.value.refusal.params["n"] == 2
    assert PlayCard(0, hand_card(game, 0, "mark"), None) not in game.legal_actions()


def test_a_limit_of_one_play_refuses_the_second_card() -> None:
    """The listing asks for a play limit only once a runner has played as many cards as the catalog's
    smallest one allows (DefCache.fewest_plays_limit): a catalog whose limit is 1 is asked from the first."""
    cat = load_catalog()
    ammo = cat.by_id["out_of_ammo"]
    ability = ammo.abilities[0].model_copy(update={"params": {"n": 1, "who": "you"}})
    cat = dataclasses.replace(cat, by_id={**cat.by_id, "out_of_ammo": ammo.model_copy(update={"abilities": [ability]})})
    sc = scenario([{"card": "out_of_ammo", "facing": 0}])
    sc["runners"][0]["hand"] = ["mark", "mark", "mark"]
    game = load_scenario(sc, cat)
    target = obstacle(game, "out_of_ammo")
    assert len(game.play_pile(0, at_targets=True)) == 3
    play_all(game, 0, "mark", target, 1)
    assert not any(isinstance(a, PlayCard) and a.runner == 0 for a in game.legal_actions())
    assert len(game.play_pile(0, at_targets=True)) == 0


@pytest.mark.rule("p10-obstacle-you", "p27-gloss-you", "fr-vous")
def test_out_of_ammo_only_limits_the_runner_it_faces() -> None:
    sc = scenario([{"card": "out_of_ammo", "facing": 1}])
    sc["runners"][0]["hand"] = ["mark", "mark", "mark"]
    game = load_scenario(sc)
    play_all(game, 0, "mark", obstacle(game, "out_of_ammo"), 3)
    assert len(game.s.turn.played) == 3


@pytest.mark.rule("p10-obstacle-abilities")
def test_ork_fixer_you_cant_buy() -> None:
    sc = scenario([{"card": "ork_fixer", "facing": 0}, {"card": "deckhead", "facing": 1}], market_row=MARKET)
    sc["runners"][0]["nuyen"] = 9
    game = load_scenario(sc)
    game.apply(EndStep(0))
    assert game.pending.kind is Kind.BUY
    refusal = game.check(Buy(0, game.s.market_row[0]))
    assert refusal is not None and refusal.code == "cant_buy"
    assert not any(isinstance(a, Buy) for a in game.legal_actions())


@pytest.mark.rule("p10-obstacle-you")
def test_ork_fixer_facing_someone_else_does_not_stop_you() -> None:
    sc = scenario([{"card": "ork_fixer", "facing": 1}], market_row=MARKET)
    sc["runners"][0]["nuyen"] = 9
    game = load_scenario(sc)
    game.apply(EndStep(0))
    game.apply(Buy(0, game.s.market_row[0]))
    assert game.s.defs[game.s.runners[0].hand[-1]] == "katana"


def test_ork_fixer_beats_black_market_contacts() -> None:
    """A card saying you can buy loses to the obstacle's "can't" (FAQ: the "can't" wins)."""
    sc = scenario([{"card": "ork_fixer", "facing": 0}], market_row=MARKET)
    sc["runners"][0].update(hand=["black_market_contacts"], nuyen=9)
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "black_market_contacts"), None))
    assert game.pending.kind is Kind.BUY_ONE
    refusal = game.check(Buy(0, game.s.market_row[0]))
    assert refusal is not None and refusal.code == "cant_buy"
    assert game.legal_actions() == [EndStep(0)]


def test_corporate_adept_you_cant_be_healed_nor_heal_anyone() -> None:
    sc = scenario([{"card": "corporate_adept", "facing": 0}])
    for r in sc["runners"]:
        r["hp"] = 2
    game = load_scenario(sc)
    assert drive(ops.heal(game, 0, 1)) == []
    assert game.s.runners[0].hp == 2  # can't be healed
    drive(ops.heal(game, 1, 1, healer=0))
    assert game.s.runners[1].hp == 2  # can't heal any runner
    drive(ops.heal(game, 1, 1, healer=2))
    assert game.s.runners[1].hp == 3  # other runners heal as usual
    drive(ops.heal(game, 2, 1))
    assert game.s.runners[2].hp == 3


@pytest.mark.rule("p10-obstacle-you", "p27-gloss-runners", "fr-vous")
def test_lightning_mage_no_runner_can_be_healed() -> None:
    sc = scenario([{"card": "lightning_mage", "facing": 2}])
    for r in sc["runners"]:
        r["hp"] = 2
    game = load_scenario(sc)
    for seat in range(4):
        drive(ops.heal(game, seat, 1))
    assert [r.hp for r in game.s.runners] == [2, 2, 2, 2]


class HealIntoDraw(Hooks):
    """An upgrade-like replacement: 'each time you would heal, you can draw a card instead'."""

    def replace_heal(self, g: Any, seat: int, amount: int) -> Generator[Decision, Any, bool]:
        ops.draw(g, seat, 1)
        return True
        yield


@pytest.mark.rule("p25-faq-cant-wins", "fr-faq-interdit")
def test_cant_beats_can_faq() -> None:
    """FAQ: a replacement that says you can do something loses to an obstacle's "can't"."""
    sc = scenario([{"card": "corporate_adept", "facing": 0}])
    sc["runners"][0].update(hp=2, deck=["mark", "mark"])
    sc["runners"][1].update(hp=2, deck=["mark", "mark"])
    game = load_scenario(sc)
    game.hooks = HealIntoDraw()
    drive(ops.heal(game, 0, 1))
    assert game.s.runners[0].hand == [] and game.s.runners[0].hp == 2
    drive(ops.heal(game, 1, 1))  # not facing the Adept: the replacement happens
    assert len(game.s.runners[1].hand) == 1


# ---- DEFEATED --------------------------------------------------------------------------------

@pytest.mark.rule("p10-obstacle-choose", "p26-gloss-current-runner", "fr-choose")
def test_gutter_punks_defeated_current_runner_chooses_who_heals() -> None:
    sc = scenario([{"card": "gutter_punks", "facing": 2, "cleared": 2}, {"card": "deckhead", "facing": 1}])
    sc["runners"][0]["hand"] = ["mark"] * 3
    sc["runners"][3]["hp"] = 3
    game = load_scenario(sc)
    play_all(game, 0, "mark", obstacle(game, "gutter_punks"), 3)
    finish_play_and_apply(game)
    assert game.pending.kind is Kind.CHOOSE and game.pending.runner == 0  # "choose" = the current runner
    assert [o.ref for o in game.pending.options] == [0, 1, 2, 3]
    game.apply(Choose(0, 3))
    assert game.s.runners[3].hp == 4


def test_lightning_mage_stops_gutter_punks_heal() -> None:
    sc = scenario([{"card": "gutter_punks", "facing": 0, "cleared": 2}, {"card": "lightning_mage", "facing": 1}])
    sc["runners"][0]["hand"] = ["mark"] * 3
    sc["runners"][3]["hp"] = 3
    game = load_scenario(sc)
    play_all(game, 0, "mark", obstacle(game, "gutter_punks"), 3)
    finish_play_and_apply(game)
    codes = events(game, Choose(0, 3))
    assert game.s.runners[3].hp == 3 and "prevented" in codes


def test_corporate_adept_doesnt_stop_an_obstacle_healing_another_runner() -> None:
    """The DEFEATED heal is the obstacle's: the current runner is not 'healing' anyone."""
    sc = scenario([{"card": "gutter_punks", "facing": 0, "cleared": 2}, {"card": "corporate_adept", "facing": 0}])
    sc["runners"][0].update(hand=["mark"] * 3, hp=3)
    sc["runners"][3]["hp"] = 3
    game = load_scenario(sc)
    play_all(game, 0, "mark", obstacle(game, "gutter_punks"), 3)
    finish_play_and_apply(game)
    game.apply(Choose(0, 3))
    assert game.s.runners[3].hp == 4
    # ... but the runner facing the Adept can't be healed.
    sc["runners"][3]["hp"] = 5
    game = load_scenario(sc)
    play_all(game, 0, "mark", obstacle(game, "gutter_punks"), 3)
    finish_play_and_apply(game)
    evs = game.apply(Choose(0, 0))
    assert ("prevented", 0) in [(e.code, e.params.get("runner")) for e in evs]
    assert game.s.runners[0].hp == 2  # not healed, then attacked by the Adept


@pytest.mark.rule("p14-defeating")
def test_armored_troopers_defeated_chosen_runner_heals_two() -> None:
    sc = scenario([{"card": "armored_troopers", "facing": 0, "cleared": 5}, {"card": "deckhead", "facing": 1}])
    sc["runners"][0]["hand"] = ["quick_shot"]
    sc["runners"][2]["hp"] = 1
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), obstacle(game, "armored_troopers")))
    finish_play_and_apply(game)
    game.apply(Choose(0, 2))
    assert game.s.runners[2].hp == 3


def test_customs_officer_another_runner_than_the_one_it_faced_draws() -> None:
    sc = scenario([{"card": "customs_officer", "facing": 2, "cleared": 2}, {"card": "deckhead", "facing": 1}])
    sc["runners"][0].update(hand=["mark", "mark"], deck=["mana"])
    game = load_scenario(sc)
    play_all(game, 0, "mark", obstacle(game, "customs_officer"), 2)
    finish_play_and_apply(game)
    assert [o.ref for o in game.pending.options] == [0, 1, 3]  # not Rob, whom it faced
    # the decision says who is left out and that an obstacle's "you" is that runner (the prompt had not, c32)
    assert game.pending.prompt == "choose_other_runner"
    assert game.pending.params["runner"] == 2 and game.pending.params["faced"] is True
    evs = game.apply(Choose(0, 0))
    drew = [e.params for e in evs if e.code == "drew"]
    assert drew[0] == {"runner": 0, "n": 1, "reason": "ability"}


def test_aerial_combat_drone_another_runner_draws_then_discards() -> None:
    sc = scenario([{"card": "aerial_combat_drone", "facing": 0, "cleared": 7}, {"card": "deckhead", "facing": 1}])
    sc["runners"][0]["hand"] = ["street_smarts"]
    sc["runners"][3].update(hand=["mark"], deck=["mana"])
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "street_smarts"), obstacle(game, "aerial_combat_drone")))
    finish_play_and_apply(game)
    assert [o.ref for o in game.pending.options] == [1, 2, 3]
    game.apply(Choose(0, 2))  # Jim draws Mana ...
    assert game.pending.kind is Kind.CHOOSE_MANY and game.pending.runner == 3
    mark = hand_card(game, 3, "mark")
    game.apply(ChooseMany(3, ([o.ref for o in game.pending.options].index(mark),)))
    jim = game.s.runners[3]
    assert [game.s.defs[c] for c in jim.hand] == ["mana"] and [game.s.defs[c] for c in jim.discard] == ["mark"]


@pytest.mark.rule("p10-defeated-at-once", "fr-defeated")
def test_demolitions_expert_deals_a_level_to_another_obstacle_and_can_chain_a_defeat() -> None:
    sc = scenario([{"card": "demolitions_expert", "facing": 0, "cleared": 4},
                   {"card": "gargoyle", "facing": 1, "cleared": 3},
                   {"card": "deckhead", "facing": 2}])
    sc["runners"][0]["hand"] = ["quick_shot"]
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), obstacle(game, "demolitions_expert")))
    finish_play_and_apply(game)
    gargoyle = obstacle(game, "gargoyle")
    assert [o.ref for o in game.pending.options] == [gargoyle, obstacle(game, "deckhead")]
    game.apply(Choose(0, 0))  # 1 level clears the Gargoyle's last level: its DEFEATED triggers too
    assert game.s.obstacle(gargoyle) is None
    assert game.pending.kind is Kind.CHOOSE and game.pending.prompt == "choose_runner"
    game.apply(Choose(0, 1))  # Gargoyle: Jay takes 1 damage
    assert game.s.runners[1].hp == game.s.runners[1].max_hp - 1


@pytest.mark.rule("p6-qs-defeating", "p10-flipped-defeated", "p14-defeating", "fr-vaincu")
def test_gargoyle_defeated_chosen_runner_takes_one_damage() -> None:
    sc = scenario([{"card": "gargoyle", "facing": 0, "cleared": 3}, {"card": "deckhead", "facing": 1}])
    sc["runners"][0]["hand"] = ["quick_shot"]
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), obstacle(game, "gargoyle")))
    finish_play_and_apply(game)
    game.apply(Choose(0, 2))
    assert game.s.runners[2].hp == game.s.runners[2].max_hp - 1


# ---- FLIPPED ---------------------------------------------------------------------------------

@pytest.mark.rule("p10-flipped-defeated")
def test_light_combat_drone_flipped_the_runner_it_faces_discards() -> None:
    sc = scenario([{"card": "deckhead", "facing": 1}])
    sc["runners"][2]["hand"] = ["mark", "mana"]
    game = load_scenario(sc)
    drone = game.add_card("light_combat_drone")
    asked = drive(ops.put_in_play(game, drone, 2), [ChooseMany(2, (1,))])
    assert asked[0].kind is Kind.CHOOSE_MANY and asked[0].runner == 2
    assert [game.s.defs[c] for c in game.s.runners[2].discard] == ["mana"]


def test_warded_decker_flipped_you_draw_two_then_discard_one() -> None:
    sc = scenario([{"card": "deckhead", "facing": 1}])
    sc["runners"][3].update(hand=["mark"], deck=["mana", "quick_shot"])
    game = load_scenario(sc)
    decker = game.add_card("warded_decker")
    asked = drive(ops.put_in_play(game, decker, 3), [ChooseMany(3, (0,))])
    assert asked[0].options and len(asked[0].options) == 3
    jim = game.s.runners[3]
    assert sorted(game.s.defs[c] for c in jim.hand) == ["mana", "quick_shot"]
    assert [game.s.defs[c] for c in jim.discard] == ["mark"]


@pytest.mark.rule("p26-gloss-flipped", "fr-flipped")
def test_spirit_of_fire_flipped_deals_a_level_to_another_obstacle() -> None:
    sc = scenario([{"card": "deckhead", "facing": 1}, {"card": "gutter_punks", "facing": 0}])
    game = load_scenario(sc)
    spirit = game.add_card("spirit_of_fire")
    asked = drive(ops.put_in_play(game, spirit, 1), [Choose(0, 1)])
    assert spirit not in [o.ref for o in asked[0].options]  # "another" obstacle
    assert asked[0].runner == 0  # the current runner chooses
    assert game.s.obstacle(obstacle(game, "gutter_punks")).cleared == 1
    assert game.s.obstacle(obstacle(game, "deckhead")).cleared == 0


def test_spirit_of_fire_alone_does_nothing() -> None:
    game = load_scenario(scenario([]))
    spirit = game.add_card("spirit_of_fire")
    assert drive(ops.put_in_play(game, spirit, 1)) == []
    assert game.s.obstacle(spirit).cleared == 0


@pytest.mark.rule(
    "p10-flipped-defeated", "p10-flipped-order", "p26-gloss-flipped", "fr-flipped", "fr-mise-en-place-9")
def test_flipped_abilities_trigger_when_a_new_scene_flips() -> None:
    sc = scenario([{"card": "deckhead", "facing": 0, "cleared": 3}],
                  normal_deck=["light_combat_drone", "deckhead", "deckhead", "deckhead", "deckhead"])
    sc["runners"][0]["hand"] = ["quick_shot"]
    sc["runners"][2]["hand"] = ["mark"]
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), obstacle(game, "deckhead")))
    finish_play_and_apply(game)
    game.apply(EndStep(0))
    for seat in (1, 2, 3, 0):
        game.apply(EndStep(seat))  # no scene-end purchase
    assert game.s.scene == 2
    # Rob held one card: he discards it, with no question.
    assert [game.s.defs[c] for c in game.s.runners[2].discard] == ["mark"]


# ---- attacks ---------------------------------------------------------------------------------

@pytest.mark.rule("p17-take-damage", "p26-gloss-heal")
def test_elf_shaman_heals_a_level_when_it_attacks() -> None:
    sc = scenario([{"card": "elf_shaman", "facing": 0, "cleared": 2}, {"card": "deckhead", "facing": 1, "cleared": 1}])
    game = load_scenario(sc)
    game.apply(EndStep(0))
    assert game.s.obstacle(obstacle(game, "elf_shaman")).cleared == 1
    assert game.s.runners[0].hp == game.s.runners[0].max_hp - 1
    assert game.s.obstacle(obstacle(game, "deckhead")).cleared == 1


def test_elf_shaman_facing_someone_else_does_not_attack_nor_heal() -> None:
    game = load_scenario(scenario([{"card": "elf_shaman", "facing": 1, "cleared": 2}]))
    game.apply(EndStep(0))
    assert game.s.obstacle(obstacle(game, "elf_shaman")).cleared == 2


def test_spirit_of_air_also_attacks_the_mage() -> None:
    game = load_scenario(scenario([{"card": "spirit_of_air", "facing": 0}]))
    game.apply(EndStep(0))
    assert [r.max_hp - r.hp for r in game.s.runners] == [1, 1, 0, 0]


def test_spirit_of_air_facing_the_mage_attacks_once() -> None:
    game = load_scenario(scenario([{"card": "spirit_of_air", "facing": 1}], current=1))
    game.apply(EndStep(1))
    assert [r.max_hp - r.hp for r in game.s.runners] == [0, 1, 0, 0]


@pytest.mark.rule("p17-take-damage", "p25-faq-packet")
def test_spirit_of_air_joins_the_mages_packet_with_attack_modifiers() -> None:
    sc = scenario([{"card": "spirit_of_air", "facing": 3}, {"card": "deckhead", "facing": 3}],
                  current=3, crossfire_active=["unfriendly_fire"])
    sc["runners"][1].update(hp=2)
    game = load_scenario(sc)
    game.apply(EndStep(3))
    # Spirit of Air (blue) and Deckhead (black) each get +1: Jim takes 2 + 2, Jay takes 2 and is staggered.
    jay = game.s.runners[1]
    assert game.s.runners[3].hp == game.s.runners[3].max_hp - 4
    assert jay.staggered and not jay.critical


# ---- cancelling an ability by discarding a card --------------------------------------------

def ares_catalog() -> Any:
    """Ares Field Rep is incomplete (never dealt): a test-local copy fills in what the test needs."""
    cat = load_catalog()
    ares = cat.obstacle("ares_field_rep").model_copy(update={
        "complete": True, "color": "red", "attack": 1, "track": [Level(amount=4), Level(amount=4)],
        "abilities": [Ability(when="static", effect="cant", params={"what": "draw", "who": "you"}),
                      Ability(when="activated", effect="cancel_by_discard", params={"type": "SKILL"})]})
    return dataclasses.replace(cat, by_id={**cat.by_id, "ares_field_rep": ares})


@pytest.mark.rule("p10-obstacle-abilities", "fr-capacites")
def test_any_runner_can_discard_a_skill_to_cancel_until_the_next_turn() -> None:
    sc = scenario([{"card": "ares_field_rep", "facing": 0}, {"card": "deckhead", "facing": 1}])
    sc["runners"][0].update(hand=["mark"], deck=["mana"] * 6)
    sc["runners"][3].update(hand=["street_smarts", "street_smarts", "mark"])
    game = load_scenario(sc, ares_catalog())
    ares = obstacle(game, "ares_field_rep")
    assert drive(ops.draw(game, 0, 1) or iter(())) == [] and len(game.s.runners[0].hand) == 1  # can't draw
    assert UseAbility(0, f"card:{ares}") not in game.legal_actions()  # Cal holds no SKILL card
    use = UseAbility(3, f"card:{ares}")
    assert use in game.legal_actions()
    game.apply(use)  # Jim (not the current runner) holds two: he picks one
    assert game.pending.kind is Kind.CHOOSE and game.pending.runner == 3
    game.apply(Choose(3, 0))
    assert game.s.obstacle(ares).cancelled
    assert [game.s.defs[c] for c in game.s.runners[3].discard] == ["street_smarts"]
    assert use not in game.legal_actions()  # already cancelled
    game.apply(EndStep(0))  # Draw & Buy: Cal draws 2 now
    assert len(game.s.runners[0].hand) == 3
    game.apply(EndStep(0))  # next turn: the ability is back
    assert not game.s.obstacle(ares).cancelled
    assert ops.draw(game, 0, 1) == 0
