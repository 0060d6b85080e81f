"""A card text longer than a hand card holds at the 11 px floor (Pair Programming, Hack the World: whole only
at 8.5-10.5 px at 1280x720) ends in a gold "…" and magnifier, the mark that there is more to read, and Z shows
it whole; a short text (Quick Shot) shows no mark."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from crossfire_desktop.ui.look.cardcache import CACHE
from crossfire_desktop.ui.look.cardtext import FONT_HOOKS

from ..engine.card_helpers import make, runner
from .real_input import click_card
from .test_prompt_fit import language  # noqa: F401 - the fixture


def marks_painted(widget) -> list[str]:
    """What the painter noted as it drew `widget` afresh: a "more" per text cut short."""
    noted: list[str] = []
    FONT_HOOKS.append(lambda what, _px: noted.append(what) if what == "more" else None)
    try:
        CACHE.clear()
        widget.grab()
    finally:
        FONT_HOOKS.pop()
    return noted


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_long_text_is_marked_cut_and_z_shows_it_whole(make_window, persist, qtbot, language, scale):  # noqa: F811
    persist.prefs.ui_scale = scale
    game = make([runner(0, hand=["pair_programming", "hack_the_world", "quick_shot"]), runner(1)],
                obstacles=[{"card": "eye_alarm", "facing": 0}])
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    qtbot.wait(10)
    t = win.table
    QApplication.processEvents()
    assert marks_painted(t.hand_view.viewport()) == ["more", "more"]  # the two long texts, not Quick Shot's
    pair = game.s.runners[0].hand[0]
    click_card(t.hand_view, pair)
    t.setFocus()
    qtbot.keyClick(t, Qt.Key.Key_Z)
    assert t.zoom.isVisible() and t.zoom.face.name == "Pair Programming"
    assert marks_painted(t.zoom) == []  # whole in the zoom
    t.zoom.hide()


def test_the_more_mark_starts_right_of_the_badge_s_corner_when_no_word_fits_beside_it(qtbot):
    """A last line shown that starts right of the key badge's corner (x 40) with one word too long to keep beside
    the mark: the mark stands where the line started, not at x 0 under the badge (Hack the World's was)."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from crossfire_desktop.ui.look.cardtext import ICON_R, _with_ellipsis

    font = QFont()
    font.setPixelSize(11)
    fm = QFontMetricsF(font)
    corner, word = 40.0, "Hyperconnectivity"
    width = corner + fm.horizontalAdvance(word) + 2  # the word fits the line, not with the mark after it
    assert _with_ellipsis([(corner, "word", word)], width, fm, 11 * ICON_R) == [(corner, "more", "")]
    short = [(corner, "word", "Draw"), (corner + fm.horizontalAdvance("Draw "), "word", word)]
    marked = _with_ellipsis(short, width, fm, 11 * ICON_R)  # the long word goes; the mark follows "Draw"
    assert marked == [short[0], (corner + fm.horizontalAdvance("Draw"), "more", "")]
