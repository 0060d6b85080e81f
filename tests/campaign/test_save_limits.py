"""Issue 28, item 5: one size limit for what is written and what is read. A long campaign (thousands of
ledger entries) saves and reads back, so does its export; a save over the limit is refused before anything
is written, the file on disk kept."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from crossfire_desktop.campaign import (
    Campaign,
    SaveError,
    Store,
    add_runner,
    award_mission,
    export_campaign,
    import_campaign,
    load_campaign,
    new_campaign,
    save_campaign,
)
from crossfire_desktop.campaign.kinds import KINDS
from crossfire_desktop.catalog import load_catalog


def long_campaign(entries: int) -> Campaign:
    """Four runners and `entries` ledger entries of a won Crossfire mission with a challenge."""
    c = new_campaign("The long haul", campaign_id="long")
    for i in range(4):
        c = add_runner(c, f"Runner number {i}", "Elf")
    c = award_mission(c, load_catalog().missions["crossfire"], "win", {"bring_it_on": 1}, [r.id for r in c.runners])
    data = c.model_dump(mode="json")
    data["ledger"] = [dict(data["ledger"][0], seq=i + 1) for i in range(entries)]
    return Campaign.model_validate(data)


def test_a_campaign_with_thousands_of_ledger_entries_reads_back(tmp_path: Path) -> None:
    store = Store(tmp_path)
    campaign = long_campaign(8_300)
    path = save_campaign(store, campaign)
    assert path.stat().st_size < KINDS["campaign"].max_bytes
    assert load_campaign(store, "long") == campaign
    export = export_campaign(campaign, tmp_path / "export.json")
    assert import_campaign(Store(tmp_path / "other"), export) == campaign


def test_the_models_ledger_limit_fits_under_the_size_limit(tmp_path: Path) -> None:
    store = Store(tmp_path)
    campaign = long_campaign(20_000)
    save_campaign(store, campaign)
    assert len(load_campaign(store, "long").ledger) == 20_000


def test_a_save_over_the_limit_is_refused_before_writing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    small = long_campaign(1)
    path = save_campaign(store, small)
    before = path.read_bytes()
    monkeypatch.setitem(KINDS, "campaign", dataclasses.replace(KINDS["campaign"], max_bytes=len(before) + 100))
    with pytest.raises(SaveError) as err:
        save_campaign(store, long_campaign(50))
    assert err.value.problem == "too_big" and "nothing was written" in str(err.value)
    assert path.read_bytes() == before and load_campaign(store, "long") == small
    with pytest.raises(SaveError):
        export_campaign(long_campaign(50), tmp_path / "export.json")
    assert not (tmp_path / "export.json").exists()
