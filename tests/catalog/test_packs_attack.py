"""A card pack that is not a pack (a FIFO, a link to /dev/zero, a huge file, a 5,000-digit number, TOML
nested too deep) is reported naming the file and skipped, kept on disk; the scan never hangs or crashes."""

from __future__ import annotations

import os
from pathlib import Path

from crossfire_desktop.catalog import Catalog
from crossfire_desktop.catalog.packs import MAX_PACK_BYTES, scan_folder

from .test_catalog_cache_attack import no_hang  # noqa: F401 - the fixture


def test_planted_and_hostile_pack_files_are_reported_and_kept(catalog: Catalog, tmp_path: Path,
                                                              no_hang: None) -> None:  # noqa: F811
    folder = tmp_path / "packs"
    folder.mkdir()
    os.mkfifo(folder / "fifo.toml")
    (folder / "zero.toml").symlink_to("/dev/zero")
    with (folder / "huge.toml").open("wb") as fh:
        fh.truncate(MAX_PACK_BYTES + 1)
    (folder / "bignum.toml").write_text('[pack]\nname = "x"\nv = ' + "9" * 5000 + "\n", "utf-8")
    (folder / "deep.toml").write_text("a = " + "[" * 50_000 + "]" * 50_000 + "\n", "utf-8")
    (folder / "good.toml").write_text('[pack]\nname = "Fine"\n', "utf-8")
    scan = scan_folder(folder, catalog)
    assert [p.path.name for p in scan.packs] == ["good.toml"]
    named = sorted(Path(str(e).split(":")[0]).name for e in scan.broken)
    assert named == ["bignum.toml", "deep.toml", "fifo.toml", "huge.toml", "zero.toml"]
    assert all(p.name in os.listdir(folder) for p in folder.iterdir())
    assert len(os.listdir(folder)) == 6
