"""A damaged or planted catalog cache never hangs, never crashes and never changes the catalog: wrong values
under the right key, a cache of another version, a FIFO, a link to /dev/zero, JSON nested too deep."""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from crossfire_desktop import bootcache
from crossfire_desktop.catalog import load_catalog_from
from crossfire_desktop.catalog.cache import load_cached


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "cache"


@pytest.fixture
def no_hang() -> Iterator[None]:
    """A read that blocks fails the test instead of hanging the suite."""
    def boom(*_: object) -> None:
        raise TimeoutError("blocked")

    old = signal.signal(signal.SIGALRM, boom)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def test_a_flipped_value_under_the_right_key_is_not_used(tmp_root: Path, folder: Path) -> None:
    good = load_cached(tmp_root, folder)
    path = folder / bootcache.CATALOG_CACHE
    blob = path.read_bytes()
    card = good.decks["black_market"][0]
    flipped = blob.replace(json.dumps(card.name).encode(), json.dumps(card.name + "X").encode(), 1)
    assert flipped != blob
    path.write_bytes(flipped)  # still valid JSON, still the right key: only the checksum tells
    assert bootcache.read_catalog_cache(tmp_root, folder) is None
    assert load_cached(tmp_root, folder) == good == load_catalog_from(tmp_root)
    assert load_cached(tmp_root, folder).card(card.id).name == card.name


def test_a_cache_of_another_version_is_not_used(tmp_root: Path, folder: Path) -> None:
    good = load_cached(tmp_root, folder)
    path = folder / bootcache.CATALOG_CACHE
    head_text, body = path.read_bytes().split(b"\n", 1)
    head = json.loads(head_text)
    for change in ({"format": 1}, {"key": "0" * 64}):
        path.write_bytes(json.dumps({**head, **change}).encode() + b"\n" + body)
        assert not bootcache.catalog_cache_fresh(tmp_root, folder)
        assert bootcache.read_catalog_cache(tmp_root, folder) is None
        assert load_cached(tmp_root, folder) == good
    path.write_text(json.dumps({"format": 1, "key": head["key"], "files": {}}), "utf-8")  # the old layout
    assert load_cached(tmp_root, folder) == good


@pytest.mark.parametrize("plant", ["fifo", "dev_zero", "folder", "deep_json", "huge"])
def test_something_else_at_the_cache_path_falls_back(
    tmp_root: Path, folder: Path, plant: str, no_hang: None
) -> None:
    folder.mkdir()
    path = folder / bootcache.CATALOG_CACHE
    if plant == "fifo":
        os.mkfifo(path)
    elif plant == "dev_zero":
        path.symlink_to("/dev/zero")
    elif plant == "folder":
        path.mkdir()
    elif plant == "deep_json":
        path.write_bytes(b"[" * 200_000 + b"]" * 200_000)
    else:
        with path.open("wb") as fh:
            fh.truncate(bootcache.MAX_CACHE_BYTES + 1)
    assert not bootcache.catalog_cache_fresh(tmp_root, folder)
    assert bootcache.read_catalog_cache(tmp_root, folder) is None
    assert load_cached(tmp_root, folder) == load_catalog_from(tmp_root)


@pytest.mark.parametrize("plant", ["fifo", "dev_zero", "deep_json"])
def test_the_language_peek_never_blocks_on_a_planted_settings_file(tmp_path: Path, plant: str, no_hang: None) -> None:
    config = tmp_path / "config"
    config.mkdir()
    path = config / "settings.json"
    if plant == "fifo":
        os.mkfifo(path)
    elif plant == "dev_zero":
        path.symlink_to("/dev/zero")
    else:
        path.write_bytes(b'{"data":' * 100_000)
    assert bootcache.saved_language(tmp_path) == "system"


def test_a_cache_that_cannot_be_written_leaves_no_temp_and_a_planted_link_is_replaced(
    tmp_root: Path, folder: Path, tmp_path: Path
) -> None:
    folder.mkdir()
    (folder / bootcache.CATALOG_CACHE).mkdir()  # a folder where the cache goes: the rename fails
    assert load_cached(tmp_root, folder) == load_catalog_from(tmp_root)
    assert sorted(p.name for p in folder.iterdir()) == [bootcache.CATALOG_CACHE]
    (folder / bootcache.CATALOG_CACHE).rmdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", "utf-8")
    (folder / bootcache.CATALOG_CACHE).symlink_to(victim)
    load_cached(tmp_root, folder)
    assert victim.read_text("utf-8") == "precious"
    assert bootcache.read_catalog_cache(tmp_root, folder) is not None
