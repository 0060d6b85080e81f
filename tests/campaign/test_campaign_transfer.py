from __future__ import annotations

from pathlib import Path

import pytest

from crossfire_desktop.campaign import (
    Campaign,
    ImportConflict,
    SaveError,
    Store,
    export_campaign,
    import_campaign,
    list_campaigns,
    load_campaign,
    rename_campaign,
    save_campaign,
)


def test_export_import_round_trip(tmp_path: Path, team: Campaign) -> None:
    out = export_campaign(team, tmp_path / "seattle.json")
    other = Store(tmp_path / "other")
    assert import_campaign(other, out) == team
    assert load_campaign(other, "c1") == team


def test_import_never_clobbers_without_being_asked(tmp_path: Path, store: Store, team: Campaign) -> None:
    save_campaign(store, team)
    out = export_campaign(rename_campaign(team, "Changed"), tmp_path / "x.json")
    with pytest.raises(ImportConflict) as err:
        import_campaign(store, out)
    assert err.value.clash == "id"
    assert load_campaign(store, "c1") == team

    same_name = export_campaign(
        Campaign(id="c2", name="seattle nights", created_at=team.created_at), tmp_path / "y.json"
    )
    with pytest.raises(ImportConflict) as err:
        import_campaign(store, same_name)
    assert err.value.clash == "name" and "Seattle Nights" in str(err.value)

    kept = import_campaign(store, out, rename="Seattle Two")
    assert kept.id != "c1" and kept.name == "Seattle Two"
    assert {s.name for s in list_campaigns(store)} == {"Seattle Nights", "Seattle Two"}

    replaced = import_campaign(store, out, replace=True)
    assert load_campaign(store, "c1") == replaced and replaced.name == "Changed"
    assert store.read_backup("campaign", "c1").data == team


def test_import_validates(tmp_path: Path, store: Store) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(
        '{"format": "crossfire-desktop", "kind": "game", "version": 1, "saved_at": "2024-01-01T00:00:00", "data": {}}'
    )
    with pytest.raises(SaveError) as err:
        import_campaign(store, bad)
    assert err.value.problem == "wrong_kind"
    with pytest.raises(SaveError) as err:
        import_campaign(store, tmp_path / "missing.json")
    assert err.value.problem == "missing"
    assert store.names("campaign") == []
