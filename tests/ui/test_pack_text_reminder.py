"""A pack card's printed text with no ability is played by nobody: the card editor says so when the card is
sound, and the table's log reminds the players to resolve it as the card comes into play (a tester's changed
Wage Mage was dealt with no prompt and no reminder)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from crossfire_desktop.bots.heuristic_policy import HeuristicPolicy
from crossfire_desktop.catalog.packs import apply_packs, read_pack, text_not_played
from crossfire_desktop.engine import new_game, quick_setup

from .real_input import click_widget
from .test_card_editor import field, open_editor, pick

WAGE_MAGE = '[pack]\nname = "WM"\n[[obstacles_normal]]\nnumber = "12/80"\ncolor = "blue"\ntrack = ["blue", 3, 2]\n'
REMINDER = "Wage Mage's text is not played by the program: resolve it at the table."


def test_the_editor_says_a_text_without_ability_is_not_played(make_window, qtbot):
    editor = open_editor(make_window(), qtbot)
    pick(editor.incomplete, "Normal 12/80 Wage Mage")
    qtbot.mouseClick(editor.complete_button, Qt.MouseButton.LeftButton)
    pick(field(editor, "color"), "blue")
    qtbot.keyClicks(field(editor, "track"), "blue, 3, 2")
    said = editor.problem.text()
    assert said.startswith("This card is sound.") and "Its text is not played by the program" in said, said
    qtbot.mouseClick(editor.abilities.add, Qt.MouseButton.LeftButton)  # resolved at the table: prompted instead
    assert "not played by the program" not in editor.problem.text()


def test_the_table_reminds_the_players_when_the_card_comes_into_play(make_window, qtbot, catalog, tmp_path: Path):
    path = tmp_path / "wm.toml"
    path.write_text(WAGE_MAGE, "utf-8")
    cat = apply_packs(catalog, [read_pack(path, catalog)])
    assert text_not_played(cat.obstacle("wage_mage"))
    assert not any(text_not_played(c) for cards in catalog.decks.values() for c in cards)  # built-in cards: never
    win = make_window(one_player=True)
    win.open_game(new_game(quick_setup("extraction", 2, 1), cat), autosave=False)  # seed 1 deals Wage Mage
    t = win.table
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    policy = HeuristicPolicy(1)
    for _ in range(120):
        if win.ctl.game.pending is None or REMINDER in t.log_model.lines:
            break
        win.ctl.submit(policy.choose(win.ctl.game))
    lines = t.log_model.lines
    at = lines.index(REMINDER)
    assert lines[at - 1].startswith("Wage Mage appears, facing ")  # said as the card comes into play
