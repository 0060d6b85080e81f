"""Card editor fixes found walking it as an owner: typing in one box is one undo step (not one per
key), the Undo button says what Ctrl+Z does in a box, and a boss's sides box says where its TOML is
wrong as you type (with an example that is itself a sound side)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit

from crossfire_desktop.ui.packs.editor_toml import SIDES_EXAMPLE

from .test_card_editor import field, new_ability, open_editor, pick


def test_typing_in_one_box_is_one_undo_step(make_window, qtbot):
    editor = open_editor(make_window(), qtbot)
    pick(editor.kind, "Normal obstacle")
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    name = field(editor, "name")
    name.selectAll()
    qtbot.keyClicks(name, "Ghoul pack")
    qtbot.keyClicks(field(editor, "nuyen"), "2")
    assert editor.doc.entries[0].data["name"] == "Ghoul pack"
    qtbot.mouseClick(editor.buttons["undo"], Qt.MouseButton.LeftButton)  # the nuyen typed
    assert "nuyen" not in editor.doc.entries[0].data and editor.doc.entries[0].data["name"] == "Ghoul pack"
    qtbot.mouseClick(editor.buttons["undo"], Qt.MouseButton.LeftButton)  # the whole name typed
    assert editor.doc.entries[0].data.get("name") != "Ghoul pack"
    assert field(editor, "name").text() == editor.doc.entries[0].data.get("name", "")
    qtbot.mouseClick(editor.buttons["redo"], Qt.MouseButton.LeftButton)
    assert field(editor, "name").text() == "Ghoul pack"
    assert "Ctrl+Z" in editor.buttons["undo"].toolTip()


def test_boss_sides_say_where_the_toml_is_wrong_as_you_type(make_window, qtbot):
    editor = open_editor(make_window(), qtbot)
    pick(editor.kind, "Boss")
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    sides = editor.findChild(QPlainTextEdit, "field_sides")
    assert SIDES_EXAMPLE in sides.placeholderText()
    sides.setFocus()
    qtbot.keyClicks(sides, '[{name="Covert" attack=0}]')
    text = editor.problem.text()
    assert "Field 'Sides (TOML: [{name=..., attack=..., aspects=[...]}])' is not valid TOML yet" in text and "(line 1, column 17)" in text
    assert "expected a list" not in text
    sides.selectAll()
    sides.setPlainText(SIDES_EXAMPLE)  # the example shown in the empty box is a sound side
    assert editor.problem.text().startswith("This card is sound"), editor.problem.text()
    side = editor.doc.entries[0].data["sides"][0]
    assert side["aspects"][0]["colorless_amount"] == 12


def test_ability_parameters_show_what_they_mean(make_window, qtbot):
    row = new_ability(open_editor(make_window(), qtbot), qtbot)
    row.effect.setCurrentIndex(row.effect.findData("runner_discards"))
    assert "Crossfire level" in row.params["instead_level"].placeholderText()


def test_ctrl_z_in_a_box_then_on_the_page(make_window, qtbot):
    """Ctrl+Z in a box undoes its typing and the pack follows; typed back to the start leaves no
    empty undo step, so the next Undo undoes the change before (here: adding the card)."""
    editor = open_editor(make_window(), qtbot)
    pick(editor.kind, "Normal obstacle")
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    nuyen = field(editor, "nuyen")
    nuyen.setFocus()
    qtbot.keyClicks(nuyen, "3")
    assert editor.doc.entries[0].data["nuyen"] == 3
    qtbot.keyClick(nuyen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert nuyen.text() == "" and "nuyen" not in editor.doc.entries[0].data
    qtbot.mouseClick(editor.buttons["undo"], Qt.MouseButton.LeftButton)
    assert editor.doc.entries == [] and not editor.buttons["undo"].isEnabled()


def test_a_card_with_many_problems_says_how_many_more_there_are(make_window, qtbot):
    """Past the 20 problems kept, the card's box says how many it left out (it listed 20 and stopped)."""
    from PySide6.QtGui import QGuiApplication

    editor = open_editor(make_window(), qtbot)
    pick(editor.kind, "Boss")
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    sides = editor.findChild(QPlainTextEdit, "field_sides")
    sides.setFocus()
    QGuiApplication.clipboard().setText("[" + ", ".join(f'{{name="Side {i}"}}' for i in range(30)) + "]")
    qtbot.keyClick(sides, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)  # pasted, as the owner does
    lines = editor.problem.text().split("\n")
    assert len(lines) == 21 and "more problem" in lines[-1], lines[-3:]
