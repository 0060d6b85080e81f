"""Untrusted save files (issue 16): checksums, safe reads, every decoding error a SaveError, import limits."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from crossfire_desktop.campaign import (
    Campaign,
    SaveError,
    Store,
    add_runner,
    export_campaign,
    import_campaign,
    load_campaign,
    read_export,
    save_campaign,
)
from crossfire_desktop.campaign.kinds import KINDS

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero")


def _env(path: Path) -> dict:
    return json.loads(path.read_text("utf-8"))


def test_campaign_and_game_saves_carry_a_checksum(store: Store, team: Campaign) -> None:
    env = _env(save_campaign(store, team))
    assert env["checksum"].startswith("sha256:")
    assert _env(store.write_autosave({"n": 1}))["checksum"].startswith("sha256:")
    assert "checksum" not in _env(store.write("settings", "settings", {}))  # stays hand-editable


def test_a_flipped_bit_inside_a_string_is_a_checksum_error_offering_the_backup(store: Store, team: Campaign) -> None:
    path = save_campaign(store, team)
    save_campaign(store, team)  # now there is a backup
    raw = path.read_bytes()
    path.write_bytes(raw.replace(b'"Mike"', b'"Mikd"'))  # still valid for the schema
    with pytest.raises(SaveError) as err:
        load_campaign(store, "c1")
    assert err.value.problem == "checksum" and err.value.backup == store.backup_path(path)
    assert "changed or damaged" in str(err.value)
    with pytest.raises(SaveError):  # never written over
        save_campaign(store, team)
    assert path.read_bytes() == raw.replace(b'"Mike"', b'"Mikd"')


def test_a_file_without_checksum_is_accepted_and_rewritten_with_one(store: Store, team: Campaign) -> None:
    path = save_campaign(store, team)
    env = _env(path)
    del env["checksum"]
    path.write_text(json.dumps(env), "utf-8")
    assert load_campaign(store, "c1") == team
    save_campaign(store, team)
    assert "checksum" in _env(path)


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "folder", "too_big"])
def test_special_files_are_refused_without_hanging(store: Store, kind: str, tmp_path: Path) -> None:
    path = store.autosave_path
    path.parent.mkdir(parents=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    else:
        path.write_bytes(b" " * (KINDS["game"].max_bytes + 1))
    with pytest.raises(SaveError) as err:
        store.read_autosave()
    assert err.value.problem == ("too_big" if kind == "too_big" else "not_a_file")
    # the program's next autosave sets it aside (kept) instead of failing or writing over it
    kept = store.write_autosave_keeping({"n": 2})
    assert kept is not None and (kept.is_symlink() or kept.exists())
    assert store.read_autosave().data == {"n": 2}


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ("[" * 200_000 + "]" * 200_000, "nested too deeply"),
        ('{"n": ' + "9" * 5000 + "}", "not valid JSON"),
        ("[" * 800 + "]" * 800, ""),  # parses, then deep inside the data
    ],
)
def test_every_decoding_error_is_a_save_error(store: Store, body: str, words: str) -> None:
    env = {"format": "crossfire-desktop", "kind": "campaign", "version": 2, "saved_at": "2026-01-01T00:00:00+00:00"}
    text = json.dumps(env)[:-1] + ', "data": ' + body + "}"
    path = store.path("campaign", "deep")
    path.parent.mkdir(parents=True)
    path.write_text(text, "utf-8")
    with pytest.raises(SaveError) as err:
        load_campaign(store, "deep")
    assert words in str(err.value)


def test_invalid_utf8_is_a_save_error(store: Store) -> None:
    path = store.path("campaign", "bin")
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError) as err:
        load_campaign(store, "bin")
    assert err.value.problem == "not_text"


def _export_with(tmp_path: Path, team: Campaign, edit) -> Path:
    src = export_campaign(team, tmp_path / "from-a-friend.json")
    env = _env(src)
    edit(env["data"])
    env.pop("checksum")  # a hand-made file: no checksum to catch it, the schema must
    src.write_text(json.dumps(env), "utf-8")
    return src


@pytest.mark.parametrize(
    ("edit", "where"),
    [
        (lambda d: d.update(id="_x"), "data.id"),
        (lambda d: d["runners"][0].update(in_game="../../x"), "data.runners.0.in_game"),
        (lambda d: d["runners"][0].update(name="N" * 61), "data.runners.0.name"),
        (lambda d: d["runners"][0].update(slots=[{"stickers": [{"id": "a", "name": "A", "karma": 1}]}] * 2000),
         "data.runners.0.slots"),
        (lambda d: d.update(runners=[{**d["runners"][0], "id": f"r{i}", "name": f"R{i}"} for i in range(51)]),
         "data.runners"),
    ],
)
def test_imports_are_limited_and_refused_with_a_clear_message(
    store: Store, team: Campaign, tmp_path: Path, edit, where: str
) -> None:
    src = _export_with(tmp_path, team, edit)
    with pytest.raises(SaveError) as err:
        import_campaign(store, src)
    assert err.value.problem == "invalid" and err.value.where == where
    assert store.names("campaign") == []


def test_an_oversized_import_is_refused_before_parsing(store: Store, tmp_path: Path) -> None:
    src = tmp_path / "huge.json"
    src.write_bytes(b'{"name": "' + b"x" * (KINDS["campaign"].max_bytes + 10) + b'"}')
    with pytest.raises(SaveError) as err:
        read_export(src)
    assert err.value.problem == "too_big"


def test_limits_leave_room_for_a_long_campaign(team: Campaign) -> None:
    c = team
    for i in range(40):
        c = add_runner(c, f"Runner number {i:02d} " + "x" * 40, "Troll")
    assert len(Campaign.model_validate(c.model_dump()).runners) == 42


@posix_only
def test_snapshot_over_a_backup_that_already_is_the_save_leaves_no_temp(tmp_path: Path) -> None:
    """A writer killed between the backup snapshot and the new save leaves save and backup as one file;
    rename() between two links of one file does nothing, so the next snapshot's temp used to stay."""
    from crossfire_desktop.campaign import atomic

    save, bak = tmp_path / "a.json", tmp_path / "a.bak.json"
    save.write_bytes(b"v1")
    os.link(save, bak)
    atomic.snapshot_atomic(save, bak)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.bak.json", "a.json"]


@posix_only
def test_temps_of_killed_writers_are_removed_at_the_next_write(tmp_path: Path) -> None:
    from crossfire_desktop.campaign import atomic

    store = Store(tmp_path)
    store.write_autosave({"n": 1})
    folder = store.autosave_path.parent
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    dead = folder / f".autosave.json.{int(gone.stdout)}-x1y2{atomic.TEMP_SUFFIX}"
    dead.write_bytes(b"half")
    older = folder / ".autosave.json.oldbuild.tmp"  # an older build's temp: no pid, removed by age
    older.write_bytes(b"half")
    old = os.stat(older).st_mtime - 2 * atomic.UNNAMED_TEMP_SECONDS
    os.utime(older, (old, old))
    store.write_autosave({"n": 2})
    assert not dead.exists() and not older.exists()


def test_a_flipped_bit_in_the_checksum_key_does_not_turn_the_check_off(store: Store, team: Campaign) -> None:
    path = save_campaign(store, team)
    raw = path.read_bytes().replace(b'"checksum"', b'"checjsum"').replace(b'"Mike"', b'"Mikd"')
    path.write_bytes(raw)
    with pytest.raises(SaveError) as err:
        load_campaign(store, "c1")
    assert err.value.problem == "not_envelope" and "checjsum" in str(err.value)
