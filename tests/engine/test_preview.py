"""play_preview: what a play would clear, computed by the engine without changing the game."""

import pytest

from crossfire_desktop.engine import PlayCard, load_scenario
from crossfire_desktop.engine.preview import play_preview

from .helpers import hand_card, obstacle
from .test_turn_example import cal_scenario


@pytest.mark.rule("p6-qs-damage-track", "p13-colored", "p14-damaging-obstacles", "fr-colore", "fr-pistes")
def test_quick_shot_clears_the_black_box_and_changes_nothing() -> None:
    game = load_scenario(cal_scenario())
    ammo = obstacle(game, "out_of_ammo")
    before = game.state_hash()
    pv = play_preview(game, PlayCard(0, hand_card(game, 0, "quick_shot"), ammo))
    assert pv.code == "clears" and pv.levels == (0,) and pv.useful
    assert game.state_hash() == before
    assert game.s.turn.placements == []


@pytest.mark.rule(
    "p6-qs-colorless", "p6-qs-damage-track", "p13-damage-symbols", "p13-colored", "p14-colored-level",
    "p14-clear-in-order", "fr-colore", "fr-chaque-niveau")
def test_mana_first_is_wasted_wrong_colour() -> None:
    game = load_scenario(cal_scenario())
    ammo = obstacle(game, "out_of_ammo")
    pv = play_preview(game, PlayCard(0, hand_card(game, 0, "mana"), ammo))
    assert pv.code == "nothing" and not pv.useful
    assert pv.params["why"] == "wrong_color" and pv.params["need"] == "black" and pv.params["colors"] == ["blue"]


@pytest.mark.rule("p14-partial-reset", "p25-faq-wasted", "fr-faq-degats-perdus")
def test_mana_after_quick_shot_only_partial_then_lost() -> None:
    """p. 7: 'If Cal had also played his Mana on Out of Ammo, it wouldn't have done anything.'"""
    game = load_scenario(cal_scenario())
    ammo = obstacle(game, "out_of_ammo")
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), ammo))
    pv = play_preview(game, PlayCard(0, hand_card(game, 0, "mana"), ammo))
    assert pv.code == "partial" and not pv.useful
    assert pv.params["have"] == 1 and pv.params["need"] == 3


def test_refused_play_says_why() -> None:
    game = load_scenario(cal_scenario())
    ammo = obstacle(game, "out_of_ammo")
    pv = play_preview(game, PlayCard(0, ammo, ammo))  # not a card in Cal's hand
    assert pv.code == "refused" and pv.refusal.code == "card_not_in_hand"
