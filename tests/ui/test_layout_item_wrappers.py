"""No QLayoutItem wrapper may outlive its item: the cause of the segfault in LedgerView.refresh.

PySide keeps alive every QLayoutItem wrapper that QLayout.itemAt() / QGridLayout.itemAtPosition() hand out
(parented to the layout's wrapper), but Qt deletes the item itself when its widget is deleted or added to a
layout again, without telling Shiboken. The wrapper then names freed memory. A QListWidgetItem (the same
allocation size as a QWidgetItem) allocated at that address is later destroyed by QListWidget.clear():
Shiboken frees the item's wrapper, still finds a wrapper registered at the address (the stale one) and
releases the freed wrapper again: segfault in BindingManager::releaseWrapper. `fill_accessible_names` ran
itemAt on every layout of each screen shown, so the ledger's clear() crashed now and then."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QLayout, QLayoutItem, QLineEdit, QVBoxLayout, QWidget
from shiboken6 import Shiboken

from crossfire_desktop.campaign import add_runner, buy_sticker, new_campaign
from crossfire_desktop.ui.a11y import fill_accessible_names, layout_widgets
from crossfire_desktop.ui.campaign_book import CampaignBook
from crossfire_desktop.ui.ledger_view import LedgerView


def layout_item_wrappers() -> list[QLayoutItem]:
    """The Python wrappers of plain layout items (QWidgetItem, QSpacerItem ...) alive now."""
    return [w for w in Shiboken.getAllValidWrappers() if isinstance(w, QLayoutItem) and not isinstance(w, QLayout)]


def test_showing_screens_adds_no_layout_item_wrappers(make_window, persist, catalog, qtbot):
    """Each screen shown is named for screen readers; that must not leave wrappers of its layout items
    behind (the campaign page adds its runner cards again on each refresh: Qt deletes their items)."""
    c = add_runner(add_runner(new_campaign("Wrappers"), "Ana", "Elf"), "Bo", "Ork")
    persist.save_campaign(c)
    win = make_window(one_player=True)
    win.show_campaigns()
    win.open_campaign(c)
    page = win.campaign_page
    page.toggle(c.runners[0].id)
    page._play()
    win.show_campaign()
    qtbot.wait(10)
    before = len(layout_item_wrappers())
    for _round in range(3):
        win.show_campaigns()
        win.open_campaign(c)  # the campaign page again: its grid is filled again
        page.toggle(c.runners[0].id)
        page._play()  # the New mission screen: a form, the team grid, captions
        win.show_campaign()
        qtbot.wait(10)
    assert len(layout_item_wrappers()) == before


def test_labels_found_by_layout_index(qtbot):
    page = QWidget()
    qtbot.addWidget(page)
    lay = QVBoxLayout(page)
    caption, field, note = QLabel("Team name", page), QLineEdit(page), QLabel("after", page)
    for w in (caption, field, note):
        lay.addWidget(w)
    assert [w for _i, w in layout_widgets(lay)] == [caption, field, note]
    fill_accessible_names(page)
    assert field.accessibleName() == "Team name"


def test_ledger_clear_after_a_named_screen_lost_a_widget(qtbot, persist, catalog):
    """The crash made deterministic: before the fix this segfaulted within a few rounds."""
    c = add_runner(new_campaign("Night Shift"), "Ana", "Elf", karma_earned=40, runner_id="ana")
    for sticker in ("cigar_money", "just_tough"):
        c = buy_sticker(c, "ana", catalog.upgrade(sticker))
    page = QWidget()
    qtbot.addWidget(page)
    lay = QVBoxLayout(page)
    field = QLineEdit(page)
    lay.addWidget(field)
    ledger = LedgerView(page, catalog=catalog)
    lay.addWidget(ledger)
    ledger.set_book(CampaignBook(persist, c))
    for _round in range(30):
        caption = QLabel("Team name", page)  # a caption above the field ...
        lay.insertWidget(0, caption)
        field.setAccessibleName("")
        fill_accessible_names(page)  # ... read by the screen-naming pass (it used lay.itemAt) ...
        Shiboken.delete(caption)  # ... then deleted (deleteLater): Qt deletes its QWidgetItem
        ledger.refresh()  # new QListWidgetItems, one of them often at the freed item's address
        ledger.refresh()  # clear() destroys them
    assert ledger.list.count() == 2
