"""The message line shows whole lines: a sentence longer than its three lines takes smaller words (12 px at
least), and only past that keeps its start and ends its last line in "…" (the whole in the tooltip). At
1920x1080 a play preview of four lines had been drawn centred in three, its first and last lines cut through
their letters (seen in play)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Kind, quick_setup
from crossfire_desktop.ui.table.parts.fit import READ_PX
from crossfire_desktop.ui.table.parts.hint import fits


def table_at_play(make_window, seed):
    win = make_window(size=(1920, 1080), setup=quick_setup("crossfire", 2, seed), one_player=True)
    t, g = win.table, win.table.game
    t.setFocus()
    for _ in range(5):  # the setup's questions: their first answer
        if g.pending.kind is Kind.PLAY:
            break
        QTest.keyClick(t, Qt.Key.Key_1)
    return t


def test_a_long_preview_is_whole_in_smaller_words(make_window, qtbot):
    """Four lines at the table's size: shown whole in smaller words (12 px at least), not cut to three lines
    whose whole sentence only a tooltip held (a player dragging a card can't hover one)."""
    t = table_at_play(make_window, 2)
    QTest.keyClick(t, Qt.Key.Key_2)  # Quick Shot
    QTest.keyClick(t, Qt.Key.Key_Tab)
    QTest.keyClick(t, Qt.Key.Key_Tab)  # Demolitions Expert: the long "puts 1 of the 3" sentence, four lines here
    whole = t.message.plain
    assert "Demolitions Expert's number box: nothing clears yet" in whole

    def whole_lines():
        shown = t.message.text()
        assert fits(t.message, shown), f"{shown!r} is taller than the line's {t.message.maximumHeight()} px"
        assert shown == whole and t.message.toolTip() == ""
        assert READ_PX <= t.message.fontInfo().pixelSize() < t.message.natural_font().pixelSize()
        assert t.message.alignment() & Qt.AlignmentFlag.AlignTop

    qtbot.waitUntil(whole_lines, timeout=5000)


def test_a_short_message_is_shown_as_is(make_window, qtbot):
    t = table_at_play(make_window, 1)
    QTest.keyClick(t, Qt.Key.Key_1)
    QTest.keyClick(t, Qt.Key.Key_Tab)
    assert t.message.text() == t.message.plain and t.message.plain and t.message.toolTip() == ""


def test_a_text_of_two_paragraphs_is_counted_as_two_lines_at_least(qtbot):
    """QTextLayout breaks a line at U+2028, not at "\\n": a two-line message was counted as one line and
    shown whole where only one line had room."""
    from PySide6.QtGui import QFont

    from crossfire_desktop.ui.look.whole_lines import whole_lines, wrapped_lines

    font = QFont()
    assert wrapped_lines("The obstacle hits.\nRunner 2 takes 1 damage.", font, 2000) == [
        "The obstacle hits.", "Runner 2 takes 1 damage."]
    # one line of room: one line shown (the rest after it, cut with "…" when it has no room)
    assert whole_lines("The obstacle hits.\nRunner 2 takes 1 damage.", font, 2000, 1) == (
        "The obstacle hits. Runner 2 takes 1 damage.")
    shown = whole_lines("The obstacle hits.\nRunner 2 takes 1 damage.", font, 150, 1)
    assert "\n" not in shown and shown.endswith("…")



def test_a_message_too_long_even_in_12_px_words_ends_in_a_mark_and_is_read_whole(make_window, qtbot):
    """Past three lines even in READ_PX words (a partial play's preview and its ability's note, at 1280x720):
    whole lines in READ_PX words, the last ended in "…", the whole in the tooltip and for a screen reader."""
    win = make_window(size=(1280, 720), setup=quick_setup("crossfire", 2, 2), one_player=True)
    t = win.table
    whole = ("Quick Shot puts 1 of the 3 damage on Demolitions Expert's number box: nothing clears yet, and it is "
             "lost at the end of the turn. Its ability adds more (see the card). Its damage is lost there: Tab to "
             "an obstacle to use it.")
    t.message.setText(whole)

    def cut_at_read_px():
        shown = t.message.text()
        assert shown.endswith("…") and whole.startswith(shown.split("\n")[0]), shown
        assert t.message.toolTip() == whole and t.message.accessibleName() == whole
        assert fits(t.message, shown), f"{shown!r} is taller than the line's {t.message.maximumHeight()} px"
        assert t.message.fontInfo().pixelSize() == READ_PX

    qtbot.waitUntil(cut_at_read_px, timeout=5000)
