"""Starting a new mission keeps the unfinished game Continue would have resumed, as a named save (seen in
play: it was silently replaced); a finished game is not kept."""

from __future__ import annotations

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.table.driver import Driver
from crossfire_desktop.ui.table.parts.pointer import click_widget


def _new_mission_from_the_menu(win):
    win.show_menu()
    click_widget(win.menu.buttons["new"])
    click_widget(win.stack.currentWidget().go)


def test_a_new_mission_keeps_the_unfinished_game_as_a_save(make_window, persist):
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    Driver(win.table).play_turns(2)
    first = win.ctl.game
    assert first.result is None
    hash_then = first.state_hash()
    _new_mission_from_the_menu(win)
    assert win.ctl.game is not first
    [name] = persist.saves()
    assert name.startswith("crossfire ")
    assert persist.load_game(name).state_hash() == hash_then
    assert f"kept as the save “{name}”" in win.table.message.plain  # a word of the program, not of the game:
    assert not any("kept as the save" in line for line in win.table.log_model.lines)  # never in its log


def test_a_finished_game_is_not_kept(make_window, persist):
    win = make_window(setup=quick_setup("extraction", 1, 21), one_player=True)
    Driver(win.table).play_to_end()
    assert win.ctl.game.result is not None
    _new_mission_from_the_menu(win)
    assert persist.saves() == []


def test_loading_a_named_save_keeps_the_unfinished_game_too(make_window, persist, qtbot):

    from .real_input import load_save

    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    driver = Driver(win.table)
    driver.play_turns(1)
    assert win.table.save_as("earlier")
    driver.play_turns(1)
    hash_then = win.ctl.game.state_hash()
    load_save(qtbot, win, "earlier")
    [kept] = [n for n in persist.saves() if n != "earlier"]
    assert persist.load_game(kept).state_hash() == hash_then
    assert f"kept as the save “{kept}”" in win.table.message.plain
    assert not any("kept as the save" in line for line in win.table.log_model.lines)


def test_a_named_save_loaded_and_not_played_on_is_not_kept_again(make_window, persist, qtbot):

    from .real_input import load_save

    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    Driver(win.table).play_turns(1)
    assert win.table.save_as("earlier")
    load_save(qtbot, win, "earlier")
    kept = set(persist.saves())  # the autosave, the same game as "earlier", was kept at the load
    _new_mission_from_the_menu(win)
    assert set(persist.saves()) == kept  # nothing played since: no copy of it again


def test_a_campaign_game_is_not_copied_it_has_its_own_save(make_window, persist, catalog, qtbot):
    """A campaign's game in the autosave was copied to a second save when another game took its place (seen in
    play at Resume mission): it is kept under its campaign's own name at every autosave already."""
    from .test_campaign_flow import set_up_team, stored_campaign

    stored_campaign(persist, catalog)
    win = make_window(one_player=True)
    click_widget(set_up_team(win, qtbot, "ana", "bo").go)
    Driver(win.table).play_turns(1)
    _new_mission_from_the_menu(win)
    saves = persist.saves()
    assert len(saves) == 1 and saves[0].startswith("campaign-")
    assert not any("kept as the save" in line for line in win.table.log_model.lines)
    assert "kept as the save" not in win.table.message.plain
