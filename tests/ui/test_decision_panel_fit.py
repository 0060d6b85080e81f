"""The decision panel at 1280x720: a choice's buttons fit beside nothing idle, and the buttons of the
decision before are gone at once (not left on screen until the event loop deletes them)."""

from PySide6.QtWidgets import QPushButton

from crossfire_desktop.engine import Kind, new_game
from crossfire_desktop.ui.table.tutorial import tutorial_setup

from .real_input import click_widget


def visible_choice_buttons(panel):
    return [b for b in panel.choices.findChildren(QPushButton) if b.isVisible()]


def test_a_choice_shows_whole_buttons_and_no_idle_main_button(make_window, catalog, qtbot):
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(new_game(tutorial_setup(), catalog), autosave=False)
    t = win.table
    panel = t.panel
    assert t.game.pending.kind is Kind.CHOOSE
    qtbot.wait(10)
    assert not panel.main.isVisible()
    shown = visible_choice_buttons(panel)
    assert shown == panel.buttons and len(shown) == len(t.game.pending.options) >= 2
    view = panel.scroll.viewport().rect()
    for b in shown:
        r = b.geometry().translated(panel.choices.pos())
        assert view.contains(r), f"{b.text()!r} is cut: {r} outside {view}"
        assert b.width() >= b.sizeHint().width()
    before = {b.text() for b in shown}
    click_widget(panel.buttons[0])  # answer the choice: the next decision's buttons only
    now = visible_choice_buttons(panel)
    assert now == panel.buttons
    if t.game.pending.kind is not Kind.CHOOSE:
        assert not {b.text() for b in now} & before
