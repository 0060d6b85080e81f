"""A campaign from the start screen to the shop: pick runners, play a mission, record Karma, buy a sticker."""

from PySide6.QtCore import Qt

from crossfire_desktop.campaign import (
    AwardEntry,
    add_runner,
    buy_sticker,
    join_game,
    new_campaign,
)
from crossfire_desktop.ui.driver import Driver


def stored_campaign(persist, catalog):
    c = new_campaign("Night Shift")
    c = add_runner(c, "Ana", "Elf", karma_earned=20, runner_id="ana")
    c = add_runner(c, "Bo", "Troll", runner_id="bo")
    c = add_runner(c, "Cy", "Dwarf", runner_id="cy")
    c = buy_sticker(c, "ana", catalog.upgrade("cigar_money"))
    persist.save_campaign(c)
    return c


def open_campaign(win, qtbot, name="Night Shift"):
    qtbot.mouseClick(win.menu.buttons["campaigns"], Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.campaign_list
    page = win.campaign_list
    for i in range(page.list.count()):
        if name in page.list.item(i).text():
            page.list.setCurrentRow(i)
    page.open_selected()
    assert win.stack.currentWidget() is win.campaign_page
    return win.campaign_page


def test_play_a_campaign_mission_and_record_it(make_window, persist, catalog, qtbot):
    c = stored_campaign(persist, catalog)
    win = make_window(one_player=True)
    page = open_campaign(win, qtbot)
    assert set(page.cards) == {"ana", "bo", "cy"}
    page.cards["ana"].clicked.emit("ana")
    page.cards["bo"].clicked.emit("bo")
    assert page.play_btn.isEnabled()
    qtbot.mouseClick(page.play_btn, Qt.MouseButton.LeftButton)
    setup = win.setup_page
    assert win.stack.currentWidget() is setup and setup.campaign is not None
    assert setup.count.value() == 2 and not setup.count.isEnabled()
    assert setup.rows[0]["name"].text() == "Ana" and setup.rows[0]["name"].isReadOnly()
    assert "Cigar Money" in setup.campaign_label.text()
    d = setup.setup_dict()
    assert d["runners"][0]["upgrades"] == ["cigar_money"] and d["runners"][0]["campaign_runner"] == "ana"
    setup._start()
    game = win.table.game
    link = game.setup.campaign
    assert link is not None and link.campaign_id == c.id
    # Cigar Money: +1 starting nuyen (Elf 4, plus 1 for holding two roles)
    assert game.s.runners[0].nuyen == catalog.metatypes["Elf"].nuyen + 1 + 1
    on_disk = persist.load_campaign(c.id)
    assert on_disk.runner("ana").in_game == link.game_id and on_disk.runner("bo").in_game == link.game_id
    assert on_disk.runner("cy").in_game is None
    assert setup.campaign is None  # the New mission screen is back to guest runners

    result = Driver(win.table).play_to_end()
    assert win.stack.currentWidget() is win.end
    assert win.end.record_btn.isVisible()
    qtbot.mouseClick(win.end.record_btn, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.post
    assert win.post.record()
    after = persist.load_campaign(c.id)
    entry = after.ledger[-1]
    assert isinstance(entry, AwardEntry) and entry.result == result
    assert {line.runner_id for line in entry.lines} == {"ana", "bo"}
    assert after.runner("ana").in_game is None and after.runner("ana").history[-1].result == result
    # a second visit can't record the same game twice
    win.post_mission()
    assert not win.post.record()
    assert persist.load_campaign(c.id).ledger == after.ledger


def test_busy_runner_cant_join_and_can_be_released(make_window, persist, catalog, qtbot):
    c = join_game(stored_campaign(persist, catalog), ["bo"], "old-game")
    persist.save_campaign(c)
    win = make_window()
    page = open_campaign(win, qtbot)
    page.cards["bo"].clicked.emit("bo")
    qtbot.mouseClick(page.play_btn, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is page
    assert "Bo" in page.message.text() and "in progress" in page.message.text()
    assert page.release_btn.isEnabled()
    qtbot.mouseClick(page.release_btn, Qt.MouseButton.LeftButton)
    assert persist.load_campaign(c.id).runner("bo").in_game is None
    qtbot.mouseClick(page.play_btn, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.setup_page


def test_add_and_rename_runners_and_campaign(make_window, persist, catalog, qtbot):
    c = stored_campaign(persist, catalog)
    win = make_window()
    page = open_campaign(win, qtbot)
    page.new_name.setText("Dee")
    page.new_meta.setCurrentIndex(page.new_meta.findData("Ork"))
    qtbot.keyClick(page.new_name, Qt.Key.Key_Return)
    stored = persist.load_campaign(c.id)
    assert [r.name for r in stored.runners][-1] == "Dee" and stored.runners[-1].metatype == "Ork"
    assert len(page.cards) == 4
    page.new_name.setText("ana")
    page.add_runner()
    assert "already has a runner" in page.message.text()
    page.cards["bo"].clicked.emit("bo")
    page.new_name.setText("Bodhi")
    qtbot.mouseClick(page.rename_btn, Qt.MouseButton.LeftButton)
    assert persist.load_campaign(c.id).runner("bo").name == "Bodhi"
    page.name_edit.setText("Day Shift")
    page.rename_campaign()
    assert persist.load_campaign(c.id).name == "Day Shift"
    assert "Day Shift" in page.title.text()


def test_shop_from_the_campaign_page(make_window, persist, catalog, qtbot):
    c = stored_campaign(persist, catalog)
    win = make_window()
    page = open_campaign(win, qtbot)
    page.cards["ana"].clicked.emit("ana")
    qtbot.mouseClick(page.shop_btn, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.shop
    win.shop.back.emit()
    assert win.stack.currentWidget() is page
    assert persist.load_campaign(c.id) == c


def test_team_limit_is_four(make_window, persist, catalog, qtbot):
    c = stored_campaign(persist, catalog)
    for name in ("Dee", "Eve"):
        c = add_runner(c, name, "Human", runner_id=name.lower())
    persist.save_campaign(c)
    win = make_window()
    page = open_campaign(win, qtbot)
    for rid in ("ana", "bo", "cy", "dee", "eve"):
        page.cards[rid].clicked.emit(rid)
    assert page.chosen == ["ana", "bo", "cy", "dee"]
    assert "at most four" in page.message.text()
