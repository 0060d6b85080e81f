"""The whole game state in plain slotted dataclasses. Decks keep their top card LAST."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class RunnerState:
    seat: int
    name: str
    metatype: str
    colors: list[str]  # role colors, main role first (the Client has none)
    max_hp: int
    hp: int
    nuyen: int = 0
    hand: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    staggered: bool = False
    critical: bool = False
    exhausted: bool = False  # revised printing: the Exhausted token (engine/revised.py)
    client: bool = False
    upgrades: list[str] = field(default_factory=list)
    used: dict[str, int] = field(default_factory=dict)  # once-per-turn/scene/game ability counters

    @property
    def main_color(self) -> str | None:
        return self.colors[0] if self.colors else None

    @property
    def out(self) -> bool:
        """Staggered or critical: what the rules call 'down' for losses and abort runs."""
        return self.staggered or self.critical


@dataclass(slots=True)
class ObstacleState:
    """An obstacle or boss aspect in play."""

    card: int
    facing: int
    cleared: int = 0  # levels cleared, from the left
    partial: int = 0  # damage dealt this turn to the first uncleared level (resets at turn end)
    no_attack: bool = False  # "can't attack this turn"
    cancelled: bool = False  # abilities cancelled until the start of the next turn
    blank: bool = False  # treated as having no text for the rest of the game (Backdoor)
    boss: bool = False


@dataclass(slots=True, eq=False)
class Placement:
    """A card or generic marker placed next to a target during the Play Cards step. Compared by identity
    (each has its own `pid`): taking one off the table's list compares no fields."""

    pid: int
    card: int | None  # None: a generic marker
    owner: int  # whose card it is (its discard receives it); -1: Black Market
    target: int | None
    colors: list[str] = field(default_factory=list)
    colorless: int = 0
    levels: int = 0
    consecutive: bool = False
    last_levels: int = 0  # clears the last N levels once the track is down to them
    obstacles_only: bool = False
    weapon: bool = False  # a WEAPON card's damage (Katana adds to it)
    katana: int = 0  # this placement is a Katana card's (its own bonus skips it)
    to_market: bool = False  # goes to the Black Market discard afterwards (Hack the World)
    assist: bool = False
    source: int | None = None  # a marker: the card whose damage it stands for (Remington Roomsweeper, Fireball)


@dataclass(slots=True)
class TurnState:
    number: int
    runner: int
    step: str = "start"
    played: list[int] = field(default_factory=list)  # cards the current runner played this turn
    assists: list[list[int]] = field(default_factory=list)  # [seat, card]: cards played as assists this turn
    placements: list[Placement] = field(default_factory=list)
    next_pid: int = 1
    defeated: list[int] = field(default_factory=list)
    discount_next: int = 0  # the next purchase costs this much less (Negotiation assist)
    discount_skill: int = 0  # the next SKILL purchase costs this much less (Negotiation)
    bought: int = 0
    flags: dict[str, int] = field(default_factory=dict)


@dataclass(slots=True)
class GameState:
    mission: str
    seed: int
    defs: list[str]  # card instance id -> card definition id
    runners: list[RunnerState]
    order: list[int]  # seats in clockwise order
    starting: int
    bonus: list[str] = field(default_factory=list)
    market_row: list[int | None] = field(default_factory=list)
    market_deck: list[int] = field(default_factory=list)
    market_discard: list[int] = field(default_factory=list)
    set_aside: list[int] = field(default_factory=list)
    normal_deck: list[int] = field(default_factory=list)
    normal_discard: list[int] = field(default_factory=list)
    hard_deck: list[int] = field(default_factory=list)
    hard_discard: list[int] = field(default_factory=list)
    obstacles: list[ObstacleState] = field(default_factory=list)
    crossfire_deck: list[int] = field(default_factory=list)
    crossfire_active: list[int] = field(default_factory=list)
    crossfire_discard: list[int] = field(default_factory=list)
    phase: str = "setup"  # setup, round_start, turn, over
    current: int = 0
    round: int = 0
    scene: int = 1
    turns: int = 0
    turn: TurnState | None = None
    abort: list[int] | None = None  # seats still to play the abort run round
    result: str | None = None  # win, abort, loss
    mission_state: dict[str, Any] = field(default_factory=dict)
    last_defeater: int | None = None
    crossfire_wait: int = 0  # revised printing: markers on the Crossfire deck (starting level below 0)
    breather: str | None = None  # revised printing: the Breather's current step, None outside one
    tally: dict[str, Any] = field(default_factory=dict)  # the end screen's recap (tally.py)

    def obstacle(self, card: int) -> ObstacleState | None:
        for ob in self.obstacles:
            if ob.card == card:
                return ob
        return None
