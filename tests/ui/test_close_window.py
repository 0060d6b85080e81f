"""The title bar's X during a game in progress asks first (like the pause menu's Quit)."""

from crossfire_desktop.engine import quick_setup

from .real_input import click_widget


def test_closing_during_a_game_asks_and_says_it_is_autosaved(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    assert win.close() is False  # refused: the question is on screen instead
    assert win.isVisible()
    pause = win.table.pause
    assert pause.isVisible() and pause.asking == "quit"
    assert "autosaved" in pause.detail.text()
    assert pause.confirm_btn.isVisible() and pause.cancel_btn.hasFocus()
    click_widget(pause.cancel_btn)  # stay: the game goes on
    assert win.isVisible() and win.stack.currentWidget() is win.table
    win.close()
    click_widget(pause.confirm_btn)  # quit the program: closes without asking twice
    assert not win.isVisible()


def test_closing_from_settings_opened_in_a_game_asks_too(make_window):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    win.side_page(win.settings_page)
    assert win.close() is False
    assert win.stack.currentWidget() is win.table and win.table.pause.asking == "quit"


def test_closing_from_the_start_screen_or_after_the_game_does_not_ask(make_window):
    win = make_window()
    assert win.close() is True
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    win.show_menu()  # left the game (already confirmed there): nothing more to ask
    assert win.close() is True
