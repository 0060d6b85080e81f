from __future__ import annotations

import json
from pathlib import Path

import pytest

from crossfire_desktop.campaign import (
    ENV_VAR,
    Campaign,
    SaveError,
    Settings,
    Store,
    list_campaigns,
    load_campaign,
    load_settings,
    resolve_dirs,
    save_campaign,
    save_settings,
)
from crossfire_desktop.campaign.kinds import KINDS


def _snapshot(folder: Path) -> dict[str, bytes]:
    """Every file's bytes, but the empty write-lock files (they hold no data and are never removed)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and not p.name.endswith(".lock")}


def test_round_trip_and_backup(store: Store) -> None:
    store.write("game", "tuesday", {"turn": 1})
    assert not store.backup_path(store.path("game", "tuesday")).exists()
    store.write("game", "tuesday", {"turn": 2})
    store.write("game", "tuesday", {"turn": 3})
    doc = store.read("game", "tuesday")
    assert doc.data == {"turn": 3} and doc.version == 1 and doc.kind == "game"
    assert store.read_backup("game", "tuesday").data == {"turn": 2}
    raw = json.loads(store.path("game", "tuesday").read_text(encoding="utf-8"))
    assert (
        raw["format"] == "crossfire-desktop"
        and raw["kind"] == "game"
        and raw["version"] == 1
        and "saved_at" in raw
    )
    assert store.names("game") == ["tuesday"]  # the backup isn't listed


def test_autosave_slot(store: Store) -> None:
    assert not store.has_autosave()
    store.write_autosave({"n": 1})
    store.write_autosave({"n": 2})
    assert store.read_autosave().data == {"n": 2}
    assert store.read_autosave_backup().data == {"n": 1}
    assert store.names("game") == []


def test_campaigns_and_settings(store: Store, team: Campaign) -> None:
    save_campaign(store, team)
    assert load_campaign(store, "c1") == team
    [summary] = list_campaigns(store)
    assert (summary.id, summary.name, summary.runners, summary.error) == ("c1", "Seattle Nights", 2, None)
    assert load_settings(store) == Settings()
    save_settings(store, Settings(language="fr", last_campaign="c1"))
    assert load_settings(store).language == "fr"
    assert (store.dirs.config / "settings.json").exists()


def test_base_folder_env_and_platformdirs(tmp_path: Path) -> None:
    assert Store(tmp_path).dirs.data == tmp_path.resolve()
    env_store = Store(environ={ENV_VAR: str(tmp_path / "env")})
    assert env_store.dirs.data == (tmp_path / "env").resolve()
    assert (
        Store(tmp_path / "explicit", environ={ENV_VAR: str(tmp_path / "env")}).dirs.data
        == (tmp_path / "explicit").resolve()
    )
    default = resolve_dirs(None, environ={})
    assert "CrossfireDesktop" in str(default.data) and "CrossfireDesktop" in str(default.config)


def test_bad_names(store: Store) -> None:
    for bad in ("", "../x", "a/b", "x.bak", " lead", "c:", "a" * 81):
        with pytest.raises(ValueError):
            store.write("game", bad, {})


GOOD = '{"format": "crossfire-desktop", "kind": "game", "version": 1, "saved_at": "2024-05-01T20:00:00+00:00", "data": {"turn": 1}}'
FUTURE = GOOD.replace('"version": 1', '"version": 99')
BAD_CASES: dict[str, tuple[bytes, str, str | None, str]] = {
    "empty": (b"", "empty", None, "empty"),
    "blank": (b"  \n", "empty", None, "empty"),
    "truncated": (GOOD[:70].encode(), "truncated", "line 1, column", "ends too early"),
    "not_json": (b'{"format": "crossfire-desktop",, }', "not_json", "line 1, column 32", "not valid JSON"),
    "binary": (b"\xff\xfe\x00garbage", "not_text", "byte 0", "UTF-8"),
    "foreign": (b'{"hello": "world"}', "not_envelope", "format", "not a Crossfire Desktop save"),
    "wrong_kind": (
        GOOD.replace('"game"', '"campaign"').encode(),
        "wrong_kind",
        "kind",
        "'campaign' save, not a 'game'",
    ),
    "future": (FUTURE.encode(), "future_version", "version", "newer Crossfire Desktop"),
    "bad_version": (
        GOOD.replace('"version": 1', '"version": "one"').encode(),
        "not_envelope",
        "version",
        "whole number",
    ),
    "no_data": (GOOD.replace('"data"', '"dada"').encode(), "not_envelope", "data", "no data"),
}


@pytest.mark.parametrize("case", sorted(BAD_CASES))
def test_unreadable_files_are_reported_and_kept(store: Store, case: str) -> None:
    content, problem, where, words = BAD_CASES[case]
    path = store.path("game", "broken")
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    before = _snapshot(store.dirs.data)
    with pytest.raises(SaveError) as err:
        store.read("game", "broken")
    e = err.value
    assert e.problem == problem and e.path == path and e.backup is None
    if where:
        assert e.where is not None and e.where.startswith(where)
        assert where in str(e)
    assert words in str(e) and "no readable backup" in str(e) and str(path) in str(e)
    # a later write to that name refuses, and nothing on disk changes
    with pytest.raises(SaveError) as err2:
        store.write("game", "broken", {"turn": 2})
    assert err2.value.problem == "target_unreadable" and "won't replace" in str(err2.value)
    [listing] = store.list("game")
    assert listing.error is not None and listing.error.problem == problem
    assert _snapshot(store.dirs.data) == before


def test_hand_edited_invalid_campaign_gives_the_field_path(store: Store, team: Campaign) -> None:
    path = save_campaign(store, team)
    save_campaign(store, team)  # now there is a backup
    text = path.read_text(encoding="utf-8").replace('"karma_earned":0', '"karma_earned":-3', 1)
    path.write_text(text, encoding="utf-8")
    before = _snapshot(store.dirs.data)
    with pytest.raises(SaveError) as err:
        load_campaign(store, "c1")
    e = err.value
    assert e.problem == "invalid" and e.where == "data.runners.0.karma_earned"
    assert "greater than or equal to 0" in str(e)
    assert e.backup == store.backup_path(path) and "readable backup exists" in str(e)
    assert store.read_backup("campaign", "c1").data == team
    with pytest.raises(SaveError):
        save_campaign(store, team)
    assert _snapshot(store.dirs.data) == before
    [summary] = list_campaigns(store)
    assert summary.error is not None and summary.name is None


def test_unknown_field_is_an_error(store: Store, team: Campaign) -> None:
    path = save_campaign(store, team)
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["data"]["runners"][1]["karam"] = 3
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        load_campaign(store, "c1")
    assert err.value.where == "data.runners.1.karam"


def test_truncated_save_offers_the_backup(store: Store) -> None:
    store.write("game", "g", {"turn": 1})
    store.write("game", "g", {"turn": 2})
    path = store.path("game", "g")
    path.write_bytes(path.read_bytes()[:-40])
    with pytest.raises(SaveError) as err:
        store.read("game", "g")
    assert err.value.problem == "truncated" and err.value.backup is not None
    assert store.read_backup("game", "g").data == {"turn": 1}


def test_set_aside_frees_the_name_and_keeps_the_bytes(store: Store) -> None:
    path = store.path("game", "g")
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{oops")
    moved = store.set_aside("game", "g")
    assert moved.read_bytes() == b"{oops" and not path.exists()
    store.write("game", "g", {"turn": 1})
    assert store.read("game", "g").data == {"turn": 1}
    assert moved.exists() and store.names("game") == ["g"]


def test_set_aside_damaged_rereads_and_keeps_the_backup(store: Store) -> None:
    store.write("game", "g", {"turn": 1})
    store.write("game", "g", {"turn": 2})
    path = store.path("game", "g")
    path.write_bytes(b"{oops")
    assert store.backup_only_names("game") == []
    done = store.set_aside_damaged("game", path)
    assert done is not None and done[1] is not None
    moved, kept = done
    assert moved.read_bytes() == b"{oops" and not path.exists()
    assert store.read_backup("game", "g").data == {"turn": 1}  # the backup stays where it was offered
    assert json.loads(kept.read_text(encoding="utf-8"))["data"] == {"turn": 1}
    assert store.backup_only_names("game") == ["g"] and store.names("game") == []


def test_set_aside_damaged_leaves_a_good_or_newer_file(store: Store) -> None:
    store.write("game", "g", {"turn": 1})
    path = store.path("game", "g")
    assert store.set_aside_damaged("game", path) is None and store.read("game", "g").data == {"turn": 1}
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["version"] = 999
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        store.set_aside_damaged("game", path)
    assert err.value.problem == "future_version" and path.exists()
    assert [p.name for p in path.parent.glob("g.*")] == ["g.json"]


def test_missing(store: Store) -> None:
    with pytest.raises(SaveError) as err:
        store.read("campaign", "nope")
    assert err.value.problem == "missing"


def test_a_file_changed_behind_the_store_is_checked_again(store: Store) -> None:
    store.write("game", "g", {"turn": 1})
    path = store.path("game", "g")
    path.write_bytes(b"[1, 2")  # another program broke it after our write
    with pytest.raises(SaveError) as err:
        store.write("game", "g", {"turn": 2})
    assert err.value.problem == "target_unreadable"
    assert path.read_bytes() == b"[1, 2"


def test_kinds_have_versions() -> None:
    assert KINDS["campaign"].version == 4 and KINDS["game"].version == 1


def test_write_keeping_sets_an_unreadable_file_aside_and_nothing_else(store: Store) -> None:
    assert store.write_keeping("game", "g", {"n": 1}) is None  # a readable file: an ordinary write
    assert store.write_keeping("game", "g", {"n": 2}) is None
    assert store.read_backup("game", "g").data == {"n": 1}
    path = store.path("game", "g")
    path.write_bytes(b'{"format": "crossfire-desktop", "ki')
    with pytest.raises(SaveError):
        store.write("game", "g", {"n": 3})  # the plain write still refuses
    kept = store.write_keeping("game", "g", {"n": 3})
    assert kept is not None and kept.read_bytes() == b'{"format": "crossfire-desktop", "ki'
    assert store.read("game", "g").data == {"n": 3}
    store.autosave_path.parent.mkdir(parents=True, exist_ok=True)
    store.autosave_path.write_bytes(b"")
    kept = store.write_autosave_keeping({"n": 4})
    assert kept is not None and kept.read_bytes() == b"" and store.read_autosave().data == {"n": 4}
