"""The catalog through a validated cache: the card files are parsed and validated once, their parsed
data kept (JSON) in the user cache folder under a hash of the files and of the validating code.
Later starts skip the TOML parsing; any mismatch or error falls back to reading the files."""

from __future__ import annotations

import contextlib
from functools import cache
from pathlib import Path
from typing import Any

from crossfire_desktop.bootcache import catalog_key, read_catalog_cache, write_catalog_cache

from .check import verify
from .loader import Catalog, _read_toml, data_root, load_catalog_from


def _rel(path: Path, root: Path) -> str:
    return path.relative_to(root).as_posix()


def load_cached(root: Path, folder: Path | None = None) -> Catalog:
    """The catalog of `root`; `folder` is the cache folder (default: the user cache folder)."""
    files = read_catalog_cache(root, folder)
    if files is not None:
        cached = files

        def read(path: Path, _root: Path | None) -> dict[str, Any]:
            data = cached[_rel(path, root)]
            assert isinstance(data, dict)
            return data

        try:
            return load_catalog_from(root, read)
        except Exception:  # noqa: BLE001 - a cache that doesn't load is only a cache: read the files
            pass
    return validate_and_keep(root, folder)


def validate_and_keep(root: Path, folder: Path | None = None) -> Catalog:
    """Read, validate and check every file against the effect specs (errors raise CatalogError as
    always), then keep the parsed data."""
    key = catalog_key(root)  # taken first: a file changed while reading gets a key that won't match
    parsed: dict[str, Any] = {}

    def read(path: Path, where: Path | None) -> dict[str, Any]:
        data = _read_toml(path, where)
        parsed[_rel(path, root)] = data
        return data

    catalog = verify(load_catalog_from(root, read), root)
    # no cache this time on a read-only folder or a value JSON can't hold: the next start reads the files
    with contextlib.suppress(OSError, TypeError, ValueError):
        write_catalog_cache(key, parsed, folder)
    return catalog


@cache
def load_catalog() -> Catalog:
    """The game's catalog, loaded once per process and checked as `crossfire cards check` checks it
    (effect names and each effect's params): bad data is refused at start, not mid-game. Data validated
    and checked once is read from the validated cache in the user cache folder after that."""
    return load_cached(data_root())
