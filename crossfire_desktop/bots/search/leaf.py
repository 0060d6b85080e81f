"""A learned value of a live position: how far the heuristic, playing on from it, gets in the end.

A playout stops a round or so ahead; what it reached is scored by a logistic model over a few facts
of the position (`evaluate.features`), fitted on self-play games of the heuristic (how far each got:
evaluate.progress, 1 for a win; `bench/fit_leaf.py`, which
writes resources/bots/leaf-value.toml: one model per mission and team size). A mission and team size
with no model keep the hand-weighed score (evaluate.py).
"""

from __future__ import annotations

import math
import tomllib
from functools import cache

from pydantic import BaseModel, ConfigDict, Field

from crossfire_desktop.catalog.loader import data_root
from crossfire_desktop.engine import Game

FEATURES = ("progress", "safety", "threat", "obstacles", "levels_left", "team_hp", "client_margin", "down",
            "round", "deck_cost", "nuyen", "crossfire")
MAX_WEIGHT = 100.0  # a fitted weight is a few units; anything far larger is a broken file


class LeafModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    games: int = Field(ge=1)  # self-play games it was fitted on (a record, not used)
    bias: float = Field(ge=-MAX_WEIGHT, le=MAX_WEIGHT, allow_inf_nan=False)
    weights: dict[str, float] = Field(max_length=len(FEATURES))

    def model_post_init(self, _context: object) -> None:
        unknown = sorted(set(self.weights) - set(FEATURES))
        if unknown:
            raise ValueError(f"unknown features: {', '.join(unknown)} (known: {', '.join(FEATURES)})")
        for name, w in self.weights.items():
            if not (math.isfinite(w) and abs(w) <= MAX_WEIGHT):
                raise ValueError(f"weight of {name} must be finite and at most {MAX_WEIGHT:.0f} in size, not {w}")

    def expected_end(self, facts: tuple[float, ...]) -> float:
        """How far (0..1, 1 the win) the game gets from a position with these `facts` (evaluate.features)."""
        z = self.bias + sum(self.weights.get(name, 0.0) * x for name, x in zip(FEATURES, facts, strict=True))
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


class LeafValues(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    model: dict[str, LeafModel] = Field(max_length=64)  # by "mission:runners"


@cache
def leaf_values() -> LeafValues:
    path = data_root() / "resources" / "bots" / "leaf-value.toml"
    with path.open("rb") as f:
        return LeafValues.model_validate(tomllib.load(f))


def leaf_model(g: Game) -> LeafModel | None:
    """The model fitted for this game's mission and team size, if any."""
    return leaf_values().model.get(f"{g.s.mission}:{len(g.runner_seats())}")
