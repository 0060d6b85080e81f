"""`statics.in_force(g, effect)` looks only at the table's cards that have an ability of that effect:
it must find what a walk over every static ability in force finds, in the same order."""

from __future__ import annotations

from typing import Any

import pytest

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import Game, new_game, quick_setup
from crossfire_desktop.engine.statics import STATIC_EFFECTS, in_force


def every_static_in_force(g: Game) -> list[tuple[Any, str, int | None]]:
    """The oracle: every obstacle's, event's and sticker's static ability now in force, none skipped."""
    level = len(g.s.crossfire_discard)
    found: list[tuple[Any, str, int | None]] = []
    for ob in g.s.obstacles:
        if ob.blank or ob.cancelled or ob.boss:
            continue
        card = g.obstacle_def(ob.card)
        found += [(ab, card.name, ob.facing) for ab in card.abilities
                  if ab.when == "static" and (ab.threshold is None or level >= ab.threshold)]
    for ev in g.s.crossfire_active:
        event = g.cat.crossfire(g.s.defs[ev])
        found += [(ab, event.name, None) for ab in event.abilities
                  if ab.when == "continuous" and (ab.threshold is None or level >= ab.threshold)]
    for r in g.s.runners:
        for up in r.upgrades:
            found += [(ab, g.cat.upgrade(up).name, r.seat) for ab in g.cat.upgrade(up).abilities if ab.when == "static"]
    return found


@pytest.mark.parametrize(("mission", "runners"), [("crossfire", 4), ("extraction", 1), ("dragon_fight", 4)])
def test_in_force_finds_what_a_walk_over_every_static_finds(mission: str, runners: int) -> None:
    seen = {effect: 0 for effect in STATIC_EFFECTS}
    for seed in range(1, 13):
        g = new_game(quick_setup(mission, runners, seed), record=False, events=False)
        policy = RandomPolicy(seed)
        while g.pending is not None:
            every = every_static_in_force(g)
            for effect in STATIC_EFFECTS:
                expected = [x for x in every if x[0].effect == effect]
                assert in_force(g, effect) == expected, (seed, g.s.turns, effect)
                seen[effect] += bool(expected)
            g.apply(policy.choose(g))
    if mission == "crossfire":  # the comparison met the effects a random game brings to the table
        assert seen["cant"] and seen["max_plays"] and seen["attack_modifier"], seen
