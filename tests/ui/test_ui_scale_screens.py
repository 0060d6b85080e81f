"""Settings > UI scale outside the table: the Settings page shows the new size at once (it changed only after
Back, seen in play), and the campaign's runner cards grow with it (they kept their size at 150%)."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from crossfire_desktop.campaign import add_runner, new_campaign

from .real_input import button, click_widget


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
