"""Only the target Enter will use looks picked: the keyboard's frame sits on its edge, on top of everything; the
forecast glows (good, partial, wasted) sit inside the other targets' edges (a solid green frame on another
obstacle looked like the target, seen in play)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from crossfire_desktop.ui.look.cardpaint import GLOWS


def _edge_colours(win, view, card) -> list[QColor]:
    """The colours drawn on a card's left edge (its outermost 4 pixels, the middle half of its height)."""
    rect = view.card_rect(card).toRect()
    image = win.grab(rect).toImage()
    h = image.height()
    return [QColor(image.pixel(x, y)) for x in range(1, 5) for y in range(h // 4, 3 * h // 4, 4)]


def _near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 40


def test_only_the_keyboards_target_wears_a_frame(make_window, two_runner_setup):
    win = make_window(setup=two_runner_setup, size=(1920, 1080))
    t = win.table
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_1)
    views = {ob.card: t.seats[ob.facing].obstacles for ob in t.game.s.obstacles}
    glowing = [c for c in views if t.marks.glow("obstacle", c) is not None]
    assert len(glowing) >= 2  # the picked card forecasts on more than one obstacle
    seen = set()
    for _ in range(len(t.interact.targets()) + 1):
        QTest.keyClick(t, Qt.Key.Key_Tab)
        foc = t.marks.focused
        if foc is None or foc[0] != "obstacle":
            continue
        seen.add(foc[1])
        for card, view in views.items():
            edge = _edge_colours(win, view, card)
            white = sum(_near(c, QColor("#ffffff")) for c in edge)
            glow = sum(_near(c, g) for c in edge for g in GLOWS.values())
            if card == foc[1]:
                assert white > len(edge) // 8 and glow == 0, card
            else:
                assert white == 0 and glow == 0, card
    assert seen & set(glowing)
