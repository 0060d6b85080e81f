"""Remington Roomsweeper's Apply Damage step: the markers it adds In play are drawn whole (no name of an
earlier one showing through the next), and the prompt reads as sentences, every one of them in sight."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Kind, PlayCard

from ..engine.card_helpers import card, make, runner


def roomsweeper_applying(make_window, qtbot, obstacles=("sudden_fade", "yak_muscle", "deckhead")):
    game = make([runner(0, hand=["quick_shot", "remington_roomsweeper", "mark", "mana"]), runner(1)],
                obstacles=[{"card": c, "facing": 0} for c in obstacles])
    game.apply(PlayCard(0, card(game, 0, "quick_shot"), None))
    game.apply(PlayCard(0, card(game, 0, "mark"), None))
    game.apply(PlayCard(0, card(game, 0, "mana"), None))
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    qtbot.wait(10)
    t = win.table
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_1)  # the Roomsweeper, the hand's last card, In play
    for _ in range(4):
        if t.marks.focused == ("table", None):
            break
        QTest.keyClick(t, Qt.Key.Key_Tab)
    QTest.keyClick(t, Qt.Key.Key_Return)
    QTest.keyClick(t, Qt.Key.Key_Space)  # to Apply Damage: the Roomsweeper hits every obstacle
    assert game.pending.kind is Kind.APPLY and len(game.damage_targets()) == len(obstacles)
    qtbot.wait(10)
    return t, game


def test_the_prompt_is_whole_sentences_all_in_sight(make_window, qtbot):
    t, g = roomsweeper_applying(make_window, qtbot)
    text = t.panel.prompt.text()
    assert ".;" not in text and ";" not in text
    for target in g.damage_targets():
        assert t.ctl.names.card(target) in text
    prompt = t.panel.prompt
    qtbot.waitUntil(lambda: prompt.height() >= prompt.heightForWidth(prompt.width()))  # not cut


def test_markers_in_play_hide_what_they_cover(make_window, qtbot):
    t, g = roomsweeper_applying(make_window, qtbot)
    view = t.placed_view
    markers = [p.pid for p in g.s.turn.placements if p.card is None]
    assert len(markers) == 2
    picture = view.viewport().grab().toImage()
    top = view.visualRect(view.model().index(view.model().keys().index(markers[-1]), 0))
    rect = top.adjusted(8, top.height() * 2 // 5, -8, -top.height() * 2 // 5)  # its middle, under its words
    colors = {picture.pixel(x, y) for x in range(rect.left(), rect.right()) for y in range(rect.top(), rect.bottom())}
    assert len(colors) == 1, "an earlier marker's words show through the last one"


def test_markers_in_play_are_named_by_the_card_whose_damage_they_stand_for(make_window, qtbot):
    t, g = roomsweeper_applying(make_window, qtbot)
    model = t.placed_view.model()
    markers = [p for p in g.s.turn.placements if p.card is None]
    for m in markers:
        text = model.index(model.keys().index(m.pid), 0).data()
        assert text == f"Remington Roomsweeper's damage → {t.ctl.names.card(m.target)}"
        assert "marker" not in text
