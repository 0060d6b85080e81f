from __future__ import annotations

from datetime import UTC, datetime

import pytest

from crossfire_desktop.campaign import (
    AwardEntry,
    Campaign,
    PurchaseEntry,
    Refused,
    award_mission,
    buy_sticker,
    set_in_game,
    undo_last,
    upgrades_total,
)
from crossfire_desktop.catalog.missions import Mission
from crossfire_desktop.catalog.models import UpgradeCard

T1 = datetime(2024, 5, 1, 20, 0, tzinfo=UTC)
T2 = datetime(2024, 5, 8, 20, 0, tzinfo=UTC)


def test_award_records_history_and_one_ledger_entry(team: Campaign, crossfire: Mission) -> None:
    c = set_in_game(team, ["mike", "dana"], "friday")
    before = c.model_copy(deep=True)
    after = award_mission(c, crossfire, "win", ["bring_it_on"], ["mike", "dana"], now=T1, by="GM")
    assert c == before  # the argument is never changed
    mike = after.runner("mike")
    assert mike.karma_earned == 4 and mike.in_game is None
    [record] = mike.history
    assert (record.mission_id, record.result, record.challenges, record.karma, record.at, record.entry) == (
        "crossfire",
        "win",
        {"bring_it_on": 1},
        4,
        T1,
        1,
    )
    [entry] = after.ledger
    assert isinstance(entry, AwardEntry)
    assert (entry.seq, entry.at, entry.by, entry.result) == (1, T1, "GM", "win")
    assert [
        (line.runner_id, line.base, line.bonus, line.penalty, line.karma, line.was_in_game)
        for line in entry.lines
    ] == [
        ("mike", 3, 1, 0, 4, "friday"),
        ("dana", 3, 1, 0, 4, "friday"),
    ]


def test_purchase_entry(team: Campaign, crossfire: Mission, stickers: dict[str, UpgradeCard]) -> None:
    c = award_mission(team, crossfire, "win", {"danger_zone": 2}, ["mike", "dana"], now=T1)  # 3 + 4 = 7
    c = buy_sticker(c, "mike", stickers["cigar_money"], now=T2)
    entry = c.ledger[-1]
    assert isinstance(entry, PurchaseEntry)
    assert (
        entry.seq,
        entry.runner_id,
        entry.sticker.id,
        entry.slot,
        entry.new_slot,
        entry.cost,
        entry.total_after,
        entry.at,
    ) == (2, "mike", "cigar_money", 0, True, 5, 5, T2)


def test_undo_reverts_each_entry_exactly(
    team: Campaign, crossfire: Mission, stickers: dict[str, UpgradeCard]
) -> None:
    start = team.model_copy(deep=True)
    start.runner("mike").karma_earned = 10  # a runner imported with Karma already earned
    states = [set_in_game(start, ["mike"], "g1")]
    states.append(award_mission(states[-1], crossfire, "win", [], ["mike", "dana"], now=T1))  # 3 each
    states.append(
        award_mission(states[-1], crossfire, "win", ["danger_zone"] * 2, ["mike", "dana"], now=T2)
    )  # +7
    states.append(buy_sticker(states[-1], "mike", stickers["cigar_money"]))
    states.append(buy_sticker(states[-1], "mike", stickers["just_tough"]))  # slot 2: 15 -> 20 total
    states.append(buy_sticker(states[-1], "mike", stickers["in_training"], 1))  # covers Just Tough
    assert upgrades_total(states[-1].runner("mike")) == 20
    assert [s.id for s in states[-1].runner("mike").slots[1].stickers] == ["just_tough", "in_training"]
    c = states[-1]
    for expected in reversed(states[:-1]):
        c = undo_last(c)
        assert c == expected
    with pytest.raises(Refused) as err:
        undo_last(c)
    assert err.value.refusal.code == "nothing_to_undo"


def test_undo_refuses_when_the_campaign_no_longer_matches(
    team: Campaign, crossfire: Mission, stickers: dict[str, UpgradeCard]
) -> None:
    c = award_mission(team, crossfire, "win", ["danger_zone", "danger_zone"], ["mike", "dana"])
    c = buy_sticker(c, "mike", stickers["cigar_money"])
    c.runner("mike").slots.clear()  # a hand edit
    with pytest.raises(Refused) as err:
        undo_last(c)
    assert err.value.refusal.code == "cannot_undo"


def test_award_refusals(team: Campaign, extraction: Mission) -> None:
    with pytest.raises(Refused) as err:
        award_mission(team, extraction, "abort", [], ["mike"])
    assert err.value.refusal.code == "no_abort"
    with pytest.raises(Refused) as err:
        award_mission(team, extraction, "win", [], ["mike", "mike"])
    assert err.value.refusal.code == "duplicate_runner"
    with pytest.raises(Refused) as err:
        award_mission(team, extraction, "win", [], ["ghost"])
    assert err.value.refusal.code == "no_such_runner"
