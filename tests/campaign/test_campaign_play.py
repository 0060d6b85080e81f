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
                      "campaign_runner": "mike"}
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
