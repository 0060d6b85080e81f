"""The end screen: the recap counts the whole game (even one continued from a save); Play again and
Replay this seed start the same setup with a new or the same seed; Post-mission only for campaign games."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from crossfire_desktop.engine import load_game, quick_setup
from crossfire_desktop.ui.table.driver import Driver

from .real_input import click_widget


def _defeats(evs):
    return sum(1 for e in evs if e.code == "obstacle_defeated")


def test_recap_counts_defeats_and_names_the_worst(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 11), one_player=True)
    seen = []
    win.ctl.events.connect(lambda evs: seen.append(_defeats(evs)))
    Driver(win.table).play_to_end()
    g = win.ctl.game
    assert win.stack.currentWidget() is win.end
    assert sum(seen) > 0
    text = win.end.summary.text()
    n, rounds = sum(seen), g.s.round
    assert f"{n} obstacle{'s' if n != 1 else ''} defeated" in text  # English plurals, never "(s)"
    assert f"{rounds} round{'s' if rounds != 1 else ''}" in text and "(s)" not in text
    assert "Nuyen spent" in text or "No nuyen spent" in text
    assert ("Most damage taken" in text) == any(int(n) > 0 for n in g.s.tally.get("damage", {}).values())
    for seat in g.s.tally.get("critical", []):
        assert g.s.runners[seat].name in text.split("Went critical:")[1].splitlines()[0]
    assert not win.end.record_btn.isVisible()
    assert win.end.again_btn.isVisible() and win.end.replay_btn.isVisible()


def test_tally_survives_a_save_and_load(catalog):
    from crossfire_desktop.bots.heuristic_policy import HeuristicPolicy
    from crossfire_desktop.engine import new_game

    g = new_game(quick_setup("crossfire", 2, 4), catalog)
    pol = HeuristicPolicy(4)
    defeated = 0
    while g.pending is not None and defeated == 0:
        defeated += _defeats(g.apply(pol.choose(g)))
    while g.pending is not None and g.s.turn is not None and g.s.turn.step != "play":
        defeated += _defeats(g.apply(pol.choose(g)))
    loaded = load_game(g.save(), catalog)
    assert loaded.s.tally["defeated"] == g.s.tally["defeated"] == defeated


def test_play_again_and_replay_this_seed(make_window, qtbot):
    setup = quick_setup("extraction", 1, 77)
    win = make_window(setup=setup, one_player=True)
    Driver(win.table).play_to_end()
    first = win.ctl.game
    qtbot.mouseClick(win.end.replay_btn, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.table
    again = win.ctl.game
    assert again is not first and again.setup == first.setup and again.s.round == 1
    Driver(win.table).play_to_end()
    click_widget(win.end.again_btn)
    fresh = win.ctl.game
    assert fresh.setup.seed != setup.seed
    assert fresh.setup.model_copy(update={"seed": setup.seed}) == setup


def test_play_again_lets_the_finished_game_go(make_window, qtbot):
    """A session of many missions keeps one game in memory: the old table's connections held its controller
    (and its game) through Qt, out of reach of Python's collector, until the controller let them go."""
    import gc
    import weakref

    from PySide6.QtCore import QCoreApplication, QEvent

    win = make_window(setup=quick_setup("extraction", 1, 77), one_player=True)
    Driver(win.table).play_to_end()
    old_ctl, old_game = weakref.ref(win.ctl), weakref.ref(win.ctl.game)
    click_widget(win.end.again_btn)
    assert win.stack.currentWidget() is win.table and win.ctl is not old_ctl()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the event loop's turn after the click
    gc.collect()
    assert old_ctl() is None and old_game() is None
    Driver(win.table).play_turns(1)  # the new table plays on
    assert win.ctl.game.s.turns >= 1


def test_play_again_deletes_the_finished_table_before_making_the_next(make_window, qtbot):
    """The next table is made in the memory the finished one leaves (bench/bench_memory.py), not beside it."""
    from shiboken6 import Shiboken

    win = make_window(setup=quick_setup("extraction", 1, 77), one_player=True)
    Driver(win.table).play_to_end()
    old = win.table
    made_while_old_stood = []
    win.stack.widgetAdded.connect(lambda _i: made_while_old_stood.append(Shiboken.isValid(old)))
    click_widget(win.end.again_btn)  # no event loop turn after it: deleted by the click itself
    assert not Shiboken.isValid(old)
    assert made_while_old_stood == [False]
    assert win.stack.currentWidget() is win.table
    Driver(win.table).play_turns(1)  # the new table plays on
    assert win.ctl.game.s.turns >= 1


def test_campaign_game_offers_post_mission_not_play_again(make_window, persist, catalog, qtbot):
    from tests.ui.test_campaign_screenshots import campaign

    c = campaign(catalog)
    persist.save_campaign(c)
    win = make_window(one_player=True)
    win.open_campaign(persist.load_campaign(c.id))
    win.campaign_page.toggle("ana")
    win.campaign_page.toggle("bo")
    click_widget(win.campaign_page.play_btn)
    click_widget(win.setup_page.go)
    Driver(win.table).play_to_end()
    assert win.end.record_btn.isVisible()
    assert not win.end.again_btn.isVisible()


def test_a_tampered_tally_neither_crashes_the_game_nor_the_recap(catalog, qapp):
    from crossfire_desktop.bots.heuristic_policy import HeuristicPolicy
    from crossfire_desktop.engine import new_game
    from crossfire_desktop.ui.screens.recap import recap_lines

    g = new_game(quick_setup("crossfire", 2, 4), catalog)
    g.s.tally = {"defeated": "many", "damage": [1], "hurt_by": {"x": "y"}, "staggered": "no",
                 "spent": {"zz": 3}, "why": "because", "ability": 7}
    assert recap_lines(g)
    pol = HeuristicPolicy(4)
    while g.pending is not None:
        g.apply(pol.choose(g))
    lines = recap_lines(g)
    assert any(" defeated" in line and "(s)" not in line for line in lines)


def test_what_holds_itself_is_collected_once_a_mission_ended(make_window, qtbot):
    """A finished game's objects that hold each other (its events, its effects' generators, the history's
    replay of it) are collected once the end screen has shown, not at a full collection that may come much
    later (bench/bench_memory.py). Automatic collection is off here: only that collection can free the cycle."""
    import gc
    import weakref

    class Held:
        pass

    win = make_window(setup=quick_setup("extraction", 1, 77), one_player=True)
    gc.disable()
    try:
        held = Held()
        held.me = held
        ref = weakref.ref(held)
        del held
        Driver(win.table).play_to_end()
        assert win.stack.currentWidget() is win.end
        qtbot.waitUntil(lambda: ref() is None, timeout=2000)
    finally:
        gc.enable()


def test_the_karma_is_said_once_without_bonus_challenges(make_window, qtbot):
    """"Karma earned by each runner: 1" then "Mission: 1 Karma" said it twice (seen in play): the breakdown shows only
    when bonus challenges add to it."""
    from crossfire_desktop.engine import quick_setup
    from crossfire_desktop.ui.table.driver import Driver

    win = make_window(setup=quick_setup("extraction", 1, 3), one_player=True)
    Driver(win.table).play_to_end()
    assert win.stack.currentWidget() is win.end
    lines = win.end.karma.text().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Karma earned by each runner: ")


def _key_at_focus(key, *, held=False):
    """A key pressed and released where the keyboard focus is; `held`: an auto-repeat of a key held down."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    target = QApplication.focusWidget()
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(target, QKeyEvent(kind, int(key), Qt.KeyboardModifier.NoModifier, "", held))
    QApplication.processEvents()


def _ended_with_focus_on_play_again(make_window, qtbot):
    win = make_window(setup=quick_setup("extraction", 1, 77), one_player=True)
    Driver(win.table).play_to_end()
    assert win.stack.currentWidget() is win.end
    win.activateWindow()  # the player's window (another test's may still be open)
    qtbot.waitUntil(win.isActiveWindow, timeout=5000)
    win.end.again_btn.setFocus()  # where the focus went in play: the worst case
    return win


def test_the_key_that_ended_the_game_never_skips_the_result(make_window, qtbot, monkeypatch):
    """The Space that ended the last turn, held or pressed again at once, pressed the result screen's Play again
    (seen in play): its buttons take Space and Enter only once the result has been on screen a moment (made
    an hour here, so a slow machine's keys still come within it)."""
    from crossfire_desktop.ui.screens import endscreen

    monkeypatch.setattr(endscreen, "SEEN_MS", 3_600_000)
    win = _ended_with_focus_on_play_again(make_window, qtbot)
    end, first = win.end, win.ctl.game
    assert not end.keys_ready
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        _key_at_focus(key, held=True)
        _key_at_focus(key)
    assert win.stack.currentWidget() is end and win.ctl.game is first


def test_once_the_result_was_seen_a_fresh_key_plays_again_and_a_held_one_never(make_window, qtbot):
    from PySide6.QtWidgets import QApplication

    win = _ended_with_focus_on_play_again(make_window, qtbot)
    end, first = win.end, win.ctl.game
    qtbot.waitUntil(lambda: end.keys_ready)  # the result has been seen
    _key_at_focus(Qt.Key.Key_Space, held=True)  # a key still held from the table never acts
    assert win.stack.currentWidget() is end
    assert QApplication.focusWidget() is end.again_btn
    _key_at_focus(Qt.Key.Key_Space)
    assert win.stack.currentWidget() is win.table and win.ctl.game is not first


def test_once_the_result_was_seen_enter_presses_the_focused_button(make_window, qtbot):
    """Enter on "Back to the start screen" showed its focus ring and did nothing (seen in play)."""
    win = _ended_with_focus_on_play_again(make_window, qtbot)
    end = win.end
    back = next(b for b in end.findChildren(QPushButton) if b.text() == "Back to the start screen")
    back.setFocus()
    qtbot.waitUntil(lambda: end.keys_ready)  # the result has been seen
    _key_at_focus(Qt.Key.Key_Return)
    assert win.stack.currentWidget() is win.menu
