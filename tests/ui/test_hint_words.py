"""A hint's words: the levels a play clears are counted from the damage track (the search's worth of a play
counts a defeat as more levels: "clears 5 levels" of a 3-level obstacle, seen in play), and a hint shown goes
once the game moves on (seen: "Stop playing cards" still said, its card still picked, at Apply Damage)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import Kind, PlayCard, new_game, quick_setup
from crossfire_desktop.ui.table.parts.hint import _clears

from .hints import table_with_a_hint


def test_a_hints_levels_are_those_the_play_clears_and_a_defeat_is_said(catalog):
    """Checked against the play itself, made on a copy of the game."""
    defeats = 0
    for seed in range(1, 30):
        g = new_game(quick_setup("crossfire", 2, seed), catalog)
        pol = RandomPolicy(seed)
        for _ in range(40):
            if g.pending is None:
                break
            for a in g.legal_actions():
                defn = g.player_def(a.card) if isinstance(a, PlayCard) else None
                # damage the card says itself (an ability, X, Katana's bonus to others: not foretold)
                if defn is not None and a.target is not None and g.s.obstacle(a.target) is not None \
                        and not defn.abilities and defn.damage is not None and not defn.damage.special \
                        and not defn.damage.x:
                    levels, defeated = _clears(g, a)
                    twin = g.clone()
                    twin.apply(a)
                    placed = twin.preview(a.target)  # the allocation Apply Damage would commit now
                    before = g.preview(a.target)
                    assert levels == max(0, placed.cleared - before.cleared)
                    assert defeated == (levels > 0 and g.s.obstacle(a.target).cleared + placed.cleared
                                        >= len(g.track(a.target)))
                    defeats += defeated
            g.apply(pol.choose(g))
    assert defeats > 0


def test_a_hint_goes_once_the_game_moves_on(make_window, catalog, qtbot):
    g = new_game(quick_setup("crossfire", 2, 7), catalog)
    assert g.pending.kind is Kind.PLAY
    t = table_with_a_hint(make_window, qtbot, g)
    assert t.message.text().startswith("Hint:")
    hinted_marks = (t.marks.selected, t.marks.focused)
    assert hinted_marks != (None, None)
    d = g.pending
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Space)  # the player finishes playing instead
    assert g.pending is not d
    assert not t.message.text().startswith("Hint:")
    assert (t.marks.selected, t.marks.focused) == (None, None)
    assert t.hint.answer is None


def test_a_hint_is_read_whole_at_1280x720_and_the_log_keeps_it(make_window, catalog, qtbot):
    """"(clears 1 level of Trip Beams; also the obvious move: worth about 66% of a win over 384" was all that
    showed of a hint at 1280x720 (seen in play): shorter words, and the log line holds the whole hint."""
    g = new_game(quick_setup("crossfire", 2, 7), catalog)
    t = table_with_a_hint(make_window, qtbot, g)
    message = t.message
    assert message.text().startswith("Hint:") and message.text().endswith(")")
    qtbot.waitUntil(lambda: message.height() >= message.heightForWidth(message.width()))  # every line in sight
    why = message.text().split("(", 1)[1]
    assert any(line.startswith("Hint shown: ") and line.endswith(why) for line in t.log_model.lines)


@pytest.fixture
def french():
    from crossfire_desktop.ui.words import i18n

    i18n.install("fr")
    yield
    i18n.install("en")


def test_a_hint_too_long_for_its_line_promises_only_what_the_log_holds(make_window, persist, catalog, qtbot, french):
    """"(le journal dit pourquoi)" in French at UI scale 150%, and the log only gave the odds (seen in play): the
    short words say there is more in the log, and the log line holds the hint's whole reason."""
    persist.prefs.ui_scale = 1.5
    g = new_game(quick_setup("crossfire", 3, 1), catalog)  # three runners: the message line is short
    t = table_with_a_hint(make_window, qtbot, g)
    shown = t.message.text()
    more = " (plus dans le journal)"
    assert shown.endswith(more), shown  # too long for the line at this scale
    line = next(line for line in t.log_model.lines if line.startswith("Conseil affiché : "))
    assert line.startswith("Conseil affiché : " + shown.removeprefix("Conseil : ").removesuffix(more) + " (")
    assert "parties d'essai" in line  # the odds are what the log adds
