from __future__ import annotations

import json
from pathlib import Path

import pytest

from crossfire_desktop.campaign import SaveError, Store, load_campaign, save_campaign, upgrades_total
from crossfire_desktop.campaign.migrations import MIGRATIONS, NoMigration, migrate

V1 = {
    "format": "crossfire-desktop",
    "kind": "campaign",
    "version": 1,
    "saved_at": "2015-03-01T21:00:00+00:00",
    "data": {
        "id": "old1",
        "name": "Old Crew",
        "runners": [
            {
                "id": "mike",
                "name": "Mike",
                "metatype": "Human",
                "karma": 20,
                "upgrades": [
                    {
                        "id": "its_a_jing_thing",
                        "name": "It's a Jing Thing",
                        "karma": 20,
                        "covers": [{"id": "cigar_money", "name": "Cigar Money", "karma": 5}],
                    }
                ],
                "missions": [
                    {
                        "mission": "crossfire",
                        "date": "2015-02-01T20:00:00+00:00",
                        "result": "win",
                        "bonus": ["bring_it_on"],
                        "karma": 4,
                    }
                ],
            }
        ],
    },
}


def test_v1_campaign_is_migrated_to_v2_on_load(tmp_path: Path) -> None:
    store = Store(tmp_path)
    path = store.path("campaign", "old1")
    path.parent.mkdir(parents=True)
    original = json.dumps(V1).encode()
    path.write_bytes(original)
    doc = store.read("campaign", "old1")
    assert doc.version == 1
    c = load_campaign(store, "old1")
    mike = c.runner("mike")
    assert mike.karma_earned == 20 and mike.in_game is None
    assert [s.id for s in mike.slots[0].stickers] == ["cigar_money", "its_a_jing_thing"]
    assert upgrades_total(mike) == 20
    [record] = mike.history
    assert (record.mission_id, record.result, record.challenges, record.karma, record.entry) == (
        "crossfire",
        "win",
        {"bring_it_on": 1},
        4,
        None,
    )
    assert c.ledger == [] and c.created_at.year == 2015
    assert path.read_bytes() == original  # reading never rewrites
    save_campaign(store, c)  # the next save writes the current version, the v1 file becomes the backup
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 4
    assert store.backup_path(path).read_bytes() == original
    assert load_campaign(store, "old1") == c


def test_broken_v1_file_is_reported(tmp_path: Path) -> None:
    store = Store(tmp_path)
    path = store.path("campaign", "old2")
    path.parent.mkdir(parents=True)
    bad = json.loads(json.dumps(V1))
    del bad["data"]["runners"][0]["karma"]
    path.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        store.read("campaign", "old2")
    assert err.value.problem == "invalid" and "karma" in str(err.value)


def test_registry() -> None:
    assert ("campaign", 1) in MIGRATIONS
    with pytest.raises(NoMigration):
        migrate("game", 0, 1, {})
