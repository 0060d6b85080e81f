"""The card editor driven by real input: complete a built-in obstacle, give it an ability from the
picker, see the `cards check` message as you type, undo/redo, Save; the saved pack loads into the
same card. Screenshots at 1280x720 and 1920x1080."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QPushButton

from crossfire_desktop.campaign.pack_files import packs_folder
from crossfire_desktop.catalog.packs import apply_packs, read_pack

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "packs"


def open_editor(win, qtbot):
    qtbot.mouseClick(win.menu.buttons["cards"], Qt.MouseButton.LeftButton)
    page = win.packs.page
    assert win.stack.currentWidget() is page
    qtbot.mouseClick(page.buttons["new"], Qt.MouseButton.LeftButton)
    editor = win.packs.editor
    assert win.stack.currentWidget() is editor
    return editor


def pick(combo: QComboBox, text: str) -> None:
    """Choose an item the way a keyboard user does: focus the box and type its first letters."""
    combo.setFocus()
    i = next(i for i in range(combo.count()) if combo.itemText(i).startswith(text))
    combo.setCurrentIndex(i)


def new_ability(editor, qtbot):
    """A new normal obstacle in the pack and an ability added to it, by clicks: its row on the form."""
    pick(editor.kind, "Normal obstacle")
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.abilities.add, Qt.MouseButton.LeftButton)
    return editor.abilities.rows[0]


def field(editor, name):
    return editor.findChild(QLineEdit, f"field_{name}") or editor.findChild(QComboBox, f"field_{name}")


def test_editor_round_trip_by_real_input(make_window, persist, qtbot, catalog):
    win = make_window()
    editor = open_editor(win, qtbot)
    pick(editor.incomplete, "Normal 12/80 Wage Mage")
    qtbot.mouseClick(editor.complete_button, Qt.MouseButton.LeftButton)
    assert editor.cards.count() == 1
    assert "needs Color, Damage track" in editor.problem.text()  # the card can't be dealt yet, and says why
    color = field(editor, "color")
    pick(color, "blue")
    track = field(editor, "track")
    qtbot.keyClicks(track, "blue, 3, 2")
    assert editor.problem.text().startswith("This card is sound")
    qtbot.mouseClick(editor.abilities.add, Qt.MouseButton.LeftButton)
    row = editor.abilities.rows[0]
    pick(row.when, "FLIPPED")
    row.effect.setCurrentIndex(row.effect.findData("runner_discards"))
    pick(row.params["who"], "each")
    qtbot.keyClicks(row.params["n"], "1")
    qtbot.keyClicks(row.text, "Each runner discards 1 card.")
    # validation as you type, in the form's words: the field by its label, no file path (the file's path and
    # field names were shown, seen in play; `cards check --pack` names file, card and field)
    attack = field(editor, "attack")
    attack.selectAll()
    qtbot.keyClicks(attack, "x")
    message = editor.problem.text()
    assert message == "Attack: expected a whole number, found 'x'"
    qtbot.mouseClick(editor.buttons["undo"], Qt.MouseButton.LeftButton)  # undo the 'x'
    assert field(editor, "attack").text() == "1"
    assert editor.problem.text().startswith("This card is sound")
    qtbot.mouseClick(editor.buttons["redo"], Qt.MouseButton.LeftButton)
    assert field(editor, "attack").text() == "x"
    qtbot.mouseClick(editor.buttons["undo"], Qt.MouseButton.LeftButton)
    name = editor.pack_name
    name.selectAll()
    qtbot.keyClicks(name, "Test-only editor pack")
    preview = editor.preview.card
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    assert "Saved" in editor.problem.text()
    saved = packs_folder(persist.store.dirs.data) / "test_only_editor_pack.toml"
    pack = read_pack(saved, catalog)
    card = apply_packs(catalog, [pack]).obstacle("wage_mage")
    assert card == preview  # form -> TOML -> catalog: the card the preview showed
    assert card.complete and card.color == "blue"
    assert [lv.color or lv.amount for lv in card.track] == ["blue", 3, 2]
    ab = card.abilities[0]
    assert (ab.when, ab.effect, dict(ab.params), ab.text) == (
        "flipped", "runner_discards", {"who": "each", "n": 1}, "Each runner discards 1 card.")
    assert card.nuyen == 5 and card.attack == 1  # the printed facts the built-in card already had


def test_new_card_and_table_resolved_ability(make_window, persist, qtbot, catalog):
    win = make_window()
    editor = open_editor(win, qtbot)
    pick(editor.kind, "Crossfire event")
    qtbot.keyClicks(editor.new_name, "Test-Only Promo Event")
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(editor.findChild(QLineEdit, "field_number"), "99/50")
    qtbot.mouseClick(editor.abilities.add, Qt.MouseButton.LeftButton)
    row = editor.abilities.rows[0]
    pick(row.when, "REVEAL")
    assert row.effect.currentData() == "table"  # the default: resolved at the table
    qtbot.keyClicks(row.text, "TEST ONLY: something the engine has no code for.")
    assert "resolved at the table" in editor.problem.text()
    assert isinstance(editor.save(), Path)
    pack = read_pack(Path(editor.doc.path), catalog)
    assert [pc.kind for pc in pack.cards] == ["new"] and pack.cards[0].card.id == "test_only_promo_event"
    assert [c.name for c in pack.table_resolved()] == ["Test-Only Promo Event"]


def test_rules_reference_opens_the_editor(make_window, qtbot):
    win = make_window()
    win.on_menu("rules")
    button = win.packs.rules_button
    assert isinstance(button, QPushButton) and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.packs.editor


def test_editor_screenshots(make_window, qtbot):
    for size in ((1280, 720), (1920, 1080)):
        win = make_window(size=size)
        win.packs.open_editor(str(FIXTURES / "test_only_box.toml"))
        editor = win.packs.editor
        editor.cards.setCurrentRow(1)
        qtbot.wait(20)
        shot = editor.grab()
        assert shot.width() >= size[0] - 40
        shot.save(f"/tmp/packs-editor-{size[0]}x{size[1]}.png")
        assert editor.preview.card is not None and editor.preview.card.name == "Test-Only Gremlin"


def test_every_effect_and_its_fields_are_in_words_with_the_data_name_only_on_hover(make_window, qtbot):
    """The form read "who *", "n *", "instead_level" and "runner discards N [runner_discards]" (seen in play)."""
    import re

    from crossfire_desktop.engine.effects.vocabulary import VOCABULARY

    row = new_ability(open_editor(make_window(), qtbot), qtbot)
    code = re.compile(r"\[|_|^[a-z]+ ?\*?$")  # a data name: brackets, underscores, a bare lower-case word
    for i in range(row.effect.count()):
        name = row.effect.itemData(i)
        assert not code.search(row.effect.itemText(i)), row.effect.itemText(i)
        if name != "table":
            assert name in row.effect.itemData(i, Qt.ItemDataRole.ToolTipRole)
        row.effect.setFocus()
        row.effect.setCurrentIndex(i)
        assert set(row.params) == set(VOCABULARY[name].params(name))
        for param, w in row.params.items():
            label = row.params_lay.labelForField(w)
            assert not code.search(label.text()) and param in label.toolTip(), (name, label.text())
            if isinstance(w, QComboBox):
                for j in range(w.count()):
                    assert "_" not in w.itemText(j), (name, param, w.itemText(j))
    row.effect.setCurrentIndex(row.effect.findData("runner_discards"))
    assert row.effect.currentText() == "A runner discards N"
    pick(row.params["who"], "each runner")
    assert row.value()["params"]["who"] == "each"  # stored as the card data's word
