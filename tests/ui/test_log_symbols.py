"""The table's log is plain text: a card text's symbols ("+[1]", "[black]") are said in words there, as
in the zoom's words and the screen reader's (a tester read "Katana: ... deal +[1] damage" in the log)."""

from __future__ import annotations

import re

from crossfire_desktop.bots.heuristic_policy import HeuristicPolicy
from crossfire_desktop.engine import quick_setup

PLACEHOLDER = re.compile(r"\[(black|blue|green|red|\*|\d+)\]")


def test_card_text_symbols_are_words_in_the_log(make_window, qtbot):
    win = make_window(setup=quick_setup("extraction", 2, 4), one_player=True)  # seed 4: Katana's text is logged
    ctl, t = win.ctl, win.table
    policy = HeuristicPolicy(4)
    for _ in range(200):
        if ctl.game.pending is None or any(line.startswith("Katana: ") for line in t.log_model.lines):
            break
        ctl.submit(policy.choose(ctl.game))
    katana = next(line for line in t.log_model.lines if line.startswith("Katana: "))
    assert "deal +1 damage" in katana, katana
    qtbot.waitUntil(lambda: katana in t.log_view.toPlainText())
    assert not PLACEHOLDER.search(t.log_view.toPlainText())
