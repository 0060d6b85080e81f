"""The campaign as kept on disk: runners, their sticker slots and mission history, and the ledger.

Pydantic models (the project's choice at the edges); unknown fields are errors so a hand edit
with a typo is reported with its field path instead of being dropped silently.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

MetatypeName = Literal["Human", "Elf", "Dwarf", "Ork", "Troll"]
METATYPES: tuple[MetatypeName, ...] = ("Human", "Elf", "Dwarf", "Ork", "Troll")
Result = Literal["win", "abort", "loss"]
Edition = Literal["first", "revised"]  # the rules printing (engine/editions.py)
RESULTS: tuple[Result, ...] = ("win", "abort", "loss")

Slug = Annotated[str, Field(pattern=r"^[a-z0-9_]+$")]
Id = Annotated[str, Field(pattern=r"^[A-Za-z0-9_-]{1,64}$")]  # also a file name


def utc_now() -> datetime:
    return datetime.now(UTC)


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Sticker(Model):
    """One Upgrade sticker: the catalog id, and its name and printed value as they were when bought."""

    id: Slug
    name: str = Field(min_length=1)
    karma: int = Field(ge=0)


class Slot(Model):
    """An upgrade slot on the runner card: stickers bottom first; the last one is on top and is the only one that counts."""

    stickers: list[Sticker] = Field(min_length=1)

    @property
    def top(self) -> Sticker:
        return self.stickers[-1]

    @property
    def covered(self) -> list[Sticker]:
        return self.stickers[:-1]


class MissionRecord(Model):
    """One mission in a runner's history."""

    entry: int | None = None  # the ledger entry that recorded it (None: from before the ledger)
    mission_id: str
    mission_name: str = ""
    at: datetime
    result: Result
    challenges: dict[str, int] = Field(default_factory=dict)  # bonus challenge id -> times chosen
    karma: int = Field(ge=0)  # what this runner was awarded


class CampaignRunner(Model):
    id: Id
    name: str = Field(min_length=1)
    metatype: MetatypeName
    karma_earned: int = Field(default=0, ge=0)
    slots: list[Slot] = Field(default_factory=list)  # slots[0] is the runner card's first slot
    history: list[MissionRecord] = Field(default_factory=list)
    in_game: str | None = None  # the game in progress this runner plays: no stickers until it ends

    @property
    def stickers(self) -> list[Sticker]:
        """The active stickers (the top of each slot), first slot first."""
        return [slot.top for slot in self.slots]


class AwardLine(Model):
    runner_id: Id
    runner_name: str
    base: int = Field(ge=0)
    bonus: int = Field(ge=0)
    karma_in_upgrades: int = Field(ge=0)
    penalty: int = Field(ge=0)
    karma: int = Field(ge=0)
    was_in_game: str | None = None  # restored by undo


class AwardEntry(Model):
    kind: Literal["award"] = "award"
    seq: int = Field(ge=1)
    at: datetime
    by: str = ""
    mission_id: str
    mission_name: str = ""
    result: Result
    challenges: dict[str, int] = Field(default_factory=dict)
    lines: list[AwardLine]


class PurchaseEntry(Model):
    kind: Literal["purchase"] = "purchase"
    seq: int = Field(ge=1)
    at: datetime
    by: str = ""
    runner_id: Id
    runner_name: str
    sticker: Sticker
    slot: int = Field(ge=0)  # 0-based: 0 is the first slot
    new_slot: bool
    covered: Sticker | None = None
    cost: int = Field(ge=0)  # the sticker's value in that slot
    total_after: int = Field(ge=0)


LedgerEntry = Annotated[AwardEntry | PurchaseEntry, Field(discriminator="kind")]


class Campaign(Model):
    id: Id
    name: str = Field(min_length=1, max_length=80)
    created_at: datetime
    rules: Edition = "first"  # the printing whose rules every game of it follows
    runners: list[CampaignRunner] = Field(default_factory=list)
    ledger: list[LedgerEntry] = Field(default_factory=list)

    @model_validator(mode="after")
    def _consistent(self) -> Campaign:
        ids = [r.id for r in self.runners]
        if len(set(ids)) != len(ids):
            raise ValueError("two runners have the same id")
        seqs = [e.seq for e in self.ledger]
        if seqs != sorted(set(seqs)):
            raise ValueError("ledger entries must have rising seq numbers")
        return self

    def runner(self, runner_id: str) -> CampaignRunner:
        for runner in self.runners:
            if runner.id == runner_id:
                return runner
        raise KeyError(runner_id)

    def runner_index(self, runner_id: str) -> int:
        for i, runner in enumerate(self.runners):
            if runner.id == runner_id:
                return i
        raise KeyError(runner_id)

    @property
    def next_seq(self) -> int:
        return self.ledger[-1].seq + 1 if self.ledger else 1
