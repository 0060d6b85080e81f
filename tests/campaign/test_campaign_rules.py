from __future__ import annotations

import pytest

from crossfire_desktop.campaign import (
    Campaign,
    CampaignRunner,
    Refusal,
    Refused,
    Slot,
    Sticker,
    buy_options,
    buy_sticker,
    check_runner,
    face_value_total,
    quote,
    set_in_game,
    slot_value,
    upgrades_total,
)
from crossfire_desktop.catalog.missions import Mission
from crossfire_desktop.catalog.models import UpgradeCard


def _runner(karma: int, *slots: list[Sticker]) -> CampaignRunner:
    return CampaignRunner(
        id="r", name="R", metatype="Human", karma_earned=karma, slots=[Slot(stickers=s) for s in slots]
    )


@pytest.mark.rule(
    "fr-ameliorations-emplacement", "p22-karma-limit", "fr-ameliorations", "fr-ecran-runner-fin",
    "fr-upgrades-karma")
def test_slot_value() -> None:
    assert slot_value(5, 0) == 5
    assert slot_value(5, 1) == 15
    assert slot_value(20, 3) == 30


@pytest.mark.rule("fr-ameliorations-emplacement", "p22-mike")
def test_rulebook_example_mike(team: Campaign, stickers: dict[str, UpgradeCard]) -> None:
    """Upgrading Runners: Mike has 5 Karma and buys Cigar Money (5) in the first slot; at 20 Karma he
    covers it with It's A Jing Thing (20): total 20, allowed; in a new slot it would need 35."""
    cigar, jing = stickers["cigar_money"], stickers["its_a_jing_thing"]
    c = team.model_copy(deep=True)
    c.runner("mike").karma_earned = 5
    q = quote(c.runner("mike"), cigar, None)
    assert (q.allowed, q.slot, q.new_slot, q.cost, q.total_after) == (True, 0, True, 5, 5)
    c = buy_sticker(c, "mike", cigar)
    assert upgrades_total(c.runner("mike")) == 5

    c.runner("mike").karma_earned = 20
    mike = c.runner("mike")
    covering = quote(mike, jing, 0)
    assert covering.allowed and covering.covers is not None and covering.covers.id == "cigar_money"
    assert (covering.cost, covering.total_after) == (20, 20)
    elsewhere = quote(mike, jing, None)
    assert (elsewhere.cost, elsewhere.total_after) == (30, 35)
    assert elsewhere.refusal == ("over_karma", {"needed": 35, "karma": 20})
    with pytest.raises(Refused) as err:
        buy_sticker(c, "mike", jing, None)
    assert err.value.refusal.code == "over_karma"
    assert "35" in str(err.value)

    c = buy_sticker(c, "mike", jing, 0)
    mike = c.runner("mike")
    assert [s.id for s in mike.slots[0].stickers] == ["cigar_money", "its_a_jing_thing"]
    assert [s.id for s in mike.stickers] == ["its_a_jing_thing"]  # Cigar Money's effect no longer applies
    assert upgrades_total(mike) == 20 and face_value_total(mike) == 20


@pytest.mark.rule("fr-ameliorations-recouvrir", "p22-covering", "fr-ameliorations")
def test_covering_removes_the_value_so_a_cheaper_cover_frees_karma(stickers: dict[str, UpgradeCard]) -> None:
    r = _runner(30, [Sticker(id="a", name="A", karma=5)], [Sticker(id="b", name="B", karma=10)])
    assert upgrades_total(r) == 5 + 20 and face_value_total(r) == 15
    q = quote(r, Sticker(id="c", name="C", karma=5), 1)  # covers B (20 in slot 2) with C (15)
    assert (q.total_before, q.cost, q.total_after, q.allowed) == (25, 15, 20, True)


@pytest.mark.rule("p22-upgrades", "fr-ameliorations")
def test_same_name_is_refused_but_a_covered_sticker_does_not_count(stickers: dict[str, UpgradeCard]) -> None:
    cigar = stickers["cigar_money"]
    r = _runner(100, [Sticker(id="cigar_money", name="Cigar Money", karma=5)])
    q = quote(r, cigar, None)
    assert q.refusal == Refusal("same_name", {"name": "Cigar Money", "slot": 0, "slot_number": 1})
    covered = _runner(
        100,
        [
            Sticker(id="cigar_money", name="Cigar Money", karma=5),
            Sticker(id="just_tough", name="Just Tough", karma=5),
        ],
    )
    assert quote(covered, cigar, None).allowed  # Cigar Money is covered: only the top sticker counts


@pytest.mark.rule("p22-between-missions", "p22-campaign", "fr-campagne")
def test_in_game_runner_cannot_buy(team: Campaign, stickers: dict[str, UpgradeCard]) -> None:
    c = team.model_copy(deep=True)
    c.runner("mike").karma_earned = 50
    c = set_in_game(c, ["mike"], "tuesday")
    q = quote(c.runner("mike"), stickers["cigar_money"])
    assert q.refusal == ("in_game", {"runner_id": "mike", "game": "tuesday"})
    assert q.cost == 5  # the cost is still shown
    with pytest.raises(Refused):
        buy_sticker(c, "mike", stickers["cigar_money"])
    c = set_in_game(c, ["mike"], None)
    assert quote(c.runner("mike"), stickers["cigar_money"]).allowed


def test_incomplete_sticker_and_missing_slot(stickers: dict[str, UpgradeCard]) -> None:
    r = _runner(100)
    assert quote(r, stickers["gambler"]).refusal == (
        "incomplete_sticker",
        {"sticker": "gambler", "name": "Gambler"},
    )
    assert quote(r, stickers["cigar_money"], 3).refusal == (
        "no_such_slot",
        {"slot": 3, "slot_number": 4, "slots": 0},
    )
    assert quote(r, stickers["cigar_money"], 0).new_slot  # slot == number of slots is the next new slot


@pytest.mark.rule("p22-karma-limit")
def test_buy_options_and_refusal_messages(stickers: dict[str, UpgradeCard]) -> None:
    r = _runner(40, [Sticker(id="cigar_money", name="Cigar Money", karma=5)])
    options = buy_options(r, stickers["wired_reflexes"])
    assert [(o.slot, o.new_slot, o.total_after, o.allowed) for o in options] == [
        (0, False, 20, True),
        (1, True, 35, True),
    ]
    for o in buy_options(_runner(0), stickers["red_haze"]):
        assert o.refusal is not None and "40" in o.refusal.message()


def test_unknown_runner(team: Campaign, stickers: dict[str, UpgradeCard]) -> None:
    with pytest.raises(Refused) as err:
        buy_sticker(team, "nobody", stickers["cigar_money"])
    assert err.value.refusal.code == "no_such_runner"


def test_check_runner_reports_hand_edited_breaks() -> None:
    r = _runner(10, [Sticker(id="a", name="A", karma=5)], [Sticker(id="a", name="A", karma=5)])
    codes = [p.code for p in check_runner(r)]
    assert codes == ["over_karma", "same_name"]


@pytest.mark.rule("p22-upgrades")
def test_covering_a_sticker_with_its_own_name_is_refused(stickers: dict[str, UpgradeCard]) -> None:
    r = _runner(100, [Sticker(id="cigar_money", name="Cigar Money", karma=5)])
    q = quote(r, stickers["cigar_money"], 0)
    assert q.refusal == Refusal("same_name", {"name": "Cigar Money", "slot": 0, "slot_number": 1})
    assert quote(r, stickers["just_tough"], 0).allowed  # covering it with another sticker is fine


def test_scaling_bands_named_for_the_post_mission_table(crossfire: Mission) -> None:
    bands = [crossfire.scaling.band(k) for k in (0, 10, 11, 50, 75, 76, 100, 101)]
    assert bands == [(0, 10), (0, 10), (11, 30), (31, 50), (51, 75), (76, 100), (76, 100), (101, 125)]
