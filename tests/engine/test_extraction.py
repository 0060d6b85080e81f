"""Extraction (rulebook p. 20-21): the Client, the progress track for 1-4 runners, its bonus challenges."""

from __future__ import annotations

import pytest

from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import (
    ActionRefused,
    Buy,
    Choose,
    EndStep,
    Kind,
    PlayCard,
    new_game,
    quick_setup,
)
from crossfire_desktop.engine.setup import GameSetup

from .mission_helpers import (
    answer_simply,
    events,
    game,
    plain_catalog,
    play_until,
    scenario,
    start_of_turn_damage,
    team,
)

# The EXTRACTION PROGRESS TRACK as printed: round -> (draw, heal, hard, normal, nuyen, buy, scene ends, escape).
TABLE = {
    4: {1: (0, 0, 0, 4, 0, 0, 0, 0), 2: (1, 0, 2, 0, 0, 0, 0, 0), 3: (0, 1, 1, 2, 0, 0, 1, 0),
        4: (2, 0, 2, 1, 0, 0, 0, 0), 5: (0, 2, 2, 2, 0, 0, 1, 0), 6: (3, 0, 3, 3, 0, 0, 0, 0),
        7: (0, 0, 0, 0, 0, 0, 0, 1)},
    3: {1: (0, 0, 0, 3, 0, 0, 0, 0), 2: (1, 0, 1, 0, 0, 0, 0, 0), 3: (0, 1, 1, 1, 0, 0, 1, 0),
        4: (2, 0, 1, 2, 0, 0, 0, 0), 5: (0, 2, 2, 1, 0, 0, 1, 0), 6: (3, 0, 2, 3, 0, 0, 0, 0),
        7: (0, 0, 0, 0, 0, 0, 0, 1)},
    2: {1: (0, 0, 0, 2, 0, 0, 0, 0), 2: (1, 0, 1, 0, 0, 0, 0, 0), 3: (0, 1, 0, 2, 0, 0, 1, 0),
        4: (2, 0, 1, 1, 0, 0, 0, 0), 5: (0, 2, 1, 1, 0, 0, 1, 0), 6: (3, 0, 2, 1, 0, 0, 0, 0),
        7: (0, 0, 0, 0, 0, 0, 0, 1)},
    1: {1: (0, 0, 0, 1, 0, 0, 0, 0), 2: (2, 0, 0, 1, 0, 0, 0, 0), 3: (0, 1, 1, 0, 2, 1, 1, 0),
        4: (3, 0, 1, 0, 0, 0, 0, 0), 5: (0, 2, 0, 2, 2, 1, 1, 0), 6: (4, 0, 2, 1, 0, 0, 0, 0),
        7: (0, 0, 0, 0, 0, 0, 0, 1)},
}
HARD = {c.id for c in load_catalog().decks["obstacles_hard"]}


def client(g):  # type: ignore[no-untyped-def]
    return next(r for r in g.s.runners if r.client)


# ---- the data -----------------------------------------------------------------------------------

@pytest.mark.rule("p21-extraction-track-table")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_track_data_is_the_printed_table(n: int) -> None:
    steps = load_catalog().missions["extraction"].tracks[str(n)]
    got = {s.round: (s.draw, s.heal, s.flip_hard, s.flip_normal, s.nuyen, s.buy, int(s.scene_ends), int(s.escape))
           for s in steps}
    assert got == TABLE[n]


@pytest.mark.rule("p20-extraction-difficulty", "p20-extraction-job", "p20-extraction-karma")
def test_mission_sheet() -> None:
    m = load_catalog().missions["extraction"]
    assert (m.min_runners, m.max_runners, m.karma_win, m.karma_abort) == (1, 4, 4, None)
    assert m.client is not None and (m.client.hp, m.client.metatype) == (5, "Human")
    assert {c.id: c.karma for c in m.bonus_challenges} == {
        "stepped_up_security": 1, "emt_gig": 1, "elite_response_team": 3}
    assert [m.scaling.penalty(k) for k in (0, 10, 11, 30, 31, 50, 51, 75, 76, 100, 101)] == [
        0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5]
    assert m.scaling.award(4 + 3, 60) == 4


# ---- the Client seat ---------------------------------------------------------------------------

@pytest.mark.parametrize(("n", "starting", "order"), [
    (4, 0, [4, 0, 1, 2, 3]), (4, 2, [0, 1, 4, 2, 3]), (1, 0, [1, 0]), (3, 1, [0, 3, 1, 2])])
@pytest.mark.rule("p20-extraction-setup")
def test_client_sits_right_of_the_starting_runner(n: int, starting: int, order: list[int]) -> None:
    g = game("extraction", n, starting=starting)
    c = client(g)
    assert (c.seat, c.colors, c.hp, c.max_hp, c.nuyen, c.hand, c.deck, c.metatype) == (
        n, [], 5, 5, 0, [], [], "Human")
    assert g.s.order == order
    assert g.clockwise_from(starting)[-1] == c.seat  # the Client plays last in each round
    assert g.runner_seats() == [s for s in order if s != n]


@pytest.mark.rule("p5-qs-sequence", "p12-how-to-play", "p18-end-turn", "p20-extraction-setup")
def test_client_takes_the_last_turn_of_each_round() -> None:
    g = game("extraction", 3, starting=1, cat=plain_catalog(crossfire=["timebomb", "instinct"]))
    for r in g.s.runners:
        r.hp = r.max_hp = 90
    turns: list[int] = [g.s.current]
    number = g.s.turns
    while g.s.round < 3 and g.pending is not None:
        answer_simply(g)
        if g.s.turns != number:
            number = g.s.turns
            turns.append(g.s.current)
    assert turns[:8] == [1, 2, 0, 3, 1, 2, 0, 3]


@pytest.mark.rule("p11-setup-mission", "p20-extraction-setup", "fr-mise-en-place-1")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_round_one_is_done_at_setup_facing_the_client(n: int) -> None:
    g = game("extraction", n)
    assert g.s.round == 1 and g.s.mission_state["track"] == 1
    assert len(g.s.obstacles) == TABLE[n][1][3]
    assert all(ob.facing == client(g).seat for ob in g.s.obstacles)
    assert all(g.s.defs[ob.card] not in HARD for ob in g.s.obstacles)


@pytest.mark.rule("p20-extraction-obstacles")
def test_a_crossfire_card_every_round_even_solo() -> None:
    g = game("extraction", 1, cat=plain_catalog(crossfire=["timebomb", "instinct"]))
    assert g.s.round == 1 and len(g.s.crossfire_active) == 1


# ---- the track, step by step --------------------------------------------------------------------

@pytest.mark.rule("p20-extraction-track", "p21-extraction-track-table")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("step", [2, 3, 4, 5, 6, 7])
def test_each_track_step(n: int, step: int) -> None:
    draw, heal, hard, normal, nuyen, buy, scene_ends, escape = TABLE[n][step]
    g = scenario("extraction", n, runners=team(n, **{f"r{i}": {"hp": 1, "nuyen": 3} for i in range(n)}),
                 current=n, round=step - 1, scene=2, client_hp=1, hard_deck=["chromed_samurai"] * 4,
                 normal_deck=["deckhead"] * 4)
    hands = [len(g.s.runners[s].hand) for s in range(n)]
    assert g.pending.kind is Kind.PLAY and g.pending.runner == 0  # the starting runner decides for the Client
    g.apply(EndStep(0))
    if buy:
        assert g.pending.kind is Kind.BUY_ONE and g.pending.runner == 0
        assert g.s.runners[0].nuyen == 3 + nuyen  # the 2 nuyen come before the purchase
        card = g.s.market_row[0]
        g.apply(Buy(0, card))
        assert card in g.s.runners[0].hand
        assert g.s.runners[0].nuyen == 3 + nuyen - g.cost(0, card)
        hands[0] += 1
    if escape:
        assert g.result == "win" and g.pending is None
        return
    assert g.s.mission_state["track"] == step
    assert [len(g.s.runners[s].hand) for s in range(n)] == [h + draw for h in hands]
    assert [g.s.runners[s].hp for s in range(n)] == [1 + heal] * n
    assert client(g).hp == 1 + heal
    flipped = [g.s.defs[ob.card] for ob in g.s.obstacles]
    assert (flipped.count("chromed_samurai"), flipped.count("deckhead")) == (hard, normal)
    assert all(ob.facing == n for ob in g.s.obstacles)
    if not buy:
        assert all(g.s.runners[s].nuyen == 3 for s in range(n))
    assert g.s.scene == 2 + scene_ends
    assert g.s.round == step


@pytest.mark.rule("p20-extraction-goal", "p20-extraction-win")
def test_a_whole_solo_game_to_the_escape() -> None:
    g = game("extraction", 1, cat=plain_catalog(crossfire=["timebomb"]))
    for r in g.s.runners:
        r.hp = r.max_hp = 90
    play_until(g, lambda g: False, limit=2000)
    assert g.result == "win" and g.s.round == 6


# ---- the Client's rules -------------------------------------------------------------------------

@pytest.mark.rule("p20-extraction-client", "fr-assists")
def test_assists_on_the_clients_turn_are_applied_by_the_starting_runner() -> None:
    runners = team(3, r2={"hand": ["clairvoyance", "mark"], "deck": ["mana"]}, r0={"hand": ["quick_shot"]})
    g = scenario("extraction", 3, runners=runners, current=3, starting=1, obstacles=[
        {"card": "astral_shiver", "facing": 3, "cleared": 2}])
    ob = g.s.obstacles[0].card
    assert g.pending.kind is Kind.PLAY and g.pending.runner == 1
    with pytest.raises(ActionRefused) as refused:  # a card without an assist ability can't be played
        g.apply(PlayCard(0, g.s.runners[0].hand[0], ob))
    assert refused.value.refusal.code == "no_assist"
    clair = next(c for c in g.s.runners[2].hand if g.s.defs[c] == "clairvoyance")
    g.apply(PlayCard(2, clair, ob))
    while g.pending.kind is not Kind.PLAY:
        answer_simply(g)  # Clairvoyance's assist: draw then discard
    g.apply(EndStep(1))
    assert g.pending.kind is Kind.APPLY and g.pending.runner == 1  # the starting runner applies it
    nuyen = [r.nuyen for r in g.s.runners]
    evs = g.apply(next(a for a in g.legal_actions()))
    assert events(evs, "obstacle_defeated")
    # Astral Shiver's 4 nuyen, one at a time from the starting runner (1), clockwise, skipping the Client.
    assert [r.nuyen - n0 for r, n0 in zip(g.s.runners, nuyen, strict=True)] == [1, 2, 1, 0]


@pytest.mark.rule("p20-extraction-client")
def test_an_obstacles_choice_for_the_client_falls_to_its_color() -> None:
    g = scenario("extraction", 4, current=4, obstacles=[{"card": "astral_shiver", "facing": 4}])
    ob = g.s.obstacles[0].card  # blue: the Mage (seat 1)
    assert g.decider(4, ob) == 1
    assert g.decider(4) == 0  # anything else the Client decides falls to the starting runner
    assert g.decider(2, ob) == 2


@pytest.mark.rule("p20-extraction-obstacles")
def test_a_runner_may_take_an_obstacle_of_their_color_from_the_client() -> None:
    cat = plain_catalog(extra={"deckhead": {"abilities": start_of_turn_damage()}})
    g = scenario("extraction", 4, cat, current=0, step="start", obstacles=[
        {"card": "deckhead", "facing": 4}, {"card": "astral_shiver", "facing": 4}])
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.prompt == "intercept_obstacle" and d.runner == 0
    black = g.s.obstacles[0].card
    assert [o.ref for o in d.options] == [black, -1]  # only the black one (Street Samurai), or none
    hp = g.s.runners[0].hp
    g.apply(Choose(0, 0))
    assert g.s.obstacles[0].facing == 0 and g.s.obstacles[1].facing == 4
    # The move came first: Deckhead's start-of-turn ability now fires at its new runner.
    assert g.s.runners[0].hp == hp - 1


@pytest.mark.rule("p20-extraction-obstacles")
def test_declining_leaves_the_obstacle_with_the_client() -> None:
    g = scenario("extraction", 2, current=0, step="start", obstacles=[{"card": "deckhead", "facing": 2}])
    g.apply(Choose(0, 1))
    assert g.s.obstacles[0].facing == 2 and g.pending.kind is Kind.PLAY


@pytest.mark.rule("p20-extraction-obstacles")
def test_a_staggered_runner_may_not_take_an_obstacle() -> None:
    g = scenario("extraction", 2, runners=team(2, r0={"hp": 0, "staggered": True}), current=0, step="start",
                 obstacles=[{"card": "deckhead", "facing": 2}])
    assert g.pending.kind is Kind.PLAY


@pytest.mark.rule("p20-extraction-staggered")
def test_a_staggered_runners_obstacles_turn_to_the_client_at_the_end_of_that_turn() -> None:
    g = scenario("extraction", 1, runners=team(1, r0={"hp": 1}), current=0, obstacles=[
        {"card": "deckhead", "facing": 0}, {"card": "astral_shiver", "facing": 0}])
    evs = g.apply(EndStep(0))  # attacked, staggered: no Draw & Buy, and the turn ends
    assert g.s.runners[0].staggered
    assert g.result is None  # solo: the Client still stands, so the team is not all down
    assert all(ob.facing == 1 for ob in g.s.obstacles)
    moved = events(evs, "obstacle_moved")
    assert [(m["src"], m["dst"]) for m in moved] == [(0, 1), (0, 1)]
    codes = [e.code for e in evs]
    assert codes.index("staggered") < codes.index("obstacle_moved") < codes.index("turn_ended")
    assert g.s.current == 1 and g.pending.runner == 0  # the Client's turn, decided by the starting runner


@pytest.mark.rule("p20-extraction-client-alive")
def test_the_client_staggered_is_a_loss() -> None:
    g = scenario("extraction", 2, current=2, client_hp=1, obstacles=[{"card": "deckhead", "facing": 2}])
    evs = g.apply(EndStep(0))
    assert g.result == "loss" and events(evs, "game_over")[0]["reason"] == "client_staggered"


@pytest.mark.rule(
    "p17-critical-abort", "p18-abort", "p20-extraction-goal", "p20-extraction-critical",
    "p26-gloss-critical", "fr-annulation")
def test_any_runner_critical_is_a_loss_without_abort() -> None:
    g = scenario("extraction", 3, runners=team(3, r1={"hp": 0, "staggered": True}), current=1,
                 obstacles=[{"card": "deckhead", "facing": 1}])
    g.apply(EndStep(1))
    assert g.result == "loss" and g.s.abort is None and g.pending is None


@pytest.mark.rule("p12-removing-events", "fr-retirer-crossfire")
def test_no_obstacles_at_the_end_of_a_turn_sends_the_event_to_the_bottom() -> None:
    g = scenario("extraction", 2, current=2, round=1, crossfire_active=["timebomb"], crossfire_deck=["instinct"])
    hp = [r.hp for r in g.s.runners]
    g.apply(EndStep(0))
    assert g.s.crossfire_discard == []  # bottomed, not discarded: its Timebomb did not go off
    assert [g.s.defs[c] for c in g.s.crossfire_deck] == ["timebomb"]
    assert [r.hp for r in g.s.runners] == hp


# ---- bonus challenges ---------------------------------------------------------------------------

@pytest.mark.rule("p20-extraction-stepped-up")
def test_stepped_up_security_starts_with_four_events_in_the_discard() -> None:
    cat = plain_catalog(crossfire=["timebomb", "instinct", "win_one_lose_one", "no_holding_back", "chummers"])
    g = game("extraction", 2, bonus=["stepped_up_security"], cat=cat)
    assert len(g.s.crossfire_discard) == 4 and len(g.s.crossfire_active) == 1
    assert all(r.hp == r.max_hp for r in g.s.runners)  # the Timebomb among them did not go off


@pytest.mark.rule("p20-extraction-emt")
def test_emt_gig() -> None:
    g = game("extraction", 1, bonus=["emt_gig"], seed=4)
    c = client(g)
    assert (c.hp, c.max_hp) == (1, 5)
    assert [g.s.defs[x] for x in g.s.set_aside] == ["doc_wagon_contract"]
    card = g.s.set_aside[0]
    assert card not in g.s.market_row and card not in g.s.market_deck
    copies = [x for x in g.s.market_row + g.s.market_deck if x is not None and g.s.defs[x] == "doc_wagon_contract"]
    assert len(copies) == 2
    play_until(g, lambda g: g.pending.kind is Kind.BUY)
    g.s.runners[0].nuyen = 5
    g.apply(Buy(0, card))
    assert card in g.s.runners[0].hand and g.s.set_aside == []


@pytest.mark.rule("p20-extraction-elite")
@pytest.mark.parametrize(("step", "hard", "normal"), [(2, 0, 1), (3, 2, 0), (6, 3, 1)])
def test_elite_response_team_adds_a_hard_obstacle(step: int, hard: int, normal: int) -> None:
    g = scenario("extraction", 1, current=1, round=step - 1, bonus=["elite_response_team"],
                 hard_deck=["chromed_samurai"] * 4, normal_deck=["deckhead"] * 4)
    g.apply(EndStep(0))
    while g.pending.kind is Kind.BUY_ONE:
        g.apply(EndStep(0))
    flipped = [g.s.defs[ob.card] for ob in g.s.obstacles]
    assert (flipped.count("chromed_samurai"), flipped.count("deckhead")) == (hard, normal)


@pytest.mark.parametrize(("mission", "n", "bonus", "message"), [
    ("extraction", 2, ["no_such_thing"], "no bonus challenge 'no_such_thing'"),
    ("extraction", 2, ["emt_gig", "emt_gig"], r"can.t be taken 2 times \(the most is 1\)"),
    ("dragon_fight", 4, ["trouble_brewing", "lets_get_serious"], "can't both be taken"),
    ("dragon_fight", 3, [], "played by 4 runners, not 3"),
    ("crossfire", 1, [], "played by 2 to 4 runners"),
    ("crossfire", 2, ["danger_zone"] * 3, r"can.t be taken 3 times \(the most is 2\)"),
    ("no_mission", 2, [], "unknown mission"),
])
@pytest.mark.rule("p19-bonus-options")
def test_setup_checks_the_missions_bonus_challenges(mission: str, n: int, bonus: list[str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        quick_setup(mission, n, 1, bonus=bonus)


def test_valid_bonus_challenges_pass() -> None:
    setup = quick_setup("extraction", 4, 1, bonus=["stepped_up_security", "emt_gig", "elite_response_team"])
    assert isinstance(setup, GameSetup)
    assert new_game(quick_setup("crossfire", 2, 1, bonus=["danger_zone", "danger_zone"])).s.bonus


@pytest.mark.rule("p20-extraction-win", "p20-extraction-track")
def test_a_scenario_sets_the_track_marker_and_the_clients_hp() -> None:
    """The marker on step 6 (in round 4): when the Client's turn ends it moves to 7 and the team escapes
    with the Client's HP as described."""
    from crossfire_desktop.engine import load_scenario

    from .helpers import four_runners, play_out

    g = load_scenario({"mission": "extraction", "runners": four_runners(), "round": 4, "track": 6,
                       "client_hp": 2, "current": 3, "obstacles": [{"card": "deckhead", "facing": 0}]})
    assert client(g).hp == 2 and g.s.current == 3
    evs = play_out(g)
    assert [e.params["round"] for e in evs if e.code == "track_step"] == [7]
    assert g.result == "win" and events(evs, "game_over")[0]["client_hp"] == 2


def test_the_team_is_all_down_only_when_the_last_one_standing_falls() -> None:
    """A hurt that leaves its runner standing ends nothing (the others down or not); the one that staggers
    the last runner standing is the loss (p. 18): ops.hurt looks at the team only when its runner is down."""
    standing = scenario("crossfire", 2, runners=team(2, r0={"hp": 5}, r1={"hp": 0, "staggered": True}), current=0,
                        obstacles=[{"card": "deckhead", "facing": 0}])
    standing.apply(EndStep(0))  # attacked for less than its HP
    assert standing.s.runners[0].hp < 5 and not standing.s.runners[0].staggered and standing.result is None
    last = scenario("crossfire", 2, runners=team(2, r0={"hp": 1}, r1={"hp": 0, "staggered": True}), current=0,
                    obstacles=[{"card": "deckhead", "facing": 0}])
    evs = last.apply(EndStep(0))
    assert last.s.runners[0].staggered and last.result == "loss"
    assert events(evs, "game_over")[0]["reason"] == "all_down"
