"""Card packs in the window: a table-resolved ability played through the decision panel with undo,
the pack switches on New mission, a game saved with a pack and loaded without it, Your cards page
with a broken pack, import on another data folder with a conflict choice, export."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt

from crossfire_desktop.campaign.pack_files import packs_folder
from crossfire_desktop.catalog.packs import VERSIONS_FOLDER, apply_packs, read_pack
from crossfire_desktop.engine import EndStep, new_game, quick_setup
from crossfire_desktop.ui.packs.view import PackShelf, PacksPage

BOX = Path(__file__).resolve().parents[1] / "fixtures" / "packs" / "test_only_box.toml"


def install(persist) -> Path:
    folder = packs_folder(persist.store.dirs.data)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / BOX.name).write_bytes(BOX.read_bytes())
    return folder


def button(panel, text):
    return next(b for b in panel.buttons if text in b.text())


def test_table_resolved_event_through_the_ui_with_undo(make_window, persist, qtbot, catalog):
    install(persist)
    pack = read_pack(BOX, catalog)
    cat = apply_packs(catalog, [pack])
    cat = replace(cat, decks={**cat.decks, "crossfire": [cat.by_id["this_wasnt_the_plan"]]})
    game = new_game(quick_setup("crossfire", 2, 1).model_copy(update={"packs": [pack.ref]}), cat)
    while game.pending is not None and game.pending.prompt != "table_resolve":
        acts = game.legal_actions()
        game.apply(next((a for a in acts if isinstance(a, EndStep)), acts[0]))
    win = make_window(one_player=True)
    win.open_game(game)
    panel = win.table.panel
    assert "resolve this at the table" in panel.prompt.text() and "TEST ONLY" in panel.prompt.text()
    seat = 1
    hp = game.s.runners[seat].hp
    qtbot.mouseClick(button(panel, "Adjust HP"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button(panel, game.s.runners[seat].name), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button(panel, "-1"), Qt.MouseButton.LeftButton)
    assert game.s.runners[seat].hp == hp - 1
    assert any("Resolved by the players" in line for line in win.table.log_model.lines)
    for _ in range(3):
        qtbot.mouseClick(win.table.undo_btn, Qt.MouseButton.LeftButton)
    assert win.table.game.s.runners[seat].hp == hp
    assert win.table.panel.main.text().startswith("Done")
    qtbot.mouseClick(win.table.panel.main, Qt.MouseButton.LeftButton)
    assert win.table.game.pending is not None and win.table.game.pending.prompt != "table_resolve"
    assert any("resolved by the players" in line for line in win.table.log_model.lines)


def test_new_mission_plays_with_the_packs_switched_on_and_saves_need_them(make_window, persist, qtbot):
    folder = install(persist)
    win = make_window(one_player=True)
    win.on_menu("new")
    picker = win.packs.picker
    assert picker.isVisible() and BOX.name in picker.boxes
    win.start_game(quick_setup("crossfire", 2, 5))
    game = win.table.game
    assert [r.file for r in game.setup.packs] == [BOX.name]
    assert "wage_mage" in {game.s.defs[c] for c in game.s.normal_deck + [ob.card for ob in game.s.obstacles]}
    persist.save_named("with pack", game.save())
    picker.boxes[BOX.name].setChecked(False)  # switched off: remembered for the next game
    win.on_menu("new")
    assert not win.packs.picker.boxes[BOX.name].isChecked()
    (folder / BOX.name).unlink()
    win.load("with pack")  # the version the game was started with was kept (issue 28 item 4)
    assert win.stack.currentWidget() is win.table and win.table.game.state_hash() == game.state_hash()
    shutil.rmtree(folder / VERSIONS_FOLDER)  # gone everywhere: the load says which pack is missing
    win.load("with pack")
    assert win.stack.currentWidget() is win.load_page
    assert "not in your packs folder" in win.load_page.message.text()


def test_campaign_remembers_its_packs(tmp_path, catalog):
    folder = tmp_path / "packs"
    folder.mkdir()
    (folder / BOX.name).write_bytes(BOX.read_bytes())
    shelf = PackShelf(folder, catalog)
    assert shelf.enabled("camp1") == {BOX.name}
    shelf.set_enabled(set(), "camp1")
    assert shelf.enabled("camp1") == set() and shelf.enabled("camp2") == {BOX.name}
    assert shelf.enabled(None) == {BOX.name}


def test_your_cards_page_import_export_and_broken(make_window, persist, qtbot, tmp_path, catalog):
    folder = install(persist)
    broken = folder / "broken.toml"
    broken.write_text("[pack]\nname = 'Broken'\n[[obstacles_normal]]\nnumber = '12/80'\nattack = 'two'\n")
    win = make_window()
    qtbot.mouseClick(win.menu.buttons["cards"], Qt.MouseButton.LeftButton)
    page = win.packs.page
    items = [page.list.item(i).text() for i in range(page.list.count())]
    assert any("BROKEN" in t and "broken.toml" in t and "Attack: expected a whole number" in t for t in items)
    assert "completes" in page.detail.text() and "Wage Mage" in page.detail.text()
    exported = page.export_current(tmp_path / "out")
    assert exported is not None and exported.read_bytes() == BOX.read_bytes()
    # a friend's data folder: import with a preview, then again with each conflict choice
    friend = PacksPage(PackShelf(tmp_path / "friend" / "packs", catalog))
    qtbot.addWidget(friend)
    seen = []
    first = friend.import_file(exported, lambda preview: seen.append(preview.conflict) or "keep_both")
    assert first is not None and first.name == BOX.name and seen == [False]
    assert friend.import_file(exported, lambda preview: None) is None  # cancelled
    second = friend.import_file(exported, lambda preview: seen.append(preview.conflict) or "keep_both")
    assert second is not None and second.name != BOX.name and seen[-1] is True
    third = friend.import_file(exported, lambda preview: "replace")
    assert third == first and (first.parent / (BOX.name + ".replaced")).exists()
    assert friend.list.count() == 2
    assert broken.read_text().endswith("attack = 'two'\n")  # never touched
