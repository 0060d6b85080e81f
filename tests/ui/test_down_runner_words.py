"""What a player reads about staggered and critical runners (issue 27): a staggered runner's Buy is
refused with the Draw & Buy rule, and the log says a critical runner's turn is skipped."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from crossfire_desktop.engine import load_scenario

from ..engine.helpers import four_runners
from .real_input import drag_card


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


@pytest.mark.rule("p17-staggered-no-draw-buy")
def test_a_staggered_runner_dragging_a_market_card_reads_the_staggered_rule(make_window, qtbot) -> None:
    """Cal is staggered: dropping a Black Market card on his hand is refused with the real reason."""
    sc = {"runners": four_runners(), "obstacles": [{"card": "eye_alarm", "facing": 1}],
          "market_row": ["katana", "mark", "icon_grab", "negotiation", "stunbolt", "backdoor"]}
    sc["runners"][0].update(staggered=True, hp=0, nuyen=9, hand=["mark"])
    game = load_scenario(sc)
    win = make_window(one_player=True, handoff=False)
    win.open_game(game)
    table = win.table
    katana = game.s.market_row[0]
    drag_card(table.market_view, katana, table.hand_view, None)
    assert katana in game.s.market_row and katana not in game.s.runners[0].hand
    shown = table.message.text()  # rich text: the sentence, its rule, a link to the Rules section
    assert shown.startswith("Cal is staggered: no drawing 2 and no buying in the Draw")
    assert "(Staggered, p. 17)" in shown and "rules:staggered" in shown
