"""The team heuristic plays like a sensible table: no card spent for nothing, three kept for the draw."""

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.engine import EndStep, PlayCard, load_scenario


def _scenario(hand: list[str], obstacles: list[dict], **extra: object) -> dict:
    sc = {
        "mission": "crossfire", "seed": 1, "round": 3,
        "runners": [
            {"name": "A", "metatype": "Human", "roles": ["Street Samurai", "Mage"], "hand": hand,
             "deck": ["mana", "mark", "quick_shot"]},
            {"name": "B", "metatype": "Human", "roles": ["Decker", "Face"], "deck": ["mark", "mark"]},
        ],
        "obstacles": obstacles,
        "market_row": ["icon_grab", "katana", "mark", "jacked_in", "clairvoyance", "covering_fire"],
    }
    sc.update(extra)
    return sc


def _plays_of_the_turn(game) -> list[PlayCard]:
    policy = HeuristicPolicy(1)
    plays = []
    while True:
        action = policy.choose(game)
        if isinstance(action, EndStep):
            return plays
        assert isinstance(action, PlayCard)
        plays.append(action)
        game.apply(action)


def test_cards_that_clear_nothing_stay_in_hand() -> None:
    # Astral Shiver is 3, blue, blue: two cards can't clear its first level.
    game = load_scenario(_scenario(["quick_shot", "quick_shot"], [{"card": "astral_shiver", "facing": 0}]))
    assert _plays_of_the_turn(game) == []


def test_the_cheapest_group_that_clears_is_played_and_the_rest_kept() -> None:
    # Trip Beams is red, 3, green: the Street Smarts clears the red level on its own.
    game = load_scenario(_scenario(["street_smarts", "quick_shot", "mana"],
                                   [{"card": "trip_beams", "facing": 0}]))
    plays = _plays_of_the_turn(game)
    assert [game.s.defs[p.card] for p in plays] == ["street_smarts"]


def test_a_group_that_defeats_an_obstacle_is_played_whole() -> None:
    # Astral Shiver with its first level cleared: blue, blue, and two Mana defeat it.
    game = load_scenario(_scenario(["mana", "mana", "quick_shot"],
                                   [{"card": "astral_shiver", "facing": 0, "cleared": 1}]))
    plays = _plays_of_the_turn(game)
    assert sorted(game.s.defs[p.card] for p in plays) == ["mana", "mana"]


def test_more_than_three_useless_cards_are_dumped_down_to_three() -> None:
    game = load_scenario(_scenario(["quick_shot"] * 5, [{"card": "astral_shiver", "facing": 0, "cleared": 1}]))
    assert len(_plays_of_the_turn(game)) == 2
    assert len(game.s.runners[0].hand) == 3


def test_no_holding_back_empties_the_hand() -> None:
    game = load_scenario(_scenario(["quick_shot"] * 3, [{"card": "astral_shiver", "facing": 0, "cleared": 1}],
                                   crossfire_active=["no_holding_back"]))
    assert len(_plays_of_the_turn(game)) == 3
    assert game.s.runners[0].hand == []
