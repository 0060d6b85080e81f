"""An unreadable save is reported, kept and never overwritten along the flows that write saves (issue 16):
the tutorial once it hands over (autosave), a campaign game resumed from the campaign page and then played."""

from __future__ import annotations

from crossfire_desktop.engine import new_game, quick_setup
from crossfire_desktop.saves import game_save
from crossfire_desktop.ui.session.persist import campaign_game_name

BROKEN = b'{"format": 1, "kind": "game", "data": {"setup": garbage'


def _everything(folder):
    return [p.read_bytes() for p in folder.rglob("*") if p.is_file()]


def test_the_tutorial_never_writes_over_an_unreadable_autosave(make_window, persist, qtbot):
    auto = persist.store.autosave_path
    auto.parent.mkdir(parents=True, exist_ok=True)
    auto.write_bytes(BROKEN)
    win = make_window()
    win.start_tutorial()
    assert auto.read_bytes() == BROKEN  # the tutorial itself is never autosaved
    win._tutorial_over("skipped")  # from now on it is: the broken file is set aside first
    assert BROKEN in _everything(persist.store.dirs.data)
    assert persist.load_game("").state_hash() == win.ctl.game.state_hash()
    assert "kept as" in win.table.message.plain and not any("kept as" in line for line in win.table.log_model.lines)


def test_a_campaign_game_that_cannot_be_read_is_reported_and_kept(make_window, persist, qtbot, catalog):
    name = campaign_game_name("g1")
    path = persist.store.path("game", name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(BROKEN)
    win = make_window()
    win.load(name)  # the campaign page's Resume
    assert win.stack.currentWidget() is win.load_page
    assert "Can't load" in win.load_page.message.text()
    assert path.read_bytes() == BROKEN
    # the campaign game played again: its save under its own name never replaces the broken one's bytes
    game = new_game(quick_setup("crossfire", 2, 4), catalog)
    save = game_save(game)
    save["setup"]["campaign"] = {"game_id": "g1"}
    notice = persist.autosave(save)
    assert notice and "kept as" in notice
    assert BROKEN in _everything(persist.store.dirs.data)
