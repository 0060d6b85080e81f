from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from crossfire_desktop.campaign import PurchaseEntry, add_runner, buy_sticker, new_campaign, set_in_game
from crossfire_desktop.ui.campaign.book import CampaignBook
from crossfire_desktop.ui.campaign.sticker_shop import NAME, STATUS, StickerShopPage

from .real_input import click_widget

OUT = Path(__file__).parent / "screenshots"


@pytest.fixture
def stickers(catalog):
    return {c.id: c for c in catalog.decks["upgrades"]}


@pytest.fixture
def shop(qtbot, catalog, persist, stickers):
    """open(karma, buys, in_game) -> the page showing Mike, a Human, in a saved campaign."""

    def open_shop(karma=15, buys=(), in_game=None, size=(1280, 720)):
        c = add_runner(new_campaign("Friday crew", campaign_id="friday"), "Mike", "Human", karma_earned=karma,
                       runner_id="mike")
        c = add_runner(c, "Dana", "Elf", karma_earned=5, runner_id="dana")
        for sticker_id, slot in buys:
            c = buy_sticker(c, "mike", stickers[sticker_id], slot)
        if in_game:
            c = set_in_game(c, ["mike"], in_game)
        persist.save_campaign(c)
        page = StickerShopPage(catalog)
        qtbot.addWidget(page)
        page.resize(*size)
        page.show()
        qtbot.waitExposed(page)
        page.open(CampaignBook(persist, c), "mike")
        return page

    return open_shop


def rows(page):
    """The names and statuses the list shows, top to bottom."""
    items = [page.list.topLevelItem(r) for r in page.visible_rows()]
    return [(item.text(NAME), item.text(STATUS)) for item in items]


def select(page, name):
    row = next(r for r in page.visible_rows() if page.list.topLevelItem(r).text(NAME) == name)
    page.list.setCurrentItem(page.list.topLevelItem(row))
    assert page.card is not None and page.card.name == name


def radio_texts(page):
    return [(r.text().replace("\n", " "), r.isEnabled(), r.isChecked()) for r in page.radios]


def test_lists_complete_stickers_only(shop, stickers):
    page = shop()
    names = {name for name, _ in rows(page)}
    assert names == {c.name for c in stickers.values() if c.complete}
    assert "Gambler" not in names and len(names) == 48
    assert page.title.text() == "Upgrade shop — Mike"
    assert page.only.text() == "Only what Mike can buy now"


def test_rulebook_example_costs(shop):
    """Mike, 15 Karma, buys Cigar Money (5) in slot 1; It's a Jing Thing (20) then costs 30 in slot 2."""
    page = shop(15)
    select(page, "Cigar Money")
    assert dict(rows(page))["Cigar Money"] == "can buy: costs 5"
    assert radio_texts(page) == [("Slot 1 (new): 5 Karma → 5 of 15 earned", True, True)]
    assert page.buy_btn.text() == "Buy for 5 Karma" and page.buy_btn.isEnabled()
    click_widget(page.buy_btn)
    select(page, "It's a Jing Thing")
    assert radio_texts(page) == [
        ("Slot 1, covering Cigar Money: 20 Karma → 20 of 15 earned", False, False),
        ("Slot 2 (new): 30 Karma (20 + 10) → 35 of 15 earned", False, False),
    ]
    assert not page.buy_btn.isEnabled()
    assert dict(rows(page))["It's a Jing Thing"] == "needs 20 Karma, has 15"
    assert "That needs 35 Karma in upgrades; the runner has earned 15." in page.reasons.text()
    assert page.radios[1].toolTip() == "That needs 35 Karma in upgrades; the runner has earned 15."
    assert page.runner_card.preview is not None and not page.runner_card.preview.allowed


def test_jing_thing_in_slot_two_with_enough_karma(shop):
    page = shop(35, [("cigar_money", None)])
    select(page, "It's a Jing Thing")
    # a new slot comes first even though covering slot 1 is cheaper: nothing bought is lost
    assert radio_texts(page) == [
        ("Slot 1, covering Cigar Money: 20 Karma → 20 of 35 earned", True, False),
        ("Slot 2 (new): 30 Karma (20 + 10) → 35 of 35 earned", True, True),
    ]
    assert page.buy_btn.text() == "Buy for 30 Karma"
    assert page.runner_card.preview == page.chosen()


def test_buying_with_the_button_saves_and_records_in_the_ledger(shop, persist, qtbot):
    page = shop(25, [("cigar_money", None)])
    book = page.book
    select(page, "Just Tough")
    assert radio_texts(page)[1] == ("Slot 2 (new): 15 Karma (5 + 10) → 20 of 25 earned", True, True)
    qtbot.mouseClick(page.buy_btn, Qt.MouseButton.LeftButton)
    mike = book.campaign.runner("mike")
    assert [s.top.id for s in mike.slots] == ["cigar_money", "just_tough"]
    assert [s.top.id for s in persist.load_campaign("friday").runner("mike").slots] == ["cigar_money", "just_tough"]
    entry = book.campaign.ledger[-1]
    assert isinstance(entry, PurchaseEntry)
    assert (entry.sticker.id, entry.slot, entry.new_slot, entry.cost, entry.total_after) == ("just_tough", 1, True,
                                                                                          15, 20)
    message = page.findChild(QLabel, "message")
    assert message.text() == "Bought Just Tough for 15 Karma (undo it from the campaign's ledger)"
    assert page.runner_card.runner == mike
    assert "Karma earned 25 · in upgrades 20 · free 5" in page.runner_card.accessibleDescription()
    assert dict(rows(page))["Just Tough"] == "has it already (slot 2)"


def test_covering_a_slot_with_its_radio(shop):
    page = shop(20, [("cigar_money", None), ("just_tough", None)])
    select(page, "In Training")
    assert radio_texts(page) == [
        ("Slot 1, covering Cigar Money: 5 Karma → 20 of 20 earned", True, True),  # the cheapest allowed
        ("Slot 2, covering Just Tough: 15 Karma (5 + 10) → 20 of 20 earned", True, False),
        ("Slot 3 (new): 15 Karma (5 + 10) → 35 of 20 earned", False, False),
    ]
    click_widget(page.radios[1])
    assert page.runner_card.preview.slot == 1 and page.buy_btn.text() == "Buy for 15 Karma"
    click_widget(page.buy_btn)
    slots = page.book.campaign.runner("mike").slots
    assert [s.id for s in slots[1].stickers] == ["just_tough", "in_training"]
    assert page.book.campaign.ledger[-1].covered.id == "just_tough"


def test_same_name_is_refused_with_its_reason(shop):
    page = shop(40, [("cigar_money", None)])
    select(page, "Cigar Money")
    assert [(enabled, checked) for _, enabled, checked in radio_texts(page)] == [(False, False), (False, False)]
    assert not page.buy_btn.isEnabled()
    assert "The runner already has Cigar Money (slot 1)." in page.reasons.text()
    assert dict(rows(page))["Cigar Money"] == "has it already (slot 1)"
    # no refused placement drawn on the card ("not allowed · covers Cigar Money · total…" over the sticker it has,
    # seen in play right after buying it): the reason beside says it
    assert page.runner_card.preview is None


def test_a_runner_in_a_mission_cannot_buy(shop):
    page = shop(40, in_game="g7")
    select(page, "Cigar Money")
    assert not page.buy_btn.isEnabled()
    assert not any(r.isEnabled() for r in page.radios)
    assert "Stickers are bought between missions: this runner is in a mission in progress." in page.reasons.text()
    assert {status for _, status in rows(page)} == {"in a mission"}
    assert "In a mission" in page.runner_card.accessibleDescription()


def test_filter_and_only_what_can_be_bought(shop, stickers, qtbot):
    page = shop(15)
    qtbot.keyClicks(page.filter, "nuyen")
    shown = [name for name, _ in rows(page)]
    assert "Cigar Money" in shown and "Chill" not in shown
    for name in shown:
        card = next(c for c in stickers.values() if c.name == name)
        assert "nuyen" in (card.name + card.text).lower()
    page.filter.clear()
    page.only.setChecked(True)
    affordable = {c.name for c in stickers.values() if c.complete and c.karma <= 15}
    assert {name for name, _ in rows(page)} == affordable
    assert all(status.startswith("can buy") for _, status in rows(page))


def test_the_list_follows_changes_from_other_screens(shop, stickers):
    page = shop(15)
    select(page, "Cigar Money")
    assert page.book.apply(lambda c: buy_sticker(c, "mike", stickers["cigar_money"])) is None
    assert dict(rows(page))["Cigar Money"] == "has it already (slot 1)"
    assert len(page.runner_card.runner.slots) == 1 and not page.buy_btn.isEnabled()


def test_keyboard_arrows_return_buys_escape_goes_back(shop, qtbot):
    page = shop(15)
    assert page.focusWidget() is page.list and page.card is not None
    first = page.card.name
    qtbot.keyClick(page.list, Qt.Key.Key_Down)
    assert page.card.name != first
    select(page, "Just Tough")
    qtbot.keyClick(page.list, Qt.Key.Key_Return)
    assert [s.top.id for s in page.book.campaign.runner("mike").slots] == ["just_tough"]
    qtbot.keyClick(page.list, Qt.Key.Key_Return)  # refused now (same name): nothing more bought
    assert len(page.book.campaign.runner("mike").slots) == 1
    with qtbot.waitSignal(page.back):
        qtbot.keyClick(page.list, Qt.Key.Key_Escape)
    with qtbot.waitSignal(page.back):
        click_widget(next(b for b in page.findChildren(type(page.buy_btn)) if b.text() == "Back"))


def test_return_in_the_filter_goes_to_the_list(shop, qtbot):
    page = shop(15)
    qtbot.keyClick(page.list, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(page.filter, "tough")
    qtbot.keyClick(page.filter, Qt.Key.Key_Return)
    assert page.book.campaign.runner("mike").slots == []  # typing then Return doesn't buy
    assert page.focusWidget() is page.list


def test_ctrl_f_goes_to_the_filter(shop, qtbot):
    page = shop(15)
    qtbot.keyClick(page.list, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert page.focusWidget() is page.filter


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_screenshot_shop(shop, size):
    from crossfire_desktop.ui.look.style import style_sheet

    QApplication.instance().setStyleSheet(style_sheet())
    OUT.mkdir(exist_ok=True)
    page = shop(40, [("cigar_money", None), ("just_tough", None), ("in_training", 1)], size=size)
    select(page, "Chill")
    QApplication.processEvents()  # new radio buttons and layouts show on the next event loop pass
    page.message.setText("Bought In Training for 15 Karma (undo it from the campaign's ledger)")
    assert (page.width(), page.height()) == size, "the page grew beyond the window"
    page.grab().save(str(OUT / f"sticker_shop_{size[0]}x{size[1]}.png"))
    select(page, "It's a Jing Thing")  # a new slot is over the limit: refused, with its reason
    QApplication.processEvents()
    page.grab().save(str(OUT / f"sticker_shop_refused_{size[0]}x{size[1]}.png"))
    busy = shop(40, [("cigar_money", None)], in_game="g7", size=size)
    QApplication.processEvents()
    busy.grab().save(str(OUT / f"sticker_shop_in_game_{size[0]}x{size[1]}.png"))


def test_the_card_refits_to_a_new_ui_scale_between_two_visits(shop):
    """The window keeps its size, the scale changes while the shop is hidden: on the next visit the card is as
    wide as it paints (at least 0.85 x scale of its width), its right side not cut."""
    from crossfire_desktop.ui.campaign.runner_card import WIDTH
    from crossfire_desktop.ui.look.style import apply_scale

    page = shop(40)
    page.hide()
    try:
        apply_scale(1.5)
        page.show()
        QApplication.processEvents()
        assert page.runner_card.width() >= 0.85 * 1.5 * WIDTH + 4
    finally:
        apply_scale(1.0)
