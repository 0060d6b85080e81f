"""What a finished game leaves in the history, as plain data: made by summary.py (which replays the game
through the engine), written by db.py. Imports nothing of the engine, so the process that writes the history
(writer.py) stays small."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class RunnerLine:
    seat: int
    name: str
    metatype: str
    roles: list[str]
    stickers: list[str]
    ai: bool
    campaign_runner: str | None
    damage_taken: int = 0
    levels_cleared: int = 0  # obstacle levels cleared on this runner's turns (assists included)
    nuyen_gained: int = 0
    nuyen_spent: int = 0
    bought: list[str] = field(default_factory=list)  # card ids, in the order bought


@dataclass(slots=True)
class GameSummary:
    key: str  # the same game (setup and actions) always has the same key: recording twice keeps one row
    mission: str
    rules: str
    seed: int
    result: str
    reason: str | None
    rounds: int
    turns: int
    karma: int  # the mission's Karma for the result and the bonus challenges (before campaign scaling)
    campaign_id: str | None
    packs: list[dict[str, Any]]
    runners: list[RunnerLine]
    obstacle_damage: dict[str, int]  # card id -> damage it dealt to runners
    ended_by: str | None  # the obstacle card id whose attack ended the game, if one did
    record: dict[str, Any]  # the game from its first snapshot with every action: a replay's input


def summary_from_dict(data: dict[str, Any]) -> GameSummary:
    """A summary again from `dataclasses.asdict` of one (as it travels to the writing process)."""
    return GameSummary(**{**data, "runners": [RunnerLine(**r) for r in data["runners"]]})
