"""Issue 28 item 13 by real input: a 3-million-character paste into a card's text is refused by Save
with the pack size limit named, and nothing is written (the editor used to save it, then could not
open it again); a DEL character pasted in is saved and the pack opens again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPlainTextEdit

from crossfire_desktop.campaign.pack_files import packs_folder
from crossfire_desktop.catalog.packs import read_pack

from .test_card_editor import open_editor, pick


def new_event(win, qtbot, name: str):
    editor = open_editor(win, qtbot)
    pick(editor.kind, "Crossfire event")
    qtbot.keyClicks(editor.new_name, name)
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    text = editor.findChild(QPlainTextEdit, "field_text")
    assert text is not None
    return editor, text


def test_a_huge_paste_is_not_saved(make_window, persist, qtbot):
    win = make_window()
    editor, text = new_event(win, qtbot, "Pasted Event")
    QApplication.clipboard().setText("paste " * 500_000)
    text.setFocus()
    qtbot.keyClick(text, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert len(text.toPlainText()) == 3_000_000
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    assert editor.problem.text().startswith("Not saved: ")
    assert "over the 2,097,152-byte limit of a card pack" in editor.problem.text()
    folder = packs_folder(persist.store.dirs.data)
    assert not folder.exists() or not any(folder.glob("*.toml"))


def test_a_del_character_is_saved_and_read_back(make_window, persist, qtbot, catalog):
    win = make_window()
    editor, text = new_event(win, qtbot, "Odd Event")
    QApplication.clipboard().setText("before\x7fafter")  # pasted: QTest can't type a DEL
    text.setFocus()
    qtbot.keyClick(text, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    assert editor.problem.text().startswith("Saved "), editor.problem.text()
    card = read_pack(editor.doc.path, catalog).cards[0].card
    assert card.text == "before\x7fafter"
