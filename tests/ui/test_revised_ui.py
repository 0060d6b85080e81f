"""The revised printing through the UI: whole games under each printing, the Rules chooser and its
memory, the campaign's edition, and what the table shows (title, log, EXHAUSTED, countdown, Breather)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from crossfire_desktop.engine import GameSetup, Kind, PlayCard, load_scenario, quick_setup
from crossfire_desktop.engine.state import RunnerState
from crossfire_desktop.ui.table.driver import Driver
from crossfire_desktop.ui.table.parts.pointer import drag_card
from crossfire_desktop.ui.table.parts.seat import status_text

from ..engine.helpers import four_runners, hand_card, obstacle
from .real_input import button, click_widget


def solo(rules: str) -> GameSetup:
    return GameSetup.model_validate({"mission": "extraction", "seed": 5, "rules": rules, "runners": [
        {"name": "Solo", "metatype": "Troll", "roles": ["Street Samurai", "Mage", "Decker", "Face"]}]})


@pytest.mark.parametrize("rules", ["first", "revised"])
@pytest.mark.parametrize("which", ["solo_extraction", "crossfire_2", "dragon_fight_4"])
def test_whole_games_through_the_ui(make_window, qtbot, rules: str, which: str) -> None:
    setup = {"solo_extraction": lambda: solo(rules),
             "crossfire_2": lambda: quick_setup("crossfire", 2, 11, rules=rules),
             "dragon_fight_4": lambda: quick_setup("dragon_fight", 4, 3, rules=rules)}[which]()
    win = make_window(setup=setup, one_player=True)
    table = win.table
    first_line = table.log_model.index(0, 0).data()
    assert first_line == ("Rules: Revised printing" if rules == "revised" else "Rules: First printing")
    assert ("Revised printing" in win.windowTitle()) is (rules == "revised")
    assert ("Revised rules" in table.mission.text()) is (rules == "revised")
    assert table.steps.labels["breather"].isVisibleTo(table) is (rules == "revised")
    result = Driver(table).play_to_end()
    assert result in ("win", "abort", "loss")
    assert win.stack.currentWidget() is win.end
    assert win.end.summary.text().startswith(first_line)  # the end screen names the printing too
    if rules == "revised":
        assert table.game.save()["setup"]["rules"] == "revised"


def test_new_mission_rules_default_to_the_last_chosen(make_window, persist, qtbot) -> None:
    win = make_window()
    page = win.setup_page
    assert page.rules.currentData() == "first"  # a fresh install
    page.count.setValue(2)
    page._deal_roles()
    page.rules.setCurrentIndex(page.rules.findData("revised"))
    click_widget(page.go)
    assert win.table is not None and win.table.game.setup.rules == "revised"
    assert persist.settings.rules == "revised"
    win2 = make_window()
    assert win2.setup_page.rules.currentData() == "revised"


def test_campaign_creation_keeps_the_edition_and_its_games_use_it(make_window, persist, qtbot) -> None:
    from crossfire_desktop.campaign.roster import add_runner
    from crossfire_desktop.ui.campaign.list_page import CampaignListPage

    win = make_window()
    page = CampaignListPage(persist)
    qtbot.addWidget(page)
    page.rules.setCurrentIndex(page.rules.findData("revised"))
    c = page.create("Revised crew")
    assert c is not None and c.rules == "revised"
    c = add_runner(add_runner(c, "Ann", "Human", runner_id="ann"), "Bob", "Ork", runner_id="bob")
    setup_page = win.setup_page
    setup_page.use_campaign(c, ["ann", "bob"], [])
    assert setup_page.rules.currentData() == "revised" and not setup_page.rules.isEnabled()
    assert setup_page.setup_dict()["rules"] == "revised"
    setup_page.leave_campaign()
    assert setup_page.rules.isEnabled() and setup_page.rules.currentData() == "first"


def test_exhausted_marker_and_crossfire_countdown(make_window, qtbot) -> None:
    r = RunnerState(seat=0, name="A", metatype="Human", colors=["black"], max_hp=4, hp=2, exhausted=True)
    assert "◐ EXHAUSTED" in status_text(r)
    win = make_window(setup=quick_setup("crossfire", 2, 11, rules="revised"), one_player=True)
    Driver(win.table).play_turns(0)
    lines = win.table.crossfire.summary()
    wait = win.table.game.s.crossfire_wait
    assert any(f"No Crossfire card for {wait} more round{'s' if wait != 1 else ''}" == line for line in lines)
    assert lines[0] == f"Crossfire level {-wait}"


def test_breather_is_its_own_state_with_four_steps_in_the_log(make_window, qtbot) -> None:
    sc = {"rules": "revised", "runners": four_runners(),
          "obstacles": [{"card": "deckhead", "facing": 0, "cleared": 3}],
          "market_row": ["katana", "guiding_spirit", "icon_grab", "negotiation", "stunbolt", "backdoor"],
          "normal_deck": ["out_of_ammo", "corporate_adept", "ork_fixer", "deckhead", "astral_shiver"]}
    sc["runners"][0].update(hand=["quick_shot"], hp=3, exhausted=True)
    game = load_scenario(sc)
    win = make_window(one_player=True)
    win.open_game(game)
    table = win.table
    table.submit(PlayCard(0, hand_card(game, 0, "quick_shot"), obstacle(game, "deckhead")))
    table.ctl.end_step()
    while game.pending.kind is Kind.APPLY:
        click_widget(table.panel.buttons[0])
    table.ctl.end_step()  # the turn ends: the Scene ends, the Breather begins
    qtbot.waitUntil(lambda: table.machine.current == "breather")
    assert table.steps.current == "breather"
    log = [table.log_model.index(i, 0).data() for i in range(table.log_model.rowCount())]
    steps = [line for line in log if line.startswith("Breather ") and "/4:" in line]
    assert [s.split(":")[0] for s in steps] == ["Breather 1/4", "Breather 2/4", "Breather 3/4", "Breather 4/4"]
    assert game.pending.prompt == "breather_buy" and game.pending.runner == 1
    game.s.runners[1].nuyen = 9
    spirit = next(c for c in game.s.market_row if c is not None and game.s.defs[c] == "guiding_spirit")
    drag_card(table.market_view, spirit, table.hand_view, None)  # REQUIRES SPELL: refused
    assert game.pending.runner == 1 and spirit not in game.s.runners[1].hand
    assert "Breather" in table.log_model.index(table.log_model.rowCount() - 1, 0).data()
    katana = next(c for c in game.s.market_row if c is not None and game.s.defs[c] == "katana")
    drag_card(table.market_view, katana, table.hand_view, None)
    assert katana in game.s.runners[1].hand and game.pending.runner == 2
    for _ in range(3):
        table.ctl.end_step()
    qtbot.waitUntil(lambda: table.machine.current != "breather")
    assert game.s.breather is None and game.s.scene == 2


def test_the_karma_table_can_be_seen_and_changed_in_settings(make_window, persist, qtbot) -> None:
    """The summary's 20+ Karma table is garbled: Settings shows the reconstruction and takes the player's."""
    win = make_window()
    page = win.settings_page
    page.load()
    qtbot.mouseClick(page.advanced.toggle, Qt.MouseButton.LeftButton)  # in the Advanced part of Settings
    assert page.karma_table.table() is None  # the built-in reconstruction
    page.karma_table.spins[0].setValue(2)
    click_widget(button(page, "Back"))
    assert persist.settings.karma_table == [(20, 2), (50, 4), (100, 5), (200, 6)]
    setup = GameSetup.model_validate({"mission": "crossfire", "rules": "revised", "seed": 1, "runners": [
        {"name": "A", "metatype": "Human", "roles": ["Street Samurai", "Mage"], "karma": 25},
        {"name": "B", "metatype": "Elf", "roles": ["Decker", "Face"]}]})
    win.start_game(setup)
    game = win.table.game
    assert game.setup.karma_table == [(20, 2), (50, 4), (100, 5), (200, 6)]
    game.apply(game.legal_actions()[0])  # A's Icon Grab swap
    assert game.pending.prompt == "revised_karma_card" and game.pending.params["cost"] == 2


@pytest.mark.parametrize("rules", ["first", "revised"])
def test_the_rules_reference_follows_the_games_printing(make_window, qtbot, rules: str) -> None:
    win = make_window(setup=quick_setup("crossfire", 4, 2, rules=rules), one_player=True)
    win.show_rules("staggered")
    staggered = win.rules.ref.section("staggered")
    assert staggered is not None and ("revised" in staggered.title.lower()) is (rules == "revised")
    assert (win.rules.ref.section("breather") is not None) is (rules == "revised")
