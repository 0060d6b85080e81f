import pytest

from crossfire_desktop.engine import GameSetup, quick_setup
from crossfire_desktop.ui.table.driver import Driver

from .real_input import click_widget


def test_crossfire_mission_two_runners_to_the_end(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 11))
    result = Driver(win.table).play_to_end()
    assert result in ("win", "abort", "loss")
    assert win.stack.currentWidget() is win.end
    assert win.end.title.text() and "Karma" in win.end.karma.text()


def test_extraction_one_runner_to_the_end(make_window, catalog, qtbot):
    if "extraction" not in catalog.missions:
        pytest.skip("the Extraction mission is not in the catalog yet")
    setup = GameSetup.model_validate({"mission": "extraction", "seed": 5, "runners": [
        {"name": "Solo", "metatype": "Troll", "roles": ["Street Samurai", "Mage", "Decker", "Face"]}]})
    win = make_window(setup=setup)
    assert not win.table.hand_offs()
    result = Driver(win.table).play_to_end()
    assert result in ("win", "abort", "loss")
    assert win.stack.currentWidget() is win.end


def test_autosave_and_continue(make_window, persist, two_runner_setup, qtbot):
    win = make_window(setup=two_runner_setup, one_player=True)
    Driver(win.table).play_turns(1)
    Driver(win.table).act()
    h = win.table.game.state_hash()
    assert persist.has_autosave()
    win.show_menu()
    win.on_menu("continue")
    assert win.table.game.state_hash() == h


def test_new_mission_page_validates_and_remembers(make_window, persist, qtbot):
    win = make_window()
    page = win.setup_page
    page.count.setValue(2)
    page.rows[0]["roles"]["Face"].setChecked(True)  # Face held twice
    click_widget(page.go)
    assert "role" in page.error.text()
    assert win.table is None
    page._deal_roles()
    page.rows[0]["name"].setText("Jim")
    click_widget(page.go)
    assert win.table is not None and win.table.game.s.runners[0].name == "Jim"
    assert persist.prefs.last_setup["runners"][0]["name"] == "Jim"


def test_the_dragon_fights_header_names_the_boss_as_printed():
    from crossfire_desktop.engine import new_game, quick_setup
    from crossfire_desktop.ui.table.parts.panels import mission_text

    text, _tip = mission_text(new_game(quick_setup("dragon_fight", 4, 3)))
    assert "Boss: Dragon" in text  # not the card's id, "dragon"


def test_the_header_says_setup_before_the_first_round():
    from crossfire_desktop.engine import new_game, quick_setup
    from crossfire_desktop.ui.table.parts.panels import mission_text

    g = new_game(quick_setup("crossfire", 2, 20))  # the second runner discards before the first turn
    assert g.s.round == 0
    text, _tip = mission_text(g)
    assert "Setup" in text and "Round 0" not in text


def test_the_header_says_the_abort_run_round():
    """The abort run's last round still read "Round 6 · Scene 3/3" while obstacles turned to the current runner (seen
    in play): the header says it."""
    from crossfire_desktop.bots.random_policy import RandomPolicy
    from crossfire_desktop.engine import new_game
    from crossfire_desktop.ui.table.parts.panels import mission_text

    for seed in range(1, 200):
        g, policy = new_game(quick_setup("crossfire", 3, seed)), RandomPolicy(seed)
        while g.pending is not None and g.s.abort is None:
            assert "Abort run" not in mission_text(g)[0]
            g.apply(policy.choose(g))
        if g.pending is not None:
            assert "Abort run: last round" in mission_text(g)[0]
            return
    raise AssertionError("no abort run round met")
