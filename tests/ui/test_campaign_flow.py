"""A campaign from the start screen to the shop: pick runners, play a mission, record Karma, buy a sticker."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.campaign import (
    AwardEntry,
    add_runner,
    buy_sticker,
    join_game,
    new_campaign,
)
from crossfire_desktop.ui.table.driver import Driver

from .real_input import button, click_widget


def stored_campaign(persist, catalog):
    c = new_campaign("Night Shift")
    c = add_runner(c, "Ana", "Elf", karma_earned=20, runner_id="ana")
    c = add_runner(c, "Bo", "Troll", runner_id="bo")
    c = add_runner(c, "Cy", "Dwarf", runner_id="cy")
    c = buy_sticker(c, "ana", catalog.upgrade("cigar_money"))
    persist.save_campaign(c)
    return c


def play_for_campaign(win, qtbot, runners=("ana", "bo")):
    """The campaign's runners picked and their mission started, by clicks; the game's campaign game id."""
    page = open_campaign(win, qtbot)
    for rid in runners:
        page.toggle(rid)
    click_widget(page.play_btn)
    click_widget(win.setup_page.go)
    return win.table.game.setup.campaign.game_id


def open_campaign(win, qtbot, name="Night Shift"):
    qtbot.mouseClick(win.menu.buttons["campaigns"], Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.campaign_list
    page = win.campaign_list
    for i in range(page.list.count()):
        if name in page.list.item(i).text():
            page.list.setCurrentRow(i)
    click_widget(page.open_button)
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.campaign_page)  # read in the background
    return win.campaign_page


def set_up_team(win, qtbot, *runner_ids):
    """The campaign's runners picked by their cards, then Play: the New mission page set up for them."""
    page = open_campaign(win, qtbot)
    for rid in runner_ids:
        click_widget(page.cards[rid])
    click_widget(page.play_btn)
    return win.setup_page


def test_play_a_campaign_mission_and_record_it(make_window, persist, catalog, qtbot):
    c = stored_campaign(persist, catalog)
    win = make_window(one_player=True)
    page = open_campaign(win, qtbot)
    assert set(page.cards) == {"ana", "bo", "cy"}
    click_widget(page.cards["ana"])
    click_widget(page.cards["bo"])
    assert page.play_btn.isEnabled()
    qtbot.mouseClick(page.play_btn, Qt.MouseButton.LeftButton)
    setup = win.setup_page
    assert win.stack.currentWidget() is setup and setup.campaign is not None
    assert setup.count.value() == 2 and not setup.count.isEnabled()
    assert setup.rows[0]["name"].text() == "Ana" and setup.rows[0]["name"].isReadOnly()
    assert "Cigar Money" in setup.campaign_label.text()
    d = setup.setup_dict()
    assert d["runners"][0]["upgrades"] == ["cigar_money"] and d["runners"][0]["campaign_runner"] == "ana"
    click_widget(setup.go)
    game = win.table.game
    link = game.setup.campaign
    assert link is not None and link.campaign_id == c.id
    # Cigar Money: +1 starting nuyen (Elf 4, plus 1 for holding two roles)
    assert game.s.runners[0].nuyen == catalog.metatypes["Elf"].nuyen + 1 + 1
    on_disk = persist.load_campaign(c.id)
    assert on_disk.runner("ana").in_game == link.game_id and on_disk.runner("bo").in_game == link.game_id
    assert on_disk.runner("cy").in_game is None
    assert setup.campaign is None  # the New mission screen is back to guest runners
    assert setup.rows[0]["name"].text() != "Ana" and not setup.rows[0]["name"].isReadOnly()

    result = Driver(win.table).play_to_end()
    assert win.stack.currentWidget() is win.end
    assert win.end.record_btn.isVisible()
    qtbot.mouseClick(win.end.record_btn, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.post
    click_widget(win.post.record_button)
    after = persist.load_campaign(c.id)
    entry = after.ledger[-1]
    assert isinstance(entry, AwardEntry) and entry.result == result
    assert {line.runner_id for line in entry.lines} == {"ana", "bo"}
    assert after.runner("ana").in_game is None and after.runner("ana").history[-1].result == result
    # a second visit can't record the same game twice
    win.post_mission()
    assert not win.post.record_button.isEnabled()
    click_widget(win.post.record_button)
    assert persist.load_campaign(c.id).ledger == after.ledger


def test_busy_runner_cant_join_and_can_be_released(make_window, persist, catalog, qtbot):
    c = join_game(stored_campaign(persist, catalog), ["bo"], "old-game")
    persist.save_campaign(c)
    win = make_window()
    page = open_campaign(win, qtbot)
    click_widget(page.cards["bo"])
    qtbot.mouseClick(page.play_btn, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is page
    assert "Bo" in page.message.text() and "in progress" in page.message.text()
    assert page.release_btn.isEnabled()
    assert not page.resume_btn.isEnabled()  # that game has no save here
    qtbot.mouseClick(page.release_btn, Qt.MouseButton.LeftButton)
    assert "Click again to confirm" in page.message.text() and "Bo" in page.message.text()
    assert persist.load_campaign(c.id).runner("bo").in_game == "old-game"
    assert page.release_btn.text() == "Yes, release them"
    qtbot.mouseClick(page.release_btn, Qt.MouseButton.LeftButton)
    assert persist.load_campaign(c.id).runner("bo").in_game is None
    # released: the greyed button reads as the action again, not the answer to a question now over (c60)
    assert not page.release_btn.isEnabled() and page.release_btn.text() == "Release from mission"
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
    QTest.keyClick(page.new_name, Qt.Key.Key_Return)
    assert "already has a runner" in page.message.text()
    click_widget(page.cards["bo"])
    page.new_name.setText("Bodhi")
    qtbot.mouseClick(page.rename_btn, Qt.MouseButton.LeftButton)
    assert persist.load_campaign(c.id).runner("bo").name == "Bodhi"
    page.name_edit.setText("Day Shift")
    QTest.keyClick(page.name_edit, Qt.Key.Key_Return)
    assert persist.load_campaign(c.id).name == "Day Shift"
    assert "Day Shift" in page.title.text()


def test_shop_from_the_campaign_page(make_window, persist, catalog, qtbot):
    c = stored_campaign(persist, catalog)
    win = make_window()
    page = open_campaign(win, qtbot)
    click_widget(page.cards["ana"])
    qtbot.mouseClick(page.shop_btn, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.shop
    click_widget(button(win.shop, "Back"))
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
        click_widget(page.cards[rid])
    assert page.chosen == ["ana", "bo", "cy", "dee"]
    assert "at most four" in page.message.text()


def test_a_skipped_campaign_game_survives_another_game_and_is_resumed(make_window, persist, catalog, qtbot):
    c = stored_campaign(persist, catalog)
    win = make_window(one_player=True)
    game_id = play_for_campaign(win, qtbot)
    Driver(win.table).play_to_end()
    qtbot.mouseClick(win.end.record_btn, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(win.post.skip_button, Qt.MouseButton.LeftButton)  # record later
    from crossfire_desktop.engine import quick_setup

    win.start_game(quick_setup("crossfire", 2, 9))  # a guest game replaces the autosave
    page = open_campaign(win, qtbot)
    page.toggle("ana")
    assert page.resume_btn.isEnabled()
    qtbot.mouseClick(page.resume_btn, Qt.MouseButton.LeftButton)
    assert win.table.game.setup.campaign.game_id == game_id
    assert win.stack.currentWidget() is win.end
    qtbot.mouseClick(win.end.record_btn, Qt.MouseButton.LeftButton)
    click_widget(win.post.record_button)
    assert persist.load_campaign(c.id).runner("ana").in_game is None


def test_release_frees_the_whole_team(make_window, persist, catalog, qtbot):
    c = join_game(stored_campaign(persist, catalog), ["ana", "bo"], "g1")
    persist.save_campaign(c)
    win = make_window()
    page = open_campaign(win, qtbot)
    page.toggle("bo")
    click_widget(page.release_btn)
    assert "Ana, Bo" in page.message.text()
    click_widget(page.release_btn)
    stored = persist.load_campaign(c.id)
    assert stored.runner("ana").in_game is None and stored.runner("bo").in_game is None


def test_long_or_taken_names_are_refused_with_a_message(make_window, persist, catalog, qtbot):
    from crossfire_desktop.ui.campaign.book import CampaignBook

    c = stored_campaign(persist, catalog)
    persist.save_campaign(new_campaign("Other"))
    win = make_window()
    page = open_campaign(win, qtbot)
    page.name_edit.setText("other")
    QTest.keyClick(page.name_edit, Qt.Key.Key_Return)
    assert "already called" in page.message.text() and persist.load_campaign(c.id).name == "Night Shift"
    assert page.name_edit.maxLength() == 80
    book = CampaignBook(persist, c)
    from crossfire_desktop.campaign import rename_campaign

    err = book.apply(lambda camp: rename_campaign(camp, "x" * 100))
    assert err is not None and "name" in err and persist.load_campaign(c.id).name == "Night Shift"
    page.toggle("bo")
    page.new_name.setText("ANA")
    click_widget(page.rename_btn)
    assert "already has a runner" in page.message.text()


def test_a_campaign_file_broken_while_open_can_be_saved_again(make_window, persist, catalog, qtbot):
    c = stored_campaign(persist, catalog)
    win = make_window()
    page = open_campaign(win, qtbot)
    path = persist.store.path("campaign", c.id)
    path.write_bytes(path.read_bytes()[:40])
    broken = path.read_bytes()
    page.new_name.setText("Dee")
    QTest.keyClick(page.new_name, Qt.Key.Key_Return)
    assert "can't be read any more" in page.message.text() and page.rescue_btn.isVisible()
    assert path.read_bytes() == broken
    qtbot.mouseClick(page.rescue_btn, Qt.MouseButton.LeftButton)
    kept = [f for f in path.parent.iterdir() if "unreadable" in f.name]
    assert len(kept) == 1 and kept[0].read_bytes() == broken
    assert persist.load_campaign(c.id) == c and not page.rescue_btn.isVisible()
    QTest.keyClick(page.new_name, Qt.Key.Key_Return)
    assert [r.name for r in persist.load_campaign(c.id).runners][-1] == "Dee"


def test_a_campaign_mission_ticks_the_ai_seats_of_its_last_mission_not_the_last_guest_teams(
        make_window, persist, catalog, qtbot):
    """A campaign mission's setup took the AI ticks of the last one-off game (seen in play): its runners are
    ticked as in the campaign's own last mission, remembered across starts."""
    guest = {"mission": "crossfire", "seed": 1, "runners": [
        {"name": "Guest", "metatype": "Human", "roles": ["Street Samurai", "Mage"], "ai": True},
        {"name": "Other", "metatype": "Elf", "roles": ["Decker", "Face"]}]}
    persist.prefs.last_setup = guest
    persist.prefs.campaign_ai = {f"older{i}": [] for i in range(200)}  # as many as the file keeps
    c = stored_campaign(persist, catalog)
    win = make_window(one_player=True)

    setup = set_up_team(win, qtbot, "ana", "bo")
    assert not setup.rows[0]["ai"].isChecked() and not setup.rows[1]["ai"].isChecked()
    click_widget(setup.rows[1]["ai"])
    click_widget(setup.go)
    assert [r.ai for r in win.table.game.setup.runners] == [False, True]
    on_disk = persist._load_prefs().campaign_ai  # the next start remembers it; the oldest campaign makes room
    assert on_disk[c.id] == ["bo"] and len(on_disk) == 200 and "older0" not in on_disk
    assert setup.rows[0]["ai"].isChecked()  # the guest team is back on New mission, its tick too

    win.show_menu()
    page = open_campaign(win, qtbot)
    click_widget(page.cards["bo"])
    click_widget(page.release_btn)
    click_widget(page.release_btn)
    win.show_menu()
    setup = set_up_team(win, qtbot, "ana", "bo")
    assert not setup.rows[0]["ai"].isChecked() and setup.rows[1]["ai"].isChecked()


def test_record_a_table_mission_ticks_the_runners_picked(make_window, persist, catalog, qtbot):
    """The runners picked on the campaign page came unticked on "Record a table mission" (seen in play)."""
    stored_campaign(persist, catalog)
    win = make_window()
    page = open_campaign(win, qtbot)
    click_widget(page.cards["ana"])
    click_widget(page.cards["cy"])
    click_widget(page.record_btn)
    assert win.stack.currentWidget() is win.post
    assert {rid for rid, check in win.post.runner_checks.items() if check.isChecked()} == {"ana", "cy"}
