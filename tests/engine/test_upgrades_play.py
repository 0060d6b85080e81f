"""Upgrade stickers during a turn: activated abilities (once per turn / game), plays, damage."""

from __future__ import annotations

from typing import Any

import pytest

from crossfire_desktop.engine import (
    ActionRefused,
    ApplyDamage,
    Choose,
    EndStep,
    Game,
    Kind,
    PlayCard,
    UseAbility,
    load_scenario,
)
from tests.engine.helpers import hand_card, obstacle, runner


def team(cal: dict[str, Any] | None = None, jay: dict[str, Any] | None = None, **kw: Any) -> Game:
    """Cal (Dwarf, Street Samurai + Mage: main black) and Jay (Human, Decker + Face: main green);
    Cal's turn, Play Cards step. A harmless obstacle faces Jay unless `obstacles` is given."""
    data: dict[str, Any] = {
        "runners": [runner("Cal", "Dwarf", ["Street Samurai", "Mage"], **(cal or {})),
                    runner("Jay", "Human", ["Decker", "Face"], **(jay or {}))],
        "obstacles": [{"card": "trip_beams", "facing": 1}],
        "market_deck": ["katana"] * 6,
    }
    data.update(kw)
    return load_scenario(data)


def usable(game: Game, seat: int) -> list[str]:
    return [a.source for a in game.legal_actions() if isinstance(a, UseAbility) and a.runner == seat]


def play(game: Game, seat: int, card_id: str, target: int | None) -> None:
    game.apply(PlayCard(seat, hand_card(game, seat, card_id), target))


def placement(game: Game, card_id: str) -> Any:
    turn = game.s.turn
    assert turn is not None
    found = [p for p in turn.placements if p.card is not None and game.s.defs[p.card] == card_id]
    assert found, card_id
    return found[-1]


# ---- Combat Fu, Minor Knack, Button Masher, Competence -------------------------------------------

@pytest.mark.parametrize(("sticker", "card"), [
    ("combat_fu", "quick_shot"), ("minor_knack", "mana"), ("button_masher", "mark"), ("competence", "street_smarts")])
def test_change_one_colored_damage_into_2_colorless(sticker: str, card: str) -> None:
    game = team({"upgrades": [sticker], "hand": [card, card]},
                obstacles=[{"card": "deckhead", "facing": 1}])
    deckhead = obstacle(game, "deckhead")
    assert usable(game, 0) == []  # nothing placed yet
    play(game, 0, card, deckhead)
    assert usable(game, 0) == [f"upgrade:0:{sticker}"]
    game.apply(UseAbility(0, f"upgrade:0:{sticker}"))
    p = placement(game, card)
    assert p.colors == [] and p.colorless == 2
    play(game, 0, card, deckhead)
    assert usable(game, 0) == []  # once per turn
    with pytest.raises(ActionRefused):
        game.apply(UseAbility(0, f"upgrade:0:{sticker}"))


@pytest.mark.rule("fr-upgrades-5")
def test_combat_fu_clears_a_2_box_with_one_quick_shot() -> None:
    game = team({"upgrades": ["combat_fu"], "hand": ["quick_shot"]}, obstacles=[{"card": "deckhead", "facing": 1}])
    deckhead = obstacle(game, "deckhead")
    play(game, 0, "quick_shot", deckhead)
    game.apply(UseAbility(0, "upgrade:0:combat_fu"))
    game.apply(EndStep(0))
    game.apply(ApplyDamage(0, deckhead))
    ob = game.s.obstacle(deckhead)
    assert ob is not None and ob.cleared == 1


# ---- Tricks, Ground Work, Zealot, Perfect Focus ---------------------------------------------------

@pytest.mark.rule("fr-upgrades-30")
def test_tricks_discards_the_top_card_of_your_deck_once_per_turn() -> None:
    game = team({"upgrades": ["tricks"], "deck": ["katana", "mana"]})
    assert usable(game, 1) == []  # not on someone else's turn
    game.apply(UseAbility(0, "upgrade:0:tricks"))
    r = game.s.runners[0]
    assert [game.s.defs[c] for c in r.discard] == ["katana"]
    assert [game.s.defs[c] for c in r.deck] == ["mana"]
    assert usable(game, 0) == []


@pytest.mark.rule("fr-upgrades-35")
def test_ground_work_pays_2_nuyen_to_draw_1() -> None:
    game = team({"upgrades": ["ground_work"], "nuyen": 3, "deck": ["katana", "mana"]})
    game.apply(UseAbility(0, "upgrade:0:ground_work"))
    r = game.s.runners[0]
    assert r.nuyen == 1 and [game.s.defs[c] for c in r.hand] == ["katana"]
    assert usable(game, 0) == []
    poor = team({"upgrades": ["ground_work"], "nuyen": 1, "deck": ["katana"]})
    assert usable(poor, 0) == []


@pytest.mark.rule("fr-upgrades-45")
def test_zealot_takes_2_damage_to_draw_2() -> None:
    game = team({"upgrades": ["zealot"], "deck": ["katana", "mana", "mark"]})
    game.apply(UseAbility(0, "upgrade:0:zealot"))
    r = game.s.runners[0]
    assert r.hp == 3 and len(r.hand) == 2
    assert usable(game, 0) == []


@pytest.mark.rule("fr-upgrades-40")
def test_perfect_focus_discards_2_of_a_color_to_take_1_of_it_back() -> None:
    game = team({"upgrades": ["perfect_focus"], "hand": ["quick_shot", "quick_shot", "mana"],
                 "discard": ["katana", "mark"]})
    game.apply(UseAbility(0, "upgrade:0:perfect_focus"))
    r = game.s.runners[0]
    assert sorted(game.s.defs[c] for c in r.hand) == ["katana", "mana"]
    assert sorted(game.s.defs[c] for c in r.discard) == ["mark", "quick_shot", "quick_shot"]
    assert usable(game, 0) == []


def test_perfect_focus_needs_a_card_of_that_color_in_the_discard() -> None:
    game = team({"upgrades": ["perfect_focus"], "hand": ["quick_shot", "quick_shot"], "discard": ["mark"]})
    assert usable(game, 0) == []


# ---- Got Your Backs (and staggered runners use upgrades) ------------------------------------------

@pytest.mark.rule("fr-upgrades-5")
def test_got_your_backs_pays_3_to_heal_a_staggered_runner_once_per_game() -> None:
    game = team({"upgrades": ["got_your_backs"], "nuyen": 6},
                {"hp": 0, "staggered": True, "deck": ["mark", "mark", "mana"]})
    game.apply(UseAbility(0, "upgrade:0:got_your_backs"))
    jay = game.s.runners[1]
    assert (jay.hp, jay.staggered, len(jay.hand)) == (1, False, 2)
    assert game.s.runners[0].nuyen == 3
    jay.staggered, jay.hp = True, 0
    assert usable(game, 0) == []  # once per game
    assert game.s.runners[0].used == {"game:got_your_backs": 1}


@pytest.mark.rule("p17-staggered-nuyen-upgrades")
def test_a_staggered_runner_can_use_upgrades_on_another_turn() -> None:
    """English rulebook p. 17: "can use upgrades while you are staggered" (the French summary differs)."""
    game = team({"nuyen": 0}, {"upgrades": ["got_your_backs"], "hp": 0, "staggered": True, "nuyen": 3})
    assert usable(game, 1) == ["upgrade:1:got_your_backs"]
    game.apply(UseAbility(1, "upgrade:1:got_your_backs"))
    assert game.s.runners[1].hp == 1 and not game.s.runners[1].staggered


@pytest.mark.rule("p17-staggered-healed", "fr-upgrades-10")
def test_die_hard_draws_3_on_recovering() -> None:
    game = team({"upgrades": ["got_your_backs"], "nuyen": 3},
                {"upgrades": ["die_hard"], "hp": 0, "staggered": True, "deck": ["mark"] * 5})
    game.apply(UseAbility(0, "upgrade:0:got_your_backs"))
    assert len(game.s.runners[1].hand) == 3


# ---- once per Scene: Wiz Decker, Juice, One Move Ahead, Tactician ---------------------------------

@pytest.mark.rule("p19-once-per-scene", "fr-upgrades-35")
def test_wiz_decker_adds_one_damage_of_a_chosen_color_once_per_scene() -> None:
    game = team({"upgrades": ["wiz_decker"], "hand": ["mark", "mark", "mark"]})
    beams = obstacle(game, "trip_beams")
    play(game, 0, "mark", beams)
    d = game.pending
    assert d is not None and d.prompt == "sticker_scene_card"
    game.apply(Choose(0, 0))  # yes
    d = game.pending
    assert d is not None and d.prompt == "sticker_color"
    game.apply(Choose(0, [o.ref for o in d.options].index("red")))
    assert placement(game, "mark").colors == ["green", "red"]
    play(game, 0, "mark", beams)
    assert game.pending is not None and game.pending.kind is Kind.PLAY  # used this Scene
    assert placement(game, "mark").colors == ["green"]
    game.s.scene += 1  # a new Scene (as a mission's Scene end does): available again
    play(game, 0, "mark", beams)
    assert game.pending is not None and game.pending.prompt == "sticker_scene_card"


def test_wiz_decker_may_wait_for_a_later_mark() -> None:
    game = team({"upgrades": ["wiz_decker"], "hand": ["mark", "mark"]})
    beams = obstacle(game, "trip_beams")
    play(game, 0, "mark", beams)
    game.apply(Choose(0, 1))  # no
    play(game, 0, "mark", beams)
    assert game.pending is not None and game.pending.prompt == "sticker_scene_card"


@pytest.mark.rule("fr-upgrades-35")
def test_juice_adds_2_colorless_to_a_mana_card() -> None:
    game = team({"upgrades": ["juice"], "hand": ["mana"]})
    play(game, 0, "mana", obstacle(game, "trip_beams"))
    game.apply(Choose(0, 0))
    p = placement(game, "mana")
    assert p.colors == ["blue"] and p.colorless == 2
    assert any(k.startswith("scene:1:juice") for k in game.s.runners[0].used)


@pytest.mark.rule("fr-upgrades-35")
def test_one_move_ahead_lets_another_runner_draw() -> None:
    game = team({"upgrades": ["one_move_ahead"], "hand": ["street_smarts"]}, {"deck": ["mark"]})
    play(game, 0, "street_smarts", None)
    game.apply(Choose(0, 0))  # only one other runner: no runner question
    assert [game.s.defs[c] for c in game.s.runners[1].hand] == ["mark"]


@pytest.mark.rule("fr-upgrades-35")
def test_tactician_moves_an_obstacle_from_one_runner_to_another() -> None:
    game = team({"upgrades": ["tactician"], "hand": ["quick_shot"]})
    beams = obstacle(game, "trip_beams")
    play(game, 0, "quick_shot", beams)
    game.apply(Choose(0, 0))  # use it: the only obstacle, the only other runner
    ob = game.s.obstacle(beams)
    assert ob is not None and ob.facing == 0


# ---- on your own turn: Prime Runner, Double Move, Killing Machine, Shadow Messiah, Jack --------------

@pytest.mark.rule("fr-upgrades-50")
def test_prime_runner_first_basic_card_of_your_color_deals_1_more() -> None:
    game = team({"upgrades": ["prime_runner"], "hand": ["mana", "quick_shot", "quick_shot"]})
    beams = obstacle(game, "trip_beams")
    play(game, 0, "mana", beams)  # blue is not Cal's main color
    assert placement(game, "mana").colors == ["blue"]
    play(game, 0, "quick_shot", beams)
    first = placement(game, "quick_shot")
    assert first.colors == ["black", "black"]
    play(game, 0, "quick_shot", beams)
    assert placement(game, "quick_shot").colors == ["black"]


@pytest.mark.rule("fr-upgrades-25")
def test_double_move_second_card_of_the_same_name_gains_1_colorless() -> None:
    game = team({"upgrades": ["double_move"], "hand": ["mana", "quick_shot", "quick_shot", "quick_shot"]})
    beams = obstacle(game, "trip_beams")
    play(game, 0, "quick_shot", beams)
    play(game, 0, "mana", beams)
    assert placement(game, "quick_shot").colorless == 0
    play(game, 0, "quick_shot", beams)
    assert placement(game, "quick_shot").colorless == 1
    play(game, 0, "quick_shot", beams)
    assert placement(game, "quick_shot").colorless == 0  # once per turn


@pytest.mark.rule("fr-upgrades-50")
def test_killing_machine_fourth_card_gains_a_chosen_color() -> None:
    game = team({"upgrades": ["killing_machine"], "hand": ["mana", "mark", "quick_shot", "street_smarts", "mana"]})
    beams = obstacle(game, "trip_beams")
    for card in ("mana", "mark", "quick_shot"):
        play(game, 0, card, beams)
        assert game.pending is not None and game.pending.kind is Kind.PLAY
    play(game, 0, "street_smarts", beams)
    d = game.pending
    assert d is not None and d.prompt == "sticker_color"
    game.apply(Choose(0, [o.ref for o in d.options].index("green")))
    assert placement(game, "street_smarts").colors == ["red", "green"]
    play(game, 0, "mana", beams)
    assert game.pending is not None and game.pending.kind is Kind.PLAY


@pytest.mark.rule("fr-upgrades-35")
def test_shadow_messiah_heals_1_after_all_four_colors() -> None:
    game = team({"upgrades": ["shadow_messiah"], "hp": 2, "hand": ["mana", "mark", "quick_shot", "street_smarts"]})
    for card in ("mana", "mark", "quick_shot"):
        play(game, 0, card, None)
    assert game.s.runners[0].hp == 2
    play(game, 0, "street_smarts", None)
    assert game.s.runners[0].hp == 3


@pytest.mark.rule("p24-jack-of-everything", "fr-upgrades-20")
def test_jack_of_everything_three_cards_of_anothers_main_color_let_them_draw() -> None:
    game = team({"upgrades": ["jack_of_everything"], "hand": ["mark", "mark", "mana", "mark", "mark"]},
                {"deck": ["mana", "mana"]})
    for card in ("mark", "mark", "mana"):
        play(game, 0, card, None)
    assert game.s.runners[1].hand == []
    play(game, 0, "mark", None)
    assert len(game.s.runners[1].hand) == 1
    play(game, 0, "mark", None)
    assert len(game.s.runners[1].hand) == 1  # at the third, not again


# ---- played during another runner's turn: Omae, Your Team Your Rules -------------------------------

@pytest.mark.rule("fr-upgrades-25")
def test_omae_a_card_played_on_another_turn_gains_1_colorless() -> None:
    game = team({}, {"upgrades": ["omae"], "hand": ["negotiation"]})
    play(game, 1, "negotiation", obstacle(game, "trip_beams"))
    p = placement(game, "negotiation")
    assert p.colors == ["red"] and p.colorless == 1


@pytest.mark.rule("fr-upgrades-40")
def test_your_team_your_rules_pays_1_to_draw_on_another_turn() -> None:
    game = team({}, {"upgrades": ["your_team_your_rules"], "nuyen": 2, "hand": ["negotiation"], "deck": ["mark"]})
    play(game, 1, "negotiation", None)
    d = game.pending
    assert d is not None and d.prompt == "sticker_your_team" and d.runner == 1
    game.apply(Choose(1, 0))
    jay = game.s.runners[1]
    assert jay.nuyen == 1 and [game.s.defs[c] for c in jay.hand] == ["mark"]


# ---- Take Damage: Bring It!, Shock Frills --------------------------------------------------------

@pytest.mark.rule("fr-upgrades-20")
def test_bring_it_two_attackers_on_your_turn_deal_1_less() -> None:
    obstacles = [{"card": "yak_muscle", "facing": 0}, {"card": "ancients_ganger", "facing": 0}]
    game = team({"upgrades": ["bring_it"], "hp": 5}, obstacles=obstacles)
    game.apply(EndStep(0))
    assert game.s.runners[0].hp == 2  # 2 + 2 - 1
    plain = team({"hp": 5}, obstacles=obstacles)
    plain.apply(EndStep(0))
    assert plain.s.runners[0].hp == 1


@pytest.mark.rule("fr-upgrades-10")
def test_shock_frills_first_stagger_deals_2_levels_to_an_obstacle_facing_you() -> None:
    game = team({"upgrades": ["shock_frills"], "hp": 1}, obstacles=[{"card": "yak_muscle", "facing": 0, "cleared": 1},
                                                                  {"card": "trip_beams", "facing": 1}])
    yak = obstacle(game, "yak_muscle")
    game.apply(EndStep(0))
    assert game.s.runners[0].staggered
    assert game.s.obstacle(yak) is None  # its last 2 levels cleared: defeated
    assert game.s.runners[0].used == {"game:shock_frills": 1}
