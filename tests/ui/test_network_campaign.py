"""A campaign played over the network, through two windows: the host picks its campaign and team, the lobby's
seats are the campaign's runners, the guest plays its runner from its own window, and the mission's end
goes through the host's post-mission step into the campaign and into the host's History."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from crossfire_desktop.campaign import AwardEntry
from crossfire_desktop.ui.table.driver import Driver

from .net_helpers import free_port, join_from_a_second_window, take_seat_ready_and_start, type_into
from .real_input import button, click, click_widget
from .test_campaign_flow import stored_campaign


def _tick(qtbot, page, rid):
    box = page.team_boxes[rid]
    qtbot.waitUntil(lambda: box.isVisible() and box.width() > 20)  # laid out: the click lands on it
    click(box, QPoint(8, box.height() // 2))  # on its tick box


def test_a_campaign_mission_hosted_and_joined_is_recorded_in_the_hosts_campaign(make_window, persist, catalog,
                                                                                tmp_path, qtbot):
    c = stored_campaign(persist, catalog)  # Ana (Elf, 20 Karma, Cigar Money), Bo, Cy
    host = make_window(one_player=True)
    click_widget(host.menu.buttons["network"])
    hp = host.network.page
    hp.campaign.setFocus()
    QTest.keyClick(hp.campaign, Qt.Key.Key_Down)  # the first campaign after "None"
    assert hp.campaign.currentData() == c.id and hp.team.isVisible()
    assert "Ana (Elf), 20 Karma: Cigar Money" in hp.team_boxes["ana"].text()
    _tick(qtbot, hp, "ana")
    _tick(qtbot, hp, "bo")
    assert hp.chosen_team() == ["ana", "bo"] and hp.runners.value() == 2 and not hp.runners.isEnabled()
    type_into(hp.here, "1")
    type_into(hp.port, str(free_port()))
    click_widget(hp.host_btn)
    assert hp.lobby_box.isVisible(), hp.message.text()
    table = host.network.table
    assert [r.name for r in table.setup.runners] == ["Ana", "Bo"]
    assert table.setup.runners[0].upgrades == ["cigar_money"] and table.setup.campaign.campaign_id == c.id
    assert "Seat 1 · Ana (" in hp.seats.item(0).text() and "Seat 2 · Bo (" in hp.seats.item(1).text()
    assert "20 Karma" in hp.seats.item(0).text() and "Cigar Money" in hp.seats.item(0).text()

    guest = join_from_a_second_window(qtbot, catalog, tmp_path / "second",
                                      f"127.0.0.1:{host.network.server.port()}", table.code)
    gp = guest.network.page
    assert gp.seats.count() == 2
    assert "Bo (" in gp.seats.item(1).text()  # the guest's lobby names the campaign's runners too
    assert "Cigar Money" in gp.seats.item(0).text()
    take_seat_ready_and_start(qtbot, hp, gp, 1)
    real = table.game
    link = real.setup.campaign
    on_disk = persist.load_campaign(c.id)  # the runners joined the game in the campaign file, as locally
    assert on_disk.runner("ana").in_game == link.game_id and on_disk.runner("bo").in_game == link.game_id
    qtbot.waitUntil(lambda: guest.network.table_page is not None, timeout=10000)
    gt = guest.network.table_page.table
    ht = host.network.table_page.table
    for _ in range(3000):
        if real.pending is None:
            break
        seq = table.seq
        Driver(gt if real.pending.runner == 1 else ht).act()
        qtbot.waitUntil(lambda seq=seq: table.seq > seq and gt.ctl.seq == table.seq, timeout=10000)
    assert real.result is not None
    qtbot.waitUntil(lambda: gt.game.result == real.result, timeout=10000)
    # the host's end: the same end screen, History and post-mission step as a local campaign game
    assert host.stack.currentWidget() is host.end and host.end.record_btn.isVisible()
    assert not host.end.again_btn.isVisible()
    qtbot.waitUntil(lambda: not host.history.writing, timeout=120_000)  # the game's writing process
    games = host.history.db.games()
    assert len(games) == 1 and games[0]["result"] == real.result
    # the guest keeps its copy too: the host's whole record, sent once the result stands, replayed there
    qtbot.waitUntil(lambda: (db := guest.history.db) is not None and db.count() == 1, timeout=120_000)
    kept = guest.history.db.games()[0]
    assert kept["result"] == real.result and kept["mission"] == real.s.mission
    click_widget(host.end.record_btn)
    assert host.stack.currentWidget() is host.post
    click_widget(host.post.record_button)
    after = persist.load_campaign(c.id)
    entry = after.ledger[-1]
    assert isinstance(entry, AwardEntry) and {line.runner_id for line in entry.lines} == {"ana", "bo"}
    assert after.runner("bo").in_game is None and after.runner("bo").history[-1].mission_id == real.s.mission
    click_widget(host.post.back_button)
    while host.stack.currentWidget() is not host.menu:  # the campaign, the campaigns, the start screen
        click_widget(button(host.stack.currentWidget(), "Back"))
    # the campaign's table closes (its next mission is hosted from the campaign as it now stands), not played again
    click_widget(host.menu.buttons["network"])
    assert host.network.table is None and hp.host_btn.isVisible() and not hp.lobby_box.isVisible()
    assert "host its next mission" in hp.message.text()
    qtbot.waitUntil(lambda: "closed the table" in guest.network.table_page.status.text(), timeout=10000)
    guest.network.leave_network()
