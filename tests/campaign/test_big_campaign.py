"""Issue 28: a long campaign opens and saves fast, with nothing given up for it. The data is written once,
canonical and last, and read by checking those bytes against the checksum; a file of any other layout (an
older build's, a hand edit) is read the full way; the campaign list decodes a file once per revision."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from crossfire_desktop.campaign import (
    Campaign,
    SaveError,
    Store,
    add_runner,
    award_mission,
    buy_sticker,
    list_campaigns,
    load_campaign,
    rename_campaign,
    rename_runner,
    save_campaign,
    set_in_game,
    undo_last,
)
from crossfire_desktop.campaign.envelope import DATA_KEY, canonical, checksum

from .test_save_limits import long_campaign


def test_the_data_is_written_canonical_and_last(store: Store, team: Campaign) -> None:
    raw = save_campaign(store, team).read_bytes()
    env = json.loads(raw)
    text = canonical(env["data"])
    assert raw.endswith(DATA_KEY + text + b"}\n") and env["checksum"] == checksum(env["data"])
    assert list(env) == ["format", "kind", "version", "saved_at", "checksum", "data"]


def test_a_file_in_an_older_layout_reads_and_is_rewritten_in_the_new_one(store: Store, team: Campaign) -> None:
    path = save_campaign(store, team)
    env = json.loads(path.read_bytes())
    data = env.pop("data")
    older = {"data": data, **env}  # data first, spaces after the colons: the layout of before
    path.write_text(json.dumps(older, separators=(",", ": ")) + "\n", "utf-8")
    assert load_campaign(store, "c1") == team
    save_campaign(store, team)
    assert path.read_bytes().endswith(DATA_KEY + canonical(data) + b"}\n")


def test_a_flipped_bit_in_the_data_is_still_caught(store: Store, team: Campaign) -> None:
    path = save_campaign(store, team)
    raw = path.read_bytes()
    at = raw.index(b'"Mike"') + 2
    path.write_bytes(raw[:at] + bytes([raw[at] ^ 1]) + raw[at + 1:])  # "Mike" -> "Like": valid, but not what was saved
    with pytest.raises(SaveError) as err:
        load_campaign(store, "c1")
    assert err.value.problem == "checksum"


def test_a_hand_edit_with_its_checksum_recomputed_is_still_validated(store: Store, team: Campaign) -> None:
    path = save_campaign(store, team)
    env = json.loads(path.read_bytes())
    env["data"]["runners"][0]["karma_earned"] = -3
    text = canonical(env["data"])
    env["checksum"] = checksum(env["data"])
    head = json.dumps({k: v for k, v in env.items() if k != "data"}, separators=(",", ":")).encode()
    path.write_bytes(head[:-1] + DATA_KEY + text + b"}\n")  # exactly the layout the program writes
    with pytest.raises(SaveError) as err:
        load_campaign(store, "c1")
    assert err.value.problem == "invalid" and err.value.where == "data.runners.0.karma_earned"


def test_the_list_follows_every_change_of_a_file(tmp_path: Path) -> None:
    store = Store(tmp_path)
    c = long_campaign(2_000)
    save_campaign(store, c)
    assert [s.name for s in list_campaigns(store)] == ["The long haul"]
    other = Store(tmp_path)  # another copy of the program renames it
    save_campaign(other, rename_campaign(c, "The longer haul"))
    assert [s.name for s in list_campaigns(store)] == ["The longer haul"]
    path = store.path("campaign", "long")
    path.write_bytes(path.read_bytes()[:-40])  # then the file is damaged
    (broken,) = list_campaigns(store)
    assert broken.error is not None and broken.error.problem == "truncated" and broken.error.backup is not None
    store.set_aside("campaign", "long")
    assert list_campaigns(store) == []


def test_the_models_limit_reads_back_equal(tmp_path: Path) -> None:
    store = Store(tmp_path)
    c = long_campaign(20_000)
    save_campaign(store, c)
    assert load_campaign(store, "long") == c
    assert len(list_campaigns(store)) == 1 and list_campaigns(store)[0].runners == 4


def test_a_change_leaves_the_campaign_it_was_given_as_it_was(team: Campaign, crossfire, stickers) -> None:
    """Changes share the ledger's entries with the campaign they start from (no deep copy of a long ledger):
    neither may see the other's change."""
    c = award_mission(team, crossfire, "win", {}, ["mike", "dana"])
    c = buy_sticker(add_runner(c, "Cy", "Ork", karma_earned=20, runner_id="cy"), "cy", stickers["cigar_money"])
    before = c.model_dump()
    changed = [
        buy_sticker(c, "cy", stickers["just_tough"], 0),
        award_mission(set_in_game(c, ["mike"], "g1"), crossfire, "abort", {}, ["mike"]),
        undo_last(c),
        undo_last(undo_last(c)),
        rename_runner(c, "cy", "Cyrus"),
        rename_campaign(c, "Seattle Days"),
        add_runner(c, "Dee", "Dwarf"),
    ]
    assert c.model_dump() == before
    assert [len(x.ledger) for x in changed] == [3, 3, 1, 0, 2, 2, 2]
    assert changed[0].runner("cy").slots[0].top.id == "just_tough" and c.runner("cy").slots[0].top.id == "cigar_money"
    assert changed[1].runner("mike").karma_earned == c.runner("mike").karma_earned + 1
    assert changed[3].runner("dana").history == [] and len(c.runner("dana").history) == 1


def test_a_change_is_still_checked_field_by_field(team: Campaign) -> None:
    with pytest.raises(ValidationError) as err:
        rename_runner(team, "mike", "M" * 61)
    assert err.value.errors()[0]["loc"] == ("name",)
    with pytest.raises(ValidationError):
        rename_campaign(team, "\x1b[31m")  # nothing printable left
    with pytest.raises(ValidationError, match="two runners have the same id"):
        add_runner(team, "Other Mike", "Elf", runner_id="mike")
    assert rename_campaign(team, " Seattle\u202e Days ").name == "Seattle Days"
    assert team.name == "Seattle Nights" and team.runner("mike").name == "Mike"
