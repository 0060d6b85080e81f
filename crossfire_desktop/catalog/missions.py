"""Mission sheet schema: the numbers of a mission, read from missions/*.toml.

The behaviour that numbers can't express lives in engine/missions/<id>.py (the hooks).
"""

from __future__ import annotations

from pydantic import Field, model_validator

from .models import Ability, Strict


class ScalingBand(Strict):
    up_to: int = Field(ge=0)  # Karma in upgrades, inclusive upper bound
    penalty: int = Field(ge=0)


class KarmaScaling(Strict):
    """Award or penalty by Karma in upgrades; past the last band each `step` more costs 1 more."""

    bands: list[ScalingBand] = Field(min_length=1)
    step: int = Field(default=25, ge=1)

    @model_validator(mode="after")
    def _ascending(self) -> KarmaScaling:
        bounds = [b.up_to for b in self.bands]
        if bounds != sorted(bounds) or len(set(bounds)) != len(bounds):
            raise ValueError("scaling bands must rise strictly")
        return self

    def penalty(self, karma_in_upgrades: int) -> int:
        for band in self.bands:
            if karma_in_upgrades <= band.up_to:
                return band.penalty
        last = self.bands[-1]
        beyond = karma_in_upgrades - last.up_to
        return last.penalty + (beyond + self.step - 1) // self.step

    def award(self, base: int, karma_in_upgrades: int) -> int:
        """A runner's Karma for a result: never below zero."""
        return max(0, base - self.penalty(karma_in_upgrades))


class BonusChallenge(Strict):
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    text: str
    karma: int = Field(ge=0)
    max_times: int = Field(default=1, ge=1)
    per_runner: bool = False  # may be taken up to once for each runner
    excludes: list[str] = Field(default_factory=list)


class TrackStep(Strict):
    """One step of a progress track (Extraction), done in the order the fields are listed."""

    round: int = Field(ge=1)
    text: str
    draw: int = Field(default=0, ge=0)  # each runner draws
    heal: int = Field(default=0, ge=0)  # the Client and each runner heal
    flip_hard: int = Field(default=0, ge=0)
    flip_normal: int = Field(default=0, ge=0)
    nuyen: int = Field(default=0, ge=0)  # each runner gains
    buy: int = Field(default=0, ge=0)  # each runner may buy this many cards
    scene_ends: bool = False
    escape: bool = False


class Mission(Strict):
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    job: str  # the sheet's flavor line
    difficulty: str
    recommended_upgrades: str
    min_runners: int = Field(ge=1, le=4)
    max_runners: int = Field(ge=1, le=4)
    goal: str
    setup: str
    rules: str  # obstacles, Crossfire, scenes: as printed
    karma_win: int = Field(ge=0)
    karma_abort: int | None = None  # None: the mission allows no abort run
    bonus_challenges: list[BonusChallenge] = Field(default_factory=list)
    scaling: KarmaScaling
    # Crossfire mission: obstacles flipped at each scene start = runners + scene_flip_extra[scene-1]
    scene_flip_extra: list[int] = Field(default_factory=list)
    # rounds with no Crossfire card, by number of runners ("2": [1, 2])
    no_crossfire_rounds: dict[str, list[int]] = Field(default_factory=dict)
    # Extraction: the progress track by number of runners ("1".."4")
    tracks: dict[str, list[TrackStep]] = Field(default_factory=dict)
    # Dragon Fight: obstacles flipped at each round start
    round_flips: int = Field(default=0, ge=0)
    boss: str | None = None  # boss card id
    hooks: list[Ability] = Field(default_factory=list)

    @model_validator(mode="after")
    def _runner_range(self) -> Mission:
        if self.min_runners > self.max_runners:
            raise ValueError("min_runners is above max_runners")
        return self
