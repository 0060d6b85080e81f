"""The validated catalog cache: a hit gives the same catalog; a broken, foreign or stale cache falls back."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from crossfire_desktop import bootcache
from crossfire_desktop.catalog import CatalogError, load_catalog_from
from crossfire_desktop.catalog import cache as cache_mod
from crossfire_desktop.catalog.cache import load_cached

Edit = Callable[[str, str, str], Path]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "cache"


def count_file_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    reads: list[Path] = []
    real = cache_mod._read_toml

    def spy(path: Path, root: Path | None = None) -> dict[str, object]:
        reads.append(path)
        return real(path, root)

    monkeypatch.setattr(cache_mod, "_read_toml", spy)
    return reads


def test_a_hit_gives_the_same_catalog_without_reading_the_files(
    tmp_root: Path, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = load_cached(tmp_root, folder)
    assert (folder / bootcache.CATALOG_CACHE).is_file()
    reads = count_file_reads(monkeypatch)
    again = load_cached(tmp_root, folder)
    assert reads == []
    assert again == first == load_catalog_from(tmp_root)
    assert again.by_id.keys() == first.by_id.keys()
    assert all(again.by_id[k] == first.by_id[k] for k in first.by_id)


@pytest.mark.parametrize("damage", [b"", b"{not json", b'{"format": 1, "key": "x"}', b"\xff\xfe"])
def test_a_corrupt_cache_falls_back_and_is_rewritten(
    tmp_root: Path, folder: Path, damage: bytes, monkeypatch: pytest.MonkeyPatch
) -> None:
    good = load_cached(tmp_root, folder)
    (folder / bootcache.CATALOG_CACHE).write_bytes(damage)
    reads = count_file_reads(monkeypatch)
    assert load_cached(tmp_root, folder) == good
    assert reads  # the files were read again
    assert bootcache.read_catalog_cache(tmp_root, folder) is not None


def test_a_cache_with_the_right_key_but_bad_content_falls_back(tmp_root: Path, folder: Path) -> None:
    good = load_cached(tmp_root, folder)
    path = folder / bootcache.CATALOG_CACHE
    head_text, body = path.read_bytes().split(b"\n", 1)
    raw = json.loads(body)
    raw["cards/basic.toml"]["cards"][0]["cost"] = "lots"  # would not validate
    del raw["missions/" + next(iter(sorted(
        k.split("/", 1)[1] for k in raw if k.startswith("missions/"))))]
    body = json.dumps(raw).encode()
    head = json.loads(head_text)
    head["sum"] = hashlib.sha256(body).hexdigest()  # a checksum made to match: still refused
    path.write_bytes(json.dumps(head).encode() + b"\n" + body)
    assert load_cached(tmp_root, folder) == good


def test_a_changed_card_file_invalidates_the_cache(tmp_root: Path, folder: Path, edit: Edit) -> None:
    before = load_cached(tmp_root, folder)
    card = before.decks["black_market"][0]
    edit("black_market.toml", f'name = "{card.name}"', 'name = "Renamed On Disk"')
    after = load_cached(tmp_root, folder)
    assert after.card(card.id).name == "Renamed On Disk"
    assert load_cached(tmp_root, folder).card(card.id).name == "Renamed On Disk"


def test_a_broken_card_file_is_reported_even_with_an_old_cache(tmp_root: Path, folder: Path, edit: Edit) -> None:
    load_cached(tmp_root, folder)
    edit("basic.toml", "cost = 0", "cost = -3")
    with pytest.raises(CatalogError, match="basic.toml"):
        load_cached(tmp_root, folder)


def test_a_cache_folder_that_cannot_be_written_still_loads(tmp_root: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x")
    assert load_cached(tmp_root, blocker / "cache") == load_catalog_from(tmp_root)


def test_each_build_keeps_its_own_cache(tmp_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The installed program and a bundle on one computer: each start of one must not undo the other's
    cache (they used to share one file, so each re-checked every card at every start)."""
    monkeypatch.setenv(bootcache.CACHE_ENV, str(tmp_path / "user-cache"))
    load_cached(tmp_root)  # the program from the source tree
    as_source = bootcache.build_cache_dir()
    with monkeypatch.context() as bundle:  # a bundle, built from other code, started on the same account
        bundle.setattr(bootcache.sys, "frozen", True, raising=False)
        bundle.setattr(bootcache, "code_id", lambda: "another build")
        load_cached(tmp_root)
        assert bootcache.build_cache_dir() != as_source
        assert bootcache.catalog_cache_fresh(tmp_root)
    reads = count_file_reads(monkeypatch)
    load_cached(tmp_root)
    assert reads == []  # the bundle's start left the source program's cache alone
    assert bootcache.catalog_cache_fresh(tmp_root)


def test_a_cache_shipped_beside_the_cards_serves_the_first_start(
    tmp_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """installer/crossfire.spec checks the catalog at build time and ships it beside the cards."""
    cache_mod.validate_and_keep(tmp_root, tmp_root)
    user_cache = tmp_path / "user-cache"
    monkeypatch.setenv(bootcache.CACHE_ENV, str(user_cache))
    assert bootcache.catalog_cache_fresh(tmp_root)
    reads = count_file_reads(monkeypatch)
    assert load_cached(tmp_root) == load_catalog_from(tmp_root)
    assert reads == []
    assert not user_cache.exists()  # nothing re-checked, nothing written


def test_a_bundle_knows_its_code_by_the_build_id_it_ships(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    built_from = bootcache.code_id()
    bundle = tmp_path / "_internal"
    bundle.mkdir()
    (bundle / bootcache.BUILD_ID).write_text(built_from + "\n", "ascii")
    monkeypatch.setattr(bootcache, "_PACKAGE", tmp_path / "no-sources")  # a bundle ships no .py files
    monkeypatch.setattr(bootcache.sys, "_MEIPASS", str(bundle), raising=False)
    assert bootcache.code_id() == built_from
    (bundle / bootcache.BUILD_ID).unlink()
    assert bootcache.code_id() != built_from  # no build id: a key that matches no cache, never a wrong one
