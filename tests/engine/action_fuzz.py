"""Malformed actions over random reachable states: the machinery shared by
tests/engine/test_action_fuzz.py (a quick run) and bench/fuzz_actions.py (>= 10,000 actions).

Each malformed action is sent to `game.apply` on a state reached by random play; the outcome is
one of: refused with a typed Refusal (`ActionRefused`), accepted (a well-typed action that happens
to be legal), a crash (any other exception), and whether a refusal changed `state_hash()`.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from crossfire_desktop.engine import (
    ActionRefused,
    ApplyDamage,
    Buy,
    Choose,
    ChooseMany,
    EndStep,
    Game,
    MoveCard,
    PlayCard,
    UseAbility,
    new_game,
    quick_setup,
)
from crossfire_desktop.engine.actions import ACTION_TYPES

MISSIONS = (("crossfire", 4), ("extraction", 3), ("dragon_fight", 4))
FIELDS: dict[type, tuple[str, ...]] = {
    PlayCard: ("runner", "card", "target"),
    MoveCard: ("runner", "placement", "target"),
    ApplyDamage: ("runner", "target"),
    Buy: ("runner", "card"),
    UseAbility: ("runner", "source"),
    Choose: ("runner", "option"),
    ChooseMany: ("runner", "options"),
    EndStep: ("runner",),
}


@dataclass
class Tally:
    refused: int = 0
    accepted: int = 0
    crashes: int = 0
    changed: int = 0
    codes: Counter[str] = field(default_factory=Counter)
    examples: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.refused + self.accepted + self.crashes


def junk_value(rng: random.Random, g: Game) -> Any:
    """A value of a random wrong-or-edge kind for any field."""
    n_cards = len(g.s.defs)
    pick = rng.randrange(16)
    return [
        lambda: -1, lambda: -rng.randrange(1, 10**6), lambda: n_cards, lambda: n_cards + rng.randrange(10**9),
        lambda: len(g.s.runners), lambda: rng.random() * 10, lambda: True, lambda: False, lambda: None,
        lambda: str(rng.randrange(10)), lambda: "card:" + str(rng.randrange(n_cards)), lambda: [0, 1],
        lambda: (rng.randrange(3), 1.5), lambda: {"a": 1}, lambda: 10**30, lambda: float("nan"),
    ][pick]()


def plausible_value(rng: random.Random, g: Game, name: str) -> Any:
    """A well-typed value near the legal ones (so the rules themselves are probed too)."""
    if name == "runner":
        return rng.randrange(len(g.s.runners))
    if name == "source":
        return f"card:{rng.randrange(len(g.s.defs))}"
    if name == "options":
        return tuple(rng.randrange(4) for _ in range(rng.randrange(4)))
    if name == "target" and rng.random() < 0.3:
        return None
    if name in ("option", "placement"):
        return rng.randrange(6)
    return rng.randrange(len(g.s.defs))


def malformed_action(rng: random.Random, g: Game) -> Any:
    roll = rng.random()
    if roll < 0.08:  # not an action at all
        return rng.choice([None, 3, "play", {"kind": "play"}, object(), ("PlayCard", 0, 1), PlayCard])
    cls = rng.choice(list(ACTION_TYPES.values()))
    names = FIELDS[cls]
    values = {n: plausible_value(rng, g, n) for n in names}
    for n in names:  # at least one field junk most of the time
        if rng.random() < 0.5:
            values[n] = junk_value(rng, g)
    if roll < 0.15 and g.pending is not None:  # the right decider, the rest junk
        values["runner"] = g.pending.runner
    return cls(**values)


def random_state(rng: random.Random, mission: str, runners: int, seed: int) -> Game | None:
    game = new_game(quick_setup(mission, runners, seed), record=True)
    for _ in range(rng.randrange(0, 250)):
        if game.pending is None:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def fuzz(actions: int, seed: int = 1, per_state: int = 25) -> Tally:
    rng = random.Random(seed)
    tally = Tally()
    game_seed = seed * 1000
    while tally.total < actions:
        mission, runners = MISSIONS[game_seed % len(MISSIONS)]
        game = random_state(rng, mission, runners, game_seed)
        game_seed += 1
        if game is None:
            continue
        for _ in range(min(per_state, actions - tally.total)):
            action = malformed_action(rng, game)
            before = game.state_hash()
            try:
                game.apply(action)
            except ActionRefused as exc:
                tally.refused += 1
                tally.codes[exc.refusal.code] += 1
                if game.state_hash() != before:
                    tally.changed += 1
                    tally.examples.append(f"changed by refused {action!r}")
                continue
            except Exception as exc:  # noqa: BLE001 - counted: the figure must be 0
                tally.crashes += 1
                tally.examples.append(f"{mission} seed {game_seed - 1}: {action!r}: {type(exc).__name__}: {exc}")
                break  # the game may be broken now; take a new state
            tally.accepted += 1
    return tally
