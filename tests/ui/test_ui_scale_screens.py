"""Settings > UI scale outside the table: the Settings page shows the new size at once (it changed only after
Back, seen in play), and the campaign's runner cards grow with it (they kept their size at 150%)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from crossfire_desktop.campaign import add_runner, new_campaign

from .real_input import button, click_widget


@pytest.fixture(autouse=True)
def scale_back():
    """Each test here picks 150% in Settings: the application's words go back to 100% for the tests after."""
    from crossfire_desktop.ui.look.style import apply_scale

    yield
    apply_scale(1.0)


def pick_scale(page, scale):
    """The UI scale picked with the arrow keys, as a player does."""
    page.scale.setFocus()
    for _ in range(page.scale.count()):
        if page.scale.currentData() == scale:
            break
        QTest.keyClick(page.scale, Qt.Key.Key_Down if scale > page.scale.currentData() else Qt.Key.Key_Up)
    assert page.scale.currentData() == scale
    QApplication.processEvents()


def test_the_settings_page_shows_a_new_ui_scale_before_back(make_window, qtbot):
    win = make_window()
    click_widget(win.menu.buttons["settings"])
    page = win.settings_page
    label = next(w for w in page.findChildren(QLabel) if w.text() == "UI scale")
    before = label.fontInfo().pixelSize()
    pick_scale(page, 1.5)
    assert label.fontInfo().pixelSize() >= before * 1.4  # on this page, before leaving it
    click_widget(button(page, "Back"))
    assert win.persist.prefs.ui_scale == 1.5
    assert label.fontInfo().pixelSize() >= before * 1.4


def test_campaign_runner_cards_grow_with_the_ui_scale(make_window, persist, qtbot):
    camp = add_runner(add_runner(new_campaign("Friday Night"), "Ana", "Human"), "Bob", "Elf")
    persist.save_campaign(camp)
    win = make_window(size=(1920, 1080))

    def card_size():
        win.open_campaign(camp)
        QApplication.processEvents()
        card = next(iter(win.campaign_page.cards.values()))
        return card.width(), card.height()

    small = card_size()
    win.show_menu()
    click_widget(win.menu.buttons["settings"])
    pick_scale(win.settings_page, 1.5)
    click_widget(button(win.settings_page, "Back"))
    large = card_size()
    assert large[0] >= small[0] * 1.3 and large[1] >= small[1] * 1.3, (small, large)


def test_the_start_menu_fits_1280x720_at_150_percent_without_scrolling(make_window, qtbot):
    """UI scale 150% at 1280x720: Settings was cut and Quit reached only by scrolling (seen in play)."""
    from PySide6.QtWidgets import QScrollArea

    win = make_window(size=(1280, 720))
    if win.offer is not None:
        click_widget(button(win.offer, "No thanks"))
    click_widget(win.menu.buttons["settings"])
    pick_scale(win.settings_page, 1.5)
    click_widget(button(win.settings_page, "Back"))
    menu = win.menu
    assert win.stack.currentWidget() is menu
    menu.set_continue_note("Crossfire · Runner 1, Runner 2, Runner 3, Runner 4 · Round 2")  # as with a game kept
    QApplication.processEvents()
    bar = menu.findChild(QScrollArea).verticalScrollBar()
    assert bar.maximum() == 0, (bar.maximum(), menu.height(), menu.column.sizeHint().height(), menu.compact)
    for b in menu.buttons.values():
        top_left = b.mapTo(menu, b.rect().topLeft())
        assert menu.rect().contains(top_left) and menu.rect().contains(b.mapTo(menu, b.rect().bottomRight())), b.text()
        assert b.fontInfo().pixelSize() >= 24  # the words at 150%, only the padding slimmer


def test_green_notices_are_the_size_of_the_words_around_them(make_window, qtbot):
    """The 'new language' notice (and a campaign game's note on New mission) were in a larger font than every
    word around them (seen in play)."""
    win = make_window()
    click_widget(win.menu.buttons["settings"])
    page = win.settings_page
    page.language.setFocus()
    QTest.keyClick(page.language, Qt.Key.Key_Down)  # another language: the notice shows
    assert page.language_note.isVisible()
    beside = next(w for w in page.findChildren(QLabel) if w.text() == "UI scale")
    assert page.language_note.fontInfo().pixelSize() == beside.fontInfo().pixelSize()
    QTest.keyClick(page.language, Qt.Key.Key_Up)
    click_widget(button(page, "Back"))
