"""The Black Market's key badges in Draw & Buy at 1280x720 stand alone under the card's text: they sat among the
text's words ("① purchase this…", seen in play). The band beside each badge is the card's bare ground, one
colour: no word in it."""

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor

from crossfire_desktop.engine import Kind, quick_setup
from crossfire_desktop.ui.look.cardpaint import BG, badge_size
from crossfire_desktop.ui.table.driver import Driver


def at_draw_and_buy(make_window):
    """Four runners at 1280x720, played on to the first Draw & Buy (the Black Market's cards keyed 1-6)."""
    t = make_window(size=(1280, 720), setup=quick_setup("crossfire", 4, 3), one_player=True).table
    drv = Driver(t)
    for _ in range(300):
        if t.game.pending is not None and t.game.pending.kind is Kind.BUY:
            break
        drv.act()
    assert t.game.pending.kind is Kind.BUY
    return t


def test_market_key_badges_have_their_band_to_themselves_at_1280x720(make_window, qtbot):
    t = at_draw_and_buy(make_window)
    view = t.market_view
    qtbot.waitUntil(lambda: any(c in t.marks.key_hints for c in t.game.s.market_row))
    shot = view.viewport().grab().toImage()
    checked = 0
    for card in t.game.s.market_row:
        if card is None or card not in t.marks.key_hints:
            continue
        r = view.card_rect(card)
        top_left = view.viewport().mapFrom(view.window(), r.topLeft().toPoint())
        rect = QRect(top_left, r.size().toSize()).adjusted(2, 2, -2, -2)  # the picture (CardDelegate.picture_rect)
        u = rect.height() / 140.0
        d = badge_size(u)
        band = QRect(int(rect.left() + 3 * u + d + 3 * u), int(rect.bottom() - d - 3 * u),
                     int(rect.width() - d - 15 * u), int(d))  # beside the badge, inside the card's edge
        ground = QColor(shot.pixel(band.topLeft()))  # the card's ground (darker on a card too dear: dimmed)
        assert ground.red() + ground.green() + ground.blue() <= QColor(BG).red() + QColor(BG).green() + QColor(BG).blue()
        for y in range(band.top(), band.bottom(), 2):
            for x in range(band.left(), band.right(), 2):
                c = QColor(shot.pixel(QPoint(x, y)))
                assert abs(c.red() - ground.red()) + abs(c.green() - ground.green()) + abs(c.blue() - ground.blue()) < 40, (
                    t.game.card_def(card).name, x - rect.left(), y - rect.top(), c.name())
        checked += 1
    assert checked >= 3
