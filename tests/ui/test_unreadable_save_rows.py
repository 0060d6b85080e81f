"""The Load list marks a save that can't be read (its file and a plain reason), never loads it, keeps it
as it is, and deletes it only when the player says so (a confirmation)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.table.driver import Driver

from .real_input import click_widget

DAMAGED = b'{"format": 1, "kind": "game", "data": {"setup": garbage'


def load_page(make_window, persist, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    Driver(win.table).play_turns(1)
    assert win.table.save_as("good one")
    folder = persist.store.folder("game")
    (folder / "cut.json").write_bytes(DAMAGED)
    newer = json.loads((folder / "good one.json").read_text())
    newer["version"] = 999
    (folder / "newer.json").write_text(json.dumps(newer))
    win.show_menu()
    win.on_menu("load")
    return win, win.load_page, folder


def pick(qtbot, page, start):
    row = next(i for i in range(page.list.count()) if page.list.item(i).text().startswith(start))
    rect = page.list.visualItemRect(page.list.item(row))
    qtbot.mouseClick(page.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    return rect


def answer(text):
    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        click_widget(next(b for b in box.buttons() if b.text().replace("&", "") == text))

    QTimer.singleShot(50, click)


def test_unreadable_saves_are_marked_in_the_list_in_plain_words(make_window, persist, qtbot):
    win, page, folder = load_page(make_window, persist, qtbot)
    rows = [page.list.item(i).text() for i in range(page.list.count())]
    assert "cut (cut.json) — can't be read: damaged" in rows
    assert "newer (newer.json) — can't be read: from a newer version" in rows
    assert not any("Expecting" in r or "line 1" in r for r in rows)  # no parser words
    assert any(r.startswith("good one — ") for r in rows)


def test_an_unreadable_save_cannot_be_loaded_and_is_kept(make_window, persist, qtbot):
    win, page, folder = load_page(make_window, persist, qtbot)
    rect = pick(qtbot, page, "cut (cut.json)")
    assert not page.go.isEnabled() and not page.watch_btn.isEnabled()
    assert "cut.json can't be loaded: damaged" in page.message.text()
    qtbot.mouseDClick(page.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert win.stack.currentWidget() is page
    assert (folder / "cut.json").read_bytes() == DAMAGED
    pick(qtbot, page, "good one — ")
    assert page.go.isEnabled() and not page.delete_btn.isVisible() and page.message.text() == ""


def test_deleting_an_unreadable_save_asks_first(make_window, persist, qtbot):
    win, page, folder = load_page(make_window, persist, qtbot)
    pick(qtbot, page, "cut (cut.json)")
    assert page.delete_btn.isVisible()
    answer("Cancel")
    click_widget(page.delete_btn)
    assert (folder / "cut.json").read_bytes() == DAMAGED
    answer("Delete")
    click_widget(page.delete_btn)
    assert not (folder / "cut.json").exists()
    assert "cut.json was deleted." in page.message.text()
    rows = [page.list.item(i).text() for i in range(page.list.count())]
    assert not any(r.startswith("cut ") for r in rows) and any(r.startswith("newer ") for r in rows)
