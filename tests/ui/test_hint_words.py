"""A hint's words: the levels a play clears are counted from the damage track (the search's worth of a play
counts a defeat as more levels: "clears 5 levels" of a 3-level obstacle, seen in play), and a hint shown goes
once the game moves on (seen: "Stop playing cards" still said, its card still picked, at Apply Damage)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import Kind, PlayCard, new_game, quick_setup
from crossfire_desktop.ui.table.parts.hint import _clears

from .hints import table_with_a_hint


def test_a_play_clears_no_more_levels_than_are_left_and_a_defeat_is_said(catalog):
    defeats = 0
    for seed in range(1, 30):
        g = new_game(quick_setup("crossfire", 2, seed), catalog)
        pol = RandomPolicy(seed)
        for _ in range(40):
            if g.pending is None:
                break
            for a in g.legal_actions():
                if isinstance(a, PlayCard) and a.target is not None and g.s.obstacle(a.target) is not None:
                    ob = g.s.obstacle(a.target)
                    left = len(g.track(a.target)) - ob.cleared
                    levels, defeated = _clears(g, a.target, g.player_def(a.card).damage)
                    assert 0 <= levels <= left
                    assert defeated == (levels > 0 and levels == left - _placed_clears(g, a.target))
                    defeats += defeated
            g.apply(pol.choose(g))
    assert defeats > 0


def _placed_clears(g, target):
    from crossfire_desktop.engine.damage import allocate

    ob = g.s.obstacle(target)
    return allocate(g.track(target), ob.cleared, ob.partial, g.pool(target)).cleared


def test_a_hint_goes_once_the_game_moves_on(make_window, catalog, qtbot):
    g = new_game(quick_setup("crossfire", 2, 7), catalog)
    assert g.pending.kind is Kind.PLAY
    t = table_with_a_hint(make_window, qtbot, g)
    assert t.message.text().startswith("Hint:")
    hinted_marks = (t.marks.selected, t.marks.focused)
    assert hinted_marks != (None, None)
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Space)  # the player finishes playing instead
    assert g.pending.kind is not Kind.PLAY or g.pending is not t.hint.answer
    assert not t.message.text().startswith("Hint:")
    assert (t.marks.selected, t.marks.focused) == (None, None)
    assert t.hint.answer is None
