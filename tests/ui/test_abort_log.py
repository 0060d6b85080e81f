"""The log says what the abort run round does (issue 27): a critical runner's turn is skipped out loud."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from crossfire_desktop.engine import load_scenario
from tests.engine.helpers import four_runners


@pytest.mark.rule("p18-abort-skip-critical")
def test_the_log_says_a_critical_runners_turn_is_skipped(make_window, qtbot) -> None:
    """Jim, staggered, ends his turn facing Deckhead: critical. The player ends each turn of the abort
    run round with the main button; the log ends with Jim's skipped turn and the abort."""
    sc = {"runners": four_runners(), "current": 3,
          "obstacles": [{"card": "deckhead", "facing": 3}, {"card": "eye_alarm", "facing": 1}]}
    sc["runners"][3].update(staggered=True, hp=0)
    game = load_scenario(sc)
    win = make_window(one_player=True, handoff=False)
    win.open_game(game)
    table = win.table
    for _ in range(20):  # Jim's turn, then Cal's, Jay's and Rob's: Play Cards and Draw & Buy each
        if game.pending is None:
            break
        qtbot.mouseClick(table.panel.main, Qt.MouseButton.LeftButton)
    assert game.result == "abort"
    log = [table.log_model.index(i, 0).data() for i in range(table.log_model.rowCount())]
    assert "Jim is critical: turn skipped." in log
    assert log.index("Jim is critical: turn skipped.") > log.index("Rob ends the turn.")
