"""Extraction's intercept: the runner turns to face them what its hand will not defeat this turn."""

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.bots.heuristic_intercept import standing_after_plan
from crossfire_desktop.engine import Choose, Kind, load_scenario

ROLES = ["Street Samurai", "Mage", "Decker", "Face"]  # a solo runner takes all four (p. 20)


def _solo(client_hp: int) -> object:
    return load_scenario({
        "mission": "extraction", "seed": 1, "round": 2, "track": 2, "current": 0, "step": "start",
        "client_hp": client_hp,
        "runners": [{"name": "A", "metatype": "Human", "roles": ROLES,
                     "hand": ["street_smarts", "mark", "quick_shot", "quick_shot", "quick_shot"],
                     "deck": ["mana", "mark", "quick_shot", "street_smarts", "mana"]}],
        # Trip Beams (attack 2: red, 3, green) falls to this hand; Deckhead (attack 1) does not
        "obstacles": [{"card": "trip_beams", "facing": 1}, {"card": "deckhead", "facing": 1}],
        "market_row": ["icon_grab", "katana", "mark", "jacked_in", "clairvoyance", "covering_fire"],
        "normal_deck": ["gutter_punks"] * 4, "hard_deck": ["yak_muscle"] * 4,
    })


def test_the_runner_takes_the_obstacle_its_hand_leaves_standing_not_the_one_it_defeats() -> None:
    g = _solo(client_hp=3)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.prompt == "intercept_obstacle"
    answer = HeuristicPolicy(1).choose(g)
    assert isinstance(answer, Choose)
    taken = d.options[answer.option].ref
    assert g.obstacle_def(taken).id == "deckhead"  # (taking Trip Beams, which the hand defeats, changes nothing)
    policy = HeuristicPolicy(1)
    g.apply(answer)
    while g.s.current == 0:  # the runner's turn: the hand defeats Trip Beams, Deckhead hits the runner
        g.apply(policy.choose(g))
    assert [g.obstacle_def(ob.card).id for ob in g.s.obstacles] == ["deckhead"]
    assert (g.s.runners[0].hp, g.s.runners[1].hp) == (4, 3)  # the Client, at 3, is not hit


def test_with_both_seats_as_healthy_the_obstacle_stays_with_the_client() -> None:
    g = _solo(client_hp=5)
    d = g.pending
    answer = HeuristicPolicy(1).choose(g)
    assert isinstance(answer, Choose) and d.options[answer.option].what == "no"


def test_a_teams_runner_keeps_the_plain_rule_the_clients_worst_attacker_it_survives() -> None:
    # with a teammate to play before the Client, the solo reasoning lost games (heuristic_intercept.py)
    g = load_scenario({
        "mission": "extraction", "seed": 1, "round": 2, "track": 2, "current": 0, "step": "start", "client_hp": 3,
        "runners": [{"name": "A", "metatype": "Human", "roles": ["Street Samurai", "Decker"],
                     "hand": ["street_smarts", "mark", "quick_shot", "quick_shot", "quick_shot"],
                     "deck": ["mana", "mark", "quick_shot"]},
                    {"name": "B", "metatype": "Human", "roles": ["Mage", "Face"], "deck": ["mark", "mana"]}],
        "obstacles": [{"card": "trip_beams", "facing": 2}, {"card": "deckhead", "facing": 2}],
        "normal_deck": ["gutter_punks"] * 4, "hard_deck": ["yak_muscle"] * 4,
    })
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.prompt == "intercept_obstacle"
    answer = HeuristicPolicy(1).choose(g)
    assert isinstance(answer, Choose) and g.obstacle_def(d.options[answer.option].ref).id == "trip_beams"


def test_under_instinct_the_plan_keeps_to_the_one_color_the_turn_will() -> None:
    # Deckhead falls to red, green and black together, not to one color; at 1 HP and Crossfire level 4,
    # mixing colors under Instinct costs the runner more than Deckhead is worth (heuristic._one_color)
    def solo(events: list[str]):
        return load_scenario({
            "mission": "extraction", "seed": 1, "round": 2, "track": 2, "current": 0, "step": "start",
            "client_hp": 3, "crossfire_active": events, "crossfire_discard": ["timebomb"] * 4,
            "runners": [{"name": "A", "metatype": "Human", "roles": ROLES, "hp": 1,
                         "hand": ["street_smarts", "mark", "quick_shot", "quick_shot", "quick_shot"],
                         "deck": ["mana", "mark", "quick_shot", "street_smarts", "mana"]}],
            "obstacles": [{"card": "deckhead", "facing": 1}],
            "normal_deck": ["gutter_punks"] * 4, "hard_deck": ["yak_muscle"] * 4,
        })

    assert standing_after_plan(HeuristicPolicy(1), solo([]), 0) == set()
    g = solo(["instinct"])
    deckhead = g.s.obstacles[0].card
    assert standing_after_plan(HeuristicPolicy(1), g, 0) == {deckhead}
    policy = HeuristicPolicy(1)
    while g.s.current == 0 and g.pending is not None:  # the turn as played agrees: Deckhead stands
        g.apply(policy.choose(g))
    assert deckhead in [ob.card for ob in g.s.obstacles]
