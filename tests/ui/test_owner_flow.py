"""The issue's "done when", end to end: in the editor (real input) complete an incomplete obstacle
and a Crossfire event, one with an ability from the picker and one resolved at the table; Save;
`cards check --pack` counts them; export; import on another data folder; a mission on that folder
deals both and both come up (the table-resolved one answered with Done)."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.catalog.check import main as cards_check
from crossfire_desktop.engine import Choose, new_game, quick_setup
from crossfire_desktop.ui.packs.view import PackShelf, PacksPage

from .test_card_editor import pick


def complete(editor, qtbot, label: str) -> None:
    i = next(i for i in range(editor.incomplete.count()) if editor.incomplete.itemText(i).startswith(label))
    editor.incomplete.setCurrentIndex(i)
    qtbot.mouseClick(editor.complete_button, Qt.MouseButton.LeftButton)


def test_owner_completes_plays_exports_and_imports(make_window, persist, qtbot, catalog, tmp_path, capsys):
    win = make_window(one_player=True)
    win.on_menu("cards")
    qtbot.mouseClick(win.packs.page.buttons["new"], Qt.MouseButton.LeftButton)
    editor = win.packs.editor
    # an obstacle (TEST-ONLY values), with a picker ability
    complete(editor, qtbot, "Normal 12/80 Wage Mage")
    editor.findChild(QComboBox, "field_color").setCurrentText("blue")
    qtbot.keyClicks(editor.findChild(QLineEdit, "field_track"), "blue, 3, 2")
    qtbot.mouseClick(editor.abilities.add, Qt.MouseButton.LeftButton)
    row = editor.abilities.rows[0]
    row.effect.setCurrentIndex(row.effect.findData("runner_discards"))
    row.params["who"].setCurrentText("each")
    qtbot.keyClicks(row.params["n"], "1")
    assert editor.problem.text().startswith("This card is sound")
    # a Crossfire event, resolved at the table
    complete(editor, qtbot, "Crossfire --/-- This Wasn't the Plan")
    qtbot.mouseClick(editor.abilities.add, Qt.MouseButton.LeftButton)
    row = editor.abilities.rows[0]
    pick(row.when, "REVEAL")
    qtbot.keyClicks(row.text, "TEST ONLY: resolved by the players.")
    assert "resolved at the table" in editor.problem.text()
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    saved = Path(editor.doc.path)
    # cards check counts the pack's cards
    cards_check(as_json=True)
    plain = json.loads(capsys.readouterr().out)["decks"]
    assert cards_check(as_json=True, packs=[saved]) == 0
    decks = json.loads(capsys.readouterr().out)["decks"]
    assert decks["obstacles_normal"]["playable"] == plain["obstacles_normal"]["playable"] + 1
    assert decks["crossfire"]["playable"] == plain["crossfire"]["playable"] + 1
    # export, then import on another data folder
    win.packs.page.fill()
    exported = win.packs.page.export_current(tmp_path / "shared")
    assert exported is not None
    friend_shelf = PackShelf(tmp_path / "friend" / "packs", catalog)
    friend = PacksPage(friend_shelf)
    qtbot.addWidget(friend)
    assert friend.import_file(exported, lambda preview: "keep_both") is not None
    friend_shelf.rescan()
    on = friend_shelf.enabled(None)
    refs = friend_shelf.refs(on)
    cat = friend_shelf.catalog_of(on)
    # a mission on the friend's folder: both cards are dealt and come up
    for seed in range(1, 60):
        game = new_game(quick_setup("crossfire", 4, seed).model_copy(update={"packs": refs}), cat, record=False)
        policy, event, obstacle = RandomPolicy(seed), False, False
        for _ in range(3000):
            d = game.pending
            if d is None or (event and obstacle):
                break
            obstacle = obstacle or any(game.s.defs[ob.card] == "wage_mage" for ob in game.s.obstacles)
            if d.prompt == "table_resolve":
                event = True
                game.apply(Choose(d.runner, len(d.options) - 1))  # Done
            else:
                game.apply(policy.choose(game))
        if event and obstacle:
            break
    assert event and obstacle, "no seed in 1..59 brought both owner-entered cards up"
