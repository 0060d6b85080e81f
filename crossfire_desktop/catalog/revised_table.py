"""The revised printing's 2-role 20+ Karma table (resources/rules/revised-karma-deck.toml), validated once."""

from __future__ import annotations

import tomllib
from functools import cache

from pydantic import BaseModel, ConfigDict, Field

from .loader import data_root


class KarmaRow(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    karma: int = Field(ge=0)  # Karma earned from
    cost: int = Field(ge=0)  # cost of the Black Market card added


class KarmaDeckTable(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    row: list[KarmaRow] = Field(min_length=1)
    provenance: dict[str, object] = Field(default_factory=dict)

    @property
    def rows(self) -> tuple[tuple[int, int], ...]:
        return tuple((r.karma, r.cost) for r in sorted(self.row, key=lambda r: r.karma))

    @property
    def reconstructed(self) -> list[str]:
        value = self.provenance.get("reconstructed", [])
        return [str(v) for v in value] if isinstance(value, list) else []


@cache
def karma_deck_table() -> KarmaDeckTable:
    path = data_root() / "resources" / "rules" / "revised-karma-deck.toml"
    with path.open("rb") as f:
        return KarmaDeckTable.model_validate(tomllib.load(f))
