"""Refusals on the table: words (never raw HTML), a Rules link that opens the rule, gone once play moves on."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Buy, Kind, quick_setup
from crossfire_desktop.ui.words.names import Namer
from crossfire_desktop.ui.words.text import refusal_text

from .clicks import click_card, click_link


def shown_words(label) -> str:
    """The text a player reads (rich text rendered as Qt renders it)."""
    if label.textFormat() == Qt.TextFormat.PlainText:
        return label.text()
    doc = QTextDocument()
    doc.setHtml(label.text())
    return doc.toPlainText()


def unbuyable(g):
    seat = g.s.current
    return next(c for c in g.s.market_row if c is not None and g.check(Buy(seat, c)) is not None)


def test_a_refusal_reads_as_words_and_its_link_opens_the_rule(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t, g = win.table, win.table.game
    assert g.pending.kind is Kind.PLAY
    card = unbuyable(g)  # buying during the play step: refused, with the rule on turn steps behind it
    click_card(t.market_view, card)
    words = shown_words(t.message)
    assert "Buy in step 4, Draw & Buy" in words and "Rules (F1)" in words
    assert "&#" not in words and "<a" not in words and "href" not in words
    assert "Click it again" not in words
    section = win.extras.last_section
    assert section is not None
    click_link(t.message)
    assert win.stack.currentWidget() is win.rules
    assert win.rules.current_section() == section


def test_a_refusal_goes_when_play_moves_on(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t, g = win.table, win.table.game
    click_card(t.market_view, unbuyable(g))
    assert t.message.text() and t.message.is_refusal()
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Space)  # Finish playing: the next step
    assert g.pending.kind is not Kind.PLAY
    assert t.message.text() == "" and win.extras.last_section is None


def test_an_unbuyable_card_says_why_on_the_first_click(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t, g = win.table, win.table.game
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Space)  # to the Buy step
    while g.pending.kind is not Kind.BUY:
        QTest.keyClick(t, Qt.Key.Key_Space)
    seat = g.s.current
    dear = next(c for c in g.s.market_row if c is not None and g.cost(seat, c) > g.s.runners[seat].nuyen)
    click_card(t.market_view, dear)
    words = shown_words(t.message)
    why = refusal_text(g.check(Buy(seat, dear)), Namer(g))
    assert "Click it again" not in words and why in words
    cheap = [c for c in g.s.market_row if c is not None and g.check(Buy(seat, c)) is None]
    if cheap:  # a card that can be bought still invites the second click
        click_card(t.market_view, cheap[0])
        assert "Click it again" in shown_words(t.message)
