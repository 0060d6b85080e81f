"""Scenarios: a game in progress described in JSON (decks listed top card first), for tests
and for the rulebook's worked examples. Validated with pydantic at the edge."""

from __future__ import annotations

import json
import random
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
    if sc.step == "play":
        state.mission_state["skip_turn_start"] = True
    return state


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
