"""No QLayoutItem wrapper may outlive its item: the cause of the segfault in LedgerView.refresh.

PySide keeps alive every QLayoutItem wrapper that QLayout.itemAt() / QGridLayout.itemAtPosition() hand out
(parented to the layout's wrapper), but Qt deletes the item itself when its widget is deleted or added to a
layout again, without telling Shiboken. The wrapper then names freed memory. A QListWidgetItem (the same
allocation size as a QWidgetItem) allocated at that address is later destroyed by QListWidget.clear():
Shiboken frees the item's wrapper, still finds a wrapper registered at the address (the stale one) and
releases the freed wrapper again: segfault in BindingManager::releaseWrapper. `fill_accessible_names` ran
itemAt on every layout of each screen shown, so the ledger's clear() crashed now and then."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget
from shiboken6 import Shiboken

import crossfire_desktop
from crossfire_desktop.campaign import add_runner, buy_sticker, new_campaign
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.campaign.book import CampaignBook
from crossfire_desktop.ui.campaign.ledger_view import LedgerView
from crossfire_desktop.ui.look.a11y import fill_accessible_names
from crossfire_desktop.ui.look.layouts import clear_layout, layout_widgets
from crossfire_desktop.ui.table.driver import Driver
from tests.ui import screens_tour
from tests.ui.layout_wrappers_audit import layout_item_wrappers

from .real_input import click_widget

WHERE = "QLayoutItem wrappers alive: `python -m tests.ui.layout_wrappers_audit` names the lines that made them"


def test_no_layout_item_wrapper_after_every_screen(make_window, tmp_path, qtbot):
    """The window built, its screens shown, the pages that rebuild rows of widgets refreshed: not one
    QLayoutItem wrapper may be alive (the rule is in ui/look/layouts.py; when this fails,
    `python -m tests.ui.layout_wrappers_audit` names the line that made each). The slow whole tour
    (test_screens_tour.py) checks the same after every table step and end screen."""
    win = make_window(size=(1280, 720))
    assert not layout_item_wrappers(), WHERE
    screens_tour.tour(win, tmp_path, parts=("side_shots", "setup_shots", "campaign_shots"))
    book = win.book
    assert book is not None
    for _round in range(2):  # the pages that rebuild their rows, again
        win.show_campaign()
        win.campaign_page.toggle("bo")
        win.campaign_page.refresh()
        win.show_shop("ana")
        win.shop.refresh()
        win.record_table_mission()  # the runner and bonus grids are filled again
        win.post.mission_combo.setCurrentIndex((win.post.mission_combo.currentIndex() + 1)
                                               % win.post.mission_combo.count())
        win.show_campaign()
        click_widget(win.campaign_page.play_btn)  # the New mission page with the campaign's team
        win.on_menu("new")
        win.setup_page.count.setValue(1 + _round * 3)
        win.on_menu("cards")
        win.packs.open_editor("")
        win.on_menu("campaigns")
    win.start_game(quick_setup("crossfire", 4, 3))  # the table: seat panels and the decision panel's choices
    drv = Driver(win.table)
    for _ in range(60):
        if win.table.game.pending is None:
            break
        drv.act()
    click_widget(win.table.menu_btn)
    win.table.pause.resume()
    qtbot.wait(10)
    assert not layout_item_wrappers(), WHERE


def test_clear_layout_leaves_no_wrapper(qtbot):
    page = QWidget()
    qtbot.addWidget(page)
    lay = QVBoxLayout(page)
    row = QHBoxLayout()
    lay.addLayout(row)
    for text in ("a", "b"):
        row.addWidget(QPushButton(text, page))
        lay.addWidget(QLabel(text, page))
    lay.addStretch(1)
    clear_layout(lay)
    qtbot.wait(10)
    assert lay.count() == 0
    assert layout_item_wrappers() == []
    assert page.findChildren(QLabel) == [] and page.findChildren(QPushButton) == []


def test_no_item_wrapper_calls_in_the_program():
    """itemAt/itemAtPosition/takeAt hand out QLayoutItem wrappers that outlive their items: the program
    finds widgets with layouts.layout_widgets and empties layouts with layouts.clear_layout only."""
    root = Path(crossfire_desktop.__file__).parent
    calls = re.compile(r"\.(itemAt|itemAtPosition|takeAt)\(")
    found = []
    for path in sorted(root.rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if calls.search(line.split("#", 1)[0]) and not (path.name == "layouts.py" and "layout.takeAt(0)" in line):
                found.append(f"{path.relative_to(root)}:{n}: {line.strip()}")
    assert found == []


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
    click_widget(page.play_btn)
    win.show_campaign()
    qtbot.wait(10)
    before = len(layout_item_wrappers())
    for _round in range(3):
        win.show_campaigns()
        win.open_campaign(c)  # the campaign page again: its grid is filled again
        page.toggle(c.runners[0].id)
        click_widget(page.play_btn)  # the New mission screen: a form, the team grid, captions
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
        ledger.refresh()  # (with QListWidgetItems, one was often made at the freed item's address)
        ledger.refresh()  # (and clear() destroyed them)
    assert ledger.model.rowCount() == 2
