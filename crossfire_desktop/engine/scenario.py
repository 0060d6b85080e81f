"""Scenarios: a game in progress described in JSON (decks listed top card first), for tests
and for the rulebook's worked examples. Validated with pydantic at the edge."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from crossfire_desktop.catalog import Catalog, load_catalog

from .setup import ROLE_COLOR, GameSetup, seat_client
from .snapshot import rng_to_data, to_data
from .state import GameState, ObstacleState, RunnerState


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ScenarioRunner(_Strict):
    name: str
    metatype: Literal["Human", "Elf", "Dwarf", "Ork", "Troll"]
    roles: list[Literal["Street Samurai", "Mage", "Decker", "Face"]]
    hp: int | None = None
    max_hp: int | None = None
    nuyen: int = 0
    hand: list[str] = Field(default_factory=list)
    deck: list[str] = Field(default_factory=list)  # top card first
    discard: list[str] = Field(default_factory=list)
    staggered: bool = False
    critical: bool = False
    exhausted: bool = False  # revised printing
    upgrades: list[str] = Field(default_factory=list)


class ScenarioObstacle(_Strict):
    card: str
    facing: int
    cleared: int = 0


class ScenarioDragon(_Strict):
    """The Dragon Fight's boss (p. 20-21): the aspects already defeated decide the side in play (the
    Enraged side once both Covert aspects fell); the rest face one runner."""

    facing: int | None = Field(default=None, ge=0)  # None: the runner right of the starting runner
    fallen: list[str] = Field(default_factory=list, max_length=8)  # aspect ids, e.g. "covert_hacking"


class Scenario(_Strict):
    mission: str = "crossfire"
    rules: Literal["first", "revised"] = "first"
    crossfire_wait: int = 0  # revised: markers still on the Crossfire deck
    seed: int = 0
    starting: int = 0
    current: int = 0
    round: int = 1
    scene: int = 1
    step: Literal["start", "play"] = "play"
    bonus: list[str] = Field(default_factory=list)
    runners: list[ScenarioRunner]
    obstacles: list[ScenarioObstacle] = Field(default_factory=list)
    market_row: list[str] = Field(default_factory=list)
    market_deck: list[str] = Field(default_factory=list)
    market_discard: list[str] = Field(default_factory=list)
    normal_deck: list[str] = Field(default_factory=list)
    hard_deck: list[str] = Field(default_factory=list)
    crossfire_deck: list[str] = Field(default_factory=list)
    crossfire_active: list[str] = Field(default_factory=list)
    crossfire_discard: list[str] = Field(default_factory=list)
    client_hp: int | None = None  # the mission's Client (Extraction), seated as in setup
    track: int | None = Field(default=None, ge=1, le=99)  # Extraction: the round the progress marker is on
    dragon: ScenarioDragon | None = None  # a mission with a boss (Dragon Fight); default: Covert side, none fallen


def build_scenario_state(sc: Scenario, cat: Catalog) -> GameState:
    defs: list[str] = []

    def ids(cards: list[str], *, top_first: bool = False) -> list[int]:
        out = []
        for card_id in cards:
            cat.card(card_id)  # unknown ids fail here, by name
            defs.append(card_id)
            out.append(len(defs) - 1)
        return list(reversed(out)) if top_first else out

    runners = []
    for seat, r in enumerate(sc.runners):
        meta = cat.metatypes[r.metatype]
        max_hp = r.max_hp or meta.hp
        runners.append(RunnerState(
            seat=seat, name=r.name, metatype=r.metatype, colors=[ROLE_COLOR[x] for x in r.roles],
            max_hp=max_hp, hp=max_hp if r.hp is None else r.hp, nuyen=r.nuyen, hand=ids(r.hand),
            deck=ids(r.deck, top_first=True), discard=ids(r.discard), staggered=r.staggered,
            critical=r.critical, exhausted=r.exhausted, upgrades=list(r.upgrades)))
    state = GameState(mission=sc.mission, seed=sc.seed, defs=defs, runners=runners,
                      order=list(range(len(runners))), starting=sc.starting, bonus=list(sc.bonus))
    if sc.mission in cat.missions:
        seat_client(state, cat.missions[sc.mission])
        for seat_state in state.runners:
            if seat_state.client and sc.client_hp is not None:
                seat_state.hp = sc.client_hp
    for ob in sc.obstacles:
        state.obstacles.append(ObstacleState(card=ids([ob.card])[0], facing=ob.facing, cleared=ob.cleared))
    state.market_row = list(ids(sc.market_row))
    state.market_deck = ids(sc.market_deck, top_first=True)
    state.market_discard = ids(sc.market_discard)
    state.normal_deck = ids(sc.normal_deck, top_first=True)
    state.hard_deck = ids(sc.hard_deck, top_first=True)
    state.crossfire_deck = ids(sc.crossfire_deck, top_first=True)
    state.crossfire_active = ids(sc.crossfire_active)
    state.crossfire_discard = ids(sc.crossfire_discard)
    state.phase = "turn"
    state.current = sc.current
    state.round = sc.round
    state.scene = sc.scene
    state.crossfire_wait = sc.crossfire_wait
    if sc.track is not None:
        state.mission_state["track"] = sc.track
    mission = cat.missions.get(sc.mission)
    if sc.dragon is not None or (mission is not None and mission.boss is not None):
        _place_dragon(state, sc.dragon or ScenarioDragon(), cat, ids)
    if sc.step == "play":
        state.mission_state["skip_turn_start"] = True
    return state


def _place_dragon(state: GameState, dragon: ScenarioDragon, cat: Catalog,
                  ids: Callable[[list[str]], list[int]]) -> None:
    """The boss's side in play and its aspects, as the mission's setup and defeats leave them."""
    mission = cat.missions.get(state.mission)
    if mission is None or mission.boss is None:
        raise ValueError(f"dragon: the mission {state.mission!r} has no boss")
    boss = cat.boss(mission.boss)
    every = [a.id for side in boss.sides for a in side.aspects]
    unknown = [a for a in dragon.fallen if a not in every]
    if unknown:
        raise ValueError(f"dragon.fallen: {unknown[0]!r} is not an aspect of {boss.id} (one of {', '.join(every)})")
    side = next((i for i, s in enumerate(boss.sides) if any(a.id not in dragon.fallen for a in s.aspects)), None)
    if side is None:
        raise ValueError("dragon.fallen: every aspect is defeated; the mission would already be won")
    seats = [r.seat for r in state.runners if not r.client]
    facing = seats[(seats.index(state.starting) - 1) % len(seats)] if dragon.facing is None else dragon.facing
    if facing not in seats:
        raise ValueError(f"dragon.facing: no runner in seat {facing}")
    fallen = sorted(set(dragon.fallen), key=every.index)
    standing = [a.id for a in boss.sides[side].aspects if a.id not in fallen]
    cards = ids(fallen + standing)
    state.mission_state.update({"dragon_facing": facing, "side": side, "fallen": fallen,
                                "fell_this_turn": [], "boss_cards": cards})
    for card in cards[len(fallen):]:
        state.obstacles.append(ObstacleState(card=card, facing=facing, boss=True))


def load_scenario(source: dict[str, Any] | str | Path, catalog: Catalog | None = None) -> Any:
    """A Game positioned as the scenario describes, waiting on its first decision."""
    from .game import Game  # noqa: PLC0415

    if isinstance(source, Path):
        raw = json.loads(source.read_text(encoding="utf-8"))
    elif isinstance(source, str):
        raw = json.loads(source)
    else:
        raw = source
    sc = Scenario.model_validate(raw)
    cat = catalog or load_catalog()
    setup = GameSetup.model_validate({
        "mission": sc.mission, "seed": sc.seed, "starting": sc.starting, "bonus": sc.bonus, "rules": sc.rules,
        "runners": [{"name": r.name, "metatype": r.metatype, "roles": r.roles, "upgrades": r.upgrades}
                    for r in sc.runners],
    })
    rng = random.Random(sc.seed)
    state = build_scenario_state(sc, cat)
    game = Game(setup, cat)
    game._restart({"state": to_data(state), "rng": rng_to_data(rng.getstate())}, [])
    return game
