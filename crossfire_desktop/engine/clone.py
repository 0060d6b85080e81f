"""A cheap independent copy of a game, for search: no save/load, no JSON.

The turn flow and the abilities are suspended generators, which cannot be copied. So a game
keeps a plain copy of its state (and its random generator's state) at each turn boundary, and
the actions since; a clone starts from that copy and replays those few actions. Replaying is
deterministic, so the clone reaches the same state (the same `state_hash`) and the same
pending decision, and from then on the two games are independent.
"""

from __future__ import annotations

import random
from dataclasses import fields
from typing import TYPE_CHECKING

from .snapshot import plain_copy
from .state import GameState, ObstacleState, Placement, RunnerState, TurnState

if TYPE_CHECKING:
    from .actions import Action
    from .game import Game


def _runner(r: RunnerState) -> RunnerState:
    return RunnerState(r.seat, r.name, r.metatype, r.colors[:], r.max_hp, r.hp, r.nuyen, r.hand[:], r.deck[:],
                       r.discard[:], r.staggered, r.critical, r.client, r.upgrades[:], dict(r.used))


def _obstacle(o: ObstacleState) -> ObstacleState:
    return ObstacleState(o.card, o.facing, o.cleared, o.partial, o.no_attack, o.cancelled, o.blank, o.boss)


def _placement(p: Placement) -> Placement:
    return Placement(p.pid, p.card, p.owner, p.target, p.colors[:], p.colorless, p.levels, p.consecutive,
                     p.last_levels, p.obstacles_only, p.weapon, p.katana, p.to_market, p.assist)


def _turn(t: TurnState) -> TurnState:
    return TurnState(t.number, t.runner, t.step, t.played[:], [_placement(p) for p in t.placements], t.next_pid,
                     t.defeated[:], t.discount_next, t.discount_skill, t.bought, dict(t.flags))


def copy_state(s: GameState) -> GameState:
    """A deep copy of the state, field by field (several times faster than copy.deepcopy)."""
    out = GameState(
        s.mission, s.seed, s.defs[:], [_runner(r) for r in s.runners], s.order[:], s.starting, s.bonus[:],
        s.market_row[:], s.market_deck[:], s.market_discard[:], s.set_aside[:], s.normal_deck[:],
        s.normal_discard[:], s.hard_deck[:], s.hard_discard[:], [_obstacle(o) for o in s.obstacles],
        s.crossfire_deck[:], s.crossfire_active[:], s.crossfire_discard[:], s.phase, s.current, s.round, s.scene,
        s.turns, None if s.turn is None else _turn(s.turn), None if s.abort is None else s.abort[:], s.result,
        plain_copy(s.mission_state), s.last_defeater)
    for name in _LATER_FIELDS:  # fields added after this function was written: plain data, copied deeply
        setattr(out, name, plain_copy(getattr(s, name)))
    return out


_LATER_FIELDS = [f.name for f in fields(GameState)][29:]


def clone(game: Game) -> Game:
    """An independent game in the same state, waiting on the same decision (not recording saves)."""
    from .flow import game_flow  # noqa: PLC0415
    from .game import Game  # noqa: PLC0415
    from .upgrades import hooks_for  # noqa: PLC0415

    twin = Game(game.setup, game.cat, record=False)
    state, rng_state, actions = game.boundary()
    twin.rng = random.Random()
    if state is None:  # no turn boundary yet: from the setup
        twin.rng.seed(game.setup.seed)
        from .setup import build_state  # noqa: PLC0415

        twin.s = build_state(game.setup, game.cat, twin.rng)
    else:
        assert rng_state is not None
        twin.rng.setstate(rng_state)
        twin.s = copy_state(state)
    twin.hooks = hooks_for(twin.s)
    twin._flow = game_flow(twin)
    twin.start()
    replay(twin, actions)
    return twin


def replay(game: Game, actions: list[Action]) -> None:
    """Apply actions known to be legal (they were, in the same deterministic game)."""
    for action in actions:
        game._since.append(action)
        game._drive(action)
