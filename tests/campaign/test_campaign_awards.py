from __future__ import annotations

import pytest

from crossfire_desktop.campaign import (
    CampaignRunner,
    Refused,
    Slot,
    Sticker,
    compute_awards,
    normalize_challenges,
)
from crossfire_desktop.campaign.awards import runner_award
from crossfire_desktop.catalog.missions import Mission


def _runner(in_upgrades: int, rid: str = "r") -> CampaignRunner:
    """A runner whose upgrades total exactly `in_upgrades` (one sticker in the first slot)."""
    slots = [Slot(stickers=[Sticker(id="x", name="X", karma=in_upgrades)])] if in_upgrades else []
    return CampaignRunner(id=rid, name=rid, metatype="Ork", karma_earned=in_upgrades, slots=slots)


STANDARD = [
    (0, 0),
    (10, 0),
    (11, 1),
    (30, 1),
    (31, 2),
    (50, 2),
    (51, 3),
    (75, 3),
    (76, 4),
    (100, 4),
    (101, 5),
    (125, 5),
    (126, 6),
    (150, 6),
    (151, 7),
]
DRAGON = [(0, 0), (75, 0), (76, 1), (100, 1), (101, 2), (125, 2), (126, 3), (150, 3), (151, 4)]


@pytest.mark.rule("p19-difficulty", "p19-crossfire-scaling")
@pytest.mark.parametrize(("karma", "penalty"), STANDARD)
def test_crossfire_scaling_boundaries(crossfire: Mission, karma: int, penalty: int) -> None:
    win = runner_award(crossfire, "win", {}, _runner(karma))
    assert (win.base, win.penalty, win.karma) == (3, penalty, max(0, 3 - penalty))
    abort = runner_award(crossfire, "abort", {}, _runner(karma))
    assert abort.karma == max(0, 1 - penalty)


@pytest.mark.rule("p20-extraction-scaling")
@pytest.mark.parametrize(("karma", "penalty"), STANDARD)
def test_extraction_scaling_boundaries(extraction: Mission, karma: int, penalty: int) -> None:
    award = runner_award(extraction, "win", {"elite_response_team": 1}, _runner(karma))
    assert (award.base, award.bonus, award.penalty, award.karma) == (4, 3, penalty, max(0, 7 - penalty))


@pytest.mark.rule("p21-dragon-scaling")
@pytest.mark.parametrize(("karma", "penalty"), DRAGON)
def test_dragon_fight_scaling_boundaries(dragon_fight: Mission, karma: int, penalty: int) -> None:
    award = runner_award(dragon_fight, "win", {}, _runner(karma))
    assert (award.penalty, award.karma) == (penalty, 7 - penalty)
    assert runner_award(dragon_fight, "abort", {}, _runner(karma)).karma == max(0, 1 - penalty)


@pytest.mark.rule("p19-difficulty")
def test_scaling_counts_the_slot_surcharge(crossfire: Mission) -> None:
    """Two 5-Karma stickers: face value 10 (full award) but upgrades total 5 + 15 = 20 (-1)."""
    r = CampaignRunner(
        id="r",
        name="R",
        metatype="Troll",
        karma_earned=20,
        slots=[
            Slot(stickers=[Sticker(id="a", name="A", karma=5)]),
            Slot(stickers=[Sticker(id="b", name="B", karma=5)]),
        ],
    )
    award = runner_award(crossfire, "win", {}, r)
    assert (award.karma_in_upgrades, award.penalty, award.karma) == (20, 1, 2)


@pytest.mark.rule("p19-crossfire-karma", "p22-karma", "fr-karma")
def test_bonus_counts_only_for_a_win(crossfire: Mission) -> None:
    chosen = {"bring_it_on": 1, "danger_zone": 2}
    awards = compute_awards(crossfire, "win", chosen, [_runner(0, "a"), _runner(0, "b")])
    assert [(a.base, a.bonus, a.karma) for a in awards] == [(3, 5, 8), (3, 5, 8)]
    aborted = compute_awards(crossfire, "abort", chosen, [_runner(0, "a"), _runner(0, "b")])
    assert [(a.base, a.bonus, a.karma) for a in aborted] == [(1, 0, 1), (1, 0, 1)]
    lost = compute_awards(crossfire, "loss", chosen, [_runner(200, "a"), _runner(0, "b")])
    assert [(a.base, a.bonus, a.penalty, a.karma) for a in lost] == [(0, 0, 0, 0), (0, 0, 0, 0)]


@pytest.mark.rule("p22-karma")
def test_penalty_applies_to_base_plus_bonus(crossfire: Mission) -> None:
    [a] = compute_awards(crossfire, "win", ["bring_it_on"], [_runner(40)])
    assert (a.base, a.bonus, a.penalty, a.karma) == (3, 1, 2, 2)


@pytest.mark.rule("p20-extraction-karma")
def test_no_abort_award_on_extraction(extraction: Mission) -> None:
    with pytest.raises(Refused) as err:
        compute_awards(extraction, "abort", {}, [_runner(0)])
    assert err.value.refusal.code == "no_abort"


@pytest.mark.rule("p19-bonus-options", "p19-crossfire-bring-it-on", "p19-crossfire-danger-zone")
def test_challenge_checks(crossfire: Mission, dragon_fight: Mission) -> None:
    assert normalize_challenges(crossfire, ["danger_zone", "danger_zone", "bring_it_on"], 2) == {
        "danger_zone": 2,
        "bring_it_on": 1,
    }
    with pytest.raises(Refused) as err:
        normalize_challenges(crossfire, {"danger_zone": 3}, 2)  # once per runner
    assert err.value.refusal == ("challenge_times", {"challenge": "Danger Zone", "times": 3, "max": 2})
    with pytest.raises(Refused) as err:
        normalize_challenges(crossfire, {"bring_it_on": 2}, 4)
    assert err.value.refusal.code == "challenge_times"
    with pytest.raises(Refused) as err:
        normalize_challenges(crossfire, ["nope"], 4)
    assert err.value.refusal.code == "unknown_challenge"
    with pytest.raises(Refused) as err:
        normalize_challenges(dragon_fight, ["trouble_brewing", "lets_get_serious"], 4)
    assert err.value.refusal.code == "challenges_exclude"
    assert normalize_challenges(dragon_fight, {"minions_unending": 1, "trouble_brewing": 0}, 4) == {
        "minions_unending": 1
    }


def test_unknown_result_and_no_runners(crossfire: Mission) -> None:
    with pytest.raises(Refused) as err:
        compute_awards(crossfire, "draw", {}, [_runner(0)])
    assert err.value.refusal.code == "unknown_result"
    with pytest.raises(Refused) as err:
        compute_awards(crossfire, "win", {}, [])
    assert err.value.refusal.code == "no_runners"


@pytest.mark.rule("p19-crossfire-job", "p19-crossfire-karma", "p22-karma", "fr-karma")
def test_the_catalog_crossfire_mission_gives_the_rulebook_awards() -> None:
    """When missions/crossfire.toml is present, its numbers give the same awards as the rulebook's."""
    from crossfire_desktop.catalog import CatalogError, load_catalog

    try:
        missions = load_catalog().missions
    except CatalogError:
        pytest.skip("the catalog doesn't load yet")
    if "crossfire" not in missions:
        pytest.skip("no Crossfire mission file yet")
    m = missions["crossfire"]
    awards = compute_awards(
        m, "win", {"bring_it_on": 1, "danger_zone": 2}, [_runner(0, "a"), _runner(31, "b")]
    )
    assert [a.karma for a in awards] == [8, 6]
