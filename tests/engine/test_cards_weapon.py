"""Black Market WEAPON abilities (Card Explanations p. 24, Example 2 p. 15)."""

from __future__ import annotations

import pytest

from crossfire_desktop.engine import (
    ApplyDamage,
    EndStep,
    Game,
    Kind,
    PlayCard,
)
from crossfire_desktop.engine import view as gv

from .card_helpers import apply_all, card, choose_ref, end_play, make, ob, runner

# ---- Monofilament Whip ----------------------------------------------------------------------

def whip_game(hand: list[str]) -> Game:
    return make([runner(0, hand=hand, hp=5), runner(1, hp=5)],
                obstacles=[{"card": "yak_muscle", "facing": 1}, {"card": "sudden_fade", "facing": 0}])


@pytest.mark.rule("p24-whip", "p27-gloss-move")
def test_whip_moves_an_obstacle_and_a_weapon_played_before_stops_its_attack() -> None:
    g = whip_game(["quick_shot", "monofilament_whip"])
    g.apply(PlayCard(0, card(g, 0, "quick_shot"), None))
    g.apply(PlayCard(0, card(g, 0, "monofilament_whip"), None))
    assert [o.ref for o in g.pending.options] == [ob(g, 0), -1]  # only obstacles facing another runner
    choose_ref(g, ob(g, 0))
    yak = g.s.obstacle(ob(g, 0))
    assert yak is not None and yak.facing == 0 and yak.no_attack
    end_play(g)
    # Take Damage: only Sudden Fade (attack 1) hits; Yak Muscle can't attack this turn.
    assert g.s.runners[0].hp == 4


def test_whip_weapon_played_after_also_stops_the_attack() -> None:
    g = whip_game(["monofilament_whip", "quick_shot"])
    g.apply(PlayCard(0, card(g, 0, "monofilament_whip"), None))
    choose_ref(g, ob(g, 0))
    assert not g.s.obstacles[0].no_attack
    g.apply(PlayCard(0, card(g, 0, "quick_shot"), None))
    events = g.apply(EndStep(0))
    assert any(e.code == "attack_prevented" and e.params["obstacle"] == ob(g, 0) for e in events)
    assert g.s.runners[0].hp == 4


@pytest.mark.rule("p24-whip")
def test_whip_without_another_weapon_the_moved_obstacle_attacks() -> None:
    g = whip_game(["monofilament_whip", "mana"])
    g.apply(PlayCard(0, card(g, 0, "monofilament_whip"), None))
    choose_ref(g, ob(g, 0))
    g.apply(PlayCard(0, card(g, 0, "mana"), None))
    end_play(g)
    assert g.s.runners[0].hp == 5 - 1 - 2  # Sudden Fade 1 + Yak Muscle 2


@pytest.mark.rule("p24-whip")
def test_a_weapon_played_after_the_whip_stops_the_attack_as_it_is_played() -> None:
    """The table's forecast ("takes N damage") reads it before Apply Damage."""
    g = whip_game(["monofilament_whip", "quick_shot"])
    g.apply(PlayCard(0, card(g, 0, "monofilament_whip"), None))
    choose_ref(g, ob(g, 0))
    assert gv.incoming_damage(g, 0) == 1 + 2
    events = g.apply(PlayCard(0, card(g, 0, "quick_shot"), None))
    assert any(e.code == "cant_attack" and e.params["obstacle"] == ob(g, 0) for e in events)
    assert g.s.obstacles[0].no_attack and gv.incoming_damage(g, 0) == 1


def test_whip_move_is_optional() -> None:
    g = whip_game(["monofilament_whip"])
    g.apply(PlayCard(0, card(g, 0, "monofilament_whip"), None))
    choose_ref(g, -1)
    assert g.s.obstacles[0].facing == 1


# ---- Katana ---------------------------------------------------------------------------------

@pytest.mark.rule("p24-katana")
def test_katana_gives_other_weapons_plus_one_even_after_its_own_damage_is_applied() -> None:
    g = make([runner(0, hand=["katana", "quick_shot", "mana"])],
             obstacles=[{"card": "yak_muscle", "facing": 0}, {"card": "deckhead", "facing": 0}])
    yak, deckhead = ob(g, 0), ob(g, 1)
    g.apply(PlayCard(0, card(g, 0, "katana"), yak))
    g.apply(PlayCard(0, card(g, 0, "quick_shot"), deckhead))
    g.apply(PlayCard(0, card(g, 0, "mana"), deckhead))
    assert g.pool(deckhead).colorless == 1  # Quick Shot +1; Mana is not a WEAPON
    assert g.pool(yak).colorless == 0  # Katana doesn't boost itself
    end_play(g)
    g.apply(ApplyDamage(0, yak))  # the Katana's own damage first: it leaves play
    assert g.pool(deckhead).colorless == 1
    assert g.preview(deckhead).cleared == 1  # [2] cleared by black + 1
    g.apply(ApplyDamage(0, deckhead))
    deck_state = g.s.obstacle(deckhead)
    assert deck_state is not None and deck_state.cleared == 1


@pytest.mark.rule("p24-katana")
def test_katanas_stack_and_boost_each_other_but_not_themselves() -> None:
    g = make([runner(0, hand=["katana", "katana", "quick_shot"])],
             obstacles=[{"card": "fire_adept", "facing": 0}, {"card": "yak_muscle", "facing": 0},
                        {"card": "deckhead", "facing": 0}])
    a, b, c = ob(g, 0), ob(g, 1), ob(g, 2)
    g.apply(PlayCard(0, card(g, 0, "katana"), a))
    g.apply(PlayCard(0, card(g, 0, "katana"), b))
    g.apply(PlayCard(0, card(g, 0, "quick_shot"), c))
    assert (g.pool(a).colorless, g.pool(b).colorless, g.pool(c).colorless) == (1, 1, 2)


@pytest.mark.rule("p13-assist")
def test_katana_boosts_an_assisting_weapon() -> None:
    g = make([runner(0, hand=["katana"]), runner(1, hand=["covering_fire"])],
             obstacles=[{"card": "yak_muscle", "facing": 0}])
    yak = ob(g, 0)
    g.apply(PlayCard(0, card(g, 0, "katana"), None))
    g.apply(PlayCard(1, card(g, 1, "covering_fire"), yak))
    assert g.s.obstacles[0].no_attack  # the only obstacle: no choice to make
    assert g.pool(yak).colors == (1, 0, 0, 0) and g.pool(yak).colorless == 1


# ---- RA SM-4 Sniper Rifle -------------------------------------------------------------------

def test_sniper_clears_the_last_two_levels() -> None:
    g = make([runner(0, hand=["ra_sm_4_sniper_rifle"])],
             obstacles=[{"card": "deckhead", "facing": 0, "cleared": 2}])
    g.apply(PlayCard(0, card(g, 0, "ra_sm_4_sniper_rifle"), ob(g, 0)))
    assert g.preview(ob(g, 0)).cleared == 2
    end_play(g)
    apply_all(g)
    assert g.s.obstacles == []


@pytest.mark.rule("p24-sniper")
def test_sniper_does_nothing_to_an_obstacle_not_down_to_two_levels() -> None:
    g = make([runner(0, hand=["ra_sm_4_sniper_rifle"])], obstacles=[{"card": "deckhead", "facing": 0, "cleared": 1}])
    g.apply(PlayCard(0, card(g, 0, "ra_sm_4_sniper_rifle"), ob(g, 0)))
    assert g.preview(ob(g, 0)).cleared == 0


@pytest.mark.rule("p24-sniper")
def test_sniper_with_one_level_left_wastes_the_other() -> None:
    g = make([runner(0, hand=["ra_sm_4_sniper_rifle"])], obstacles=[{"card": "deckhead", "facing": 0, "cleared": 3}])
    g.apply(PlayCard(0, card(g, 0, "ra_sm_4_sniper_rifle"), ob(g, 0)))
    assert g.preview(ob(g, 0)).cleared == 1


@pytest.mark.rule("p24-sniper")
def test_sniper_katana_bonus_brings_the_track_down_to_two_first() -> None:
    # Light Combat Drone [4, green, 1, black, 1] with two cleared: [1, black, 1] left.
    g = make([runner(0, hand=["katana", "ra_sm_4_sniper_rifle"])],
             obstacles=[{"card": "light_combat_drone", "facing": 0, "cleared": 2}])
    g.apply(PlayCard(0, card(g, 0, "katana"), None))
    g.apply(PlayCard(0, card(g, 0, "ra_sm_4_sniper_rifle"), ob(g, 0)))
    assert g.preview(ob(g, 0)).cleared == 3


def test_sniper_cannot_target_a_boss() -> None:
    g = make([runner(0, hand=["ra_sm_4_sniper_rifle"])], obstacles=[{"card": "deckhead", "facing": 0}])
    g.s.obstacles[0].boss = True
    refusal = g.check(PlayCard(0, card(g, 0, "ra_sm_4_sniper_rifle"), ob(g, 0)))
    assert refusal is not None and refusal.code == "obstacles_only"


# ---- Remington Roomsweeper ------------------------------------------------------------------

@pytest.mark.rule("p13-damage-box", "p24-roomsweeper", "fr-speciaux")
def test_roomsweeper_damages_every_obstacle_facing_the_chosen_runner_with_katana_on_each() -> None:
    g = make([runner(0, hand=["remington_roomsweeper", "katana"]), runner(1)],
             obstacles=[{"card": "sudden_fade", "facing": 0}, {"card": "yak_muscle", "facing": 1},
                        {"card": "deckhead", "facing": 1}])
    fade, yak, deckhead = ob(g, 0), ob(g, 1), ob(g, 2)
    g.apply(PlayCard(0, card(g, 0, "remington_roomsweeper"), fade))
    g.apply(PlayCard(0, card(g, 0, "katana"), None))
    g.apply(EndStep(0))
    assert g.pending.prompt == "roomsweeper_runner" and [o.ref for o in g.pending.options] == [0, 1]
    choose_ref(g, 1)
    assert g.damage_targets() == [yak, deckhead]
    for target in (yak, deckhead):
        pool = g.pool(target)
        assert pool.colors == (1, 0, 0, 0) and pool.colorless == 2  # [black][1] + Katana's [1]
    assert g.preview(deckhead).cleared == 1
    apply_all(g)
    state = g.s.obstacle(deckhead)
    assert state is not None and state.cleared == 1


@pytest.mark.rule("p24-roomsweeper")
def test_roomsweeper_single_runner_with_obstacles_needs_no_choice() -> None:
    g = make([runner(0, hand=["remington_roomsweeper"]), runner(1)],
             obstacles=[{"card": "yak_muscle", "facing": 0}, {"card": "deckhead", "facing": 0}])
    g.apply(PlayCard(0, card(g, 0, "remington_roomsweeper"), None))
    g.apply(EndStep(0))
    assert g.pending.kind is Kind.APPLY
    assert g.damage_targets() == [ob(g, 0), ob(g, 1)]


# ---- Covering Fire --------------------------------------------------------------------------

@pytest.mark.rule("p24-covering-fire")
def test_covering_fire_heals_another_runner_never_yourself() -> None:
    g = make([runner(0, hand=["covering_fire"], hp=2), runner(1, hp=2), runner(2, hp=2)])
    g.apply(PlayCard(0, card(g, 0, "covering_fire"), None))
    assert [o.ref for o in g.pending.options] == [1, 2]
    choose_ref(g, 2)
    assert [r.hp for r in g.s.runners] == [2, 2, 3]


def test_covering_fire_with_one_other_runner_heals_them() -> None:
    g = make([runner(0, hand=["covering_fire"], hp=2), runner(1, hp=2)])
    g.apply(PlayCard(0, card(g, 0, "covering_fire"), None))
    assert [r.hp for r in g.s.runners] == [2, 3]


@pytest.mark.rule("p24-covering-fire")
def test_covering_fire_assist_stops_an_attack_and_deals_black() -> None:
    g = make([runner(0, hp=5), runner(1, hand=["covering_fire"])],
             obstacles=[{"card": "yak_muscle", "facing": 0}, {"card": "ancients_ganger", "facing": 0}])
    yak, ganger = ob(g, 0), ob(g, 1)
    cf = card(g, 1, "covering_fire")
    g.apply(PlayCard(1, cf, yak))
    assert g.pending.runner == 1  # the assisting runner chooses the obstacle (FAQ)
    choose_ref(g, ganger)
    assert g.pool(yak).colors == (1, 0, 0, 0) and g.pool(yak).colorless == 0
    end_play(g)
    apply_all(g)
    assert cf in g.s.runners[1].discard
    assert g.s.runners[0].hp == 5 - 2  # Yak Muscle attacks; Ancients Ganger can't


# ---- Aztechnology Striker -------------------------------------------------------------------

@pytest.mark.rule("p24-striker")
def test_striker_takes_up_to_one_obstacle_from_each_other_runner() -> None:
    g = make([runner(0, hand=["aztechnology_striker"], hp=5), runner(1), runner(2)],
             obstacles=[{"card": "yak_muscle", "facing": 1}, {"card": "deckhead", "facing": 1},
                        {"card": "sudden_fade", "facing": 2}])
    yak, deckhead, fade = ob(g, 0), ob(g, 1), ob(g, 2)
    g.apply(PlayCard(0, card(g, 0, "aztechnology_striker"), None))
    assert [o.ref for o in g.pending.options] == [yak, deckhead, -1]
    choose_ref(g, yak)
    assert [o.ref for o in g.pending.options] == [fade, -1]
    choose_ref(g, -1)
    states = {o.card: o for o in g.s.obstacles}
    assert states[yak].facing == 0 and states[yak].no_attack
    assert states[deckhead].facing == 1 and states[fade].facing == 2 and not states[fade].no_attack
    end_play(g)
    assert g.s.runners[0].hp == 5
