"""Game setup (p. 11-12): validated at the edge with pydantic, then built into plain state."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, model_validator

from crossfire_desktop.catalog import Catalog, Mission, load_catalog
from crossfire_desktop.catalog.packs import PackRef

from .defcache import DefCache
from .shuffle import shuffle
from .state import GameState, RunnerState

ROLE_NAMES = ("Street Samurai", "Mage", "Decker", "Face")
ROLE_COLOR = {"Street Samurai": "black", "Mage": "blue", "Decker": "green", "Face": "red"}


class RunnerSetup(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(min_length=1, max_length=40)
    metatype: Literal["Human", "Elf", "Dwarf", "Ork", "Troll"]
    roles: list[Literal["Street Samurai", "Mage", "Decker", "Face"]] = Field(min_length=1)  # main role first
    upgrades: list[str] = Field(default_factory=list)  # upgrade sticker ids (the top sticker of each slot)
    campaign_runner: str | None = None  # the campaign runner playing this seat (opaque to the rules)
    karma: int = Field(default=0, ge=0)  # Karma earned (campaign): the revised 2-role deck bonus reads it
    ai: bool = False  # the computer plays this seat (the rules ignore it; the name stays as typed)


class CampaignLink(BaseModel):
    """The campaign a game is played for, so its result can be recorded there (the rules ignore it)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    campaign_id: str = Field(min_length=1)
    game_id: str = Field(min_length=1)


class GameSetup(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    mission: str = "crossfire"
    runners: list[RunnerSetup] = Field(min_length=1, max_length=4)
    starting: int = Field(default=0, ge=0)
    seed: int = 0
    bonus: list[str] = Field(default_factory=list)  # bonus challenge ids (repeat one to take it twice)
    campaign: CampaignLink | None = None
    rules: Literal["first", "revised"] = "first"  # the printing whose rules apply (engine/editions.py)
    # revised 2-role 20+ Karma table as (Karma from, card cost) rows; empty: engine/revised.py's own
    karma_table: list[tuple[int, int]] = Field(default_factory=list)
    packs: list[PackRef] = Field(default_factory=list)  # the owner's card packs this game is played with

    def ai_seats(self) -> set[int]:
        """The seats the computer plays."""
        return {seat for seat, r in enumerate(self.runners) if r.ai}

    @model_validator(mode="after")
    def _campaign_runners(self) -> GameSetup:
        ids = [r.campaign_runner for r in self.runners]
        if self.campaign is not None and None in ids:
            raise ValueError("in a campaign game every runner must be one of the campaign's runners")
        named = [i for i in ids if i is not None]
        if len(set(named)) != len(named):
            raise ValueError("a campaign runner can take only one seat")
        return self

    @model_validator(mode="after")
    def _roles_cover_the_team(self) -> GameSetup:
        roles = [role for r in self.runners for role in r.roles]
        if sorted(roles) != sorted(ROLE_NAMES):
            raise ValueError("the team must hold each of the four roles exactly once")
        if self.starting >= len(self.runners):
            raise ValueError("the starting runner must be one of the runners")
        return self

    @model_validator(mode="after")
    def _fits_the_mission(self, info: ValidationInfo) -> GameSetup:
        """Runner count and bonus challenges, checked against the mission's data (the catalog comes
        from the validation context `{"catalog": ...}`, else the game's own)."""
        cat = ((info.context or {}).get("catalog") if info is not None else None) or load_catalog()
        missions = cat.missions
        if self.mission not in missions:
            raise ValueError(f"unknown mission {self.mission!r} (known: {', '.join(sorted(missions))})")
        problem = missions[self.mission].setup_problem(len(self.runners), list(self.bonus))
        if problem and len(self.runners) == 1:
            # Rulebook p. 12 "(only supported with the Extraction mission)"; revised "MODE SOLO (Mission
            # EXTRACTION uniquement)".
            problem = f"solo play (one runner taking all four roles) is only for the Extraction mission: {problem}"
        if problem:
            raise ValueError(problem)
        if not any(r.upgrades for r in self.runners):
            return self  # most games: no sticker to look up (the set costs as much as a simulated game's turn)
        known = {c.id for c in cat.playable("upgrades")}
        for r in self.runners:
            for up in r.upgrades:
                if up not in known:
                    raise ValueError(f"{r.name}: unknown or incomplete upgrade sticker {up!r}")
            if len(set(r.upgrades)) != len(r.upgrades):
                raise ValueError(f"{r.name}: the same upgrade sticker twice")
        return self


def default_roles(n: int) -> list[list[str]]:
    """How the four roles are dealt to n runners when nobody chooses (main role first)."""
    names = list(ROLE_NAMES)
    split = {1: [4], 2: [2, 2], 3: [2, 1, 1], 4: [1, 1, 1, 1]}[n]
    out, i = [], 0
    for k in split:
        out.append(names[i:i + k])
        i += k
    return out


def quick_setup(mission: str, runners: int, seed: int, *, bonus: list[str] | None = None,
                metatypes: list[str] | None = None, rules: str = "first") -> GameSetup:
    metas = metatypes or ["Human", "Elf", "Dwarf", "Ork"]
    return GameSetup.model_validate({
        "mission": mission,
        "rules": rules,
        "seed": seed,
        "bonus": bonus or [],
        "runners": [
            {"name": f"Runner {i + 1}", "metatype": metas[i % len(metas)], "roles": roles}
            for i, roles in enumerate(default_roles(runners))
        ],
    })


def build_state(setup: GameSetup, cat: Catalog, rng: random.Random) -> GameState:
    defs: list[str] = []
    cache = DefCache.of(cat)  # each role's starting deck and each deck's card ids, worked out once per catalog
    runners: list[RunnerState] = []
    for seat, rs in enumerate(setup.runners):
        meta = cat.metatypes[rs.metatype]
        first = len(defs)
        defs.extend(cache.starting_deck(rs.roles[0]))
        deck = list(range(first, len(defs)))
        extra_nuyen = 1 if len(rs.roles) > 1 else 0  # Playing with Fewer than Four Runners, p. 12
        runners.append(RunnerState(
            seat=seat, name=rs.name, metatype=rs.metatype, colors=[ROLE_COLOR[r] for r in rs.roles],
            max_hp=meta.hp, hp=meta.hp, nuyen=meta.nuyen + extra_nuyen, deck=deck, upgrades=list(rs.upgrades)))
    state = GameState(mission=setup.mission, seed=setup.seed, defs=defs, runners=runners,
                      order=list(range(len(runners))), starting=setup.starting, bonus=list(setup.bonus))
    mission = cat.missions.get(setup.mission)
    if mission is not None:
        seat_client(state, mission)
    deal = cache.deal
    for pile, name in ((state.market_deck, "black_market"), (state.normal_deck, "obstacles_normal"),
                       (state.hard_deck, "obstacles_hard"), (state.crossfire_deck, "crossfire")):
        first = len(defs)
        defs.extend(deal(name))
        pile.extend(range(first, len(defs)))
    # Shuffle in a fixed order so a seed always gives the same game.
    for r in runners:
        shuffle(rng, r.deck)
    for pile in (state.market_deck, state.normal_deck, state.hard_deck, state.crossfire_deck):
        shuffle(rng, pile)
    state.market_row = [state.market_deck.pop() for _ in range(min(6, len(state.market_deck)))]
    for r in runners:
        hand = cat.metatypes[r.metatype].cards
        for _ in range(min(hand, len(r.deck))):
            r.hand.append(r.deck.pop())
    return state


def seat_client(state: GameState, mission: Mission) -> None:
    """The mission's Client (if any) sits between the starting runner and the runner to their right,
    so it plays last in each round (Extraction, p. 20)."""
    spec = mission.client
    if spec is None or any(r.client for r in state.runners):
        return
    seat = len(state.runners)
    state.runners.append(RunnerState(seat=seat, name=spec.name, metatype=spec.metatype, colors=[],
                                     max_hp=spec.hp, hp=spec.hp, client=True))
    state.order.insert(state.order.index(state.starting), seat)
