"""Dragon Fight (rulebook p. 20-21): the Dragon's aspects as bosses, the round flips, rewards and scenes."""

from __future__ import annotations

import pytest

from crossfire_desktop.catalog import Damage, load_catalog, reconstructed_fields
from crossfire_desktop.engine import ActionRefused, EndStep, Game, Kind, PlayCard
from crossfire_desktop.engine import view as gv
from crossfire_desktop.engine.legality import not_for_bosses
from crossfire_desktop.engine.statics import attack_of

from .mission_helpers import answer_simply, at_play, events, game, plain_catalog, play_until

HARD = {c.id for c in load_catalog().decks["obstacles_hard"]}


def dragon(bonus: list[str] | None = None, crossfire: list[str] | None = None, seed: int = 1) -> Game:
    g = game("dragon_fight", 4, bonus=bonus, seed=seed,
             cat=plain_catalog(crossfire=crossfire or ["timebomb", "instinct", "no_holding_back"]))
    for r in g.s.runners:
        r.hp = r.max_hp = 90  # long enough to test what we want
    return g


def aspects(g: Game) -> dict[str, int]:
    return {g.s.defs[ob.card]: ob.card for ob in g.s.obstacles if ob.boss}


def give(g: Game, seat: int, card_id: str, n: int) -> list[int]:
    cards = [g.add_card(card_id) for _ in range(n)]
    g.s.runners[seat].hand.extend(cards)
    return cards


def play_all(g: Game, seat: int, cards: list[int], target: int) -> None:
    for c in cards:
        g.apply(PlayCard(seat, c, target))


def end_play_and_apply(g: Game, seat: int) -> list:  # type: ignore[type-arg]
    evs = list(g.apply(EndStep(seat)))
    while g.pending is not None and g.pending.kind is Kind.APPLY:
        evs += g.apply(next(a for a in g.legal_actions()))
    return evs


# ---- data -------------------------------------------------------------------------------------

@pytest.mark.rule("p20-dragon-difficulty", "p20-dragon-job", "p20-dragon-setup", "p21-dragon-karma")
def test_mission_sheet_and_dragon_data() -> None:
    cat = load_catalog()
    m = cat.missions["dragon_fight"]
    assert (m.min_runners, m.max_runners, m.karma_win, m.karma_abort, m.round_flips, m.boss) == (
        4, 4, 7, 1, 3, "dragon")
    assert {c.id: (c.karma, c.excludes) for c in m.bonus_challenges} == {
        "trouble_brewing": (1, ["lets_get_serious"]), "lets_get_serious": (2, ["trouble_brewing"]),
        "im_closer_than_you_think": (2, []), "minions_unending": (3, [])}
    assert [m.scaling.penalty(k) for k in (0, 75, 76, 100, 101, 125, 126)] == [0, 0, 1, 1, 2, 2, 3]
    assert m.scaling.award(7 + 8, 130) == 12
    boss = cat.boss("dragon")
    assert [[(a.id, a.color) for a in s.aspects] for s in boss.sides] == [
        [("covert_hacking", "green"), ("covert_skill", "red")], [("enraged_spell", "blue"), ("enraged_weapon", "black")]]


def test_aspects_are_cards_with_their_reconstructed_marks() -> None:
    g = dragon()
    hacking = aspects(g)["covert_hacking"]
    card = g.card_def(hacking)
    assert card.name == "Dragon (Covert): Hacking"
    assert "colorless_amount" in reconstructed_fields(card) and "colored_amount" not in reconstructed_fields(card)
    assert reconstructed_fields(load_catalog().card("dragon")) >= {"sides.0.aspects.0.colorless_amount"}


# ---- setup and rounds -------------------------------------------------------------------------

@pytest.mark.rule("p11-setup-mission", "p20-dragon-setup", "p20-dragon-obstacles")
@pytest.mark.parametrize(("starting", "right"), [(0, 3), (2, 1)])
def test_covert_dragon_faces_the_runner_right_of_the_starting_runner(starting: int, right: int) -> None:
    g = game("dragon_fight", 4, starting=starting, cat=plain_catalog())
    assert sorted(aspects(g)) == ["covert_hacking", "covert_skill"]
    assert all(ob.facing == right for ob in g.s.obstacles if ob.boss)
    flips = [ob.facing for ob in g.s.obstacles if not ob.boss]
    left = (right + 1) % 4
    assert flips == [left, (left + 1) % 4, (left + 2) % 4]  # from left of the Dragon, never to its runner


@pytest.mark.rule("p20-dragon-obstacles", "p21-dragon-table", "p21-dragon-minions")
def test_hard_obstacles_first_up_to_the_crossfire_level_and_never_the_dragons_runner() -> None:
    g = dragon(bonus=["minions_unending"])
    assert [ob.facing for ob in g.s.obstacles if not ob.boss] == [0, 1, 2, 0]  # 4 flips, skipping seat 3
    g.s.crossfire_discard = [g.add_card("timebomb"), g.add_card("instinct")]  # Crossfire level 2
    before = {ob.card for ob in g.s.obstacles}
    play_until(g, lambda g: g.s.round == 2 and g.pending.kind is Kind.PLAY)
    new = [ob for ob in g.s.obstacles if ob.card not in before]
    assert [g.s.defs[ob.card] in HARD for ob in new] == [True, True, False, False]
    assert [ob.facing for ob in new] == [0, 1, 2, 0]


@pytest.mark.rule("p21-dragon-table", "p21-dragon-trouble-brewing", "p21-dragon-lets-get-serious")
@pytest.mark.parametrize(("bonus", "first_round"), [([], 3), (["trouble_brewing"], 2), (["lets_get_serious"], 1)])
def test_no_crossfire_card_before_round_three_unless_a_bonus_says(bonus: list[str], first_round: int) -> None:
    g = dragon(bonus=bonus)
    seen = {}
    for rnd in (1, 2, 3):
        play_until(g, lambda g, rnd=rnd: g.s.round == rnd and g.pending.kind is Kind.PLAY)
        seen[rnd] = len(g.s.crossfire_active) + len(g.s.crossfire_discard)
    assert [rnd for rnd in (1, 2, 3) if seen[rnd]] == list(range(first_round, 4))


# ---- the aspects ------------------------------------------------------------------------------

@pytest.mark.rule("p21-dragon-special", "p21-dragon-closer", "p26-gloss-attack-strength", "fr-subir")
def test_each_aspect_attacks_like_an_obstacle() -> None:
    g = dragon(bonus=["im_closer_than_you_think"])
    obs = [ob for ob in g.s.obstacles if ob.boss]
    assert [attack_of(g, ob) for ob in obs] == [1, 1]  # Covert 0, +1 for I'm Closer Than You Think
    for ob in [o for o in g.s.obstacles if not o.boss]:
        g.s.obstacles.remove(ob)
    play_until(g, at_play(3))
    hp = g.s.runners[3].hp
    evs = g.apply(EndStep(3))
    assert [(a["obstacle"], a["strength"]) for a in events(evs, "attack")] == [(o.card, 1) for o in obs]
    assert g.s.runners[3].hp == hp - 2  # one packet of 1 + 1


@pytest.mark.rule("p21-dragon-closer")
def test_enraged_aspects_attack_with_the_enraged_strength() -> None:
    g = dragon(bonus=["im_closer_than_you_think"])
    play_until(g, at_play(0))
    a = aspects(g)
    play_all(g, 0, give(g, 0, "mark", 8), a["covert_hacking"])
    play_all(g, 0, give(g, 0, "street_smarts", 8), a["covert_skill"])
    end_play_and_apply(g, 0)
    enraged = [ob for ob in g.s.obstacles if ob.boss]
    strength = load_catalog().boss("dragon").sides[1].attack
    assert [attack_of(g, ob) for ob in enraged] == [strength, strength]  # the bonus is the Covert Dragon's


@pytest.mark.rule("p10-bosses", "p21-dragon-special", "fr-boss")
def test_obstacle_only_and_level_only_damage_cant_target_an_aspect() -> None:
    g = dragon()
    play_until(g, at_play(0))
    target = aspects(g)["covert_hacking"]
    for card_id in ("ra_sm_4_sniper_rifle", "lightning_bolt"):
        card = give(g, 0, card_id, 1)[0]
        with pytest.raises(ActionRefused) as refused:
            g.apply(PlayCard(0, card, target))
        assert refused.value.refusal.code == "obstacles_only"
        assert PlayCard(0, card, target) not in g.legal_actions()
    assert not_for_bosses(Damage(levels=2)) and not_for_bosses(Damage(obstacles_only=True, colors=["black"]))
    assert not not_for_bosses(Damage(levels=1, colorless=1)) and not not_for_bosses(None)


@pytest.mark.rule("p14-damaging-obstacles", "p21-dragon")
def test_colored_amount_defeats_an_aspect() -> None:
    g = dragon()
    play_until(g, at_play(1))
    need = load_catalog().boss_aspect("covert_hacking").colored_amount
    target = aspects(g)["covert_hacking"]
    play_all(g, 1, give(g, 1, "mark", need), target)
    evs = end_play_and_apply(g, 1)
    assert events(evs, "obstacle_defeated")[0]["obstacle"] == target
    assert "covert_hacking" not in aspects(g) and g.s.mission_state["fallen"] == ["covert_hacking"]


@pytest.mark.rule("p21-dragon")
def test_one_short_of_colored_does_not_defeat_and_damage_does_not_carry_over() -> None:
    g = dragon()
    play_until(g, at_play(1))
    need = load_catalog().boss_aspect("covert_hacking").colored_amount
    target = aspects(g)["covert_hacking"]
    play_all(g, 1, give(g, 1, "mark", need - 1), target)
    end_play_and_apply(g, 1)
    assert "covert_hacking" in aspects(g)
    play_until(g, at_play(2))
    play_all(g, 2, give(g, 2, "mark", 1), target)
    end_play_and_apply(g, 2)
    assert "covert_hacking" in aspects(g)  # the earlier turn's damage is gone


@pytest.mark.rule("p21-dragon")
def test_colorless_amount_of_any_color_defeats_an_aspect() -> None:
    g = dragon()
    play_until(g, at_play(0))
    aspect = load_catalog().boss_aspect("covert_skill")
    target = aspects(g)["covert_skill"]
    play_all(g, 0, give(g, 0, "quick_shot", aspect.colorless_amount - 1), target)
    end_play_and_apply(g, 0)
    assert "covert_skill" in aspects(g)
    play_until(g, at_play(1))
    play_all(g, 1, give(g, 1, "mana", aspect.colorless_amount), target)
    end_play_and_apply(g, 1)
    assert "covert_skill" not in aspects(g)


@pytest.mark.rule("p20-dragon-goal", "p21-dragon")
def test_both_covert_aspects_flip_the_dragon_to_enraged_facing_the_same_runner() -> None:
    g = dragon()
    play_until(g, at_play(0))
    a = aspects(g)
    play_all(g, 0, give(g, 0, "mark", 8), a["covert_hacking"])
    end_play_and_apply(g, 0)
    assert sorted(aspects(g)) == ["covert_skill"]
    play_until(g, at_play(1))
    play_all(g, 1, give(g, 1, "street_smarts", 8), a["covert_skill"])
    evs = end_play_and_apply(g, 1)
    assert sorted(aspects(g)) == ["enraged_spell", "enraged_weapon"]
    assert all(ob.facing == 3 for ob in g.s.obstacles if ob.boss)
    assert events(evs, "boss_side")[0]["side"] == "Enraged"
    with pytest.raises(ActionRefused):  # each aspect falls once: the fallen one is no target
        g.apply(PlayCard(1, give(g, 1, "mark", 1)[0], a["covert_skill"]))


@pytest.mark.rule("p21-dragon-rewards")
def test_after_an_aspect_falls_rewards_events_to_the_bottom_and_one_purchase_each() -> None:
    g = dragon()
    play_until(g, at_play(1))
    g.s.obstacles = [ob for ob in g.s.obstacles if ob.boss]  # nothing else attacks this turn
    for r in g.s.runners:
        r.hp = r.max_hp - 3
    nuyen = [r.nuyen for r in g.s.runners]
    event = g.add_card("timebomb")
    g.s.crossfire_active = [event]
    play_all(g, 1, give(g, 1, "mark", 8), aspects(g)["covert_hacking"])
    end_play_and_apply(g, 1)
    while g.pending.kind is not Kind.BUY_ONE:
        answer_simply(g)
    reward = load_catalog().boss_aspect("covert_hacking").reward
    heal = sum(int(ab.params["n"]) for ab in reward if ab.effect == "heal")
    gain = sum(int(ab.params["n"]) for ab in reward if ab.effect == "gain_nuyen")
    assert [r.hp for r in g.s.runners] == [r.max_hp - 3 + heal for r in g.s.runners]
    assert g.s.crossfire_active == [] and g.s.crossfire_deck[0] == event and event not in g.s.crossfire_discard
    buyers = []
    while g.pending.kind is Kind.BUY_ONE:
        buyers.append(g.pending.runner)
        if len(buyers) == 1:
            assert [r.nuyen for r in g.s.runners][2] >= nuyen[2] + gain
        g.apply(EndStep(g.pending.runner))
    assert buyers == [2, 3, 0, 1]  # from the left of the runner who defeated it
    assert g.s.scene == 2
    assert g.s.current == 2  # the next Scene begins with the runner who bought first


@pytest.mark.rule("p18-win", "p20-dragon-goal", "p21-dragon-special")
def test_win_as_soon_as_all_four_aspects_fall_even_with_obstacles_in_play() -> None:
    g = dragon()
    play_until(g, at_play(0))
    a = aspects(g)
    play_all(g, 0, give(g, 0, "mark", 8), a["covert_hacking"])
    play_all(g, 0, give(g, 0, "street_smarts", 8), a["covert_skill"])
    end_play_and_apply(g, 0)
    play_until(g, at_play(1))
    a = aspects(g)
    play_all(g, 1, give(g, 1, "mana", 8), a["enraged_spell"])
    play_all(g, 1, give(g, 1, "quick_shot", 8), a["enraged_weapon"])
    assert [ob for ob in g.s.obstacles if not ob.boss]
    end_play_and_apply(g, 1)
    assert g.result == "win" and g.pending is None
    assert [ob for ob in g.s.obstacles if not ob.boss]


@pytest.mark.rule("p21-dragon", "p27-gloss-move")
def test_the_whole_dragon_moves_together() -> None:
    g = dragon()
    play_until(g, at_play(0))
    first = next(ob for ob in g.s.obstacles if ob.boss)
    first.facing = 1  # an ability turned one aspect to runner 1
    g.mission.sync_facing(g)  # type: ignore[attr-defined]
    assert all(ob.facing == 1 for ob in g.s.obstacles if ob.boss)
    assert g.s.mission_state["dragon_facing"] == 1


@pytest.mark.rule("p18-abort-round", "p21-dragon-karma")
def test_a_successful_abort_run() -> None:
    g = dragon()
    play_until(g, at_play(0))
    r0 = g.s.runners[0]
    r0.hp, r0.staggered = 0, True
    g.apply(EndStep(0))  # attacked while staggered: critical, then the abort run round
    assert r0.critical
    play_until(g, lambda g: False)
    assert g.result == "abort"
    assert load_catalog().missions["dragon_fight"].karma_abort == 1


# ---- positions described by a scenario (docs/ENGINE.md, Scenarios) ------------------------------

def dragon_scenario(**kw: object) -> dict:  # type: ignore[type-arg]
    from .helpers import four_runners

    data = {"mission": "dragon_fight", "runners": four_runners(), "round": 3,
            "normal_deck": ["deckhead"] * 6, "hard_deck": ["out_of_ammo"] * 3}
    data.update(kw)
    return data


@pytest.mark.rule("p21-dragon")
def test_a_scenario_starts_with_the_covert_dragon_facing_the_runner_right_of_the_starting_runner() -> None:
    from crossfire_desktop.engine import load_scenario

    g = load_scenario(dragon_scenario(step="start"))
    assert sorted(aspects(g)) == ["covert_hacking", "covert_skill"]
    assert {ob.facing for ob in g.s.obstacles if ob.boss} == {3}
    assert g.pending.kind is Kind.PLAY and g.s.current == 0
    end_play_and_apply(g, 0)
    g.apply(EndStep(0))  # the turn ends: the Dragon stays where it is
    assert g.s.current == 1 and {ob.facing for ob in g.s.obstacles if ob.boss} == {3}


@pytest.mark.rule("p21-dragon")
def test_a_scenario_places_the_enraged_dragon_once_both_covert_aspects_fell() -> None:
    """Jay faces the Enraged Dragon; eight blue damage defeats its Spell aspect, the Weapon aspect
    attacks him for the Enraged side's strength, and the aspect's Scene end follows (p. 21)."""
    from crossfire_desktop.engine import load_scenario

    from .helpers import hand_card

    sc = dragon_scenario(current=1, step="start",
                         dragon={"facing": 1, "fallen": ["covert_hacking", "covert_skill"]})
    sc["runners"][1].update(hand=["mana"] * 8, hp=5)
    g = load_scenario(sc)
    a = aspects(g)
    assert sorted(a) == ["enraged_spell", "enraged_weapon"]
    assert g.s.mission_state["fallen"] == ["covert_hacking", "covert_skill"]
    for _ in range(8):
        g.apply(PlayCard(1, hand_card(g, 1, "mana"), a["enraged_spell"]))
    evs = end_play_and_apply(g, 1)
    assert events(evs, "obstacle_defeated")[0]["obstacle"] == a["enraged_spell"]
    assert g.s.runners[1].hp == 5 - load_catalog().boss("dragon").sides[1].attack
    g.apply(EndStep(1))
    assert g.s.mission_state["fallen"][-1] == "enraged_spell" and g.result is None


def test_a_scenario_names_a_bad_dragon_in_words() -> None:
    from crossfire_desktop.engine import load_scenario

    with pytest.raises(ValueError, match="'covert_red' is not an aspect of dragon"):
        load_scenario(dragon_scenario(dragon={"fallen": ["covert_red"]}))
    with pytest.raises(ValueError, match="every aspect is defeated"):
        load_scenario(dragon_scenario(dragon={"fallen": [a for a in aspect_ids()]}))
    with pytest.raises(ValueError, match="no runner in seat 7"):
        load_scenario(dragon_scenario(dragon={"facing": 7}))


def aspect_ids() -> list[str]:
    return [a.id for side in load_catalog().boss("dragon").sides for a in side.aspects]


@pytest.mark.rule("p21-dragon")
def test_an_aspects_progress_counts_the_damage_applied_this_turn_and_says_when_placed_damage_defeats_it() -> None:
    g = dragon()
    seat = g.s.current
    card, other = list(aspects(g).values())
    progress = gv.boss_progress(g, card)
    assert progress is not None and (progress.colored, progress.total, progress.falls) == (0, 0, False)
    play_all(g, seat, give(g, seat, "quick_shot", 2), card)
    assert gv.boss_progress(g, card) == progress  # placed: not taken yet, and not enough to defeat it
    end_play_and_apply(g, seat)
    progress = gv.boss_progress(g, card)
    assert progress is not None and (progress.total, progress.total_needed, progress.falls) == (2, 12, False)
    assert gv.boss_progress(g, next(ob.card for ob in g.s.obstacles if not ob.boss)) is None


def test_an_aspects_progress_says_when_the_damage_placed_defeats_it() -> None:
    g = dragon()
    seat = g.s.current
    card = next(iter(aspects(g).values()))
    play_all(g, seat, give(g, seat, "quick_shot", 11), card)
    assert not gv.boss_progress(g, card).falls  # 11 of 12
    play_all(g, seat, give(g, seat, "quick_shot", 1), card)
    assert gv.boss_progress(g, card).falls


def test_an_aspect_falls_at_its_colored_or_its_colorless_amount() -> None:
    from crossfire_desktop.engine.missions.dragon_fight import aspect_falls

    aspect = load_catalog().boss_aspect("covert_hacking")
    colored, total = aspect.colored_amount, aspect.colorless_amount
    assert aspect_falls(aspect, colored, colored)
    assert aspect_falls(aspect, 0, total)
    assert not aspect_falls(aspect, colored - 1, total - 1)
