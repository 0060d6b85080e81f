"""Campaign runners in a game: joining, what they bring to the engine's setup, recording once, releasing."""

from __future__ import annotations

import pytest

from crossfire_desktop.campaign import (
    Campaign,
    Refused,
    buy_sticker,
    join_game,
    join_problem,
    record_game,
    record_problem,
    release,
    runner_setup,
)
from crossfire_desktop.catalog.missions import Mission
from crossfire_desktop.catalog.models import UpgradeCard
from crossfire_desktop.engine import GameSetup, new_game


def test_join_marks_the_runners_busy(team: Campaign) -> None:
    c = join_game(team, ["mike"], "g1")
    assert c.runner("mike").in_game == "g1" and c.runner("dana").in_game is None
    assert team.runner("mike").in_game is None  # the argument is never changed
    problem = join_problem(c, ["mike", "dana"])
    assert problem is not None and problem.code == "busy" and "Mike" in problem.message()
    with pytest.raises(Refused):
        join_game(c, ["dana", "mike"], "g2")


@pytest.mark.parametrize(
    ("ids", "code"), [([], "no_runners"), (["mike", "mike"], "duplicate_runner"), (["zed"], "no_such_runner")]
)
def test_join_refusals(team: Campaign, ids: list[str], code: str) -> None:
    problem = join_problem(team, ids)
    assert problem is not None and problem.code == code and problem.message()


def test_a_hand_edited_runner_over_the_limit_cant_join(team: Campaign, stickers: dict[str, UpgradeCard]) -> None:
    c = team.model_copy(deep=True)
    c.runner("mike").karma_earned = 5
    c = buy_sticker(c, "mike", stickers["cigar_money"])
    c.runner("mike").karma_earned = 0  # hand edit
    problem = join_problem(c, ["mike"])
    assert problem is not None and problem.code == "broken_runner"


def test_runner_setup_brings_the_top_stickers(team: Campaign, stickers: dict[str, UpgradeCard]) -> None:
    c = team.model_copy(deep=True)
    c.runner("mike").karma_earned = 40
    c = buy_sticker(c, "mike", stickers["cigar_money"])
    c = buy_sticker(c, "mike", stickers["just_tough"])
    c = buy_sticker(c, "mike", stickers["minor_knack"], 1)  # covers Just Tough
    fields = runner_setup(c.runner("mike"))
    assert fields == {"name": "Mike", "metatype": "Human", "upgrades": ["cigar_money", "minor_knack"],
                      "campaign_runner": "mike", "karma": 40}
    setup = GameSetup.model_validate({
        "mission": "crossfire",
        "runners": [{**fields, "roles": ["Street Samurai", "Mage"]},
                    {**runner_setup(c.runner("dana")), "roles": ["Decker", "Face"]}],
        "campaign": {"campaign_id": c.id, "game_id": "g1"},
    })
    game = new_game(setup)
    assert game.s.runners[0].upgrades == ["cigar_money", "minor_knack"]
    assert game.save()["setup"]["campaign"] == {"campaign_id": c.id, "game_id": "g1"}


def test_record_once_then_refused(team: Campaign, crossfire: Mission) -> None:
    c = join_game(team, ["mike", "dana"], "g1")
    assert record_problem(c, ["mike", "dana"], "g2") is not None
    done = record_game(c, crossfire, "win", {"bring_it_on": 1}, ["mike", "dana"], "g1")
    assert [r.karma_earned for r in done.runners] == [4, 4]
    assert all(r.in_game is None for r in done.runners)
    again = record_problem(done, ["mike", "dana"], "g1")
    assert again is not None and again.code == "not_in_game"
    with pytest.raises(Refused):
        record_game(done, crossfire, "win", {}, ["mike", "dana"], "g1")


def test_release_frees_without_karma_or_history(team: Campaign) -> None:
    c = release(join_game(team, ["mike"], "g1"), ["mike"])
    assert c.runner("mike").in_game is None
    assert c.runner("mike").karma_earned == 0 and c.runner("mike").history == []
    assert c.ledger == []


def test_release_game_frees_the_whole_team(team: Campaign) -> None:
    from crossfire_desktop.campaign import release_game, teammates

    c = join_game(team, ["mike", "dana"], "g1")
    assert [r.id for r in teammates(c, "g1")] == ["mike", "dana"]
    c = release_game(c, "g1")
    assert teammates(c, "g1") == [] and all(r.in_game is None for r in c.runners)


@pytest.mark.rule("p22-between-missions", "p22-campaign")
def test_ledger_undo_waits_while_a_runner_is_in_a_mission(
    team: Campaign, crossfire: Mission, stickers: dict[str, UpgradeCard]
) -> None:
    from crossfire_desktop.campaign import award_mission, undo_last

    c = award_mission(team, crossfire, "win", {"bring_it_on": 1, "danger_zone": 1}, ["mike", "dana"])
    c = buy_sticker(c, "mike", stickers["cigar_money"])  # 6 Karma earned
    playing = join_game(c, ["mike"], "g1")
    with pytest.raises(Refused) as why:
        undo_last(playing)  # the purchase: Mike plays with that sticker
    assert why.value.refusal.code == "undo_in_game" and "Mike" in why.value.refusal.message()
    c = undo_last(c)
    playing = join_game(c, ["dana"], "g2")
    with pytest.raises(Refused):
        undo_last(playing)  # the award: Dana's Karma can't change mid-mission
    assert undo_last(c).ledger == []


def test_recorded_result(crossfire: Mission, extraction: Mission) -> None:
    from crossfire_desktop.campaign import recorded_result

    assert recorded_result(crossfire, "abort") == "abort"
    assert recorded_result(extraction, "abort") == "loss"  # no abort award there
    assert recorded_result(extraction, "win") == "win" and recorded_result(crossfire, None) == "loss"


@pytest.mark.rule("p22-several-runners")
def test_runner_names_stay_distinct(team: Campaign) -> None:
    from crossfire_desktop.campaign import add_runner, rename_runner

    with pytest.raises(Refused) as why:
        add_runner(team, " mike ", "Troll")
    assert why.value.refusal.code == "name_taken" and "Mike" in why.value.refusal.message()
    with pytest.raises(Refused):
        rename_runner(team, "dana", "MIKE")
    assert rename_runner(team, "mike", "mike").runner("mike").name == "mike"  # a runner may change case
