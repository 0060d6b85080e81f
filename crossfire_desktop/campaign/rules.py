"""Sticker rules (rulebook, Upgrading Runners), as pure functions with refusal reasons.

- A sticker's value is its printed Karma in the first slot, +10 in any other slot.
- Only the top sticker of a slot counts: a covered sticker has no effect and no value.
- The total value of a runner's (top) stickers never exceeds the Karma the runner has earned.
- A runner can't have two (top) stickers with the same name.
- Stickers are acquired only between missions: not while the runner is in a game in progress.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from crossfire_desktop.catalog.models import UpgradeCard

from .model import CampaignRunner, Sticker

OTHER_SLOT_SURCHARGE = 10


class Refusal(NamedTuple):
    """Why something isn't allowed: a code and its parameters (compares equal to a plain tuple)."""

    code: str
    params: dict[str, Any]

    def message(self, translate: Callable[[str], str] | None = None) -> str:
        """The reason in words; `translate` (the UI's tr) is applied to the template before the values."""
        p = self.params
        texts = {
            "over_karma": "That needs {needed} Karma in upgrades; the runner has earned {karma}.",
            "same_name": "The runner already has {name} (slot {slot_number}).",
            "in_game": "Stickers are bought between missions: this runner is in a mission in progress.",
            "undo_in_game": "{name} is in a mission in progress: undo this once its result is recorded.",
            "incomplete_sticker": "{name} isn't available: its value or effect is unknown.",
            "no_such_slot": "There is no slot {slot_number} to cover (the runner has {slots}).",
            "no_such_runner": "No runner {runner_id!r} in this campaign.",
            "name_taken": "This campaign already has a runner called {name}.",
            "no_abort": "{mission} has no abort award: an abort there is a loss.",
            "unknown_result": "The result must be win, abort or loss, not {result!r}.",
            "unknown_challenge": "{mission} has no bonus challenge {challenge!r}.",
            "challenge_times": "{challenge} can't be chosen {times} times (the most is {max}).",
            "challenges_exclude": "{challenge} can't be chosen together with {other}.",
            "no_runners": "Choose the runners who played.",
            "duplicate_runner": "Runner {runner_id!r} is listed twice.",
            "nothing_to_undo": "The ledger is empty: nothing to undo.",
            "busy": "{name} is in a mission still in progress; record its result or release {name} first.",
            "broken_runner": "{name} breaks the upgrade rules: {why}",
            "not_in_game": "{name} isn't waiting for this mission's result (already recorded, or released).",
            "cannot_undo": "The last entry can't be undone: {why}.",
        }
        template = texts.get(self.code)
        if template is None:
            return f"{self.code}: {p}"
        return (translate or str)(template).format(**p)


class Refused(Exception):
    """Raised by the operations (buy, award, undo) when the rules refuse; carries the Refusal."""

    def __init__(self, refusal: Refusal) -> None:
        self.refusal = refusal
        super().__init__(refusal.message())


def slot_value(karma: int, slot: int) -> int:
    """A sticker's value against the Karma limit in slot `slot` (0 is the first slot)."""
    return karma + (OTHER_SLOT_SURCHARGE if slot > 0 else 0)


def upgrades_total(runner: CampaignRunner) -> int:
    """The total value of the runner's upgrades: top stickers only, +10 outside the first slot."""
    return sum(slot_value(s.top.karma, i) for i, s in enumerate(runner.slots))


def face_value_total(runner: CampaignRunner) -> int:
    """The printed values of the top stickers, without the slot surcharge."""
    return sum(s.top.karma for s in runner.slots)


def karma_free(runner: CampaignRunner) -> int:
    return runner.karma_earned - upgrades_total(runner)


def sticker_of(card: UpgradeCard | Sticker) -> Sticker | Refusal:
    if isinstance(card, Sticker):
        return card
    if not card.complete or card.karma is None:
        return Refusal("incomplete_sticker", {"sticker": card.id, "name": card.name})
    return Sticker(id=card.id, name=card.name, karma=card.karma)


def _same_name(a: str, b: str) -> bool:
    return a.casefold().strip() == b.casefold().strip()


@dataclass(frozen=True)
class Quote:
    """What buying a sticker into a slot would cost, shown before buying."""

    runner_id: str
    sticker: Sticker | None  # None when the card can't be a sticker (incomplete)
    slot: int  # 0-based target slot
    new_slot: bool
    covers: Sticker | None  # the sticker it would cover
    cost: int  # the new sticker's value in that slot
    total_before: int
    total_after: int  # the runner's upgrades total after buying
    karma: int  # Karma earned
    refusal: Refusal | None = field(default=None)

    @property
    def allowed(self) -> bool:
        return self.refusal is None


def quote(runner: CampaignRunner, card: UpgradeCard | Sticker, slot: int | None = None) -> Quote:
    """The cost of putting `card` in `slot` (an existing slot index: cover it; None: a new slot),
    the resulting total, and the refusal if the rules don't allow it."""
    before = upgrades_total(runner)
    new_slot = slot is None or slot == len(runner.slots)
    target = len(runner.slots) if new_slot else slot
    assert target is not None
    sticker = sticker_of(card)

    def refused(reason: Refusal, cost: int = 0, after: int = before, covers: Sticker | None = None) -> Quote:
        s = sticker if isinstance(sticker, Sticker) else None
        return Quote(runner.id, s, target, new_slot, covers, cost, before, after, runner.karma_earned, reason)

    if isinstance(sticker, Refusal):
        return refused(sticker)
    if not new_slot and not 0 <= target < len(runner.slots):
        return refused(
            Refusal("no_such_slot", {"slot": target, "slot_number": target + 1, "slots": len(runner.slots)})
        )
    covers = None if new_slot else runner.slots[target].top
    cost = slot_value(sticker.karma, target)
    after = before + cost - (slot_value(covers.karma, target) if covers else 0)
    if runner.in_game is not None:
        return refused(
            Refusal("in_game", {"runner_id": runner.id, "game": runner.in_game}), cost, after, covers
        )
    for i, other in enumerate(runner.slots):
        # covering a sticker with its own name would leave the runner with two of them (one covered)
        if _same_name(other.top.name, sticker.name):
            return refused(
                Refusal("same_name", {"name": other.top.name, "slot": i, "slot_number": i + 1}),
                cost,
                after,
                covers,
            )
    if after > runner.karma_earned:
        return refused(
            Refusal("over_karma", {"needed": after, "karma": runner.karma_earned}), cost, after, covers
        )
    return Quote(runner.id, sticker, target, new_slot, covers, cost, before, after, runner.karma_earned)


def buy_options(runner: CampaignRunner, card: UpgradeCard | Sticker) -> list[Quote]:
    """Every place the sticker could go: each existing slot (covering its top), then a new slot."""
    return [quote(runner, card, i) for i in range(len(runner.slots))] + [quote(runner, card, None)]


def check_runner(runner: CampaignRunner) -> list[Refusal]:
    """Rule breaks in a runner as stored (a hand-edited file): over the Karma limit, duplicate names."""
    problems = []
    total = upgrades_total(runner)
    if total > runner.karma_earned:
        problems.append(Refusal("over_karma", {"needed": total, "karma": runner.karma_earned}))
    seen: dict[str, int] = {}
    for i, s in enumerate(runner.stickers):
        key = s.name.casefold().strip()
        if key in seen:
            problems.append(
                Refusal("same_name", {"name": s.name, "slot": seen[key], "slot_number": seen[key] + 1})
            )
        seen[key] = i
    return problems
