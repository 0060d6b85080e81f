"""Words of a few card decisions at the table: Coordinated Attack names the runner who plays, the Black
Market shows the price a discount makes, Deathtouch's ordering says how to answer, and a pick of the wrong
size is refused in plain words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Kind, PlayCard
from crossfire_desktop.ui.look.cardface import face_of
from crossfire_desktop.ui.look.cardpaint import CHEAPER

from ..engine.card_helpers import card, choose_ref, make, runner
from .real_input import card_point, click_widget


def open_table(make_window, qtbot, game):
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    qtbot.wait(10)
    win.table.setFocus()
    return win.table


def test_coordinated_attack_names_the_runner_who_plays(make_window, qtbot):
    g = make([runner(0, hand=["coordinated_attack"]), runner(1, hand=["mana"], deck=["mark"]), runner(2)])
    g.apply(PlayCard(0, card(g, 0, "coordinated_attack"), None))
    choose_ref(g, 1)
    assert g.pending.kind is Kind.PLAY_ONE and g.pending.runner == 1
    t = open_table(make_window, qtbot, g)
    assert "R1, play one card now" in t.panel.prompt.text()
    assert "someone" not in t.panel.prompt.text()


def test_the_black_market_shows_a_discounted_price(make_window, qtbot):
    g = make([runner(0, hand=["negotiation", "street_smarts"], nuyen=5)], market_row=["coordinated_attack", "katana"])
    skill, katana = g.s.market_row
    g.apply(PlayCard(0, card(g, 0, "negotiation"), None))
    assert g.cost(0, skill) < g.player_def(skill).cost
    t = open_table(make_window, qtbot, g)
    assert face_of(g, skill).price == g.cost(0, skill) and face_of(g, katana).price is None

    def green_in(key):
        view = t.market_view
        picture = view.viewport().grab().toImage()
        at = card_point(view, key)
        rect = view.visualRect(view.indexAt(at))
        return any(_near(QColor(picture.pixel(x, y)), CHEAPER) for x in range(rect.left(), rect.right(), 1)
                   for y in range(rect.top(), rect.top() + rect.height() // 4))

    assert green_in(skill) and not green_in(katana)


def deathtouch_ordering(make_window, qtbot):
    g = make([runner(0, hand=["deathtouch"], deck=["mana", "mark", "quick_shot"])])
    g.apply(PlayCard(0, card(g, 0, "deathtouch"), None))
    assert g.pending.kind is Kind.CHOOSE_MANY and g.pending.ordered
    return open_table(make_window, qtbot, g), g


def test_deathtouch_enter_with_nothing_picked_says_what_to_do(make_window, qtbot):
    t, g = deathtouch_ordering(make_window, qtbot)
    before = g.state_hash()
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert g.state_hash() == before
    words = t.message.text()
    assert "number" in words and "order" in words


def test_a_pick_of_the_wrong_size_is_refused_plainly(make_window, qtbot):
    t, g = deathtouch_ordering(make_window, qtbot)
    QTest.keyClick(t, Qt.Key.Key_1)
    click_widget(t.panel.main)  # Confirm with one of three picked
    words = t.message.text()
    assert words.startswith("Pick exactly 3 (1 picked)")
    assert "p. 12" not in words and "Rules (F1)" not in words and "How to Play" not in words


def _near(a: QColor, b: QColor) -> bool:
    """The same colour as kept in a card picture's 6 bits a channel (a channel off by 8/255 at most)."""
    return all(abs(x - y) <= 8 for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))
