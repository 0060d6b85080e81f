from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from crossfire_desktop.catalog import Catalog, data_root, load_catalog_from

ROOT = data_root()


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return load_catalog_from(ROOT)


@pytest.fixture
def tmp_root(tmp_path: Path) -> Path:
    """A private copy of the data folder (cards/ and missions/) that a test may break."""
    for folder in ("cards", "missions"):
        shutil.copytree(ROOT / folder, tmp_path / folder)
    return tmp_path


@pytest.fixture
def edit(tmp_root: Path) -> Callable[[str, str, str], Path]:
    """Replace the first `old` with `new` in cards/<file> of the copy; the text must be there."""

    def _edit(file: str, old: str, new: str) -> Path:
        path = tmp_root / "cards" / file
        text = path.read_text(encoding="utf-8")
        assert old in text, f"{old!r} not in {file}"
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
        return path

    return _edit
