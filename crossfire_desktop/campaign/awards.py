"""Post-mission Karma (rulebook: each mission's Karma Awards and Karma Scaling; Upgrading Runners, Karma).

award = scaling(base + bonus, Karma in the runner's upgrades), never below zero, where
- base is the mission's win award, or its abort award after a successful abort run; a loss gives 0;
- bonus is the chosen bonus challenges' Karma, for a win only ("if the team completes the mission
  successfully ... they would get an additional 1 Karma each");
- Karma in upgrades is the runner's upgrades total as the Karma limit counts it (top stickers, +10
  outside the first slot), measured before the award.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from crossfire_desktop.catalog.missions import Mission

from .model import RESULTS, CampaignRunner
from .rules import Refusal, Refused, upgrades_total

Challenges = Mapping[str, int] | Sequence[str]


@dataclass(frozen=True)
class RunnerAward:
    runner_id: str
    base: int
    bonus: int
    karma_in_upgrades: int
    penalty: int  # from the mission's scaling table (0 for a loss)
    karma: int  # what the runner gains


def normalize_challenges(mission: Mission, chosen: Challenges, runners: int) -> dict[str, int]:
    """Chosen challenges as {id: times}; a list may repeat an id. Checks ids, counts and exclusions.

    A `per_runner` challenge ("up to once for each runner") may be taken up to `runners` times.
    """
    counts: dict[str, int] = {}
    if isinstance(chosen, Mapping):
        items = list(chosen.items())
    else:
        items = [(c, 1) for c in chosen]
    for cid, times in items:
        counts[cid] = counts.get(cid, 0) + int(times)
    problem = mission.challenge_problem(counts, runners)
    if problem is not None:
        raise Refused(Refusal(*problem))
    return {cid: t for cid, t in counts.items() if t > 0}


def base_award(mission: Mission, result: str) -> int:
    if result not in RESULTS:
        raise Refused(Refusal("unknown_result", {"result": result}))
    if result == "win":
        return mission.karma_win
    if result == "abort":
        if mission.karma_abort is None:
            raise Refused(Refusal("no_abort", {"mission": mission.name, "mission_id": mission.id}))
        return mission.karma_abort
    return 0


def bonus_award(mission: Mission, result: str, challenges: Mapping[str, int]) -> int:
    if result != "win":
        return 0
    by_id = {c.id: c for c in mission.bonus_challenges}
    return sum(by_id[cid].karma * times for cid, times in challenges.items())


def runner_award(
    mission: Mission, result: str, challenges: Mapping[str, int], runner: CampaignRunner
) -> RunnerAward:
    base = base_award(mission, result)
    bonus = bonus_award(mission, result, challenges)
    in_upgrades = upgrades_total(runner)
    if result == "loss":
        return RunnerAward(runner.id, 0, 0, in_upgrades, 0, 0)
    penalty = mission.scaling.penalty(in_upgrades)
    return RunnerAward(
        runner.id, base, bonus, in_upgrades, penalty, mission.scaling.award(base + bonus, in_upgrades)
    )


def compute_awards(
    mission: Mission, result: str, chosen: Challenges, runners: Sequence[CampaignRunner]
) -> list[RunnerAward]:
    """Each runner's award for one mission, shown before it is recorded (ledger.award_mission records it)."""
    if not runners:
        raise Refused(Refusal("no_runners", {}))
    challenges = normalize_challenges(mission, chosen, len(runners))
    return [runner_award(mission, result, challenges, r) for r in runners]
