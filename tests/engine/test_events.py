"""Crossfire events: reveal and threshold effects, continuous effects, per-turn effects, timebombs.

A reveal is reached through the real flow: the last runner of the round (Jim, seat 3) ends an
empty turn and the starting runner (Cal, seat 0) draws the next Crossfire card. Deckhead facing
Cal keeps the scene going.
"""

from __future__ import annotations

from typing import Any

import pytest

from crossfire_desktop.engine import ChooseMany, EndStep, Event, Game, Kind, PlayCard, load_scenario

from .helpers import finish_play_and_apply, four_runners, hand_card, obstacle

KEEP = {"card": "deckhead", "facing": 0}  # no ability; keeps the scene from ending


def scenario(obstacles: list[dict[str, Any]] | None = None, *, level: int = 0, **kw: Any) -> dict[str, Any]:
    """Jim's turn (the last of the round) at Play Cards, `level` cards in the Crossfire discard."""
    data: dict[str, Any] = {"runners": four_runners(), "obstacles": [KEEP, *(obstacles or [])],
                            "current": 3, "crossfire_discard": ["instinct"] * level}
    data.update(kw)
    return data


def next_round(game: Game) -> list[Event]:
    """Jim ends his turn: the new round's Crossfire step runs, then Cal's turn starts."""
    seat = game.s.current
    out = game.apply(EndStep(seat))
    assert game.pending.kind is Kind.BUY
    out += game.apply(EndStep(seat))
    return out


def lost(game: Game) -> list[int]:
    return [r.max_hp - r.hp for r in game.s.runners]


def ids(game: Game, cards: list[int]) -> list[str]:
    return [game.s.defs[c] for c in cards]


# ---- timebombs -----------------------------------------------------------------------------

@pytest.mark.rule("p11-crossfire-cards", "p12-draw-crossfire", "p12-timebomb", "fr-piocher-crossfire")
def test_timebomb_goes_off_when_discarded_at_the_round_start() -> None:
    game = load_scenario(scenario(crossfire_active=["timebomb"], crossfire_deck=["instinct"]))
    next_round(game)
    assert lost(game) == [1, 1, 1, 1]
    assert ids(game, game.s.crossfire_discard) == ["timebomb"]
    assert ids(game, game.s.crossfire_active) == ["instinct"]


@pytest.mark.rule("p12-crossfire-symbol")
def test_timebomb_eight_plus_deals_three_instead() -> None:
    game = load_scenario(scenario(level=8, crossfire_active=["timebomb"], crossfire_deck=["instinct"]))
    next_round(game)
    assert lost(game) == [3, 3, 3, 3]


@pytest.mark.rule("p25-faq-timebomb-threshold", "fr-faq-retardement")
def test_timebomb_card_does_not_count_toward_its_own_threshold_faq() -> None:
    """FAQ: when the timebomb goes off the card is not in the discard yet (7 cards: not 8+)."""
    game = load_scenario(scenario(level=7, crossfire_active=["timebomb"], crossfire_deck=["instinct"]))
    next_round(game)
    assert lost(game) == [1, 1, 1, 1]
    assert len(game.s.crossfire_discard) == 8


@pytest.mark.rule(
    "p12-removing-events", "p12-timebomb", "p19-crossfire-scene-end", "fr-resume-sans-obstacle",
    "fr-icones", "fr-retirer-crossfire", "fr-fin-tour-vide")
def test_no_timebomb_when_the_event_goes_to_the_bottom_at_scene_end() -> None:
    sc = {"runners": four_runners(), "obstacles": [{"card": "deckhead", "facing": 0, "cleared": 3}],
          "crossfire_active": ["timebomb"], "crossfire_deck": ["instinct"],
          "normal_deck": ["deckhead", "yak_muscle", "astral_shiver", "sudden_fade", "eye_alarm"]}
    for r in sc["runners"]:
        r["hp"] = 3
    sc["runners"][0]["hand"] = ["quick_shot"]
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), obstacle(game, "deckhead")))
    finish_play_and_apply(game)
    game.apply(EndStep(0))  # the turn ends with no obstacle: the scene ends
    assert [r.hp for r in game.s.runners] == [4, 4, 4, 4]  # the scene-end heal, no timebomb damage
    assert ids(game, game.s.crossfire_deck) == ["timebomb", "instinct"]  # on the bottom (top is last)
    assert game.s.crossfire_discard == []


def test_take_the_merchandise_and_run_on_reveal() -> None:
    sc = scenario(crossfire_deck=["take_the_merchandise_and_run", "instinct"], market_deck=["katana", "fireball"])
    sc["runners"][3]["hp"] = 3  # Jim (Human, 5) below 5 HP; Rob is an Elf (4 HP)
    game = load_scenario(sc)
    next_round(game)
    assert lost(game) == [2, 2, 0, 2]
    assert ids(game, game.s.runners[0].hand)[-1] == "katana"
    assert ids(game, game.s.runners[1].hand)[-1] == "fireball"
    assert game.s.runners[2].hand == [] and game.s.runners[3].hand == []


def test_take_the_merchandise_and_run_timebomb() -> None:
    game = load_scenario(scenario(crossfire_active=["take_the_merchandise_and_run"], crossfire_deck=["instinct"]))
    next_round(game)
    assert lost(game) == [1, 1, 1, 1]
    assert ids(game, game.s.crossfire_discard) == ["take_the_merchandise_and_run"]


# ---- reveal effects and thresholds -----------------------------------------------------------

@pytest.mark.rule(
    "p11-crossfire-cards", "p12-continuous", "p12-unfriendly-fire", "p26-gloss-crossfire", "fr-icones",
    "fr-effet-primaire", "fr-carte-crossfire")
def test_unfriendly_fire_attack_strength_while_active() -> None:
    sc = {"runners": four_runners(), "obstacles": [{"card": "deckhead", "facing": 0},
                                                    {"card": "astral_shiver", "facing": 0},
                                                    {"card": "sudden_fade", "facing": 0}],
          "crossfire_active": ["unfriendly_fire"]}
    game = load_scenario(sc)
    game.apply(EndStep(0))
    assert lost(game)[0] == 2 + 2 + 1  # black and blue +1, green unchanged


@pytest.mark.rule("p11-crossfire-cards", "p12-unfriendly-fire")
def test_unfriendly_fire_four_plus_heals_black_and_blue_once_on_reveal() -> None:
    damaged = [{"card": "astral_shiver", "facing": 1, "cleared": 2}, {"card": "sudden_fade", "facing": 2, "cleared": 1}]
    game = load_scenario(scenario(damaged, level=4, crossfire_deck=["unfriendly_fire"]))
    next_round(game)
    assert game.s.obstacle(obstacle(game, "astral_shiver")).cleared == 0
    assert game.s.obstacle(obstacle(game, "sudden_fade")).cleared == 1


@pytest.mark.rule(
    "p10-obstacle-cards", "p10-crossfire-abilities", "p12-crossfire-symbol", "fr-resume-niveau",
    "fr-icones", "fr-effet-primaire", "fr-carte-obstacle")
def test_unfriendly_fire_below_four_heals_nothing() -> None:
    damaged = [{"card": "astral_shiver", "facing": 1, "cleared": 2}]
    game = load_scenario(scenario(damaged, level=3, crossfire_deck=["unfriendly_fire"]))
    next_round(game)
    assert game.s.obstacle(obstacle(game, "astral_shiver")).cleared == 2


@pytest.mark.rule("p12-crossfire-level", "p26-gloss-crossfire-level", "fr-crossfire-missions", "fr-niveau")
def test_the_active_event_going_to_the_discard_raises_the_level_before_the_reveal() -> None:
    damaged = [{"card": "astral_shiver", "facing": 1, "cleared": 2}]
    game = load_scenario(scenario(damaged, level=3, crossfire_active=["instinct"], crossfire_deck=["unfriendly_fire"]))
    next_round(game)
    assert game.s.obstacle(obstacle(game, "astral_shiver")).cleared == 0


@pytest.mark.rule("p12-continuous")
def test_enemy_comms_green_and_red() -> None:
    damaged = [{"card": "sudden_fade", "facing": 1, "cleared": 2}, {"card": "eye_alarm", "facing": 1, "cleared": 1},
               {"card": "astral_shiver", "facing": 2, "cleared": 1}]
    game = load_scenario(scenario(damaged, level=4, crossfire_deck=["enemy_comms"]))
    next_round(game)
    assert [ob.cleared for ob in game.s.obstacles] == [0, 0, 0, 1]  # green and red heal all levels
    game.apply(EndStep(0))  # Cal: Deckhead (black) attacks for 1
    assert lost(game)[0] == 1
    game.apply(EndStep(0))
    game.apply(EndStep(1))  # Jay: Sudden Fade (green) and Eye Alarm (red) attack for 2 each
    assert lost(game)[1] == 4
    game.apply(EndStep(1))
    game.apply(EndStep(2))  # Rob: Astral Shiver (blue) attacks for 1
    assert lost(game)[2] == 1


@pytest.mark.rule("p12-crossfire-level")
def test_chummers_five_plus_reveals_normal_obstacles_until_a_human() -> None:
    sc = scenario(level=5, crossfire_deck=["chummers"],
                  normal_deck=["sudden_fade", "eye_alarm", "customs_officer", "astral_shiver"])
    game = load_scenario(sc)
    next_round(game)
    officer = obstacle(game, "customs_officer")
    assert game.s.obstacle(officer).facing == 3  # red: Jim
    assert ids(game, game.s.normal_discard) == ["sudden_fade", "eye_alarm"]
    assert ids(game, game.s.normal_deck) == ["astral_shiver"]
    game.apply(EndStep(0))  # Deckhead is Human: +1
    assert lost(game)[0] == 2


@pytest.mark.rule("p10-crossfire-abilities")
def test_chummers_below_five_reveals_nothing() -> None:
    sc = scenario(level=4, crossfire_deck=["chummers"], normal_deck=["sudden_fade", "customs_officer"])
    game = load_scenario(sc)
    next_round(game)
    assert len(game.s.obstacles) == 1 and len(game.s.normal_deck) == 2


def test_chummers_with_no_human_left_stops_and_discards_what_it_revealed() -> None:
    sc = scenario(level=5, crossfire_deck=["chummers"], normal_deck=["sudden_fade", "eye_alarm"])
    game = load_scenario(sc)
    next_round(game)
    assert len(game.s.obstacles) == 1 and ids(game, game.s.normal_discard) == ["sudden_fade", "eye_alarm"]


def test_big_uglies_two_plus_puts_orks_and_trolls_from_the_top_five_into_play() -> None:
    # No playable Hard obstacle is an Ork or Troll yet: Ork Fixer stands in for one here.
    hard = ["lightning_mage", "ork_fixer", "gargoyle", "security_chief", "chromed_samurai", "ork_fixer"]
    game = load_scenario(scenario(level=2, crossfire_deck=["big_uglies"], hard_deck=hard))
    next_round(game)
    fixers = [ob for ob in game.s.obstacles if game.s.defs[ob.card] == "ork_fixer"]
    assert len(fixers) == 1 and fixers[0].facing == 3
    assert sorted(ids(game, game.s.hard_discard)) == ["chromed_samurai", "gargoyle", "lightning_mage", "security_chief"]
    assert ids(game, game.s.hard_deck) == ["ork_fixer"]  # the sixth card stays


def test_big_uglies_below_two_reveals_nothing_and_attack_strength_applies() -> None:
    game = load_scenario(scenario([{"card": "ork_fixer", "facing": 0}], level=1, crossfire_deck=["big_uglies"],
                                  hard_deck=["gargoyle"]))
    next_round(game)
    assert len(game.s.hard_deck) == 1
    game.apply(EndStep(0))
    assert lost(game)[0] == 1 + 2  # Deckhead 1, Ork Fixer 1 + 1


def test_big_uglies_timebomb_heals_one_level_of_each_ork_and_troll() -> None:
    damaged = [{"card": "ork_fixer", "facing": 1, "cleared": 2}, {"card": "sudden_fade", "facing": 2, "cleared": 2}]
    game = load_scenario(scenario(damaged, crossfire_active=["big_uglies"], crossfire_deck=["instinct"]))
    next_round(game)
    assert game.s.obstacle(obstacle(game, "ork_fixer")).cleared == 1
    assert game.s.obstacle(obstacle(game, "sudden_fade")).cleared == 2


# ---- per-turn effects --------------------------------------------------------------------------

def test_instinct_more_than_one_color_costs_one_damage_at_end_of_turn() -> None:
    sc = {"runners": four_runners(), "obstacles": [{"card": "deckhead", "facing": 1}], "crossfire_active": ["instinct"]}
    sc["runners"][0]["hand"] = ["mark", "mana"]
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "mark"), None))
    game.apply(PlayCard(0, hand_card(game, 0, "mana"), None))
    game.apply(EndStep(0))
    assert lost(game)[0] == 0
    game.apply(EndStep(0))  # end of turn
    assert lost(game)[0] == 1


def test_instinct_one_color_is_safe_and_four_plus_deals_two() -> None:
    sc = {"runners": four_runners(), "obstacles": [{"card": "deckhead", "facing": 1}], "crossfire_active": ["instinct"]}
    sc["runners"][0]["hand"] = ["mark", "mark"]
    game = load_scenario(sc)
    for _ in range(2):
        game.apply(PlayCard(0, hand_card(game, 0, "mark"), None))
    game.apply(EndStep(0))
    game.apply(EndStep(0))
    assert lost(game)[0] == 0
    sc["crossfire_discard"] = ["timebomb"] * 4
    sc["runners"][0]["hand"] = ["mark", "quick_shot"]
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "mark"), None))
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), None))
    game.apply(EndStep(0))
    game.apply(EndStep(0))
    assert lost(game)[0] == 2


def test_win_one_lose_one_at_the_start_of_each_turn() -> None:
    sc = {"runners": four_runners(), "obstacles": [{"card": "deckhead", "facing": 1}],
          "crossfire_active": ["win_one_lose_one"], "step": "start"}
    sc["runners"][0].update(hand=["mark", "mana"], nuyen=0)
    game = load_scenario(sc)
    assert game.pending.kind is Kind.CHOOSE_MANY and game.pending.runner == 0
    assert game.s.runners[0].nuyen == 1
    mana = hand_card(game, 0, "mana")
    game.apply(ChooseMany(0, ([o.ref for o in game.pending.options].index(mana),)))
    assert ids(game, game.s.runners[0].discard) == ["mana"]
    assert game.pending.kind is Kind.PLAY


def test_no_holding_back_one_damage_per_card_in_hand_before_draw_and_buy() -> None:
    sc = {"runners": four_runners(), "obstacles": [{"card": "deckhead", "facing": 1}],
          "crossfire_active": ["no_holding_back"]}
    sc["runners"][0].update(hand=["mark", "mana", "mark"], deck=["mark", "mark"])
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "mana"), None))
    game.apply(EndStep(0))
    assert lost(game)[0] == 2  # two cards left in hand, counted before the draw
    assert len(game.s.runners[0].hand) == 4
