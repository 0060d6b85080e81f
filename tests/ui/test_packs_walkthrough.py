"""Issue 12's "Done when", walked as an owner through the real window: complete an incomplete
obstacle (ability from the picker) and an incomplete Crossfire event (resolved at the table) in the
card editor, play a seeded mission where both come up (the table ability resolved with the tools and
undone), export the pack from Your cards, import it on another data folder with the conflict
choice, and `cards check --pack` counts its cards. Texts typed are marked TEST ONLY (never card data)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPlainTextEdit

from crossfire_desktop.catalog.packs import apply_packs, read_pack
from crossfire_desktop.cli import main as cli_main
from crossfire_desktop.engine import EndStep, Game, new_game, quick_setup
from crossfire_desktop.ui.packs.view import PackShelf, PacksPage

from .real_input import click_widget
from .test_card_editor import field, open_editor, pick


def enter_the_pack(win, qtbot) -> Path:
    editor = open_editor(win, qtbot)
    pick(editor.incomplete, "Normal 12/80 Wage Mage")
    qtbot.mouseClick(editor.complete_button, Qt.MouseButton.LeftButton)
    pick(field(editor, "color"), "blue")
    qtbot.keyClicks(field(editor, "track"), "blue, 3, 2")
    qtbot.mouseClick(editor.abilities.add, Qt.MouseButton.LeftButton)
    row = editor.abilities.rows[0]
    pick(row.when, "FLIPPED")
    row.effect.setCurrentIndex(row.effect.findData("runner_discards"))
    pick(row.params["who"], "each")
    qtbot.keyClicks(row.params["n"], "1")
    qtbot.keyClicks(row.text, "TEST ONLY: each runner discards 1 card.")
    assert editor.problem.text().startswith("This card is sound"), editor.problem.text()
    pick(editor.incomplete, "Crossfire --/-- A Little Help!")
    qtbot.mouseClick(editor.complete_button, Qt.MouseButton.LeftButton)
    assert editor.cards.count() == 2
    text = editor.findChild(QPlainTextEdit, "field_text")
    text.setFocus()
    qtbot.keyClicks(text, "TEST ONLY: something the engine has no code for.")
    qtbot.mouseClick(editor.abilities.add, Qt.MouseButton.LeftButton)
    row = editor.abilities.rows[0]
    pick(row.when, "REVEAL")
    assert row.effect.currentData() == "table"
    qtbot.keyClicks(row.text, "TEST ONLY: something the engine has no code for.")
    assert "resolved at the table" in editor.problem.text(), editor.problem.text()
    editor.pack_name.selectAll()
    qtbot.keyClicks(editor.pack_name, "Test-only walkthrough")
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    assert "Saved" in editor.problem.text()
    qtbot.mouseClick(editor.buttons["back"], Qt.MouseButton.LeftButton)
    return Path(editor.doc.path)


def to_the_event(game: Game) -> bool:
    """Play on (end steps first) until the completed event asks to be resolved at the table."""
    for _ in range(400):
        if game.pending is None:
            return False
        if game.pending.prompt == "table_resolve":
            return "A Little Help" in str(game.pending.params.get("name", ""))
        acts = game.legal_actions()
        game.apply(next((a for a in acts if isinstance(a, EndStep)), acts[0]))
    return False


def seen_wage_mage(game: Game) -> bool:
    """Wage Mage is out (facing a runner) or was beaten this game."""
    cards = [ob.card for ob in game.s.obstacles] + list(game.s.normal_discard)
    return any(game.s.defs[c] == "wage_mage" for c in cards)


def button(panel, text):
    return next(b for b in panel.buttons if text in b.text())


def answer_dialog(qtbot, text: str) -> None:
    """Click `text` on the import dialog when it opens (a real QMessageBox, modal)."""
    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        clicked = next(b for b in box.buttons() if b.text() == text)
        click_widget(clicked)

    QTimer.singleShot(50, click)


def playable(out: str) -> dict[str, int]:
    rows = [line.split() for line in out.splitlines() if line.startswith(("obstacles_normal", "crossfire "))]
    return {r[0]: int(r[2]) for r in rows}


def test_owner_walkthrough(make_window, persist, qtbot, tmp_path, catalog, capsys):
    win = make_window(one_player=True)
    path = enter_the_pack(win, qtbot)
    win.on_menu("new")
    assert win.packs.picker.boxes[path.name].isChecked()
    # a seeded mission where both come up (seed 12: Wage Mage is out when the event is revealed)
    setup = win.packs.with_packs(quick_setup("crossfire", 2, 12))
    assert [r.file for r in setup.packs] == [path.name]
    game = new_game(setup, win.packs.catalog(setup))
    assert to_the_event(game) and seen_wage_mage(game)
    win.open_game(game)
    panel = win.table.panel
    assert "resolve this at the table" in panel.prompt.text() and "TEST ONLY" in panel.prompt.text()
    hp = game.s.runners[1].hp
    qtbot.mouseClick(button(panel, "Adjust HP"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button(panel, game.s.runners[1].name), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button(panel, "-1"), Qt.MouseButton.LeftButton)
    assert win.table.game.s.runners[1].hp == hp - 1
    for _ in range(3):
        qtbot.mouseClick(win.table.undo_btn, Qt.MouseButton.LeftButton)
    assert win.table.game.s.runners[1].hp == hp
    assert win.table.panel.main.text().startswith("Done")
    qtbot.mouseClick(win.table.panel.main, Qt.MouseButton.LeftButton)
    assert win.table.game.pending is None or win.table.game.pending.prompt != "table_resolve"
    assert any("resolved by the players" in line for line in win.table.log_model.lines)
    # export from Your cards
    win.packs.show_page()
    page = win.packs.page
    page.list.setCurrentRow(next(i for i, p in enumerate(page.shelf.packs) if p.file == path.name))
    exported = page.export_current(tmp_path / "to_a_friend.toml")
    assert exported is not None
    # a friend's data folder: import, then again (conflict: keep both), then replace
    friend = PacksPage(PackShelf(tmp_path / "friend" / "data" / "packs", catalog))
    qtbot.addWidget(friend)
    answer_dialog(qtbot, "Import")
    first = friend.import_file(exported)
    assert first is not None and first.exists()
    answer_dialog(qtbot, "Keep both")
    second = friend.import_file(exported)
    assert second is not None and second != first
    answer_dialog(qtbot, "Replace")
    assert friend.import_file(exported) == first
    assert [p.info.name for p in friend.shelf.packs] == ["Test-only walkthrough"] * 2
    # `cards check --pack` counts the pack's two cards as playable
    capsys.readouterr()
    assert cli_main(["cards", "check"]) == 0
    before = playable(capsys.readouterr().out)
    assert cli_main(["cards", "check", "--pack", str(first)]) == 0
    out = capsys.readouterr().out
    assert "2 cards, 1 with an ability resolved at the table" in out
    assert playable(out) == {k: v + 1 for k, v in before.items()}


def test_screenshots_of_your_cards_and_a_table_prompt(make_window, persist, qtbot, catalog):
    from .test_packs_ui import BOX, install

    install(persist)
    pack = read_pack(BOX, catalog)
    cat = apply_packs(catalog, [pack])
    cat = replace(cat, decks={**cat.decks, "crossfire": [cat.by_id["this_wasnt_the_plan"]]})
    for size in ((1280, 720), (1920, 1080)):
        win = make_window(size=size, one_player=True)
        win.packs.show_page()
        qtbot.wait(20)
        win.grab().save(f"/tmp/packs2-cards-{size[0]}x{size[1]}.png")
        assert win.packs.page.detail.text()
        game = new_game(quick_setup("crossfire", 2, 1).model_copy(update={"packs": [pack.ref]}), cat)
        while game.pending is not None and game.pending.prompt != "table_resolve":
            acts = game.legal_actions()
            game.apply(next((a for a in acts if isinstance(a, EndStep)), acts[0]))
        win.open_game(game)
        qtbot.wait(20)
        win.grab().save(f"/tmp/packs2-prompt-{size[0]}x{size[1]}.png")
        qtbot.mouseClick(button(win.table.panel, "Adjust HP"), Qt.MouseButton.LeftButton)
        qtbot.wait(20)
        win.grab().save(f"/tmp/packs2-tool-{size[0]}x{size[1]}.png")


def test_table_prompt_fits_a_1280_window(make_window, persist, qtbot, catalog):
    """At 1280x720 the tools don't fit the narrow decision column (they scroll sideways), so Done is
    the main button (always in sight, Space), and the card is named once in the prompt."""
    from .test_packs_ui import BOX, install

    install(persist)
    pack = read_pack(BOX, catalog)
    cat = apply_packs(catalog, [pack])
    cat = replace(cat, decks={**cat.decks, "crossfire": [cat.by_id["this_wasnt_the_plan"]]})
    game = new_game(quick_setup("crossfire", 2, 1).model_copy(update={"packs": [pack.ref]}), cat)
    while game.pending is not None and game.pending.prompt != "table_resolve":
        acts = game.legal_actions()
        game.apply(next((a for a in acts if isinstance(a, EndStep)), acts[0]))
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game)
    qtbot.wait(20)
    panel = win.table.panel
    assert panel.prompt.text().count("This Wasn't the Plan") == 1
    assert panel.main.text() == "Done (Space)" and panel.main.isEnabled()
    assert len(panel.buttons) == len(game.pending.options) - 1 and not any("Done" in b.text() for b in panel.buttons)
    assert panel.main.isVisible()
    qtbot.keyClick(win.table, Qt.Key.Key_Space)
    assert win.table.game.pending is None or win.table.game.pending.prompt != "table_resolve"


def test_your_cards_lists_a_pack_in_words(make_window, persist, qtbot):
    from .test_packs_ui import install

    install(persist)
    win = make_window(one_player=True)
    win.packs.show_page()
    text = win.packs.page.detail.text()
    assert "completes: Normal obstacle 12/80 Wage Mage" in text
    assert "new card: Normal obstacle Test-Only Gremlin" in text
    assert "completes: Crossfire event This Wasn't the Plan (an ability is resolved at the table)" in text
    assert "obstacles_normal" not in text
