"""Issue 28, item 4: a game started with a card pack loads after that pack was edited twice in the
editor (or replaced by an import): every version a game refers to is kept by content hash."""

from __future__ import annotations

from pathlib import Path

import pytest

from crossfire_desktop.campaign import SaveError
from crossfire_desktop.campaign.pack_files import do_import, packs_folder, preview_import, write_pack
from crossfire_desktop.catalog.packs import apply_packs, read_pack
from crossfire_desktop.engine import new_game, quick_setup
from crossfire_desktop.saves import game_save
from crossfire_desktop.ui.session.persist import Persist

BOX = Path(__file__).resolve().parents[1] / "fixtures" / "packs" / "test_only_box.toml"


def _started(tmp_path: Path, catalog) -> tuple[Persist, Path, str]:  # noqa: ANN001
    persist = Persist(tmp_path, catalog)
    packs_folder(tmp_path).mkdir(parents=True)
    pack_file = packs_folder(tmp_path) / BOX.name
    pack_file.write_bytes(BOX.read_bytes())
    pack = read_pack(pack_file, catalog)
    setup = quick_setup("crossfire", 2, 5).model_copy(update={"packs": [pack.ref]})
    game = new_game(setup, apply_packs(catalog, [pack]))
    persist.autosave(game_save(game))
    return persist, pack_file, game.state_hash()


def test_a_game_loads_after_its_pack_was_edited_twice(catalog, tmp_path: Path) -> None:
    persist, pack_file, played = _started(tmp_path, catalog)
    first = BOX.read_text("utf-8")
    write_pack(pack_file, first.replace("[pack]", "# edited once\n[pack]"))
    write_pack(pack_file, first.replace("[pack]", "# edited twice\n[pack]"))
    assert Persist(tmp_path, catalog).load_game("").state_hash() == played


def test_a_game_loads_after_its_pack_was_replaced_by_an_import(catalog, tmp_path: Path) -> None:
    persist, pack_file, played = _started(tmp_path, catalog)
    newer = tmp_path / "download" / BOX.name
    newer.parent.mkdir()
    newer.write_text(BOX.read_text("utf-8") + "\n# a newer version\n", "utf-8")
    do_import(preview_import(newer, packs_folder(tmp_path), catalog), "replace")
    assert Persist(tmp_path, catalog).load_game("").state_hash() == played


@pytest.mark.parametrize("file", ["gone.toml", "../../etc/passwd"])
def test_a_missing_or_outside_pack_is_named(catalog, tmp_path: Path, file: str) -> None:
    persist, _, _ = _started(tmp_path, catalog)
    save = persist.read_autosave()
    save["setup"]["packs"][0] = {**save["setup"]["packs"][0], "file": file, "hash": "0123456789abcdef"}
    save.pop("game_hash", None)
    persist.store.write("game", "bad", save)
    with pytest.raises(SaveError) as err:
        persist.load_game("bad")
    assert file in str(err.value)


def test_a_campaigns_missing_packs_are_named_before_start(qtbot, catalog, tmp_path: Path) -> None:
    """Issue 28 (smaller): a campaign naming packs that aren't in the folder says which, on the setup page."""
    from PySide6.QtWidgets import QLabel

    from crossfire_desktop.campaign import CampaignPack
    from crossfire_desktop.ui.packs.view import PackShelf, PacksPicker

    folder = packs_folder(tmp_path)
    folder.mkdir(parents=True)
    (folder / BOX.name).write_bytes(BOX.read_bytes())
    picker = PacksPicker(PackShelf(folder, catalog))
    qtbot.addWidget(picker)
    chosen = [CampaignPack(file=BOX.name, name="Test-only box"), CampaignPack(file="gone.toml", name="Gone"),
              CampaignPack(file="../../etc/passwd")]
    picker.fill("crew", chosen)
    said = " ".join(label.text() for label in picker.findChildren(QLabel))
    assert "Gone (gone.toml)" in said and "../../etc/passwd" in said and "Test-only box" not in said
    assert picker.chosen() == {BOX.name}
