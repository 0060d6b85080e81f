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


# ---- damage an ability decides: tried on a clone ------------------------------------------------

def _sniper(cleared: int):
    from .card_helpers import card, make, ob, runner

    g = make([runner(0, hand=["ra_sm_4_sniper_rifle"])], obstacles=[{"card": "deckhead", "facing": 0, "cleared": cleared}])
    return g, PlayCard(0, card(g, 0, "ra_sm_4_sniper_rifle"), ob(g, 0))


def test_a_sniper_on_an_obstacle_not_down_to_two_levels_is_wasted() -> None:
    """Card Explanations (RA SM-4 Sniper Rifle): it deals the last two levels only; three are left here."""
    g, play = _sniper(1)
    before = g.state_hash()
    pv = play_preview(g, play)
    assert pv.code == "nothing" and not pv.useful and pv.params["why"] == "tried"
    assert g.state_hash() == before and g.s.turn.placements == []  # tried on a clone only


def test_a_sniper_on_the_last_two_levels_clears_them() -> None:
    g, play = _sniper(2)
    pv = play_preview(g, play)
    assert pv.code == "clears" and pv.useful and pv.params["n"] == 2 and not pv.special


def test_a_sniper_on_the_last_level_clears_one() -> None:
    g, play = _sniper(3)
    pv = play_preview(g, play)
    assert pv.code == "clears" and pv.params["n"] == 1
