"""The zoom's glossary under the card, never over it: on a 720 px screen the zoom was held to two thirds of it and
the glossary was drawn over the card's bottom (seen in play, Lightning Bolt at 1280x720)."""

from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from .real_input import card_point
from .test_market_key_badges import at_draw_and_buy


def test_the_zoom_shows_the_card_whole_and_its_glossary_under_it(make_window, qtbot):
    t = at_draw_and_buy(make_window)
    seen = 0
    for card in [c for c in t.game.s.market_row if c is not None]:  # a right click (its context menu event) on each Black Market card
        vp = t.market_view.viewport()
        at = card_point(t.market_view, card)
        QApplication.sendEvent(vp, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at, vp.mapToGlobal(at)))
        z = t.zoom
        qtbot.waitUntil(lambda z=z, card=card: z.isVisible() and z.face.name == t.game.card_def(card).name,
                        timeout=3000)
        screen = z.screen().availableGeometry()
        g = z.geometry()  # (the offscreen test screen is narrower than the window: only its height is measured)
        assert screen.top() <= g.top() and g.bottom() <= screen.bottom(), (g, screen)
        canvas, help_ = z.canvas.geometry(), z.help.geometry()
        assert z.rect().contains(canvas)
        if not z.help.isHidden():
            seen += 1
            assert z.rect().contains(help_) and not canvas.intersects(help_), (canvas, help_)
            assert help_.height() >= z.help.heightForWidth(help_.width())  # every line of the glossary
        assert canvas.height() >= 200
        z.hide()
    assert seen >= 1


def test_the_zoomed_card_keeps_its_shape_when_its_glossary_is_long(qtbot, catalog):
    """A long note under the card: where three passes don't settle, the card took the width of the height before
    (too wide for its height). Every length keeps the card's shape, its glossary as wide, the zoom on the screen."""
    from PySide6.QtCore import QRect

    from crossfire_desktop.ui.look.cardface import face_of_def
    from crossfire_desktop.ui.look.cardpaint import CARD_RATIO
    from crossfire_desktop.ui.table.parts.zoom import CardZoom

    z = CardZoom()
    qtbot.addWidget(z)
    face = face_of_def(next(iter(catalog.decks.values()))[0])
    room = z.screen().availableGeometry().height()
    for n in range(100, 200, 2):  # the offscreen screen's 800 px: some lengths take more than three passes
        z.show_face(face, QRect(0, 0, 50, 70), 700, note=" ".join(["word"] * n))
        canvas = z.canvas
        assert canvas.width() == int(canvas.height() / CARD_RATIO), (n, canvas.size())
        assert z.help.width() == canvas.width(), (n, z.size())
        assert z.height() <= room or canvas.height() == 200, (n, z.size())  # (200 px: the least card)
