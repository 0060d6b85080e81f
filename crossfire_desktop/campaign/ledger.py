"""Recording purchases and awards in the campaign's ledger, and undoing the last entry exactly.

Every function takes a Campaign and returns a new one; the argument is never changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from crossfire_desktop.catalog.missions import Mission
from crossfire_desktop.catalog.models import UpgradeCard

from .awards import Challenges, compute_awards, normalize_challenges
from .model import (
    AwardEntry,
    AwardLine,
    Campaign,
    CampaignRunner,
    MissionRecord,
    PurchaseEntry,
    Slot,
    Sticker,
    utc_now,
)
from .rules import Refusal, Refused, quote


def _runner(campaign: Campaign, runner_id: str) -> CampaignRunner:
    try:
        return campaign.runner(runner_id)
    except KeyError:
        raise Refused(Refusal("no_such_runner", {"runner_id": runner_id})) from None


def buy_sticker(
    campaign: Campaign,
    runner_id: str,
    card: UpgradeCard | Sticker,
    slot: int | None = None,
    *,
    now: datetime | None = None,
    by: str = "",
) -> Campaign:
    """Put the sticker in `slot` (covering its top sticker) or in a new slot (None). Raises Refused."""
    out = campaign.editable()
    runner = _runner(out, runner_id)
    q = quote(runner, card, slot)
    if q.refusal is not None:
        raise Refused(q.refusal)
    assert q.sticker is not None
    if q.new_slot:
        runner.slots.append(Slot(stickers=[q.sticker]))
    else:
        runner.slots[q.slot].stickers.append(q.sticker)
    out.ledger.append(
        PurchaseEntry(
            seq=out.next_seq,
            at=now or utc_now(),
            by=by,
            runner_id=runner.id,
            runner_name=runner.name,
            sticker=q.sticker,
            slot=q.slot,
            new_slot=q.new_slot,
            covered=q.covers,
            cost=q.cost,
            total_after=q.total_after,
        )
    )
    return out


def award_mission(
    campaign: Campaign,
    mission: Mission,
    result: str,
    challenges: Challenges,
    runner_ids: Sequence[str],
    *,
    now: datetime | None = None,
    by: str = "",
) -> Campaign:
    """Give each runner who played their Karma for the mission, add it to their history, free them
    from the game in progress, and record one ledger entry. Raises Refused."""
    if len(set(runner_ids)) != len(runner_ids):
        dup = next(r for r in runner_ids if list(runner_ids).count(r) > 1)
        raise Refused(Refusal("duplicate_runner", {"runner_id": dup}))
    out = campaign.editable()
    runners = [_runner(out, rid) for rid in runner_ids]
    awards = compute_awards(mission, result, challenges, runners)
    chosen = normalize_challenges(mission, challenges, len(runners))
    at = now or utc_now()
    seq = out.next_seq
    lines = []
    for runner, award in zip(runners, awards, strict=True):
        lines.append(
            AwardLine(
                runner_id=runner.id,
                runner_name=runner.name,
                base=award.base,
                bonus=award.bonus,
                karma_in_upgrades=award.karma_in_upgrades,
                penalty=award.penalty,
                karma=award.karma,
                was_in_game=runner.in_game,
            )
        )
        runner.karma_earned += award.karma
        runner.in_game = None
        runner.history.append(
            MissionRecord(
                entry=seq,
                mission_id=mission.id,
                mission_name=mission.name,
                at=at,
                result=result,  # checked by compute_awards
                challenges=chosen,
                karma=award.karma,
            )
        )
    out.ledger.append(
        AwardEntry(
            seq=seq,
            at=at,
            by=by,
            mission_id=mission.id,
            mission_name=mission.name,
            result=result,
            challenges=chosen,
            lines=lines,
        )
    )
    return out


def undo_last(campaign: Campaign) -> Campaign:
    """Revert the last ledger entry exactly and remove it. Raises Refused if there is none, or if the
    campaign no longer matches what the entry did (a hand-edited file)."""
    if not campaign.ledger:
        raise Refused(Refusal("nothing_to_undo", {}))
    out = campaign.editable()
    entry = out.ledger.pop()

    def cannot(why: str) -> Refused:
        return Refused(Refusal("cannot_undo", {"seq": entry.seq, "why": why}))

    busy = [entry.runner_id] if isinstance(entry, PurchaseEntry) else [line.runner_id for line in entry.lines]
    for rid in busy:
        runner = _runner(out, rid)
        if runner.in_game is not None:  # upgrades and Karma don't change during a mission
            raise Refused(Refusal("undo_in_game", {"seq": entry.seq, "name": runner.name}))
    if isinstance(entry, PurchaseEntry):
        runner = _runner(out, entry.runner_id)
        if not 0 <= entry.slot < len(runner.slots) or runner.slots[entry.slot].top != entry.sticker:
            raise cannot(f"{entry.sticker.name} is no longer on top of slot {entry.slot + 1}")
        if entry.new_slot:
            if entry.slot != len(runner.slots) - 1 or len(runner.slots[entry.slot].stickers) != 1:
                raise cannot(f"slot {entry.slot + 1} changed since")
            runner.slots.pop()
        else:
            runner.slots[entry.slot].stickers.pop()
    else:
        for line in entry.lines:
            runner = _runner(out, line.runner_id)
            if (
                not runner.history
                or runner.history[-1].entry != entry.seq
                or runner.karma_earned < line.karma
            ):
                raise cannot(f"{runner.name}'s history changed since")
            runner.history.pop()
            runner.karma_earned -= line.karma
            runner.in_game = line.was_in_game
    return out
