"""Extraction's leaf value: the odds of extracting the Client from a position still being played.

A playout stops a round ahead, when every answer has reached the same step of the track, so the
track tells answers apart little: what does is how the Client and the runners stand against the
obstacles left, and what the team has to beat them with. `win_odds` is a logistic model over a
few such features, fitted on positions of heuristic self-play games labelled with their results
(bench/fit_extraction_value.py prints these weights; refit after changing the heuristic).
"""

from __future__ import annotations

import math

from crossfire_desktop.engine import Game, statics
from crossfire_desktop.engine.missions.extraction import ExtractionMission

from ..heuristic import damage_points
from ..per_catalog import PerCatalog

EXTRACTION_STEPS = 7  # the track's final step, the escape (p. 20)

FEATURES = ("bias", "client_hp", "runner_hp", "runner_staggered", "attack_left", "levels_left", "rounds_left",
            "attack_x_rounds", "deck_damage")
# Who an obstacle faces is left out: at a round's start the new ones face the Client and those facing a
# runner are the ones it failed to defeat, so a fit would read "an obstacle facing the Client is good"
# and the search would stop intercepting.

# fitted by `bench/fit_extraction_value.py --games 20000` (heuristic self-play, solo Extraction: the positions of
# the first four fifths, 62158 of them; on the rest, log loss 0.152 against 0.189 for the base rate alone)
WEIGHTS = (-5.8993, 0.3724, 0.1543, -8.0248, 0.2528, -0.1929, -0.2750, -0.2017, 3.6096)
# The attack's effect, 0.2528 - 0.2017 x rounds left, turns slightly positive at the last live round
# (rounds left 1): harmless, the levels left to beat (-0.1929 each) outweigh it.

_POINTS: PerCatalog[str, float] = PerCatalog()  # a card definition's damage points


def _points(g: Game, card: int, cache: dict[str, float]) -> float:
    key = g.s.defs[card]
    found = cache.get(key)
    if found is None:
        found = cache[key] = float(damage_points(g.player_def(card).damage))
    return found


def features(g: Game) -> tuple[float, ...]:
    """The model's inputs for an Extraction position (see FEATURES), per runner where a team adds up."""
    s = g.s
    attack = levels = 0
    for ob in s.obstacles:
        attack += statics.attack_of(g, ob)
        levels += len(g.track(ob.card)) - ob.cleared
    client_hp, runner_hp, staggered, cards, points = 0, 99, 0, 0, 0.0
    cache = _POINTS.of(g.cat)
    for r in s.runners:
        if r.client:
            client_hp = r.hp
            continue
        runner_hp = min(runner_hp, r.hp)
        staggered += r.staggered or r.critical
        for pile in (r.hand, r.deck, r.discard):
            cards += len(pile)
            points += sum(_points(g, c, cache) for c in pile)
    seats = max(1, len(s.runners) - 1)
    assert isinstance(g.mission, ExtractionMission)
    rounds = max(0, EXTRACTION_STEPS - g.mission.marker(g))
    return (1.0, float(client_hp), float(runner_hp), float(staggered), attack / seats, levels / seats,
            float(rounds), attack * rounds / seats, points / max(1, cards))


def win_odds(g: Game) -> float:
    z = sum(w * x for w, x in zip(WEIGHTS, features(g), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
