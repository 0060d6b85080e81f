"""Issue 28, item 6: a save dated at the calendar's edge (year 1 at +14:00, year 9999 at -14:00: neither
exists in UTC) never takes the Load page or the Campaigns list down; its date is shown as unknown and every
other save stays reachable. Imported dates at the edges are refused with the field that holds them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crossfire_desktop.campaign import SaveError, add_runner, export_campaign, import_campaign, new_campaign
from crossfire_desktop.engine import new_game, quick_setup
from crossfire_desktop.saves import game_save
from crossfire_desktop.ui.campaign.list_page import CampaignListPage
from crossfire_desktop.ui.screens.start import LoadPage
from crossfire_desktop.ui.session.persist import Persist

EDGES = ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00"]


def _redate(path: Path, saved_at: str) -> None:
    envelope = json.loads(path.read_bytes())
    envelope["saved_at"] = saved_at  # outside the checksum: the file stays intact
    path.write_text(json.dumps(envelope), "utf-8")


@pytest.mark.parametrize("saved_at", EDGES)
def test_saves_dated_at_the_edge_are_listed_with_the_others(qtbot, catalog, tmp_path: Path, saved_at: str) -> None:
    persist = Persist(tmp_path, catalog)
    save = game_save(new_game(quick_setup("crossfire", 2, 3), catalog))
    _redate(persist.save_named("edge", save), saved_at)
    persist.save_named("normal", save)
    _redate(persist.save_campaign(new_campaign("Edge crew", campaign_id="edge")), saved_at)
    persist.save_campaign(new_campaign("Normal crew", campaign_id="normal"))
    load = LoadPage(persist)
    qtbot.addWidget(load)
    load.fill()
    rows = [load.list.item(i).text() for i in range(load.list.count())]
    assert len(rows) == 2 and all("can't" not in r for r in rows)
    campaigns = CampaignListPage(persist)
    qtbot.addWidget(campaigns)
    campaigns.fill()
    assert campaigns.list.count() == 2
    assert persist.read_named("edge") == save  # the save itself loads


@pytest.mark.parametrize("at", ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00"])
def test_an_imported_ledger_date_at_the_edge_is_refused_with_its_field(tmp_path: Path, at: str) -> None:
    crew = add_runner(new_campaign("Crew", campaign_id="crew"), "Ana", "Elf")
    src = export_campaign(crew, tmp_path / "crew.json")
    envelope = json.loads(src.read_bytes())
    envelope["data"]["created_at"] = at
    envelope.pop("checksum")  # a hand-made file: no checksum is accepted
    src.write_text(json.dumps(envelope), "utf-8")
    persist = Persist(tmp_path / "data")
    with pytest.raises(SaveError) as err:
        import_campaign(persist.store, src)
    assert err.value.problem == "invalid" and err.value.where == "data.created_at"
    assert persist.campaigns() == []
