"""Rulebook paragraphs no other test pinned (issue 27, docs/rules-map.toml): each test builds its
position through load_scenario or new_game and checks the book's outcome."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.catalog.models import Ability
from crossfire_desktop.engine import (
    Buy,
    Choose,
    ChooseMany,
    EndStep,
    Game,
    Kind,
    MoveCard,
    PlayCard,
    load_scenario,
    new_game,
    quick_setup,
)
from crossfire_desktop.engine.setup import GameSetup

from .helpers import cards_in, finish_play_and_apply, four_runners, hand_card, obstacle, runner

KEEP = {"card": "eye_alarm", "facing": 2}  # an obstacle nobody touches: the scene goes on


def base(**kw: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"runners": four_runners()}
    data.update(kw)
    return data


def play_all(game: Game, seat: int, card_id: str, target: int | None) -> None:
    while any(game.s.defs[c] == card_id for c in game.s.runners[seat].hand):
        game.apply(PlayCard(seat, hand_card(game, seat, card_id), target))


def end_turn(game: Game) -> list[Any]:
    """The current runner ends Play Cards, applies everything, then ends the turn."""
    seat = game.pending.runner
    events = list(game.apply(EndStep(seat)))
    while game.pending is not None and game.pending.kind is Kind.APPLY:
        events += game.apply(next(iter(game.legal_actions())))
    if game.pending is not None and game.pending.kind is Kind.BUY:
        events += game.apply(EndStep(seat))
    return events


def started(game: Game) -> Game:
    while game.s.round == 0:  # FLIPPED abilities of the first obstacles may ask during setup
        game.apply(game.legal_actions()[0])
    return game


# ---- worked examples ----------------------------------------------------------------------------

@pytest.mark.rule(
    "p14-any-mixture", "p14-clear-in-order", "fr-chaque-niveau", "p6-qs-lone-star", "p14-lone-star")
def test_lone_star_trooper_example_on_a_track_of_the_same_shape() -> None:
    """Rob deals 4 + 1 damage to clear the 5; on his turn Jim clears the two colored levels and
    defeats it. The Trooper's colors are lost with the book's icons (cards/obstacles_normal.toml), so
    the example runs on Spirit of Air, whose track has the same shape: 5, blue, blue."""
    sc = base(obstacles=[{"card": "spirit_of_air", "facing": 3}, KEEP], current=2)
    sc["runners"][2].update(hand=["mark"] * 4 + ["quick_shot"])
    sc["runners"][3].update(roles=["Mage"], hand=["mana", "mana"])
    sc["runners"][1].update(roles=["Face"])
    game = load_scenario(sc)
    spirit = obstacle(game, "spirit_of_air")
    play_all(game, 2, "mark", spirit)
    play_all(game, 2, "quick_shot", spirit)
    end_turn(game)
    assert game.s.obstacle(spirit).cleared == 1
    play_all(game, 3, "mana", spirit)
    events = end_turn(game)
    assert ("obstacle_defeated", spirit) in [(e.code, e.params.get("obstacle")) for e in events]


@pytest.mark.rule("p4-qs-starting-decks", "p11-setup-rob", "p11-setup-decks")
def test_rob_the_human_decker_shuffles_the_decker_deck_and_draws_four() -> None:
    setup = GameSetup.model_validate({"seed": 5, "runners": [
        runner("Cal", "Dwarf", ["Street Samurai"]), runner("Jay", "Human", ["Mage"]),
        runner("Rob", "Human", ["Decker"]), runner("Jim", "Elf", ["Face"])]})
    game = new_game(setup)
    rob = game.s.runners[2]
    deck = sorted(cards_in(game, rob.hand + rob.deck))
    assert deck == sorted(["mana"] + ["mark"] * 4 + ["quick_shot", "street_smarts"])
    assert len(rob.hand) == 4 and rob.max_hp == rob.hp == load_catalog().metatypes["Human"].hp


# ---- hit points and damage ------------------------------------------------------------------------

@pytest.mark.rule("p26-gloss-heal", "p26-gloss-hp", "fr-soin", "p11-setup-hp", "p17-hp")
def test_healing_never_goes_above_the_starting_hit_points() -> None:
    sc = base(obstacles=[KEEP])
    sc["runners"][0].update(hand=["doc_wagon_contract"], hp=4)  # a Dwarf: 5 HP
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "doc_wagon_contract"), None))
    game.apply(Choose(0, [o.ref for o in game.pending.options].index(0)))  # heal 2 on yourself
    assert game.s.runners[0].hp == game.s.runners[0].max_hp == 5


@pytest.mark.rule("p6-qs-colorless", "p14-colored-level", "p13-colorless", "fr-incolore")
def test_colorless_and_other_colors_never_clear_a_colored_level() -> None:
    """Jacked In deals a green and 1 colorless: nothing against Out of Ammo's black first level, but
    against Deckhead (2, green, 1, black; first level cleared) it clears green and the 1."""
    sc = base(obstacles=[{"card": "out_of_ammo", "facing": 1}, {"card": "deckhead", "facing": 2, "cleared": 1}])
    sc["runners"][0].update(hand=["jacked_in", "jacked_in"])
    game = load_scenario(sc)
    ammo, deckhead = obstacle(game, "out_of_ammo"), obstacle(game, "deckhead")
    game.apply(PlayCard(0, hand_card(game, 0, "jacked_in"), ammo))
    game.apply(PlayCard(0, hand_card(game, 0, "jacked_in"), deckhead))
    finish_play_and_apply(game)
    assert game.s.obstacle(ammo).cleared == 0 and game.s.obstacle(deckhead).cleared == 3


# ---- playing cards ----------------------------------------------------------------------------------

@pytest.mark.rule("p6-qs-play-cards", "fr-defausser", "p13-play-cards", "fr-jouer-sans-cible")
def test_a_card_played_next_to_no_obstacle_still_goes_to_the_discard() -> None:
    sc = base(obstacles=[KEEP])
    sc["runners"][0].update(hand=["quick_shot"] + ["mark"] * 4)  # 4 left in hand: no draw to take it back
    game = load_scenario(sc)
    shot = hand_card(game, 0, "quick_shot")
    game.apply(PlayCard(0, shot, None))
    finish_play_and_apply(game)
    assert shot in game.s.runners[0].discard and game.s.obstacles[0].cleared == 0


@pytest.mark.rule("fr-jouer-sans-cible", "p13-move-placed")
def test_a_placed_card_moves_to_another_obstacle_before_damage() -> None:
    sc = base(obstacles=[{"card": "out_of_ammo", "facing": 1}, {"card": "gutter_punks", "facing": 2, "cleared": 0}])
    sc["runners"][0].update(hand=["quick_shot"])
    game = load_scenario(sc)
    ammo, punks = obstacle(game, "out_of_ammo"), obstacle(game, "gutter_punks")
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), punks))
    game.apply(MoveCard(0, game.s.turn.placements[0].pid, ammo))  # "If you change your mind"
    finish_play_and_apply(game)
    assert game.s.obstacle(ammo).cleared == 1 and game.s.obstacle(punks).cleared == 0


# ---- staggered ------------------------------------------------------------------------------------

@pytest.mark.rule("p17-staggered-starting-runner", "p17-staggered-draw-one")
def test_a_staggered_starting_runner_still_draws_the_crossfire_card_then_draws_one() -> None:
    sc = base(obstacles=[KEEP], current=3, crossfire_deck=["instinct"])
    sc["runners"][0].update(hp=0, staggered=True, deck=["mark", "mark"])
    game = load_scenario(sc)
    events = end_turn(game)
    assert cards_in(game, game.s.crossfire_active) == ["instinct"]
    drew = [e.params for e in events if e.code == "drew" and e.params["runner"] == 0]
    assert drew == [{"runner": 0, "n": 1, "reason": "staggered"}] and len(game.s.runners[0].hand) == 1


@pytest.mark.rule(
    "p17-staggered-draw-before", "p25-faq-assist-anytime", "p17-staggered-play", "fr-sonne-jouer")
@pytest.mark.parametrize("rules", ["first", "revised"])
def test_a_staggered_runner_assists_plays_and_applies_damage(rules: str) -> None:
    """Jay is staggered with cards he drew before his turn: he assists on Cal's turn, then plays and
    applies damage on his own."""
    sc = base(rules=rules, obstacles=[{"card": "astral_shiver", "facing": 1, "cleared": 1}, KEEP])
    sc["runners"][0].update(deck=["mark"], hand=["mark"])
    sc["runners"][1].update(hp=0, staggered=True, exhausted=rules == "revised", hand=["clairvoyance", "mana"])
    game = load_scenario(sc)
    shiver = obstacle(game, "astral_shiver")
    game.apply(PlayCard(1, hand_card(game, 1, "clairvoyance"), None))  # assist: Cal draws 1, discards 1
    game.apply(ChooseMany(0, (0,)))
    end_turn(game)
    assert game.s.current == 1
    game.apply(PlayCard(1, hand_card(game, 1, "mana"), shiver))
    finish_play_and_apply(game)
    assert game.s.obstacle(shiver).cleared == 2


@pytest.mark.rule("p16-nuyen", "p17-staggered-nuyen-upgrades")
def test_a_staggered_runner_still_gets_a_share_of_the_nuyen() -> None:
    sc = base(obstacles=[{"card": "gutter_punks", "facing": 0, "cleared": 2}, KEEP])  # 5 nuyen
    sc["runners"][0].update(hand=["quick_shot", "quick_shot", "quick_shot"])
    sc["runners"][1].update(hp=0, staggered=True)
    game = load_scenario(sc)
    play_all(game, 0, "quick_shot", obstacle(game, "gutter_punks"))
    finish_play_and_apply(game)
    game.apply(Choose(0, 0))  # DEFEATED: Cal picks who heals 1
    assert [r.nuyen for r in game.s.runners] == [2, 1, 1, 1]


# ---- Draw & Buy ------------------------------------------------------------------------------------

@pytest.mark.rule("fr-recharger-vide", "fr-recharger-court", "p17-draw", "fr-recharger", "p7-qs-draw-buy")
def test_draw_two_only_with_three_cards_or_fewer_reshuffling_the_discard_or_what_is_left() -> None:
    """Cal holds 4: no draw. Jay has 1 card in his deck: he draws it, shuffles his discard into a new
    deck and draws 1 more. Rob has no deck and 1 card in his discard: he draws that one."""
    sc = base(obstacles=[KEEP])
    sc["runners"][0].update(hand=["mark"] * 4, deck=["mana"])
    sc["runners"][1].update(deck=["mana"], discard=["mark", "mark"])
    sc["runners"][2].update(discard=["quick_shot"])
    game = load_scenario(sc)
    for _ in range(3):
        end_turn(game)
    hands = [sorted(cards_in(game, r.hand)) for r in game.s.runners[:3]]
    assert hands == [["mark"] * 4, ["mana", "mark"], ["quick_shot"]]
    assert cards_in(game, game.s.runners[1].deck) == ["mark"] and game.s.runners[1].discard == []


@pytest.mark.rule(
    "fr-mise-en-place-5", "fr-marche-noir", "p17-buy", "p18-market-out", "fr-marche-noir-vide",
    "p4-qs-black-market")
def test_each_purchase_refills_the_row_from_the_deck_then_its_reshuffled_discard_then_none() -> None:
    row = ["katana", "mark", "icon_grab", "negotiation", "stunbolt", "backdoor"]
    sc = base(obstacles=[KEEP], market_row=row, market_deck=[], market_discard=["fireball"])
    sc["runners"][0].update(nuyen=20)
    game = load_scenario(sc)
    end_play = game.apply(EndStep(0))
    assert end_play and game.pending.kind is Kind.BUY
    katana, icon = game.s.market_row[0], game.s.market_row[2]
    game.apply(Buy(0, katana))
    assert cards_in(game, [game.s.market_row[0]]) == ["fireball"] and game.s.market_discard == []
    events = game.apply(Buy(0, icon))
    assert game.s.market_row[2] is None and "market_out_of_stock" in [e.code for e in events]
    assert game.s.runners[0].nuyen == 20 - 4 - 2 and katana in game.s.runners[0].hand


# ---- abort run -------------------------------------------------------------------------------------

@pytest.mark.rule("p18-abort-bottom", "p18-abort-no-mission")
def test_the_abort_round_bottoms_the_event_and_ignores_the_missions_scene_end() -> None:
    """Jim goes critical on his own turn; the abort round starts with Cal: Instinct goes under the
    Crossfire deck (no discard), and when Cal defeats the last obstacle no Scene ends."""
    sc = base(obstacles=[{"card": "deckhead", "facing": 3, "cleared": 3}], current=3,
              crossfire_active=["instinct"], crossfire_deck=["timebomb"])
    sc["runners"][3].update(hp=0, staggered=True)
    sc["runners"][0].update(hand=["quick_shot"])
    game = load_scenario(sc)
    events = end_turn(game)
    assert game.s.runners[3].critical and game.s.current == 0
    assert cards_in(game, game.s.crossfire_deck) == ["instinct", "timebomb"] and game.s.crossfire_discard == []
    deckhead = obstacle(game, "deckhead")
    assert game.s.obstacle(deckhead).facing == 0  # it turned from critical Jim to Cal
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), deckhead))
    events = end_turn(game)
    assert game.s.obstacles == [] and "scene_ended" not in [e.code for e in events]
    assert game.pending.kind is Kind.PLAY and game.s.current == 1  # no scene-end purchases


# ---- nuyen outside a turn ----------------------------------------------------------------------------

@pytest.mark.rule("p16-defeat-no-turn", "fr-nuyen-sans-runner")
def test_an_obstacle_defeated_between_turns_pays_the_runner_whose_turn_is_next_first() -> None:
    """Round 3 of the Dragon Fight starts by flipping Spirit of Fire, whose FLIPPED level finishes
    Gutter Punks (5 nuyen) before anyone's turn: Cal, whose turn is next, makes the choices and takes 2."""
    sc = {"mission": "dragon_fight", "runners": four_runners(), "round": 2, "current": 3,
          "obstacles": [{"card": "gutter_punks", "facing": 1, "cleared": 2}],
          "normal_deck": ["spirit_of_fire", "deckhead", "eye_alarm", "deckhead"], "crossfire_deck": ["instinct"]}
    game = load_scenario(sc)
    punks = obstacle(game, "gutter_punks")
    game.apply(EndStep(3))
    game.apply(EndStep(3))  # Jim's turn ends: round 3 flips obstacles
    asked = []
    while game.pending.kind is Kind.CHOOSE:  # who heals (Gutter Punks: DEFEATED)
        refs = [o.ref for o in game.pending.options]
        asked.append(game.pending.runner)
        game.apply(Choose(game.pending.runner, refs.index(punks) if punks in refs else 0))
    assert game.s.obstacle(punks) is None and asked and set(asked) == {0}  # Cal resolves them
    assert [r.nuyen for r in game.s.runners] == [2, 1, 1, 1]


# ---- timing -------------------------------------------------------------------------------------------

@pytest.mark.rule("p10-timing", "fr-timing")
def test_the_current_runner_orders_abilities_that_trigger_together() -> None:
    """Win One, Lose One (start of each turn) and an obstacle given a start-of-turn ability: Cal, the
    current runner, chooses which happens first."""
    cat = load_catalog()
    deckhead = cat.by_id["deckhead"].model_copy(update={"abilities": [
        Ability(when="start_of_turn", effect="take_damage", params={"who": "you", "n": 1})]})
    cat = dataclasses.replace(cat, by_id={**cat.by_id, "deckhead": deckhead})
    sc = base(obstacles=[{"card": "deckhead", "facing": 0}], step="start", crossfire_active=["win_one_lose_one"])
    sc["runners"][0].update(hand=["mark"])
    game = load_scenario(sc, catalog=cat)
    assert game.pending.kind is Kind.CHOOSE and game.pending.prompt == "order_triggers"
    assert game.pending.runner == 0 and len(game.pending.options) == 2


# ---- the Crossfire mission -------------------------------------------------------------------------

@pytest.mark.rule("fr-mise-en-place-6", "p19-crossfire-obstacles", "p11-setup-obstacle-decks")
def test_a_scene_flips_hard_obstacles_up_to_the_crossfire_level_then_normal_ones() -> None:
    hard = [c.id for c in load_catalog().playable("obstacles_hard")
            if not load_catalog().by_id[c.id].abilities][:2]
    sc = base(obstacles=[{"card": "deckhead", "facing": 0, "cleared": 3}], crossfire_discard=["instinct"] * 2,
              normal_deck=["eye_alarm", "sudden_fade", "trip_beams", "yak_muscle"], hard_deck=hard)
    sc["runners"][0].update(hand=["quick_shot"])
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), obstacle(game, "deckhead")))
    end_turn(game)
    while game.pending.kind is Kind.BUY_ONE:
        game.apply(EndStep(game.pending.runner))
    flipped = cards_in(game, [ob.card for ob in game.s.obstacles])
    assert game.s.scene == 2 and flipped == [*hard, "eye_alarm", "sudden_fade", "trip_beams"]


@pytest.mark.rule("p19-crossfire-fewer")
def test_two_runners_draw_no_crossfire_card_in_the_first_two_rounds() -> None:
    game = new_game(quick_setup("crossfire", 2, 4))
    seen: dict[int, int] = {}
    while game.pending is not None and game.s.round <= 3 and game.result is None:
        d = game.pending
        if d.kind in (Kind.PLAY, Kind.BUY, Kind.BUY_ONE):
            game.apply(EndStep(d.runner))
        else:
            game.apply(game.legal_actions()[0])
        seen[game.s.round] = len(game.s.crossfire_active) + len(game.s.crossfire_discard)
    assert seen.get(1) == 0 and seen.get(2) == 0 and seen.get(3, 0) >= 1


@pytest.mark.rule("p19-crossfire-bring-it-on", "p19-crossfire-danger-zone")
def test_bring_it_on_flips_one_more_obstacle_and_danger_zone_seeds_the_discard() -> None:
    plain = started(new_game(quick_setup("crossfire", 4, 9)))
    game = started(new_game(quick_setup("crossfire", 4, 9, bonus=["bring_it_on", "danger_zone", "danger_zone"])))
    assert len(plain.s.obstacles) == 4 and len(game.s.obstacles) == 5
    assert len(plain.s.crossfire_discard) == 0 and len(game.s.crossfire_discard) == 2


@pytest.mark.rule("p10-obstacle-abilities", "fr-capacites")
def test_a_defeated_obstacles_ability_stops_at_once() -> None:
    """Ork Fixer ("You can't buy cards") facing Cal is defeated on his turn: he buys at Draw & Buy."""
    sc = base(obstacles=[{"card": "ork_fixer", "facing": 0, "cleared": 1}, KEEP],
              market_row=["katana", "mark", "icon_grab", "negotiation", "stunbolt", "backdoor"])
    sc["runners"][0].update(hand=["mana"] * 3 + ["mark"] * 4, nuyen=9)
    game = load_scenario(sc)
    fixer = obstacle(game, "ork_fixer")
    play_all(game, 0, "mana", fixer)
    finish_play_and_apply(game)
    assert game.s.obstacle(fixer) is None and game.pending.kind is Kind.BUY
    assert game.check(Buy(0, game.s.market_row[0])) is None


@pytest.mark.rule("p24-lightning-bolt")
def test_lightning_bolt_example_clears_two_levels_in_a_row_on_a_track_of_the_same_shape() -> None:
    """Card Explanations: on an undamaged Bonelaced Adept (4, a colored box, 1) Lightning Bolt clears
    the 4 and the colored box, or the colored box and the 1 once the 4 is cleared, never the 4 and
    the 1. Bonelaced Adept is not dealt (incomplete data); Gutter Punks (2, black, 3) has the shape."""
    sc = base(obstacles=[{"card": "gutter_punks", "facing": 1}, {"card": "gutter_punks", "facing": 2}])
    sc["runners"][0].update(hand=["lightning_bolt", "lightning_bolt", "mark", "mark"])
    game = load_scenario(sc)
    alone, helped = (ob.card for ob in game.s.obstacles)
    game.apply(PlayCard(0, hand_card(game, 0, "lightning_bolt"), alone))
    assert game.preview(alone).cleared == 2  # the 2 and the black box; the 3 stays
    play_all(game, 0, "mark", helped)
    game.apply(PlayCard(0, hand_card(game, 0, "lightning_bolt"), helped))
    assert game.preview(helped).cleared == 3  # the marks clear the 2, the bolt the black box and the 3


@pytest.mark.rule("p19-crossfire-difficulty", "p20-dragon-difficulty")
def test_each_mission_takes_its_printed_number_of_runners() -> None:
    """Crossfire: 2-4 runners (solo is for Extraction only); Dragon Fight: 4."""
    with pytest.raises(ValueError, match="only for the Extraction mission"):
        quick_setup("crossfire", 1, 1)
    with pytest.raises(ValueError, match="Dragon Fight is played by 4 runners, not 3"):
        quick_setup("dragon_fight", 3, 1)
    assert [len(new_game(quick_setup("crossfire", n, 1)).s.runners) for n in (2, 3, 4)] == [2, 3, 4]


@pytest.mark.rule("p17-staggered-same-step")
def test_damage_on_a_later_step_of_the_same_turn_makes_a_staggered_runner_critical() -> None:
    """Jim (1 HP) plays two colors under Instinct: Deckhead's attack staggers him at Take Damage, and
    Instinct's 1 damage at the end of the turn, a later step, sends him critical."""
    sc = base(obstacles=[{"card": "deckhead", "facing": 3}, KEEP], current=3, crossfire_active=["instinct"])
    sc["runners"][3].update(hp=1, hand=["mark", "quick_shot"])
    game = load_scenario(sc)
    alarm = obstacle(game, "eye_alarm")
    for card_id in ("mark", "quick_shot"):
        game.apply(PlayCard(3, hand_card(game, 3, card_id), alarm))
    events = end_turn(game)
    order = [e.code for e in events if e.code in ("staggered", "critical", "abort_run")]
    assert order == ["staggered", "critical", "abort_run"] and game.s.runners[3].critical


@pytest.mark.rule("p16-nuyen-no-limit", "p7-qs-nuyen")
def test_nuyen_has_no_limit() -> None:
    sc = base(obstacles=[{"card": "deckhead", "facing": 0, "cleared": 3}, KEEP])  # 4 nuyen, last level black
    sc["runners"][0].update(hand=["quick_shot"] + ["mark"] * 4, nuyen=99)
    game = load_scenario(sc)
    play_all(game, 0, "quick_shot", obstacle(game, "deckhead"))
    finish_play_and_apply(game)
    assert game.s.runners[0].nuyen == 100
