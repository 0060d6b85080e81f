"""The ledger side panel: entry wording, newest first, and Undo last through its inline confirm."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from crossfire_desktop.campaign import (
    AwardEntry,
    AwardLine,
    Campaign,
    PurchaseEntry,
    Sticker,
    add_runner,
    award_mission,
    buy_sticker,
    new_campaign,
)
from crossfire_desktop.ui.campaign.book import CampaignBook
from crossfire_desktop.ui.campaign.ledger_view import LedgerView, entry_text, entry_tooltip
from crossfire_desktop.ui.look.style import style_sheet

from .real_input import click_widget

T0 = datetime(2026, 11, 20, 20, 14, tzinfo=UTC)
SHOTS = Path(__file__).parent / "screenshots"


def local(at: datetime) -> str:
    return at.astimezone().strftime("%Y-%m-%d %H:%M")


def award_entry() -> AwardEntry:
    return AwardEntry(
        seq=3, at=T0, by="GM", mission_id="crossfire", mission_name="Crossfire", result="win",
        challenges={"bring_it_on": 1},
        lines=[
            AwardLine(runner_id="ana", runner_name="Ana", base=3, bonus=1, karma_in_upgrades=5, penalty=0, karma=4),
            AwardLine(runner_id="bo", runner_name="Bo", base=3, bonus=1, karma_in_upgrades=40, penalty=2, karma=2),
        ],
    )


def purchase_entry(covering: bool) -> PurchaseEntry:
    cigar = Sticker(id="cigar_money", name="Cigar Money", karma=5)
    tough = Sticker(id="just_tough", name="Just Tough", karma=5)
    if covering:
        return PurchaseEntry(seq=5, at=T0, runner_id="ana", runner_name="Ana", sticker=cigar, slot=1,
                             new_slot=False, covered=tough, cost=15, total_after=20)
    return PurchaseEntry(seq=4, at=T0, runner_id="ana", runner_name="Ana", sticker=cigar, slot=0,
                         new_slot=True, cost=5, total_after=5)


def test_entry_text_award(catalog) -> None:
    entry = award_entry()
    assert entry_text(entry, catalog) == (
        f"#3 · {local(T0)} · Crossfire mission — win (bonus: Bring It On! ×1): "
        "Ana +4, Bo +2 (−2 for Karma in upgrades)"
    )
    # without a catalog the challenge id stands in; without a name, the mission id
    assert "(bonus: bring_it_on ×1)" in entry_text(entry)
    nameless = entry.model_copy(update={"mission_name": ""})
    assert "crossfire mission — win" in entry_text(nameless)
    tip = entry_tooltip(entry, catalog)
    assert "Recorded by GM" in tip
    assert "Bo: base 3 + bonus 1; Karma in upgrades 40, penalty −2; awarded +2" in tip


def test_entry_text_purchase() -> None:
    assert entry_text(purchase_entry(False)) == (
        f"#4 · {local(T0)} · Ana bought Cigar Money in slot 1 for 5 Karma (total 5)"
    )
    covering = purchase_entry(True)
    assert entry_text(covering) == (
        f"#5 · {local(T0)} · Ana bought Cigar Money in slot 2, covering Just Tough, for 15 Karma (total 20)"
    )
    tip = entry_tooltip(covering)
    assert "It covers Just Tough in slot 2" in tip
    assert "Value in that slot: 15 Karma (printed value + 10 outside the first slot)" in tip
    assert "Ana's upgrades total after: 20 Karma" in tip


def build_campaign(catalog, entries: int = 8) -> Campaign:
    """A team with `entries` ledger entries: awards and purchases, one covering a sticker."""
    c = new_campaign("Night Shift", campaign_id="night", now=T0)
    c = add_runner(c, "Ana", "Human", runner_id="ana")
    c = add_runner(c, "Bo", "Ork", runner_id="bo", karma_earned=30)
    c = add_runner(c, "Cy", "Elf", runner_id="cy")
    crossfire, extraction = catalog.missions["crossfire"], catalog.missions["extraction"]
    up = catalog.upgrade
    steps = [
        lambda c, at: award_mission(c, crossfire, "win", ["bring_it_on"], ["ana", "bo", "cy"], now=at),
        lambda c, at: buy_sticker(c, "bo", up("cigar_money"), now=at),
        lambda c, at: buy_sticker(c, "bo", up("just_tough"), now=at),
        lambda c, at: award_mission(c, crossfire, "win", {"danger_zone": 2}, ["ana", "bo"], now=at),
        lambda c, at: buy_sticker(c, "ana", up("in_training"), now=at),
        lambda c, at: buy_sticker(c, "bo", up("combat_fu"), 1, now=at),
        lambda c, at: award_mission(c, extraction, "loss", [], ["cy"], now=at),
        lambda c, at: award_mission(c, crossfire, "abort", [], ["ana", "bo", "cy"], now=at),
    ]
    for i, step in enumerate(steps[:entries]):
        c = step(c, T0 + timedelta(days=i, minutes=7 * i))
    return c


def row_text(v: LedgerView, row: int) -> str:
    """What the ledger's list shows in `row` (0 is the top)."""
    return v.list.model().index(row, 0).data(Qt.ItemDataRole.DisplayRole)


def row_tip(v: LedgerView, row: int) -> str:
    return v.list.model().index(row, 0).data(Qt.ItemDataRole.ToolTipRole)


@pytest.fixture
def view(qtbot, catalog, persist):
    def make(campaign: Campaign) -> tuple[LedgerView, CampaignBook]:
        persist.save_campaign(campaign)
        book = CampaignBook(persist, campaign)
        v = LedgerView(catalog=catalog)
        qtbot.addWidget(v)
        v.set_book(book)
        v.resize(380, 600)
        v.show()
        return v, book

    return make


def test_lists_newest_first_and_follows_the_book(view, catalog, persist) -> None:
    v, book = view(build_campaign(catalog, 7))
    assert v.model.rowCount() == 7
    assert row_text(v, 0).startswith("#7 · ") and row_text(v, 6).startswith("#1 · ")
    assert "Cy +0" in row_text(v, 0) and "Extraction mission — loss" in row_text(v, 0)
    assert "Bo: base 3 + bonus 1" in row_tip(v, 6)
    assert v.undo_button.text() == "Undo last: Extraction mission — loss"
    crossfire = catalog.missions["crossfire"]
    assert book.apply(lambda c: award_mission(c, crossfire, "win", [], ["ana", "cy"])) is None
    assert v.model.rowCount() == 8 and "#8 · " in row_text(v, 0)  # refreshed on `changed`
    assert "Crossfire mission — win: Ana +3, Cy +3" in row_text(v, 0)
    assert not v.empty.isVisible()


def test_undo_through_the_buttons_with_confirm(view, catalog, persist, qtbot) -> None:
    c = build_campaign(catalog, 6)
    v, book = view(c)
    assert v.undo_button.isEnabled() and not v.confirm_box.isVisible()
    qtbot.mouseClick(v.undo_button, Qt.MouseButton.LeftButton)
    assert v.confirm_box.isVisible() and not v.undo_button.isEnabled()
    assert "Undo #6" in v.confirm_text.text() and "covering Just Tough" in v.confirm_text.text()
    qtbot.mouseClick(v.cancel_button, Qt.MouseButton.LeftButton)  # cancel changes nothing
    assert not v.confirm_box.isVisible() and v.undo_button.isEnabled()
    assert len(book.campaign.ledger) == 6 and persist.load_campaign("night") == c

    qtbot.mouseClick(v.undo_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(v.confirm_button, Qt.MouseButton.LeftButton)
    on_disk = persist.load_campaign("night")
    assert on_disk == book.campaign == build_campaign(catalog, 5)
    assert [s.top.id for s in on_disk.runner("bo").slots] == ["cigar_money", "just_tough"]
    assert persist.store.read_backup("campaign", "night").data == c  # the undone state stays as the backup
    assert v.model.rowCount() == 5 and row_text(v, 0).endswith("Ana bought In Training in slot 1 for 5 Karma (total 5)")
    assert "Undone: #6 Bo bought Combat Fu" in v.message.text()
    assert not v.confirm_box.isVisible()


def test_undo_on_an_empty_ledger_is_disabled(view, catalog) -> None:
    v, _book = view(build_campaign(catalog, 0))
    assert not v.undo_button.isEnabled() and v.undo_button.text() == "Undo last"
    assert v.model.rowCount() == 0 and v.empty.isVisible()
    click_widget(v.undo_button)
    assert not v.confirm_box.isVisible() and v.model.rowCount() == 0


def test_a_refused_undo_shows_why(view, catalog, persist, qtbot) -> None:
    v, book = view(build_campaign(catalog, 3))
    book.campaign.runner("bo").slots.clear()  # as if the file had been hand-edited
    before = persist.store.path("campaign", "night").read_bytes()
    qtbot.mouseClick(v.undo_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(v.confirm_button, Qt.MouseButton.LeftButton)
    assert "can't be undone" in v.message.text() and "no longer on top of slot 2" in v.message.text()
    assert len(book.campaign.ledger) == 3 and v.model.rowCount() == 3
    assert persist.store.path("campaign", "night").read_bytes() == before


def test_a_failed_save_changes_nothing(view, catalog, persist, qtbot) -> None:
    v, book = view(build_campaign(catalog, 2))
    path = persist.store.path("campaign", "night")
    path.write_bytes(b'{"format": "crossfire-desktop", "kind": "campaign", "ver')  # broken behind our back
    qtbot.mouseClick(v.undo_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(v.confirm_button, Qt.MouseButton.LeftButton)
    assert path.read_bytes().endswith(b'"ver')  # left as it was
    assert "Nothing was changed" in v.message.text() and "can't be read" in v.message.text()
    assert path.read_bytes() == b'{"format": "crossfire-desktop", "kind": "campaign", "ver'
    assert len(book.campaign.ledger) == 2 and v.model.rowCount() == 2


def test_screenshot(view, catalog, qtbot) -> None:
    QApplication.instance().setStyleSheet(style_sheet())
    v, _book = view(build_campaign(catalog, 8))
    v.resize(380, 600)
    qtbot.mouseClick(v.undo_button, Qt.MouseButton.LeftButton)  # show the inline confirm too
    qtbot.wait(10)
    SHOTS.mkdir(exist_ok=True)
    assert v.size().width() == 380
    assert v.grab().save(str(SHOTS / "ledger_view_380x600.png"))


def rows_whole(lv) -> None:
    """Each row of list view `lv` is as tall as its words wrapped where the style paints them."""
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

    from crossfire_desktop.ui.look.whole_lines import wrapped_lines

    style = lv.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, lv) + 1
    for row in range(lv.model().rowCount()):
        index = lv.model().index(row, 0)
        opt = QStyleOptionViewItem()
        opt.initFrom(lv)
        lv.itemDelegate().initStyleOption(opt, index)
        opt.rect = lv.visualRect(index)
        box = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, lv).adjusted(margin, 0, -margin, 0)
        lines = wrapped_lines(opt.text, opt.font, box.width())  # as the style lays them out (a QTextLayout)
        assert box.height() >= len(lines) * opt.fontMetrics.height(), (row, box, lines)
        # every row as wide as the list: its height was reckoned for the width it is painted in
        assert opt.rect.width() == lv.viewport().width() - 2 * lv.spacing(), (row, opt.rect, lv.viewport().width())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_entry_is_whole_on_the_campaign_page(make_window, persist, catalog, qtbot, size) -> None:
    """Entry #1 ended in "…" at 1920x1080 (c66): each row was only as wide as its longest line, its height
    reckoned for another width."""
    from .test_campaign_flow import open_campaign

    c = new_campaign("Tour")
    for name in ("Alice", "Bob", "Robo"):
        c = add_runner(c, name, "Human", runner_id=name.lower())
    c = award_mission(c, catalog.missions["crossfire"], "win", {"danger_zone": 3}, ["alice", "bob", "robo"], now=T0)
    for rid, sticker in (("alice", "just_tough"), ("bob", "in_training"), ("robo", "cigar_money")):
        c = buy_sticker(c, rid, catalog.upgrade(sticker), now=T0)
    c = award_mission(c, catalog.missions["crossfire"], "loss", [], ["alice", "bob", "robo"], now=T0)
    persist.save_campaign(c)
    win = make_window(size=size)
    page = open_campaign(win, qtbot, "Tour")
    qtbot.waitUntil(lambda: rows_whole(page.ledger.list), timeout=3000)
