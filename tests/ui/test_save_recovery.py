"""Broken game saves in the window: reported, kept byte for byte, the backup offered, play never blocked."""

from PySide6.QtCore import Qt

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.table.driver import Driver

from .real_input import button, click_widget


def test_broken_autosave_offers_its_backup(make_window, persist, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 3), one_player=True)
    Driver(win.table).play_turns(1)
    path = persist.store.autosave_path
    assert persist.store.backup_path(path).exists()
    path.write_bytes(path.read_bytes()[:50])  # a crash mid-copy by some other tool
    broken = path.read_bytes()
    win.show_menu()
    win.on_menu("continue")
    page = win.load_page
    assert win.stack.currentWidget() is page
    assert "truncated" in page.message.text() or "ends" in page.message.text()
    assert page.backup_btn.isVisible()
    qtbot.mouseClick(page.backup_btn, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.table
    kept = [p for p in path.parent.iterdir() if "unreadable" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == broken
    assert "couldn't be read" in win.table.message.plain  # said on the message line, not in the game's log
    assert not any("couldn't be read" in line for line in win.table.log_model.lines)


def test_broken_named_save_without_backup_is_only_reported(make_window, persist, qtbot):
    win = make_window()
    folder = persist.store.folder("game")
    folder.mkdir(parents=True, exist_ok=True)
    bad = folder / "friday.json"
    bad.write_text('{"format": "crossfire-desktop", "kind": "campaign"')
    win.on_menu("load")
    win.load("friday")
    page = win.load_page
    assert "friday.json" in page.message.text()
    assert not page.backup_btn.isVisible()
    assert bad.read_text() == '{"format": "crossfire-desktop", "kind": "campaign"'


def test_save_under_a_name_from_the_table(make_window, persist, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 4), one_player=True)
    Driver(win.table).play_turns(1)
    h = win.table.game.state_hash()
    assert win.table.save_as("Friday night")
    assert "Friday night" in persist.saves()
    assert not win.table.save_as("no/slashes")
    assert "Not saved" in win.table.message.text()
    win.show_menu()
    win.on_menu("load")
    rows = [win.load_page.list.item(i).text() for i in range(win.load_page.list.count())]
    assert any(r.startswith("Friday night — ") for r in rows)
    win.load("Friday night")
    assert win.table.game.state_hash() == h


def test_unreadable_settings_are_set_aside_at_start_and_reported(tmp_path, qtbot):
    from crossfire_desktop.ui.screens.start import SettingsPage
    from crossfire_desktop.ui.session.persist import Persist

    first = Persist(tmp_path / "data")
    first.save_settings()
    path = first.store.path("settings", "settings")
    path.write_bytes(b'{"format": "crossfire-desktop", "kind": "settings", "version": 99, "data": {}}')
    broken = path.read_bytes()
    persist = Persist(tmp_path / "data")
    assert persist.settings_problem is not None
    assert "newer Crossfire Desktop" in persist.settings_problem and "kept as" in persist.settings_problem
    assert persist.settings_problem in persist.notices  # shown on the start screen
    kept = [f for f in path.parent.iterdir() if "unreadable" in f.name]
    assert len(kept) == 1 and kept[0].read_bytes() == broken
    page = SettingsPage(persist)
    qtbot.addWidget(page)
    assert "can't be read" in page.message.text()
    with qtbot.waitSignal(page.back):
        click_widget(button(page, "Back"))
    again = Persist(tmp_path / "data")
    assert again.settings_problem is None and again.notices == []


def test_unreadable_ui_prefs_are_set_aside_not_overwritten(tmp_path):
    from crossfire_desktop.ui.session.persist import Persist

    first = Persist(tmp_path / "data")
    first.save_prefs()
    path = first._prefs_path
    path.write_bytes(b'{"ui_scale": 1.2, "one_pl')
    persist = Persist(tmp_path / "data")
    assert persist.prefs.ui_scale == 1.0
    assert any("kept as ui-prefs.unreadable" in n for n in persist.notices)
    persist.save_prefs()
    kept = [f for f in path.parent.iterdir() if f.name.startswith("ui-prefs.unreadable")]
    assert len(kept) == 1 and kept[0].read_bytes() == b'{"ui_scale": 1.2, "one_pl'
    assert Persist(tmp_path / "data").prefs.ui_scale == 1.0
