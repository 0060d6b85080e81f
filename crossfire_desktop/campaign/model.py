"""The campaign as kept on disk: runners, their sticker slots and mission history, and the ledger.

Pydantic models (the project's choice at the edges); unknown fields are errors so a hand edit
with a typo is reported with its field path instead of being dropped silently.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

MetatypeName = Literal["Human", "Elf", "Dwarf", "Ork", "Troll"]
METATYPES: tuple[MetatypeName, ...] = ("Human", "Elf", "Dwarf", "Ork", "Troll")
Result = Literal["win", "abort", "loss"]
Edition = Literal["first", "revised"]  # the rules printing (engine/editions.py)
RESULTS: tuple[Result, ...] = ("win", "abort", "loss")

# Limits: a campaign file may come from a friend; bounded sizes keep every screen fast and safe.
NAME_MAX = 60  # a runner's name
CAMPAIGN_NAME_MAX = 80
TEXT_MAX = 120  # sticker and mission names kept in history and ledger
MAX_RUNNERS = 50
MAX_SLOTS = 60  # a runner holds each Upgrade once: the catalog has fewer
MAX_STICKERS_PER_SLOT = 60
MAX_HISTORY = 5_000
MAX_LEDGER = 20_000
MAX_CHALLENGES = 20

# what a name read from a file must not carry to the screen: terminal escapes, control characters (NUL,
# BEL ...) and the bidirectional overrides that reverse the rest of a row (ZWJ in emoji stays)
_HOSTILE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def clean_text(text: str) -> str:
    """`text` without escapes, control characters or direction overrides (see _HOSTILE)."""
    return _HOSTILE.sub("", text)


def _clean_name(text: str) -> str:
    cleaned = clean_text(text).strip()
    if not cleaned:
        raise ValueError("the name has no printable character")
    return cleaned


# Dates this program writes (now, in UTC); one from a file outside these years is refused, so no screen
# meets a date it can't convert to the player's time zone (year 1 or 9999 overflow there)
YEAR_MIN, YEAR_MAX = 1970, 9000


def check_moment(at: datetime) -> datetime:
    """`at` in UTC (a date without a zone is taken as UTC); ValueError outside YEAR_MIN..YEAR_MAX."""
    try:
        utc = at.replace(tzinfo=UTC) if at.tzinfo is None else at.astimezone(UTC)
    except (OverflowError, ValueError):
        utc = None
    if utc is None or not YEAR_MIN <= utc.year <= YEAR_MAX:
        raise ValueError(f"the date must be between the years {YEAR_MIN} and {YEAR_MAX}")
    return utc


Moment = Annotated[datetime, AfterValidator(check_moment)]
Slug = Annotated[str, Field(pattern=r"^[a-z0-9_]+$", max_length=64)]
Id = Annotated[str, Field(pattern=r"^[A-Za-z0-9_-]{1,64}$")]
FileId = Annotated[str, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")]  # a file name in the store
Text = Annotated[str, Field(max_length=TEXT_MAX), AfterValidator(clean_text)]
Key = Annotated[str, Field(max_length=64)]
Challenges = Annotated[dict[Key, Annotated[int, Field(ge=0, le=99)]], Field(max_length=MAX_CHALLENGES)]


def utc_now() -> datetime:
    return datetime.now(UTC)


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Sticker(Model):
    """One Upgrade sticker: the catalog id, and its name and printed value as they were when bought."""

    id: Slug
    name: Annotated[str, Field(min_length=1, max_length=TEXT_MAX), AfterValidator(_clean_name)]
    karma: int = Field(ge=0, le=10_000)


class Slot(Model):
    """An upgrade slot on the runner card: stickers bottom first; the last one is on top and is the only one that counts."""

    stickers: list[Sticker] = Field(min_length=1, max_length=MAX_STICKERS_PER_SLOT)

    @property
    def top(self) -> Sticker:
        return self.stickers[-1]

    @property
    def covered(self) -> list[Sticker]:
        return self.stickers[:-1]


class MissionRecord(Model):
    """One mission in a runner's history."""

    entry: int | None = None  # the ledger entry that recorded it (None: from before the ledger)
    mission_id: Key
    mission_name: Text = ""
    at: Moment
    result: Result
    challenges: Challenges = Field(default_factory=dict)  # bonus challenge id -> times chosen
    karma: int = Field(ge=0, le=10_000)  # what this runner was awarded


class CampaignRunner(Model):
    id: Id
    name: Annotated[str, Field(min_length=1, max_length=NAME_MAX), AfterValidator(_clean_name)]
    metatype: MetatypeName
    karma_earned: int = Field(default=0, ge=0, le=1_000_000)
    slots: list[Slot] = Field(default_factory=list, max_length=MAX_SLOTS)  # slots[0] is the card's first slot
    history: list[MissionRecord] = Field(default_factory=list, max_length=MAX_HISTORY)
    in_game: FileId | None = None  # the game in progress this runner plays (its save's name): no stickers until it ends

    @property
    def stickers(self) -> list[Sticker]:
        """The active stickers (the top of each slot), first slot first."""
        return [slot.top for slot in self.slots]


class AwardLine(Model):
    runner_id: Id
    runner_name: Text
    base: int = Field(ge=0)
    bonus: int = Field(ge=0)
    karma_in_upgrades: int = Field(ge=0)
    penalty: int = Field(ge=0)
    karma: int = Field(ge=0)
    was_in_game: FileId | None = None  # restored by undo


class AwardEntry(Model):
    kind: Literal["award"] = "award"
    seq: int = Field(ge=1)
    at: Moment
    by: Text = ""
    mission_id: Key
    mission_name: Text = ""
    result: Result
    challenges: Challenges = Field(default_factory=dict)
    lines: list[AwardLine] = Field(max_length=MAX_RUNNERS)


class PurchaseEntry(Model):
    kind: Literal["purchase"] = "purchase"
    seq: int = Field(ge=1)
    at: Moment
    by: Text = ""
    runner_id: Id
    runner_name: Text
    sticker: Sticker
    slot: int = Field(ge=0, lt=MAX_SLOTS)  # 0-based: 0 is the first slot
    new_slot: bool
    covered: Sticker | None = None
    cost: int = Field(ge=0)  # the sticker's value in that slot
    total_after: int = Field(ge=0)


LedgerEntry = Annotated[AwardEntry | PurchaseEntry, Field(discriminator="kind")]


MAX_PACKS = 50


class CampaignPack(Model):
    """A card pack the campaign plays with: its file name in the packs folder and the pack's name
    (on another computer the file may be named differently; the name finds it then)."""

    file: Annotated[str, Field(min_length=1, max_length=200), AfterValidator(clean_text)]
    name: Text = ""


class Campaign(Model):
    id: FileId
    name: Annotated[str, Field(min_length=1, max_length=CAMPAIGN_NAME_MAX), AfterValidator(_clean_name)]
    created_at: Moment
    rules: Edition = "first"  # the printing whose rules every game of it follows
    runners: list[CampaignRunner] = Field(default_factory=list, max_length=MAX_RUNNERS)
    ledger: list[LedgerEntry] = Field(default_factory=list, max_length=MAX_LEDGER)
    packs: list[CampaignPack] | None = Field(default=None, max_length=MAX_PACKS)  # None: never chosen, all on

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
