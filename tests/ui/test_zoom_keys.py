"""Z zooms any card: a placed card and the Crossfire card too; target glows differ by more than colour."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.ui.look.cardpaint import GLOW_LINES, GLOWS
from crossfire_desktop.ui.table.parts.interact import TABLE


def test_z_zooms_a_placed_card_and_the_crossfire_card(make_window, two_runner_setup):
    win = make_window(setup=two_runner_setup)
    t, g = win.table, win.table.game
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_1)  # a hand card played on the table (no target), by keys
    for _ in range(len(t.interact.targets())):
        if t.marks.focused == TABLE:
            break
        QTest.keyClick(t, Qt.Key.Key_Tab)
    QTest.keyClick(t, Qt.Key.Key_Return)
    placed = g.s.turn.placements[-1]
    t.marks.selected = ("placement", placed.pid)  # what a click on the placed card picks
    QTest.keyClick(t, Qt.Key.Key_Z)
    assert t.zoom.isVisible() and t.zoom.face.name == g.card_def(placed.card).name
    assert not t.zoom.geometry().intersects(t.zoom.card_rect)  # beside the card, never over it
    t.zoom.hide()
    t.marks.selected = t.marks.focused = None
    if not g.s.crossfire_active:  # an event in play, as after a Crossfire step
        g.s.crossfire_active.append(g.s.crossfire_deck[0])
    t.refresh()
    QTest.keyClick(t, Qt.Key.Key_Z)
    assert t.zoom.isVisible() and t.zoom.face.kind == "crossfire"


def test_target_glows_differ_by_line_not_only_by_colour():
    assert set(GLOW_LINES) == set(GLOWS) and len(set(GLOW_LINES.values())) == len(GLOWS)
