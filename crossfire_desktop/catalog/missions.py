"""Mission sheet schema: the numbers of a mission, read from missions/*.toml.

The behaviour that numbers can't express lives in engine/missions/<id>.py (the hooks).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

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

    def band(self, karma_in_upgrades: int) -> tuple[int, int]:
        """The band (lowest, highest Karma in upgrades) this amount falls in; past the last band, its step."""
        low = 0
        for band in self.bands:
            if karma_in_upgrades <= band.up_to:
                return low, band.up_to
            low = band.up_to + 1
        last = self.bands[-1].up_to
        n = (karma_in_upgrades - last + self.step - 1) // self.step
        return last + (n - 1) * self.step + 1, last + n * self.step

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


class ClientSpec(Strict):
    """A non-player seat the team protects (Extraction's Client): no role, deck, hand or nuyen."""

    name: str = "Client"
    metatype: Literal["Human", "Elf", "Dwarf", "Ork", "Troll"] = "Human"
    hp: int = Field(ge=1)


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
    # a Client seat, placed between the starting runner and the runner to their right (last each round)
    client: ClientSpec | None = None
    hooks: list[Ability] = Field(default_factory=list)

    @model_validator(mode="after")
    def _runner_range(self) -> Mission:
        if self.min_runners > self.max_runners:
            raise ValueError("min_runners is above max_runners")
        return self

    @model_validator(mode="after")
    def _exclusions_known(self) -> Mission:
        ids = {c.id for c in self.bonus_challenges}
        for c in self.bonus_challenges:
            unknown = [x for x in c.excludes if x not in ids]
            if unknown:
                raise ValueError(f"bonus challenge {c.id!r} excludes unknown challenge {unknown[0]!r}")
        return self

    def runner_counts(self) -> tuple[int, int]:
        """The fewest and the most runners the mission is played by (its sheet; 1 and 4 for most)."""
        return self.min_runners, self.max_runners

    def runner_count_problem(self, runners: int) -> str | None:
        """Why a team of `runners` can't play this mission (None: it can), in English for the command line
        and the setup check (the New mission page words the counts itself)."""
        least, most = self.runner_counts()
        if least <= runners <= most:
            return None
        span = str(least) if least == most else f"{least} to {most}"
        return f"{self.name} is played by {span} runners, not {runners}"

    def setup_problem(self, runners: int, bonus: list[str]) -> str | None:
        """Why a team of `runners` can't play this mission with these bonus challenges (None: it can).

        Each challenge is taken once unless `max_times` says more, or once per runner when `per_runner`;
        challenges that exclude each other can't both be taken.
        """
        problem_count = self.runner_count_problem(runners)
        if problem_count is not None:
            return problem_count
        counts: dict[str, int] = {}
        for cid in bonus:
            counts[cid] = counts.get(cid, 0) + 1
        problem = self.challenge_problem(counts, runners)
        if problem is None:
            return None
        code, p = problem
        if code == "unknown_challenge":
            known = ", ".join(sorted(c.id for c in self.bonus_challenges)) or "none"
            return f"{self.name} has no bonus challenge {p['challenge']!r} (known: {known})"
        if code == "challenge_times":
            return f"bonus challenge {p['challenge']!r} can't be taken {p['times']} times (the most is {p['max']})"
        return f"bonus challenges {p['challenge']!r} and {p['other']!r} can't both be taken"

    def challenge_problem(self, counts: Mapping[str, int], runners: int) -> tuple[str, dict[str, Any]] | None:
        """Why these bonus challenges ({id: times}) can't be taken together, as a code and its params."""
        by_id = {c.id: c for c in self.bonus_challenges}
        for cid, times in counts.items():
            challenge = by_id.get(cid)
            if challenge is None:
                return "unknown_challenge", {"mission": self.name, "challenge": cid}
            limit = runners if challenge.per_runner else challenge.max_times
            if not 0 <= times <= limit:
                return "challenge_times", {"challenge": challenge.name, "times": times, "max": limit}
        taken = [cid for cid, times in counts.items() if times > 0]
        for cid in taken:
            for other in by_id[cid].excludes:
                if other in taken:
                    return "challenges_exclude", {"challenge": by_id[cid].name, "other": by_id[other].name}
        return None
