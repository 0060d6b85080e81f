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


def _dragon_turn_with_damage_in_hand():
    """A Dragon Fight game at a Play Cards step where the current runner can damage an aspect."""
    from crossfire_desktop.engine import Kind, new_game, quick_setup

    game = new_game(quick_setup("dragon_fight", 4, 2))
    policy = HeuristicPolicy(2)
    while game.pending is not None:
        d = game.pending
        if d.kind is Kind.PLAY and d.runner == game.s.current:
            at_boss = [a for a in game.legal_actions() if isinstance(a, PlayCard) and a.runner == game.s.current
                       and a.target is not None and game.s.obstacle(a.target).boss
                       and game.player_def(a.card).damage is not None]
            if at_boss:
                return game, at_boss[0].target
        game.apply(policy.choose(game))
    raise AssertionError("no turn with a card for the Dragon")


def test_a_dragon_aspect_one_damage_from_falling_gets_the_damage_and_falls() -> None:
    game, boss = _dragon_turn_with_damage_in_hand()
    aspect = game.mission.aspect(game, boss)
    # this turn's damage so far: one short of the aspect's colorless amount (Dragon Fight, p. 21)
    game.s.mission_state.setdefault("aspect_damage", {})[str(boss)] = [0, aspect.colorless_amount - 1]
    plan = HeuristicPolicy(1).plan(game, game.legal_actions())
    assert plan and plan[0][0] == boss
    _plays_of_the_turn(game)
    while game.pending is not None and game.s.turn is not None and game.pending.kind.value != "buy":
        game.apply(HeuristicPolicy(1).choose(game))
    assert aspect.id in game.s.mission_state["fallen"]


def test_the_plan_is_made_once_while_its_cards_go_down() -> None:
    # Astral Shiver with its first level cleared: two Mana defeat it; the second is the plan's rest.
    game = load_scenario(_scenario(["mana", "mana", "quick_shot"],
                                   [{"card": "astral_shiver", "facing": 0, "cleared": 1}]))
    policy = HeuristicPolicy(1)
    made = []
    make = policy._make_plan
    policy._make_plan = lambda g, actions: made.append(1) or make(g, actions)  # type: ignore[method-assign]
    first = policy.choose(game)
    game.apply(first)
    second = policy.choose(game)
    assert isinstance(second, PlayCard) and game.s.defs[second.card] == "mana" and second.card != first.card
    assert len(made) == 1
    game.apply(second)
    assert isinstance(policy.choose(game), EndStep)  # the plan is done: made again, nothing left to clear
    assert len(made) == 2


def test_a_dragon_aspect_is_planned_with_the_fewest_cards_that_make_it_fall() -> None:
    from crossfire_desktop.bots.heuristic import _boss_group, _Item, _plays
    from crossfire_desktop.engine.damage import Pool

    game, boss = _dragon_turn_with_damage_in_hand()
    aspect = game.mission.aspect(game, boss)
    current = game.s.current
    items = [_Item(game, card, runner != current, acts) for (runner, card), acts in _plays(game.legal_actions()).items()]
    usable = [it for it in items if boss in it.actions and not it.obstacles_only]
    total = sum(sum(it.colors) + it.colorless for it in usable)
    done = game.s.mission_state.setdefault("aspect_damage", {})
    done[str(boss)] = [0, aspect.colorless_amount - total]  # every card it can take, together, is just enough
    assert _boss_group(game, boss, Pool(), items) is not None
    assert sum(sum(it.colors) + it.colorless for it in _boss_group(game, boss, Pool(), items)) >= total
    done[str(boss)] = [0, aspect.colorless_amount - total - 1]  # one short even with all of them
    assert _boss_group(game, boss, Pool(), items) is None
    done[str(boss)] = [0, aspect.colorless_amount - 1]  # one more point: the single biggest card
    assert len(_boss_group(game, boss, Pool(), items)) == 1


def _own_damage_counts_only_with_a_teammates_assist():
    """A's turn: Astral Shiver's first level is 3; A's two cards make 2, B's Negotiation assist the third."""
    sc = _scenario(["quick_shot", "mark"], [{"card": "astral_shiver", "facing": 0}])
    sc["runners"][1]["hand"] = ["negotiation"]
    return load_scenario(sc)


def test_an_ai_seat_places_no_damage_that_only_a_humans_hoped_for_assist_would_make_count() -> None:
    game = _own_damage_counts_only_with_a_teammates_assist()
    # the whole team played by the heuristic: A's cards and B's assist clear the level together
    assert isinstance(HeuristicPolicy(1).choose(game), PlayCard)
    # B a human (only A's assists counted on): A keeps its cards rather than waste them
    assert HeuristicPolicy(1, assisting=frozenset({0})).choose(game) == EndStep(0)
    plays = _plays_of_the_turn(game)  # every seat counted, the group goes down, B's assist with it
    assert sorted((p.runner, p.target) for p in plays) == [(0, 8), (0, 8), (1, 8)]  # Astral Shiver is card 8
