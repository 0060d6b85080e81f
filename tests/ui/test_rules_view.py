"""The rules reference screen: search, F1 from anywhere, and the Rules link on a refusal."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Buy, quick_setup
from crossfire_desktop.ui.table.parts.pointer import drag_card

from .real_input import button, click_widget


def test_search_filters_sections_and_glossary(make_window, qtbot):
    win = make_window()
    win.on_menu("rules")
    view = win.rules
    assert win.stack.currentWidget() is view
    assert len(view.visible_sections()) > 30
    QTest.keyClicks(view.search, "staggered")
    assert "staggered" in view.visible_sections()
    assert "Staggered" in view.visible_terms()
    assert "mission_dragon" not in view.visible_sections()
    assert "staggered" in view.text.toPlainText().lower()
    view.search.clear()
    QTest.keyClicks(view.search, "zzzz")
    assert view.visible_sections() == [] and view.visible_terms() == []
    assert "Nothing matches" in view.empty.text()
    # a glossary entry shows its definition and the section behind it
    view.search.clear()
    QTest.keyClicks(view.search, "timebomb")
    row = view.visible_terms().index("Timebomb")
    item = view.terms.item(row)
    QTest.mouseClick(view.terms.viewport(), Qt.MouseButton.LeftButton, pos=view.terms.visualItemRect(item).center())
    assert "Crossfire discard" in view.text.toPlainText()
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert win.stack.currentWidget() is win.menu


def test_f1_opens_the_reference_from_anywhere_and_returns(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    assert win.stack.currentWidget() is win.table
    QTest.keyClick(win.table, Qt.Key.Key_F1)
    assert win.stack.currentWidget() is win.rules
    QTest.keyClick(win.rules.search, Qt.Key.Key_F1)  # F1 again goes back
    assert win.stack.currentWidget() is win.table
    win.show_menu()
    QTest.keyClick(win.menu, Qt.Key.Key_F1)
    assert win.stack.currentWidget() is win.rules
    click_widget(button(win.rules, "Back"))
    assert win.stack.currentWidget() is win.menu


def test_refusal_gets_a_rules_link_to_its_section(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t, g = win.table, win.table.game
    seat = g.s.current
    # a market card the runner can't afford: the refusal names its rule, the link opens the Black Market section
    card = next(c for c in g.s.market_row if c is not None and g.cost(seat, c) > g.s.runners[seat].nuyen)
    assert g.check(Buy(seat, card)) is not None
    drag_card(t.market_view, card, t.hand_view, None)
    assert "Rules" in t.message.text() and "rules:" in t.message.text()
    assert win.extras.last_section is not None
    QTest.keyClick(t, Qt.Key.Key_F1)  # F1 opens the rule while the refusal is on screen
    assert win.stack.currentWidget() is win.rules
    assert win.rules.current_section() == win.extras.last_section
    click_widget(button(win.rules, "Back"))
    assert win.stack.currentWidget() is win.table
