"""The Quick-Start rules' Turn Example (p. 7): Cal's first turn."""

import json
from pathlib import Path

import pytest

from crossfire_desktop.engine import Buy, EndStep, Kind, PlayCard, load_scenario

from .helpers import cards_in, finish_play_and_apply, hand_card, obstacle

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "quickstart_cal.json"


def cal_scenario() -> dict:
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("_about")
    return data


@pytest.mark.rule(
    "fr-cibler-autres", "p6-qs-play-cards", "p6-qs-apply-damage", "p7-qs-draw-buy",
    "p7-qs-turn-example", "p13-taking-turn", "p13-play-cards", "p13-apply-damage", "p17-draw",
    "p17-buy", "fr-resume-jouer", "fr-tour", "fr-jouer", "fr-basiques-incolore", "fr-marche-noir")
def test_cal_turn_example() -> None:
    game = load_scenario(cal_scenario())
    cal = game.s.runners[0]
    ammo = obstacle(game, "out_of_ammo")
    # He plays his Quick Shot next to Out of Ammo and stops playing.
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), ammo))
    preview = game.preview(ammo)
    assert preview.cleared == 1 and preview.how == ("black",)
    finish_play_and_apply(game)
    assert game.s.obstacle(ammo).cleared == 1  # the black level is covered with a marker
    # Deckhead attacks him (Attack Strength 1): 5 -> 4. One card in hand: he draws 2 Quick Shots.
    assert cal.hp == 4
    assert cards_in(game, cal.hand) == ["mana", "quick_shot", "quick_shot"]
    assert game.pending.kind is Kind.BUY
    covering_fire = game.s.market_row[0]
    game.apply(Buy(0, covering_fire))
    assert cal.nuyen == 0 and covering_fire in cal.hand
    assert game.s.defs[game.s.market_row[0]] == "backdoor"  # refilled at once
    assert game.check(Buy(0, game.s.market_row[1])).code == "not_enough_nuyen"
    game.apply(EndStep(0))
    assert game.s.current == 1  # Jay sits to Cal's left


@pytest.mark.rule("p7-qs-turn-example", "p25-faq-wasted")
def test_mana_on_out_of_ammo_second_level_is_wasted() -> None:
    """'If Cal had also played his Mana on Out of Ammo, it wouldn't have done anything.'"""
    game = load_scenario(cal_scenario())
    ammo = obstacle(game, "out_of_ammo")
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), ammo))
    game.apply(PlayCard(0, hand_card(game, 0, "mana"), ammo))
    assert game.preview(ammo).cleared == 1
    finish_play_and_apply(game)
    assert game.s.obstacle(ammo).cleared == 1


@pytest.mark.rule("p13-taking-turn", "p13-play-cards")
def test_end_step_needs_no_cards() -> None:
    game = load_scenario(cal_scenario())
    game.apply(EndStep(0))
    assert game.pending.kind is Kind.BUY  # nothing placed: straight through Apply and Take Damage
    assert game.s.runners[0].hp == 4
