"""Creating campaigns and runners, and the "in a game" flag. Every function returns a new Campaign."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from datetime import datetime

from .model import Campaign, CampaignRunner, Edition, MetatypeName, assign, utc_now
from .rules import Refusal, Refused


def new_id() -> str:
    return uuid.uuid4().hex[:16]


def new_campaign(name: str, *, now: datetime | None = None, campaign_id: str | None = None,
                 rules: Edition = "first") -> Campaign:
    return Campaign(id=campaign_id or new_id(), name=name.strip(), created_at=now or utc_now(), rules=rules)


def add_runner(
    campaign: Campaign,
    name: str,
    metatype: MetatypeName,
    *,
    karma_earned: int = 0,
    runner_id: str | None = None,
) -> Campaign:
    _check_name_free(campaign, name, None)
    runner = CampaignRunner(
        id=runner_id or new_id(), name=name.strip(), metatype=metatype, karma_earned=karma_earned
    )
    out = campaign.editable()
    assign(out, "runners", [*out.runners, runner])
    return out


def rename_runner(campaign: Campaign, runner_id: str, name: str) -> Campaign:
    _check_name_free(campaign, name, runner_id)
    out = campaign.editable()
    assign(_runner(out, runner_id), "name", name.strip())
    return out


def rename_campaign(campaign: Campaign, name: str) -> Campaign:
    out = campaign.editable()
    assign(out, "name", name.strip())
    return out


def set_in_game(campaign: Campaign, runner_ids: Iterable[str], game: str | None) -> Campaign:
    """Mark runners as playing `game` (they can't buy stickers), or free them with game=None.

    ledger.award_mission frees the runners it awards; call this with None for a game abandoned unscored.
    """
    out = campaign.editable()
    for rid in runner_ids:
        _runner(out, rid).in_game = game
    return out


def _check_name_free(campaign: Campaign, name: str, runner_id: str | None) -> None:
    """Runners of a campaign have different names (compared without case): the screens tell them apart by name."""
    key = name.strip().casefold()
    for r in campaign.runners:
        if r.id != runner_id and r.name.casefold() == key:
            raise Refused(Refusal("name_taken", {"name": r.name}))


def _runner(campaign: Campaign, runner_id: str) -> CampaignRunner:
    try:
        return campaign.runner(runner_id)
    except KeyError:
        raise Refused(Refusal("no_such_runner", {"runner_id": runner_id})) from None
