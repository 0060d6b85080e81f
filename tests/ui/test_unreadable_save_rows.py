"""The Load list marks a save that can't be read (its file and a plain reason), never loads it, keeps it
as it is, and sets a damaged one aside (renamed, bytes kept, its backup still offered) at the player's
word; a file another copy has saved good since the list was read is left alone."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.table.driver import Driver

from .real_input import click_widget

DAMAGED = b'{"format": 1, "kind": "game", "data": {"setup": garbage'


def load_page(make_window, persist, qtbot, **more):
    """The Load page over a good save, a damaged one, a newer version's and `more`: file name -> bytes
    (b"good" for the good save's bytes)."""
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    Driver(win.table).play_turns(1)
    assert win.table.save_as("good one")
    folder = persist.store.folder("game")
    (folder / "cut.json").write_bytes(DAMAGED)
    newer = json.loads((folder / "good one.json").read_text())
    newer["version"] = 999
    (folder / "newer.json").write_text(json.dumps(newer))
    for file, data in more.items():
        (folder / file).write_bytes((folder / "good one.json").read_bytes() if data == b"good" else data)
    win.show_menu()
    click_widget(win.menu.buttons["load"])
    assert win.stack.currentWidget() is win.load_page
    return win, win.load_page, folder


def pick(qtbot, page, start):
    row = next(i for i in range(page.list.count()) if page.list.item(i).text().startswith(start))
    rect = page.list.visualItemRect(page.list.item(row))
    qtbot.mouseClick(page.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    return rect


def rows(page):
    return [page.list.item(i).text() for i in range(page.list.count())]


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
    assert page.go.isEnabled() and not page.aside_btn.isVisible() and page.message.text() == ""


def test_a_damaged_save_is_set_aside_its_bytes_and_backup_kept(make_window, persist, qtbot):
    win, page, folder = load_page(make_window, persist, qtbot, **{"cut.bak.json": b"good"})  # a readable backup
    good = (folder / "good one.json").read_bytes()
    pick(qtbot, page, "cut (cut.json)")
    assert page.aside_btn.isVisible() and page.backup_btn.isVisible()
    click_widget(page.aside_btn)
    assert not (folder / "cut.json").exists()
    [aside] = folder.glob("cut.unreadable-*.json")
    assert aside.read_bytes() == DAMAGED
    assert (folder / "cut.bak.json").read_bytes() == good  # the backup stays ...
    [kept] = folder.glob("cut.kept-backup-*.json")
    assert kept.read_bytes() == good  # ... and a copy the next saves never rotate away
    assert f"Set aside: cut.json is kept as {aside.name}" in page.message.text()
    assert kept.name in page.message.text()
    assert "cut (cut.json) — can't be read: set aside, its backup is left" in rows(page)  # still offered
    pick(qtbot, page, "cut (cut.json)")
    assert page.backup_btn.isVisible() and not page.aside_btn.isVisible()
    click_widget(page.backup_btn)
    assert win.stack.currentWidget() is not page  # the backup opened


def test_a_save_made_good_by_another_copy_is_not_set_aside(make_window, persist, qtbot):
    win, page, folder = load_page(make_window, persist, qtbot)
    pick(qtbot, page, "cut (cut.json)")
    good = (folder / "good one.json").read_bytes()
    (folder / "cut.json").write_bytes(good)  # another copy's save, after the list was read
    click_widget(page.aside_btn)
    assert (folder / "cut.json").read_bytes() == good and not list(folder.glob("cut.unreadable-*"))
    assert "cut.json was not set aside: it can be read now" in page.message.text()
    assert any(r.startswith("cut — ") for r in rows(page))  # listed as the good save it is now


def test_only_damaged_saves_are_offered_to_be_set_aside(make_window, persist, qtbot):
    # "trail .json" is listed by the store and refused by its name check; a lone backup that can't be read either
    # has nothing to offer: not listed
    win, page, folder = load_page(make_window, persist, qtbot, **{"trail .json": DAMAGED, "gone.bak.json": DAMAGED})
    assert not any(r.startswith("gone") for r in rows(page))
    pick(qtbot, page, "newer (newer.json)")
    assert not page.aside_btn.isVisible()
    assert "newer.json can't be loaded: from a newer version. It is kept as it is" in page.message.text()
    assert "trail  (trail .json) — can't be read: a name this version can't use" in rows(page)
    pick(qtbot, page, "trail  (trail .json)")
    assert not page.aside_btn.isVisible() and not page.go.isEnabled()
    pick(qtbot, page, "cut (cut.json)")
    assert page.aside_btn.isVisible()
