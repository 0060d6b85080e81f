"""Draw & Buy while Ork Fixer faces the runner ("You can't buy cards", playtest 11): the prompt had invited
"Runner 1: buy cards from the Black Market…" and the market showed key badges, and the engine refused the buy.
Now the prompt says the runner can't buy and why, and no key badge shows; without the Fixer both are back."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Kind

from ..engine.card_helpers import make, runner


def at_buy(make_window, qtbot, obstacles):
    game = make([runner(0, nuyen=9), runner(1)], obstacles=obstacles, market_row=["katana", "katana"])
    win = make_window(size=(1920, 1080), one_player=True)
    win.open_game(game, autosave=False)
    t = win.table
    t.setFocus()
    for _ in range(4):  # Finish playing, then whatever steps come before Draw & Buy
        if game.pending is not None and game.pending.kind is Kind.BUY:
            break
        QTest.keyClick(t, Qt.Key.Key_Space)
        qtbot.wait(10)
    assert game.pending is not None and game.pending.kind is Kind.BUY and game.pending.runner == 0
    return t, game


@pytest.mark.parametrize("fixer", [True, False])
def test_the_buy_prompt_and_badges_follow_what_the_engine_allows(make_window, qtbot, fixer):
    obstacles = [{"card": "ork_fixer", "facing": 0}] if fixer else []
    t, game = at_buy(make_window, qtbot, obstacles)
    prompt = t.panel.prompt.text()
    market = [c for c in game.s.market_row if c is not None]
    if fixer:
        assert "can't buy cards this turn (Ork Fixer)" in prompt, prompt
        assert "buy cards from the Black Market" not in prompt
        assert not any(c in t.marks.key_hints for c in market)
        hand = list(game.s.runners[0].hand)
        QTest.keyClick(t, Qt.Key.Key_1)  # a digit buys nothing (no badge promised it)
        qtbot.wait(10)
        assert game.pending.kind is Kind.BUY and game.s.runners[0].hand == hand
    else:
        assert "buy cards from the Black Market" in prompt, prompt
        assert any(c in t.marks.key_hints for c in market)
