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


PACK_A = '''[pack]
name = "A"
[[obstacles_normal]]
id = "zz_dup"
name = "Dup Gremlin"
color = "green"
type = "Tech"
nuyen = 2
attack = 1
track = ["green", 2]
'''
PACK_B = '''[pack]
name = "B"
[[black_market]]
id = "zz_dup"
name = "Dup Gun"
type = "WEAPON"
color = "black"
cost = 2
copies = 3
damage = { colors = ["black"] }
text = "x"
'''


def test_one_new_id_in_two_packs_decks_is_reported_never_dealt_as_both(catalog: Catalog, tmp_path: Path) -> None:
    from crossfire_desktop.catalog.check import main as cards_check
    from crossfire_desktop.catalog.packs import apply_packs, read_pack

    folder = tmp_path / "packs"
    folder.mkdir()
    (folder / "a.toml").write_text(PACK_A, "utf-8")
    (folder / "b.toml").write_text(PACK_B, "utf-8")
    scan = scan_folder(folder, catalog)
    assert [p.path.name for p in scan.packs] == ["a.toml"]
    (error,) = scan.broken
    assert str(error).startswith(f"{folder / 'b.toml'}, card 'Dup Gun', field 'id'") and "a.toml" in str(error)
    assert sorted(os.listdir(folder)) == ["a.toml", "b.toml"]
    assert cards_check(False, packs=[folder / "a.toml", folder / "b.toml"]) == 1
    # laid over each other anyway (a game recorded with both): the later wins, the id is in one deck only
    both = apply_packs(catalog, [read_pack(folder / n, catalog) for n in ("a.toml", "b.toml")])
    holders = [deck for deck, cards in both.decks.items() if any(c.id == "zz_dup" for c in cards)]
    assert holders == ["black_market"] and both.by_id["zz_dup"].name == "Dup Gun"
