"""The Load page says what each save holds (mission, team, rules, round, when) and which can't be read,
and picking a row loads that save."""

import pytest
from PySide6.QtCore import Qt

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.table.driver import Driver

from .real_input import button, click_widget
from .test_campaign_flow import play_for_campaign, stored_campaign


def _rows(win):
    page = win.load_page
    return [page.list.item(i).text() for i in range(page.list.count())]


def test_rows_describe_each_save_and_name_the_broken_one(make_window, persist, qtbot):
    setup = quick_setup("crossfire", 2, 5).model_copy(update={"rules": "revised"})
    win = make_window(setup=setup, one_player=True)
    Driver(win.table).play_turns(1)
    assert win.table.save_as("Friday night")
    folder = persist.store.folder("game")
    (folder / "broken.json").write_text('{"format": "crossfire-desktop"')
    win.show_menu()
    win.on_menu("load")
    rows = _rows(win)
    assert rows[0].startswith("(autosave) — ")
    friday = next(r for r in rows if r.startswith("Friday night — "))
    assert "Runner 1, Runner 2" in friday and "Rules: Revised printing" in friday and "Round 1" in friday
    assert "saved " in friday
    broken = next(r for r in rows if r.startswith("broken (broken.json) — "))
    assert broken.endswith("can't be read: damaged")  # plain words, not the parser's
    assert (folder / "broken.json").read_text() == '{"format": "crossfire-desktop"'  # listing changes nothing


def test_picking_a_row_loads_that_save(make_window, persist, qtbot):
    win = make_window(setup=quick_setup("extraction", 1, 8), one_player=True)
    Driver(win.table).play_turns(1)
    assert win.table.save_as("solo run")
    h = win.table.game.state_hash()
    Driver(win.table).play_turns(1)
    win.show_menu()
    win.on_menu("load")
    page = win.load_page
    row = next(i for i, r in enumerate(_rows(win)) if r.startswith("solo run — "))
    page.list.setCurrentRow(row)
    load_button = next(b for b in page.findChildren(type(page.backup_btn)) if b.text() == "Load")
    qtbot.mouseClick(load_button, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.table
    assert win.table.game.state_hash() == h


def test_a_campaign_game_is_listed_by_its_campaign_and_runners_never_its_id(make_window, persist, catalog, qtbot):
    """Load read "campaign-818f50473fb2467b — Crossfire · 2 runners …" (seen in play): the save's internal name."""
    stored_campaign(persist, catalog)
    win = make_window(one_player=True)
    game_id = play_for_campaign(win, qtbot)
    Driver(win.table).play_turns(1)
    win.show_menu()
    click_widget(win.menu.buttons["load"])
    rows = _rows(win)
    assert not any(game_id in r or "campaign-" in r for r in rows), rows
    row = next(r for r in rows if r.startswith("Campaign: Night Shift — "))
    assert "Ana, Bo" in row and "Round 1" in row and "saved " in row
    load = win.load_page
    load.list.setCurrentRow(rows.index(row))
    click_widget(button(load, "Load"))
    assert win.stack.currentWidget() is win.table and win.table.game.setup.campaign.game_id == game_id


@pytest.mark.parametrize("trouble", ["long", "unlistable"])
def test_a_campaign_game_whose_campaign_is_not_read_now_is_a_campaign_game(make_window, persist, catalog, qtbot,
                                                                          monkeypatch, trouble):
    """Load reads no long campaign file on the GUI thread, and a campaign list that fails costs no row: the game is
    listed as "A campaign game" (never its internal id)."""
    from crossfire_desktop.ui.screens import save_rows

    stored_campaign(persist, catalog)
    win = make_window(one_player=True)
    game_id = play_for_campaign(win, qtbot)
    Driver(win.table).play_turns(1)
    if trouble == "long":
        monkeypatch.setattr(save_rows, "READ_NOW_BYTES", 10)  # the campaign's file is longer: listed for later
    else:
        def cannot_list(*_args):
            raise OSError("the folder went away")

        monkeypatch.setattr(persist, "campaigns", cannot_list)
    win.show_menu()
    click_widget(win.menu.buttons["load"])
    rows = _rows(win)
    assert not any(game_id in r or "Night Shift" in r for r in rows), rows
    row = next(r for r in rows if r.startswith("A campaign game — "))
    assert "Ana, Bo" in row and "Round 1" in row


def test_a_players_save_named_campaign_something_keeps_its_name(make_window, persist, qtbot):
    """Only a campaign game is titled by its campaign: a player's own save called "campaign-night" is not one."""
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    Driver(win.table).play_turns(1)
    assert win.table.save_as("campaign-night")
    win.show_menu()
    click_widget(win.menu.buttons["load"])
    assert any(r.startswith("campaign-night — ") for r in _rows(win)), _rows(win)
