"""A campaign's runners in a game: who may join, what they bring, and recording the result once.

A game played for a campaign carries the campaign's id and a game id (the engine keeps them as
opaque setup fields). Joining marks the runners `in_game` with that game id: they can't buy
stickers or join another game until its result is recorded (which frees them) or they are released.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from crossfire_desktop.catalog.missions import Mission

from .awards import Challenges
from .ledger import award_mission
from .model import Campaign, CampaignRunner
from .roster import new_id, set_in_game
from .rules import Refusal, Refused, check_runner

NAME_LIMIT = 40  # the engine's runner name limit


def new_game_id() -> str:
    return new_id()


def join_problem(campaign: Campaign, runner_ids: Sequence[str]) -> Refusal | None:
    """Why these runners can't start a game together (None: they can)."""
    if not runner_ids:
        return Refusal("no_runners", {})
    if len(set(runner_ids)) != len(runner_ids):
        dup = next(r for r in runner_ids if list(runner_ids).count(r) > 1)
        return Refusal("duplicate_runner", {"runner_id": dup})
    for rid in runner_ids:
        try:
            runner = campaign.runner(rid)
        except KeyError:
            return Refusal("no_such_runner", {"runner_id": rid})
        if runner.in_game is not None:
            return Refusal("busy", {"name": runner.name, "game": runner.in_game})
        problems = check_runner(runner)
        if problems:
            return Refusal("broken_runner", {"name": runner.name, "why": problems[0].message()})
    return None


def join_game(campaign: Campaign, runner_ids: Sequence[str], game_id: str) -> Campaign:
    """Mark the runners as playing `game_id`. Raises Refused (see join_problem)."""
    problem = join_problem(campaign, runner_ids)
    if problem is not None:
        raise Refused(problem)
    return set_in_game(campaign, runner_ids, game_id)


def runner_setup(runner: CampaignRunner) -> dict[str, Any]:
    """The engine setup fields a campaign runner brings: name, metatype, active stickers, identity."""
    return {
        "name": runner.name[:NAME_LIMIT],
        "metatype": runner.metatype,
        "upgrades": [s.id for s in runner.stickers],
        "campaign_runner": runner.id,
        "karma": runner.karma_earned,  # the revised 2-role 20+ Karma starting card reads it
    }


def recorded_result(mission: Mission, result: str | None) -> str:
    """The result a finished game is recorded with: an abort in a mission without an abort award is
    a loss ("If the team wins, each runner gets 4 Karma": nothing for an abort)."""
    if result == "abort" and mission.karma_abort is None:
        return "loss"
    return result or "loss"


def record_problem(campaign: Campaign, runner_ids: Sequence[str], game_id: str) -> Refusal | None:
    """Why the result of `game_id` can't be recorded for these runners now (None: it can)."""
    if not runner_ids:
        return Refusal("no_runners", {})
    for rid in runner_ids:
        try:
            runner = campaign.runner(rid)
        except KeyError:
            return Refusal("no_such_runner", {"runner_id": rid})
        if runner.in_game != game_id:
            return Refusal("not_in_game", {"name": runner.name})
    return None


def record_game(
    campaign: Campaign,
    mission: Mission,
    result: str,
    challenges: Challenges,
    runner_ids: Sequence[str],
    game_id: str,
) -> Campaign:
    """Award the mission's Karma for `game_id` to its runners (once: it frees them). Raises Refused."""
    problem = record_problem(campaign, runner_ids, game_id)
    if problem is not None:
        raise Refused(problem)
    return award_mission(campaign, mission, result, challenges, runner_ids)


def release(campaign: Campaign, runner_ids: Sequence[str]) -> Campaign:
    """Free runners from a game that will never be recorded (abandoned): no Karma, no history."""
    return set_in_game(campaign, runner_ids, None)


def teammates(campaign: Campaign, game_id: str) -> list[CampaignRunner]:
    """The runners waiting for the result of `game_id`."""
    return [r for r in campaign.runners if r.in_game == game_id]


def release_game(campaign: Campaign, game_id: str) -> Campaign:
    """Abandon a game: free its whole team (a partial team could never be recorded: record_problem)."""
    return release(campaign, [r.id for r in teammates(campaign, game_id)])
