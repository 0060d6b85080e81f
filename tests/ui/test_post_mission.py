"""The post-mission page: each runner's Karma as the mission sheet gives it, recorded once in the ledger."""

import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from crossfire_desktop.campaign import AwardEntry, add_runner, buy_sticker, join_game, new_campaign
from crossfire_desktop.ui.campaign.book import CampaignBook
from crossfire_desktop.ui.campaign.post_mission import PostMissionPage
from crossfire_desktop.ui.look.style import style_sheet

from .real_input import click_widget

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).parent / "screenshots"
SHEET = tomllib.loads((ROOT / "missions" / "crossfire.toml").read_text("utf-8"))
GAME = "game1"
TEAM = ["ace", "brick", "cy", "dee"]
COLS = ["Runner", "Mission Karma", "Bonus", "Karma in upgrades", "Scaling", "Award", "Karma earned after"]


def sheet_penalty(in_upgrades):
    """The Crossfire sheet's KARMA SCALING table: the first band holding the Karma in upgrades, then -1 a step."""
    for band in SHEET["scaling"]["bands"]:
        if in_upgrades <= band["up_to"]:
            return band["penalty"]
    last = SHEET["scaling"]["bands"][-1]
    return last["penalty"] + -(-(in_upgrades - last["up_to"]) // SHEET["scaling"]["step"])


def bonus_karma(cid):
    return next(b["karma"] for b in SHEET["bonus_challenges"] if b["id"] == cid)


def make_book(catalog, persist, manual=False):
    """Ace: no upgrades; Brick 20 + (5+10) = 35; Cy 5; Dee 35 + (20+10) = 65 Karma in upgrades.
    After an app game the four wait for its result; for manual mode only Eve is in a game (another one)."""
    c = new_campaign("Seattle Nights")
    for rid, name, meta, karma in [("ace", "Ace", "Human", 0), ("brick", "Brick", "Troll", 40),
                                   ("cy", "Cy", "Elf", 10), ("dee", "Dee", "Dwarf", 80)]:
        c = add_runner(c, name, meta, karma_earned=karma, runner_id=rid)
    for rid, sticker in [("brick", "its_a_jing_thing"), ("brick", "cigar_money"), ("cy", "fundamentals"),
                         ("dee", "tactician"), ("dee", "its_a_jing_thing")]:
        c = buy_sticker(c, rid, catalog.upgrade(sticker))
    if not manual:
        c = join_game(c, TEAM, GAME)
    else:
        c = add_runner(c, "Eve", "Ork", karma_earned=5, runner_id="eve")
        c = add_runner(c, "Fox", "Elf", karma_earned=0, runner_id="fox")
        c = join_game(c, ["eve"], "other_game")
    persist.save_campaign(c)
    return CampaignBook(persist, c)


def make_page(qtbot, catalog):
    page = PostMissionPage(catalog)
    qtbot.addWidget(page)
    return page


def rows(page):
    t = page.table
    return {t.item(r, 0).text(): {COLS[c]: t.item(r, c).text() for c in range(1, t.columnCount())}
            for r in range(t.rowCount())}


def expected_row(base, bonus, in_upgrades, karma_before):
    penalty = sheet_penalty(in_upgrades)
    award = max(0, base + bonus - penalty)
    return {"Mission Karma": str(base), "Bonus": f"+{bonus}", "Karma in upgrades": str(in_upgrades),
            "Scaling": f"\u2212{penalty}" if penalty else "0", "Award": str(award),
            "Karma earned after": str(karma_before + award)}


def test_win_rows_follow_the_mission_sheet(qtbot, catalog, persist):
    book = make_book(catalog, persist)
    page = make_page(qtbot, catalog)
    page.show_game(book, "crossfire", "win", {"bring_it_on": 1}, TEAM, GAME)
    assert page.title.text() == "Post-mission: Crossfire"
    assert page.title.objectName() == "pageTitle"
    assert page.result_line.text() == "Mission accomplished"
    assert "Bring It On! (+1 Karma)" in page.challenge_line.text()
    win, bring_it_on = SHEET["karma_win"], bonus_karma("bring_it_on")  # the sheet: 3, and +1
    got = rows(page)
    assert got["Ace"] == expected_row(win, bring_it_on, 0, 0)  # 3 + 1, no scaling: 4
    assert got["Brick"] == expected_row(win, bring_it_on, 35, 40)  # 31-50 in upgrades: 4 - 2 = 2
    assert got["Dee"] == expected_row(win, bring_it_on, 65, 80)  # 51-75: 4 - 3 = 1
    assert (got["Ace"]["Award"], got["Brick"]["Award"], got["Brick"]["Scaling"]) == ("4", "2", "\u22122")
    assert "31–50" in page.table.item(1, 4).toolTip()
    assert "0–10: full award" in page.rule.text() and "51–75: \u22123" in page.rule.text()
    assert page.record_button.isEnabled() and page.record_button.objectName() == "primary"


def test_abort_and_loss_rows(qtbot, catalog, persist):
    book = make_book(catalog, persist)
    page = make_page(qtbot, catalog)
    page.show_game(book, "crossfire", "abort", {"bring_it_on": 1}, TEAM, GAME)
    assert page.result_line.text() == "Abort run: the team got out"
    assert "only pay on a win" in page.challenge_line.text()
    got = rows(page)
    assert got["Ace"] == expected_row(SHEET["karma_abort"], 0, 0, 0)  # 1 Karma, the bonus doesn't pay
    assert got["Brick"]["Award"] == "0"  # 1 - 2, never below 0
    page.show_game(book, "crossfire", "loss", {}, TEAM, GAME)
    assert page.result_line.text() == "Mission failed"
    assert {r["Award"] for r in rows(page).values()} == {"0"}
    assert rows(page)["Dee"]["Karma earned after"] == "80"
    assert "loss" in page.table.item(0, 4).toolTip()


def test_record_saves_once_and_frees_the_runners(qtbot, catalog, persist):
    book = make_book(catalog, persist)
    page = make_page(qtbot, catalog)
    page.show_game(book, "crossfire", "win", {"bring_it_on": 1}, TEAM, GAME)
    qtbot.mouseClick(page.record_button, Qt.MouseButton.LeftButton)
    c = book.campaign
    awards = [e for e in c.ledger if isinstance(e, AwardEntry)]
    assert len(awards) == 1 and awards[0].mission_id == "crossfire"
    assert [c.runner(r).karma_earned for r in TEAM] == [0 + 4, 40 + 2, 10 + 4, 80 + 1]
    assert all(c.runner(r).in_game is None for r in TEAM)
    assert persist.load_campaign(c.id).model_dump(mode="json") == c.model_dump(mode="json")
    seq = awards[0].seq
    assert page.message.text().startswith(f"Recorded in Seattle Nights (ledger entry #{seq})")
    assert not page.record_button.isEnabled() and page.back_button.isVisibleTo(page)
    assert rows(page)["Ace"]["Karma earned after"] == "4"  # the table keeps what was recorded
    n = len(book.campaign.ledger)
    click_widget(page.record_button)  # nothing twice
    assert len(book.campaign.ledger) == n
    again = make_page(qtbot, catalog)
    again.show_game(book, "crossfire", "win", {"bring_it_on": 1}, TEAM, GAME)
    assert "already recorded" in again.message.text() and again.message.objectName() == "message"
    assert not again.record_button.isEnabled()
    click_widget(again.record_button)
    assert again.table.rowCount() == 0  # no numbers that would not be what was recorded
    assert len(book.campaign.ledger) == len(c.ledger)


def test_return_records(qtbot, catalog, persist):
    book = make_book(catalog, persist)
    page = make_page(qtbot, catalog)
    page.show_game(book, "crossfire", "loss", {}, TEAM, GAME)
    page.show()
    qtbot.waitExposed(page)
    assert page.focusWidget() is page.record_button
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert book.campaign.runner("ace").in_game is None
    assert isinstance(book.campaign.ledger[-1], AwardEntry)
    n = len(book.campaign.ledger)
    click_widget(page.record_button)
    assert len(book.campaign.ledger) == n  # recorded once


def test_shop_buttons_and_back(qtbot, catalog, persist):
    book = make_book(catalog, persist)
    page = make_page(qtbot, catalog)
    page.show_game(book, "crossfire", "win", {}, TEAM, GAME)
    click_widget(page.record_button)
    assert not page.record_button.isEnabled()
    shops = {b.text(): b for b in page.findChildren(QPushButton) if b.text().startswith("Upgrade shop: ")}
    assert sorted(shops) == ["Upgrade shop: Ace", "Upgrade shop: Brick", "Upgrade shop: Cy", "Upgrade shop: Dee"]
    assert all(b.isVisibleTo(page) for b in shops.values())
    with qtbot.waitSignal(page.shop) as sig:
        qtbot.mouseClick(shops["Upgrade shop: Brick"], Qt.MouseButton.LeftButton)
    assert sig.args == ["brick"]
    with qtbot.waitSignal(page.finished):
        qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)


def test_skip_leaves_the_runners_waiting(qtbot, catalog, persist):
    book = make_book(catalog, persist)
    page = make_page(qtbot, catalog)
    page.show_game(book, "crossfire", "win", {}, TEAM, GAME)
    assert "waiting" in page.skip_button.toolTip()
    with qtbot.waitSignal(page.finished):
        qtbot.mouseClick(page.skip_button, Qt.MouseButton.LeftButton)
    assert book.campaign.ledger[-1].kind == "purchase"
    assert all(book.campaign.runner(r).in_game == GAME for r in TEAM)


def test_failed_save_keeps_record_enabled(qtbot, catalog, persist, monkeypatch):
    book = make_book(catalog, persist)
    page = make_page(qtbot, catalog)
    page.show_game(book, "crossfire", "win", {}, TEAM, GAME)

    def broken(campaign, base):
        raise OSError("disk full")

    monkeypatch.setattr(persist, "save_campaign_at", broken)  # the campaign book's save
    click_widget(page.record_button)
    assert "could not be saved" in page.message.text() and "disk full" in page.message.text()
    assert page.record_button.isEnabled()
    assert book.campaign.runner("ace").in_game == GAME
    monkeypatch.undo()
    click_widget(page.record_button)
    assert book.campaign.runner("ace").in_game is None


def choose(page, mission, result="win"):
    page.mission_combo.setCurrentIndex(page.mission_combo.findData(mission))
    page.result_combo.setCurrentIndex(page.result_combo.findData(result))


def test_manual_mode(qtbot, catalog, persist):
    book = make_book(catalog, persist, manual=True)
    page = make_page(qtbot, catalog)
    page.show_manual(book)
    eve = page.runner_checks["eve"]
    assert not eve.isEnabled() and "in a mission in progress" in eve.text()
    assert not page.record_button.isEnabled() and page.message.text() == "Choose the runners who played."
    choose(page, "extraction")
    assert [page.result_combo.itemData(i) for i in range(page.result_combo.count())] == ["win", "loss"]
    choose(page, "dragon_fight")
    page.runner_checks["ace"].setChecked(True)
    page.runner_checks["brick"].setChecked(True)
    assert page.record_button.isEnabled() and page.table.rowCount() == 2
    page.bonus["trouble_brewing"].setChecked(True)
    page.bonus["lets_get_serious"].setChecked(True)
    assert not page.record_button.isEnabled()
    assert page.message.text() == "Trouble Brewing can't be chosen together with Let's Get Serious."
    choose(page, "crossfire")
    assert page.title.text() == "Post-mission: Crossfire"
    page.bonus["danger_zone"].setValue(3)  # once per runner: two runners played
    assert not page.record_button.isEnabled() and "can't be chosen 3 times (the most is 2)" in page.message.text()
    page.bonus["danger_zone"].setFocus()
    qtbot.keyClick(page.bonus["danger_zone"], Qt.Key.Key_Down)
    assert page.bonus["danger_zone"].value() == 2
    win, danger = SHEET["karma_win"], 2 * bonus_karma("danger_zone")
    assert rows(page) == {"Ace": expected_row(win, danger, 0, 0), "Brick": expected_row(win, danger, 35, 40)}
    qtbot.mouseClick(page.record_button, Qt.MouseButton.LeftButton)
    entry = book.campaign.ledger[-1]
    assert isinstance(entry, AwardEntry) and entry.challenges == {"danger_zone": 2}
    assert [line.karma for line in entry.lines] == [7, 5]  # 3 + 2×2, and 7 - 2
    assert persist.load_campaign(book.campaign.id).runner("brick").karma_earned == 45
    assert not page.record_button.isEnabled() and not page.inputs.isEnabled()


def shot(page, qtbot, name):
    QApplication.instance().setStyleSheet(style_sheet())
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    OUT.mkdir(exist_ok=True)
    assert page.grab().save(str(OUT / f"{name}.png"))
    assert (page.width(), page.height()) == (1280, 720)


@pytest.mark.parametrize("mode", ["game", "manual", "manual_refused"])
def test_screenshots(qtbot, catalog, persist, mode):
    book = make_book(catalog, persist, manual=mode != "game")
    page = make_page(qtbot, catalog)
    if mode == "game":
        page.show_game(book, "crossfire", "win", {"bring_it_on": 1, "danger_zone": 2}, TEAM, GAME)
        shot(page, qtbot, "post_mission_win_1280x720")
        click_widget(page.record_button)
        assert not page.record_button.isEnabled()
        shot(page, qtbot, "post_mission_recorded_1280x720")
    elif mode == "manual":
        page.show_manual(book)
        choose(page, "dragon_fight", "win")
        for rid in TEAM:
            page.runner_checks[rid].setChecked(True)
        page.bonus["minions_unending"].setChecked(True)
        shot(page, qtbot, "post_mission_manual_1280x720")
    else:
        page.show_manual(book)
        choose(page, "crossfire", "abort")
        page.runner_checks["ace"].setChecked(True)
        page.runner_checks["brick"].setChecked(True)
        page.bonus["danger_zone"].setValue(3)
        assert not page.record_button.isEnabled()
        shot(page, qtbot, "post_mission_manual_refused_1280x720")


def indicator(box):
    """The check box's square as painted."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton

    opt = QStyleOptionButton()
    box.initStyleOption(opt)
    rect = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, opt, box)
    return box.grab().toImage().copy(rect)


def test_a_recorded_table_mission_keeps_its_bonuses_and_runners_ticked(qtbot, catalog, persist):
    """After Record the form is read-only (disabled) and must still show what was recorded."""
    book = make_book(catalog, persist, manual=True)
    page = make_page(qtbot, catalog)
    QApplication.instance().setStyleSheet(style_sheet())
    page.resize(1280, 720)
    page.show()
    page.show_manual(book)
    choose(page, "dragon_fight", "win")
    qtbot.mouseClick(page.runner_checks["ace"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.bonus["minions_unending"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.record_button, Qt.MouseButton.LeftButton)
    assert page.done and not page.inputs.isEnabled()
    ticked, unticked = page.bonus["minions_unending"], page.bonus["trouble_brewing"]
    assert ticked.isChecked() and not unticked.isChecked()
    assert indicator(ticked) != indicator(unticked), "a recorded bonus looks ticked"
    assert indicator(page.runner_checks["ace"]) != indicator(page.runner_checks["cy"])
