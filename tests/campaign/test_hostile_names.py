"""Issue 28 (smaller): NUL, BEL, terminal escapes and direction overrides in an imported campaign's names
never reach the screens or the game: they are removed on reading; a name with nothing else is refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crossfire_desktop.campaign import (
    SaveError,
    Store,
    add_runner,
    export_campaign,
    import_campaign,
    new_campaign,
)
from crossfire_desktop.campaign.play import runner_setup

HOSTILE = "\x00Night\x07 \x1b[31mShift\x1b[0m\u202e\u2066"


def _hand_made(tmp_path: Path, campaign_name: str, runner_name: str) -> Path:
    crew = add_runner(new_campaign("Crew", campaign_id="crew"), "Ana", "Elf", runner_id="ana")
    src = export_campaign(crew, tmp_path / "crew.json")
    envelope = json.loads(src.read_bytes())
    envelope["data"]["name"] = campaign_name
    envelope["data"]["runners"][0]["name"] = runner_name
    envelope.pop("checksum")
    src.write_text(json.dumps(envelope), "utf-8")
    return src


def test_hostile_characters_are_removed_from_imported_names(tmp_path: Path) -> None:
    imported = import_campaign(Store(tmp_path / "data"), _hand_made(tmp_path, HOSTILE, "Ana\u202egnorw\x1b]0;x\x07"))
    assert imported.name == "Night Shift"
    assert imported.runners[0].name == "Anagnorw]0;x"
    assert runner_setup(imported.runners[0])["name"] == "Anagnorw]0;x"  # what the game is started with


def test_a_name_of_control_characters_only_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as err:
        import_campaign(Store(tmp_path / "data"), _hand_made(tmp_path, "\x00\x07\u202e", "Ana"))
    assert err.value.problem == "invalid" and err.value.where == "data.name"
