"""Card packs: layered over the built-in cards, validated with file/card/field errors, skipped when
broken (the file kept), `cards check --pack`, import/export with a conflict choice."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crossfire_desktop.campaign.pack_files import do_import, export_pack, preview_import
from crossfire_desktop.catalog import CatalogError, load_catalog
from crossfire_desktop.catalog.check import main as cards_check
from crossfire_desktop.catalog.packs import (
    OWNER_SOURCE,
    PackMissing,
    PackRef,
    apply_packs,
    packs_for,
    read_pack,
    scan_folder,
)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "packs"
BOX = FIXTURES / "test_only_box.toml"


def test_pack_completes_overrides_and_adds() -> None:
    base = load_catalog()
    pack = read_pack(BOX, base)
    kinds = {pc.card.id: pc.kind for pc in pack.cards}
    assert kinds == {"wage_mage": "completes", "test_only_gremlin": "new", "this_wasnt_the_plan": "completes"}
    cat = apply_packs(base, [pack])
    mage = cat.obstacle("wage_mage")
    assert mage.complete and mage.color == "blue" and mage.nuyen == 5  # printed facts kept
    assert mage.provenance.source[0].startswith(OWNER_SOURCE)
    assert "wage_mage" in {c.id for c in cat.playable("obstacles_normal")}
    assert "wage_mage" not in {c.id for c in base.playable("obstacles_normal")}  # base untouched
    assert len(cat.playable("obstacles_normal")) == len(base.playable("obstacles_normal")) + 2
    assert [c.id for c in pack.table_resolved()] == ["this_wasnt_the_plan"]


def _write(tmp_path: Path, text: str, name: str = "p.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


BROKEN = {
    "not toml": ("[pack\nname = 1", None, None, "not valid TOML at line 1"),
    "no pack table": ("[[crossfire]]\nid = 'x'\nname = 'X'\n", None, "pack", "missing [pack] table"),
    "unknown table": ("[pack]\nname='P'\n[[stickers]]\nname='x'\n", None, "stickers", "unknown top-level table"),
    "unknown field": ("[pack]\nname='P'\n[[obstacles_normal]]\nnumber='12/80'\ncolour='blue'\n",
                      "12/80", "colour", "unknown field (did you mean 'color'?)"),
    "wrong type": ("[pack]\nname='P'\n[[obstacles_normal]]\nnumber='12/80'\nattack='two'\n",
                   "12/80", "attack", "expected a whole number, found 'two'"),
    "bad level": ("[pack]\nname='P'\n[[obstacles_normal]]\nnumber='12/80'\ncolor='blue'\ntrack=['blue', 0]\n",
                  "12/80", "track.1.amount", "must be at least 1, found 0"),
    "incomplete": ("[pack]\nname='P'\n[[obstacles_normal]]\nnumber='12/80'\n",
                   "12/80", "color", "a complete obstacle needs color, track"),
    "unknown effect": ("[pack]\nname='P'\n[[crossfire]]\nid='no_more_toys'\n[[crossfire.abilities]]\n"
                       "when='reveal'\neffect='teleport'\n", "No More Toys", "abilities.0.effect",
                       "unknown effect 'teleport'"),
    "bad param": ("[pack]\nname='P'\n[[crossfire]]\nid='no_more_toys'\n[[crossfire.abilities]]\n"
                  "when='reveal'\neffect='runner_discards'\nparams={who='everyone', n=1}\n", "No More Toys",
                  "abilities.0.params.who", "expected one of you, current"),
    "table static": ("[pack]\nname='P'\n[[crossfire]]\nid='no_more_toys'\n[[crossfire.abilities]]\n"
                     "when='continuous'\neffect='table'\n", "No More Toys", "abilities.0.when",
                     "resolved at the table needs a moment"),
    "id clash": ("[pack]\nname='P'\n[[crossfire]]\nname='Out of Ammo'\nid='out_of_ammo'\n",
                 "Out of Ammo", "id", "already used by 'Out of Ammo'"),
    "twice": ("[pack]\nname='P'\n[[crossfire]]\nid='no_more_toys'\n[[crossfire]]\nid='no_more_toys'\n",
              "no_more_toys", "id", "already has an entry for that card"),
    "provenance": ("[pack]\nname='P'\n[[crossfire]]\nid='no_more_toys'\n[crossfire.provenance]\nnotes='x'\n",
                   "no_more_toys", "provenance", "can't set provenance"),
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_broken_pack_names_file_card_field(tmp_path: Path, kind: str) -> None:
    text, card, field, problem = BROKEN[kind]
    path = _write(tmp_path, text)
    with pytest.raises(CatalogError) as info:
        read_pack(path, load_catalog())
    err = info.value
    assert err.file == path and err.card == card and err.field == field
    assert problem in str(err), str(err)


def test_broken_pack_is_skipped_and_kept(tmp_path: Path) -> None:
    good = tmp_path / "good.toml"
    good.write_bytes(BOX.read_bytes())
    bad = _write(tmp_path, "[pack]\nname='Bad'\n[[obstacles_normal]]\nnumber='12/80'\nattack=-1\n", "bad.toml")
    before = bad.read_bytes()
    scan = scan_folder(tmp_path, load_catalog())
    assert [p.path.name for p in scan.packs] == ["good.toml"]
    assert len(scan.broken) == 1 and "bad.toml" in str(scan.broken[0]) and "attack" in str(scan.broken[0])
    assert bad.read_bytes() == before


def test_cards_check_with_pack_counts_its_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert cards_check(as_json=True) == 0
    plain = json.loads(capsys.readouterr().out)["decks"]
    assert cards_check(as_json=True, packs=[BOX]) == 0
    out = json.loads(capsys.readouterr().out)
    decks = out["decks"]
    assert decks["obstacles_normal"]["playable"] == plain["obstacles_normal"]["playable"] + 2
    assert decks["obstacles_normal"]["total"] == plain["obstacles_normal"]["total"] + 1
    assert decks["crossfire"]["playable"] == plain["crossfire"]["playable"] + 1
    assert out["packs"][0]["cards"] == 3 and out["packs"][0]["table_resolved"] == 1


def test_cards_check_with_broken_pack_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = _write(tmp_path, "[pack]\nname='P'\n[[obstacles_normal]]\nnumber='12/80'\n")
    assert cards_check(as_json=False, packs=[bad]) == 1
    assert "field 'color'" in capsys.readouterr().err


def test_game_needs_its_packs(tmp_path: Path) -> None:
    base = load_catalog()
    pack = read_pack(BOX, base)
    folder = tmp_path / "packs"
    with pytest.raises(PackMissing, match="not in your packs folder"):
        packs_for([pack.ref], folder, base)
    folder.mkdir()
    (folder / BOX.name).write_bytes(BOX.read_bytes())
    assert packs_for([pack.ref], folder, base)[0].hash == pack.hash
    (folder / BOX.name).write_bytes(BOX.read_bytes() + b"\n# edited\n")
    with pytest.raises(PackMissing, match="has changed since this game was started"):
        packs_for([PackRef(file=BOX.name, name="x", hash=pack.hash)], folder, base)


def test_export_then_import_elsewhere_with_conflict_choice(tmp_path: Path) -> None:
    base = load_catalog()
    mine, friend = tmp_path / "mine", tmp_path / "friend"
    mine.mkdir()
    (mine / BOX.name).write_bytes(BOX.read_bytes())
    exported = export_pack(mine / BOX.name, tmp_path)
    assert exported.read_bytes() == BOX.read_bytes()
    preview = preview_import(exported, friend, base)
    assert not preview.conflict and len(preview.pack.cards) == 3
    first = do_import(preview)
    assert first == friend / BOX.name and read_pack(first, base).hash == preview.pack.hash
    again = preview_import(exported, friend, base)
    assert again.conflict and again.same_file is not None
    assert ("Wage Mage", "Test-only box") in again.overlaps
    kept = do_import(again, "keep_both")
    assert kept.name == "test_only_box_2.toml" and first.exists()
    replaced = do_import(preview_import(exported, friend, base), "replace")
    assert replaced == first and (friend / (BOX.name + ".replaced")).exists()
    assert len(scan_folder(friend, base).packs) == 2  # the .replaced copy is not a pack


def test_import_of_broken_pack_writes_nothing(tmp_path: Path) -> None:
    bad = _write(tmp_path, "[pack]\nname=''\n")
    with pytest.raises(CatalogError, match="field 'pack.name'"):
        preview_import(bad, tmp_path / "packs", load_catalog())
    assert not (tmp_path / "packs").exists()
