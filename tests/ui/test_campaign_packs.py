"""A campaign's card packs live in its campaign file: chosen on New mission, carried by export and
import (found by pack name when the file has another name on the other computer), and a v3 file
(before the choice was kept there) is upgraded to "never chosen: every pack"."""

from __future__ import annotations

import json
from pathlib import Path

from crossfire_desktop.campaign import Store, load_campaign
from crossfire_desktop.campaign.envelope import encode
from crossfire_desktop.campaign.pack_files import packs_folder
from crossfire_desktop.campaign.roster import add_runner, new_campaign
from crossfire_desktop.campaign.transfer import export_campaign, import_campaign
from crossfire_desktop.ui.session.persist import Persist

BOX = Path(__file__).resolve().parents[1] / "fixtures" / "packs" / "test_only_box.toml"


def install(persist: Persist, name: str = BOX.name) -> None:
    folder = packs_folder(persist.store.dirs.data)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(BOX.read_bytes())


def campaign_window(make_window, persist):
    camp = add_runner(add_runner(new_campaign("Packs run"), "Ava", "Elf"), "Bo", "Ork")
    persist.save_campaign(camp)
    win = make_window(one_player=True)
    win.open_campaign(camp)
    win.setup_campaign_game([r.id for r in camp.runners])
    return win, camp


def test_the_campaign_file_keeps_its_packs_and_an_export_carries_them(make_window, persist, tmp_path):
    install(persist)
    win, camp = campaign_window(make_window, persist)
    picker = win.packs.picker
    assert picker.boxes[BOX.name].isChecked()  # never chosen: every pack
    picker.boxes[BOX.name].setChecked(False)
    assert load_campaign(persist.store, camp.id).packs == []
    picker.boxes[BOX.name].setChecked(True)
    saved = load_campaign(persist.store, camp.id)
    assert [(p.file, p.name) for p in saved.packs or []] == [(BOX.name, picker.shelf.packs[0].info.name)]
    assert not (packs_folder(persist.store.dirs.data) / "enabled.json").exists() or camp.id not in (
        packs_folder(persist.store.dirs.data) / "enabled.json").read_text("utf-8")

    exported = export_campaign(saved, tmp_path / "packs_run.json")
    other = Persist(tmp_path / "other")
    other.settings.animation_ms = 0
    imported = import_campaign(other.store, exported)
    assert imported.packs == saved.packs


def test_an_imported_campaign_finds_its_pack_by_name_under_another_file_name(make_window, persist, tmp_path):
    install(persist, "friends_copy.toml")  # the same pack, imported under another file name
    camp = add_runner(new_campaign("Friend's"), "Ava", "Elf")
    persist.save_campaign(camp)
    win = make_window(one_player=True)
    name = win.packs.shelf.packs[0].info.name
    from crossfire_desktop.campaign import CampaignPack

    chosen = camp.model_copy(update={"packs": [CampaignPack(file=BOX.name, name=name)]})
    persist.save_campaign(chosen)
    win.open_campaign(chosen)
    win.setup_campaign_game([r.id for r in chosen.runners])
    assert win.packs.picker.chosen() == {"friends_copy.toml"}
    win.open_campaign(chosen.model_copy(update={"packs": []}))
    win.setup_campaign_game([r.id for r in chosen.runners])
    assert win.packs.picker.chosen() == set()


def test_a_version_3_campaign_is_upgraded_to_every_pack(tmp_path):
    store = Store(tmp_path)
    camp = new_campaign("Old", campaign_id="old3")
    raw = json.loads(encode("campaign", camp, camp.created_at))
    raw["version"] = 3
    del raw["data"]["packs"]
    raw.pop("checksum", None)
    path = store.path("campaign", "old3")
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(raw), "utf-8")
    assert load_campaign(store, "old3").packs is None
