"""The kinds of documents the store keeps: current version, folder and the model that validates them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel

from .model import Campaign
from .settings import Settings

Kind = Literal["campaign", "game", "settings"]

SAVE_MAX_BYTES = 32 * 1024 * 1024
"""The one size limit of a campaign or game file, for reading and for writing (a write over it is refused
before anything is written: what is saved can always be read back). Compact JSON: a campaign with the
model's 20,000 ledger entries of four-runner awards is about 16 MB; a game of 100,000 actions about 10 MB."""


@dataclass(frozen=True)
class KindSpec:
    version: int  # what this build writes; older versions are migrated on load
    folder: str  # under the data folder ("settings" goes to the config folder)
    model: type[BaseModel] | None  # None: opaque JSON (a game save belongs to the engine)
    checksum: bool = False  # write a checksum of the data (settings stay hand-editable)
    max_bytes: int = SAVE_MAX_BYTES


KINDS: dict[str, KindSpec] = {
    "campaign": KindSpec(version=4, folder="campaigns", model=Campaign, checksum=True),
    "game": KindSpec(version=1, folder="games", model=None, checksum=True),
    "settings": KindSpec(version=1, folder="", model=Settings, max_bytes=256 * 1024),
}
