"""A scene's end buy round: a runner who passes gets a log line, as ending the turn at Draw & Buy does (the
round showed only the buys, seen in play)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from crossfire_desktop.engine import Kind, quick_setup
from crossfire_desktop.ui.table.driver import Driver


def test_each_runner_who_passes_in_a_scenes_buy_round_is_logged(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 13), one_player=True)
    t = win.table
    driver = Driver(t)
    for _ in range(3000):
        if t.game.pending is not None and t.game.pending.prompt == "scene_buy":
            break
        driver.act()
    d = t.game.pending
    assert d is not None and d.kind is Kind.BUY_ONE and d.prompt == "scene_buy"
    passed = []
    while t.game.pending is not None and t.game.pending.prompt == "scene_buy":
        name, before = t.game.s.runners[t.game.pending.runner].name, len(t.log_model.lines)
        qtbot.mouseClick(t.panel.main, Qt.MouseButton.LeftButton)  # Pass (Space)
        passed.append(name)
        assert t.log_model.lines[before] == f"{name} passes: buys nothing."
    assert len(passed) >= 2
