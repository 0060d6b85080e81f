"""General rules: setup, damage to obstacles and runners, nuyen, scenes, the abort run."""

import pytest

from crossfire_desktop.engine import (
    ActionRefused,
    Buy,
    ChooseMany,
    EndStep,
    Kind,
    PlayCard,
    load_scenario,
    new_game,
    quick_setup,
)
from crossfire_desktop.engine.setup import GameSetup

from .helpers import finish_play_and_apply, four_runners, hand_card, obstacle, runner


@pytest.mark.rule(
    "p3-qs-runner-cards", "p3-qs-choose-runner", "p3-qs-roles", "p4-qs-starting-decks", "p4-qs-nuyen",
    "p4-qs-black-market", "p5-qs-fewer-runners", "p9-runner-cards", "p11-setup-runner-card",
    "p11-setup-nuyen", "p11-setup-cards", "p11-setup-decks", "p11-setup-black-market",
    "p12-fewer-runners", "p12-fewer-runners-nuyen", "p19-crossfire-fewer", "p19-crossfire-table",
    "fr-mise-en-place-2", "fr-mise-en-place-3", "fr-mise-en-place-4", "fr-mise-en-place-5",
    "fr-ecran-runner")
def test_setup_follows_metatype_and_role() -> None:
    setup = GameSetup.model_validate({"seed": 3, "runners": [
        runner("A", "Troll", ["Street Samurai", "Mage"]), runner("B", "Dwarf", ["Decker"]),
        runner("C", "Ork", ["Face"])]})
    game = new_game(setup)
    a, b, c = game.s.runners
    assert (a.max_hp, len(a.hand), a.nuyen) == (7, 3, 2 + 1)  # two roles: +1 starting nuyen
    assert (b.max_hp, len(b.hand), b.nuyen) == (5, 2, 5)
    assert (c.max_hp, len(c.hand), c.nuyen) == (6, 5, 1)
    assert all(len(r.hand) + len(r.deck) == 7 for r in game.s.runners)
    samurai_deck = [game.s.defs[x] for x in a.hand + a.deck]
    assert samurai_deck.count("quick_shot") == 4  # main role = first listed
    assert len([x for x in game.s.market_row if x is not None]) == 6
    # Three runners: no Crossfire card at the start of the first round.
    assert game.s.crossfire_active == [] and game.s.round == 1
    # Scene 1 flips one obstacle per runner.
    assert len(game.s.obstacles) == 3


@pytest.mark.rule("p3-qs-roles", "p11-setup-roles", "p12-fewer-runners", "fr-mise-en-place-3")
def test_team_must_hold_every_role_once() -> None:
    with pytest.raises(ValueError, match="four roles"):
        GameSetup.model_validate({"runners": [runner("A", roles=["Mage"]), runner("B", roles=["Mage"])]})


@pytest.mark.rule(
    "p5-qs-starting-runner", "p5-qs-mission", "p5-qs-draw-crossfire", "p11-setup-starting-runner",
    "fr-mise-en-place-7")
def test_four_runners_draw_a_crossfire_card_in_round_one() -> None:
    game = new_game(quick_setup("crossfire", 4, 5))
    while game.s.round == 0:  # FLIPPED abilities of the first obstacles may ask during setup
        game.apply(game.legal_actions()[0])
    assert len(game.s.crossfire_active) == 1
    assert game.s.crossfire_discard == []  # the Crossfire level is 0 in the first round


@pytest.mark.rule(
    "p4-qs-obstacles", "p5-qs-mission", "p19-crossfire-obstacles", "p26-gloss-color",
    "p30-mission-sheet", "fr-mise-en-place-9")
def test_first_obstacle_faces_its_color_then_clockwise() -> None:
    game = new_game(quick_setup("crossfire", 4, 11))
    while game.s.round == 0:
        game.apply(game.legal_actions()[0])
    first = game.s.obstacles[0]
    color = game.obstacle_def(first.card).color
    assert color in game.s.runners[first.facing].colors
    seats = [ob.facing for ob in game.s.obstacles]
    assert seats == [(first.facing + i) % 4 for i in range(4)]


def base(**kw):
    data = {"runners": four_runners(), "market_row": ["katana"] * 0}
    data.update(kw)
    return data


@pytest.mark.rule(
    "p6-qs-apply-damage", "p10-obstacle-cards", "p14-gray-symbol", "p14-clear-in-order",
    "p14-partial-reset", "p26-gloss-clear", "fr-basiques-incolore", "fr-pistes", "fr-partiels")
def test_numbered_level_partial_damage_resets_at_end_of_turn() -> None:
    sc = base(obstacles=[{"card": "astral_shiver", "facing": 1}])  # 3, blue, blue
    sc["runners"][0]["hand"] = ["quick_shot", "quick_shot"]
    game = load_scenario(sc)
    shiver = obstacle(game, "astral_shiver")
    for _ in range(2):
        game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), shiver))
    assert game.preview(shiver).cleared == 0 and game.preview(shiver).partial == 2
    finish_play_and_apply(game)
    assert game.s.obstacle(shiver).partial == 2
    game.apply(EndStep(0))
    assert game.s.obstacle(shiver).partial == 0 and game.s.obstacle(shiver).cleared == 0


@pytest.mark.rule("p7-qs-nuyen", "p16-nuyen", "fr-resume-nuyens", "fr-nuyens")
def test_defeat_pays_nuyen_one_at_a_time_clockwise_from_current_runner() -> None:
    sc = base(obstacles=[{"card": "security_chief", "facing": 2, "cleared": 5}])  # 5 nuyen, last level 2
    sc["current"] = 1
    sc["runners"][1]["hand"] = ["mana", "mana"]
    game = load_scenario(sc)
    chief = obstacle(game, "security_chief")
    for _ in range(2):
        game.apply(PlayCard(1, hand_card(game, 1, "mana"), chief))
    before = [r.nuyen for r in game.s.runners]
    events = finish_play_and_apply(game)
    gained = [r.nuyen - b for r, b in zip(game.s.runners, before, strict=True)]
    assert gained == [1, 2, 1, 1]
    # counted, then one gain per runner in the order they take them (issue 28: 10**6 nuyen made 10**6 events)
    assert [(e.params["runner"], e.params["delta"]) for e in events if e.code == "nuyen"] == [
        (1, 2), (2, 1), (3, 1), (0, 1)]
    assert game.s.obstacle(chief) is None and chief in game.s.hard_discard


@pytest.mark.rule(
    "p7-qs-take-damage", "p17-take-damage", "p17-hp", "p17-staggered-same-step",
    "p17-staggered-shuffle", "p17-staggered-no-draw-buy", "p25-faq-packet", "p26-gloss-attack",
    "p26-gloss-damage", "p26-gloss-hp", "p27-gloss-staggered", "fr-resume-subir", "fr-subir",
    "fr-sonne-critique", "fr-faq-paquet")
def test_one_packet_staggers_but_never_also_criticals() -> None:
    sc = base(obstacles=[{"card": "ancients_ganger", "facing": 0}, {"card": "fire_adept", "facing": 0}])
    sc["runners"][0].update(hp=1, hand=["mana"], deck=["mark", "mark"], discard=["quick_shot"])
    game = load_scenario(sc)
    game.apply(EndStep(0))  # both attack: 2 + 2 in one packet
    cal = game.s.runners[0]
    assert cal.staggered and not cal.critical and cal.hp == 0
    # Staggered: hand, deck and discard shuffled into a new deck; no draw and no buying.
    assert cal.hand == [] and len(cal.deck) == 4
    assert game.pending.kind is Kind.PLAY and game.s.current == 1


@pytest.mark.rule(
    "p8-qs-staggered-critical", "p17-staggered-same-step", "p17-staggered-attacked", "p17-critical",
    "p17-critical-abort", "p18-abort", "p18-abort-move", "p26-gloss-critical")
def test_damage_while_staggered_goes_critical_and_starts_the_abort_run() -> None:
    sc = base(obstacles=[{"card": "deckhead", "facing": 1}, {"card": "out_of_ammo", "facing": 2}])
    sc["runners"][1].update(hp=0, staggered=True, deck=["mana", "mana"])
    sc["current"] = 1
    game = load_scenario(sc)
    game.apply(EndStep(1))
    jay = game.s.runners[1]
    assert jay.critical
    assert game.s.abort is not None
    assert game.s.current == 2  # the abort run begins left of the runner whose turn it was
    # Obstacles facing staggered or critical runners move to the current runner first.
    assert game.s.obstacle(obstacle(game, "deckhead")).facing == 2


@pytest.mark.rule("p18-abort-round", "p26-gloss-abort")
def test_abort_run_succeeds_when_one_runner_stands() -> None:
    sc = base(obstacles=[{"card": "deckhead", "facing": 1}])
    sc["runners"][1].update(hp=0, staggered=True)
    sc["current"] = 1
    game = load_scenario(sc)
    game.apply(EndStep(1))
    while game.pending is not None:
        game.apply(EndStep(game.pending.runner) if game.pending.kind in (Kind.PLAY, Kind.BUY)
                   else game.legal_actions()[0])
    assert game.result == "abort"


@pytest.mark.rule("p8-qs-staggered-critical", "p17-staggered-healed")
def test_staggered_runner_healed_draws_two_and_recovers() -> None:
    from crossfire_desktop.engine import ops

    sc = base()
    sc["runners"][2].update(hp=0, staggered=True, deck=["mark", "mark", "mark"])
    game = load_scenario(sc)
    gen = ops.heal(game, 2, 1)
    with pytest.raises(StopIteration):
        next(gen)
    rob = game.s.runners[2]
    assert not rob.staggered and rob.hp == 1 and len(rob.hand) == 2


@pytest.mark.rule(
    "p7-qs-end-turn", "p11-setup-starting-runner", "p19-scenes", "p19-crossfire-obstacles",
    "p19-crossfire-scene-end", "p19-crossfire-table", "p30-mission-sheet")
def test_scene_end_heals_buys_from_left_of_defeater_and_next_scene_starts_there() -> None:
    sc = base(obstacles=[{"card": "deckhead", "facing": 0, "cleared": 3}],
              market_row=["katana", "clairvoyance", "icon_grab", "negotiation", "stunbolt", "backdoor"],
              market_deck=["jacked_in"] * 0 + ["hero_move", "fireball", "katana", "mark"] * 0,
              normal_deck=["out_of_ammo", "corporate_adept", "ork_fixer", "deckhead", "astral_shiver"],
              crossfire_active=["instinct"])
    sc["runners"][0].update(hp=3, hand=["quick_shot"], nuyen=9)
    sc["runners"][1].update(nuyen=9)
    game = load_scenario(sc)
    deckhead = obstacle(game, "deckhead")
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), deckhead))
    finish_play_and_apply(game)
    assert game.s.obstacles == []
    assert game.s.runners[0].hp == 3  # no obstacle left to attack
    game.apply(EndStep(0))  # ends the turn: the scene ends
    assert game.s.runners[0].hp == 4  # each runner heals 1
    assert game.s.crossfire_active == [] and game.s.crossfire_discard == []  # to the bottom
    assert game.pending.kind is Kind.BUY_ONE and game.pending.runner == 1  # left of Cal
    game.apply(Buy(1, game.s.market_row[0]))
    for seat in (2, 3, 0):
        assert game.pending.runner == seat
        game.apply(EndStep(seat))
    assert game.s.scene == 2 and len(game.s.obstacles) == 5  # 4 runners + 1
    assert game.s.current == 1  # play goes on with the runner who had the first choice
    assert game.s.starting == 0  # "The starting runner remains the same throughout the game"


@pytest.mark.rule("p18-win", "p19-crossfire-goal", "p30-mission-sheet", "fr-fin-de-partie-mission")
def test_crossfire_mission_is_won_when_the_third_scene_ends() -> None:
    sc = base(obstacles=[{"card": "deckhead", "facing": 0, "cleared": 3}], scene=3)
    sc["runners"][0]["hand"] = ["quick_shot"]
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), obstacle(game, "deckhead")))
    finish_play_and_apply(game)
    game.apply(EndStep(0))
    while game.pending is not None:
        game.apply(EndStep(game.pending.runner))
    assert game.result == "win"


@pytest.mark.rule("p17-critical")
def test_refusals_are_typed_with_their_rule() -> None:
    game = load_scenario(base(obstacles=[{"card": "deckhead", "facing": 0}]))
    elsewhere = next(c for c in range(len(game.s.defs)) if c not in game.s.runners[0].hand)
    with pytest.raises(ActionRefused) as info:
        game.apply(PlayCard(0, elsewhere, None))
    assert info.value.refusal.code == "card_not_in_hand"
    assert "Play Cards" in info.value.refusal.rule
    assert game.check(EndStep(2)).code == "not_your_decision"


@pytest.mark.rule(
    "p5-qs-crossfire-deck", "p5-qs-sequence", "p5-qs-draw-crossfire", "p11-setup-crossfire-deck",
    "p12-how-to-play", "p12-draw-crossfire", "p18-end-turn", "p25-faq-one-crossfire-card",
    "fr-resume-round", "fr-resume-crossfire", "fr-resume-fin-tour", "fr-mise-en-place-8", "fr-round",
    "fr-piocher-crossfire", "fr-tour", "fr-fin-tour", "fr-faq-tour-supplementaire")
def test_one_crossfire_card_per_round_and_the_old_one_is_discarded() -> None:
    """FAQ: only one Crossfire card per round is revealed; the starting runner discards the active one."""
    game = new_game(quick_setup("crossfire", 4, 21))
    revealed_in_round: dict[int, int] = {}
    while game.pending is not None and game.s.round <= 3 and game.s.abort is None:
        d = game.pending
        action = EndStep(d.runner) if d.kind in (Kind.PLAY, Kind.BUY, Kind.BUY_ONE) else game.legal_actions()[0]
        for event in game.apply(action):
            if event.code == "crossfire_revealed":
                revealed_in_round[game.s.round] = revealed_in_round.get(game.s.round, 0) + 1
                assert len(game.s.crossfire_active) == 1
                assert len(game.s.crossfire_discard) == game.s.round - 1  # the level counts only discards
    assert revealed_in_round and set(revealed_in_round.values()) == {1}


@pytest.mark.rule("fr-marche-noir-sonne", "p17-staggered-no-draw-buy")
def test_a_staggered_runner_reads_why_they_cant_buy() -> None:
    """Staggered runners don't draw 2 or buy in the Draw & Buy step (p. 17): a Buy is refused with
    that reason, and the turn passes on after Take Damage without a Draw & Buy decision."""
    sc = base(obstacles=[{"card": "deckhead", "facing": 1}], market_row=["katana"])
    sc["runners"][0].update(hp=0, staggered=True, nuyen=9, hand=["mark"], deck=["mark", "mark", "mark"])
    game = load_scenario(sc)
    katana = game.s.market_row[0]
    refusal = game.check(Buy(0, katana))
    assert (refusal.code, refusal.rule) == ("staggered_no_buy", "Staggered, p. 17")
    game.apply(EndStep(0))
    assert game.s.current == 1 and game.pending.kind is Kind.PLAY
    assert len(game.s.runners[0].hand) == 1 and katana in game.s.market_row  # no draw 2, nothing bought
    assert game.check(Buy(0, katana)).code == "staggered_no_buy"


@pytest.mark.rule("p14-requires-spell")
def test_an_assist_with_a_spell_counts_for_requires_spell_at_the_scene_end() -> None:
    """Jay assisted with Clairvoyance (a SPELL) on Cal's turn, so he "played a SPELL card this turn":
    at the scene end he may buy Guiding Spirit (REQUIRES SPELL); Rob, who played nothing, may not."""
    sc = base(obstacles=[{"card": "deckhead", "facing": 0, "cleared": 3}],
              market_row=["guiding_spirit", "lightning_bolt", "katana", "icon_grab", "negotiation", "backdoor"],
              normal_deck=["out_of_ammo", "corporate_adept", "ork_fixer", "deckhead", "astral_shiver"])
    sc["runners"][0].update(hand=["quick_shot"], deck=["mark", "mark"])
    sc["runners"][1].update(hand=["clairvoyance"], nuyen=9)
    sc["runners"][2].update(nuyen=9)
    game = load_scenario(sc)
    deckhead = obstacle(game, "deckhead")
    game.apply(PlayCard(1, hand_card(game, 1, "clairvoyance"), deckhead))  # assist: Cal draws 1, discards 1
    mark = next(i for i, o in enumerate(game.pending.options) if game.s.defs[o.ref] == "mark")
    game.apply(ChooseMany(0, (mark,)))  # Cal keeps Quick Shot
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), deckhead))
    finish_play_and_apply(game)
    game.apply(EndStep(0))  # the scene ends: purchases from Jay, left of Cal
    spirit, bolt = game.s.market_row[0], game.s.market_row[1]
    assert game.pending.kind is Kind.BUY_ONE and game.pending.runner == 1
    game.apply(Buy(1, spirit))
    assert game.s.defs[game.s.runners[1].hand[-1]] == "guiding_spirit"
    assert game.pending.runner == 2
    assert game.check(Buy(2, bolt)).code == "requires_type"
