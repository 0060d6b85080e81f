"""The rulebook's advanced damage Example 1 (p. 15) played from its scenario file.

(Example 2 is played in test_cards_spell.py; the Quick-Start turn example in test_turn_example.py.
The Lone Star Trooper example can't be played: that card's track colors are unknown.)
"""

import json
from pathlib import Path

import pytest

from crossfire_desktop.engine import Choose, ChooseMany, Kind, PlayCard, load_scenario

from .helpers import cards_in, finish_play_and_apply, hand_card

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def load(name: str):
    data = json.loads((SCENARIOS / name).read_text(encoding="utf-8"))
    data.pop("_about")
    return load_scenario(data)


@pytest.mark.rule(
    "fr-cibler-autres", "p13-apply-damage", "p14-gray-symbol", "p14-any-mixture", "p15-example-1",
    "fr-resume-appliquer", "fr-appliquer", "fr-defausser", "fr-plusieurs-niveaux", "fr-exemple-rob")
def test_example_1_rob_defeats_the_lightning_mage_with_help() -> None:
    game = load("example1_lightning_mage.json")
    rob, jim, gregory = game.s.runners[0], game.s.runners[1], game.s.runners[2]
    mage = game.s.obstacles[0].card
    # Rob plays Coordinated Attack and chooses Jim, who draws a card and then plays Guiding Spirit.
    game.apply(PlayCard(0, hand_card(game, 0, "coordinated_attack"), mage))
    game.apply(Choose(0, [o.ref for o in game.pending.options].index(1)))
    assert game.pending.kind is Kind.PLAY_ONE and game.pending.runner == 1
    assert "guiding_spirit" in cards_in(game, jim.hand)  # drawn thanks to Coordinated Attack
    game.apply(PlayCard(1, hand_card(game, 1, "guiding_spirit"), mage))
    # Jim decides not to use Guiding Spirit's ability: he likes his current hand.
    game.apply(Choose(1, [o.what for o in game.pending.options].index("no")))
    # Gregory plays Clairvoyance as an assist: Rob draws a Street Smarts and discards it.
    game.apply(PlayCard(2, hand_card(game, 2, "clairvoyance"), mage))
    assert game.pending.kind is Kind.CHOOSE_MANY and game.pending.runner == 0
    refs = [o.ref for o in game.pending.options]
    drawn = refs[-1]
    game.apply(ChooseMany(0, (refs.index(drawn),)))
    assert drawn in rob.discard
    # He plays his original Street Smarts and applies damage: the Mage falls.
    game.apply(PlayCard(0, hand_card(game, 0, "street_smarts"), mage))
    preview = game.preview(mage)
    assert preview.cleared == 4
    assert preview.how == ("damage", "blue", "blue", "damage")
    finish_play_and_apply(game)
    assert game.s.obstacle(mage) is None
    assert "icon_grab" in cards_in(game, rob.hand)  # he didn't even need his Icon Grab
    # Each card goes to the discard of the runner it belongs to.
    assert "guiding_spirit" in cards_in(game, jim.discard)
    assert "clairvoyance" in cards_in(game, gregory.discard)
    assert "coordinated_attack" in cards_in(game, rob.discard)
    # Nuyen (3) from Rob, the current runner, clockwise: Rob, Jim, Gregory.
    assert (rob.nuyen, jim.nuyen, gregory.nuyen, game.s.runners[3].nuyen) == (1, 1, 1, 0)
