"""AI seats and hints through the real UI: one human and three AI runners play a game to its end."""

from PySide6.QtCore import QPoint, Qt

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.engine import EndStep, GameSetup, quick_setup
from crossfire_desktop.ui.table.parts.ai_player import is_ai

from .real_input import click_widget


def _one_human_three_ai():
    data = quick_setup("crossfire", 4, 5).model_dump()
    for r in data["runners"][1:]:
        r["ai"] = True
    return GameSetup.model_validate(data)


def test_one_human_and_three_ai_seats_play_to_the_end_with_a_hint(make_window, qtbot):
    win = make_window(setup=_one_human_three_ai())
    t = win.table
    g = t.game
    t.ai.pace_ms = 0
    t.ai.playouts = t.hint.playouts = 2
    assert t.human_seats() == [0] and t.ai.bar.isVisible()
    assert [is_ai(g, s) for s in range(4)] == [False, True, True, True]
    human = HeuristicPolicy(4)
    hinted = False
    for _ in range(3000):
        if g.pending is None:
            break
        assert not t.handoff.isVisible()  # AI seats get no hand-off screen
        if is_ai(g, g.pending.runner):
            moves = t.ai.moves
            qtbot.waitUntil(lambda moves=moves: t.ai.moves > moves or g.pending is None
                            or not is_ai(g, g.pending.runner), timeout=20000)
            continue
        assert t.viewer == 0
        if not hinted:
            before = g.state_hash()
            click_widget(t.hint.button)
            qtbot.waitUntil(lambda: t.hint.shown is not None, timeout=20000)
            assert g.state_hash() == before  # a hint never changes the game
            assert t.message.text().startswith("Hint: ")
            assert any(line.startswith("Hint shown: ") for line in t.log_model.lines)
            hinted = True
        action = human.choose(g)
        if action.runner != 0:  # an AI seat's assist card: that seat decides it, not the human
            action = next(a for a in g.legal_actions() if a.runner == 0)
        assert t.submit(action)
    assert g.pending is None and g.result in ("win", "abort", "loss")
    assert hinted and t.ai.moves > 10


def test_ticking_ai_keeps_the_typed_name_and_marks_the_seat(make_window, qtbot):
    """The AI box is a setup field: the name a player typed is never rewritten, the game's setup says
    which seats the computer plays, and the seat shows an AI badge at the table."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QImage

    from crossfire_desktop.ui.table.parts.seat import AI_BADGE

    win = make_window()
    page = win.setup_page
    edit = page.rows[1]["name"]
    edit.selectAll()
    qtbot.keyClicks(edit, "Kestrel")
    box = page.rows[1]["ai"]
    on_box = QPoint(6, box.height() // 2)  # on the tick box itself
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=on_box)
    assert box.isChecked() and edit.text() == "Kestrel"  # the name stays what was typed
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=on_box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=on_box)
    assert edit.text() == "Kestrel"  # ticked, unticked, ticked: still no "(AI)" added anywhere
    qtbot.mouseClick(page.go, Qt.MouseButton.LeftButton)
    g = win.table.game
    assert [r.name for r in g.setup.runners] == ["Runner 1", "Kestrel"] and g.s.runners[1].name == "Kestrel"
    assert g.setup.ai_seats() == {1} and is_ai(g, 1) and not is_ai(g, 0)

    def badge_pixels(seat):
        header = win.table.seats[seat].header
        img = QImage(header.size(), QImage.Format.Format_RGB32)
        header.render(img)
        return sum(img.pixelColor(x, y) == AI_BADGE for x in range(img.width()) for y in range(img.height() // 2))

    assert badge_pixels(1) > 20 and badge_pixels(0) == 0


def test_an_old_save_with_ai_names_loads_as_ai_seats(catalog, tmp_path):
    """Saves from before the field named AI runners "<name> (AI)": read now, those seats are AI seats
    and the runners are called what was typed (in the setup and in the saved snapshot)."""
    from crossfire_desktop.engine import new_game
    from crossfire_desktop.saves import game_save
    from crossfire_desktop.saves.games import check_game
    from tests.engine.mission_helpers import play_until

    data = quick_setup("crossfire", 2, 3).model_dump()
    data["runners"][1]["name"] = "Kestrel (AI)"  # the old format: no "ai" field, the mark in the name
    old = GameSetup.model_validate(data).model_dump()
    del old["runners"][0]["ai"], old["runners"][1]["ai"]
    game = new_game(GameSetup.model_validate(old), catalog)
    play_until(game, lambda g: g.s.turns >= 2)  # a turn boundary: the save carries a snapshot
    save = game_save(game)
    save["setup"] = old
    assert save["snapshot"] is not None and save["snapshot"]["state"]["runners"][1]["name"] == "Kestrel (AI)"
    loaded = check_game(save, tmp_path / "old.json", catalog)
    g = loaded.game
    assert g.setup.ai_seats() == {1} and g.setup.runners[1].name == "Kestrel"
    assert [r.name for r in g.s.runners] == ["Runner 1", "Kestrel"]
    assert loaded.save["setup"]["runners"][1] == {**old["runners"][1], "name": "Kestrel", "ai": True}
    assert loaded.save["state_hash"] == g.state_hash()
    again = check_game(loaded.save, tmp_path / "new.json", catalog)  # the moved save reads as it is
    assert again.game.state_hash() == g.state_hash()


def test_a_campaign_runner_can_be_an_ai_seat(make_window, persist, catalog, qtbot):
    from tests.ui.test_campaign_flow import set_up_team, stored_campaign

    stored_campaign(persist, catalog)
    win = make_window(one_player=True)
    setup = set_up_team(win, qtbot, "ana", "bo")
    box = setup.rows[1]["ai"]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))
    d = setup.setup_dict()
    assert d["runners"][1]["ai"] and d["runners"][1]["campaign_runner"] == "bo"
    assert "(AI)" not in d["runners"][1]["name"]
    click_widget(setup.go)
    game = win.table.game
    assert game.s.runners[1].name == "Bo"  # the roster name, as it is
    assert game.setup.campaign is not None and is_ai(game, 1) and not is_ai(game, 0)


def test_an_ai_seat_assists_a_human_runner(make_window, qtbot):
    """On the human's Play Cards step the AI weighs its assists against not assisting, and plays one
    when the playouts rate it higher (logged as "<runner> assists with <card> at <target>")."""
    data = quick_setup("extraction", 2, 9).model_dump()  # a game where an assist rates higher early
    data["runners"][1]["ai"] = True
    win = make_window(setup=GameSetup.model_validate(data))
    t, g = win.table, win.table.game
    t.ai.pace_ms = 0
    t.ai.playouts = 12
    human = HeuristicPolicy(9)
    for _ in range(600):
        if g.pending is None or t.ai.assists:
            break
        qtbot.waitUntil(lambda: t.ai._future is None and not t.ai.may_assist()
                        and (g.pending is None or not is_ai(g, g.pending.runner)), timeout=20000)
        if g.pending is None or t.ai.assists:
            break
        d = g.pending
        action = human.choose(g)
        if d.kind.value == "play" and getattr(action, "runner", None) == 1:
            action = EndStep(d.runner)  # the human never plays the AI's cards: the AI decides its assists
        assert t.submit(action)
    assert t.ai.assists >= 1
    assert any(line.startswith("Runner 2 assists with ") for line in t.log_model.lines)
    assert g.s.turn is not None and any(p.owner == 1 for p in g.s.turn.placements)  # on the table, this turn
    assert not is_ai(g, g.pending.runner)  # during the human's decision


def test_the_hint_reason_compares_with_a_simple_bot_s_pick_in_plain_words():
    from crossfire_desktop.bots.search import SearchResult
    from crossfire_desktop.engine import new_game
    from crossfire_desktop.ui.table.parts.hint import reason

    g = new_game(quick_setup("extraction", 1, 1), record=False)
    same = reason(g, SearchResult(EndStep(0), 0.51, 0.51, 40, simple=True))
    better = reason(g, SearchResult(EndStep(0), 0.62, 0.48, 40, simple=False))
    assert "a simple bot's pick too, worth about 51% of a win in 40 trial games" in same
    assert "worth about 62% of a win in 40 trial games; a simple bot's pick: 48%" in better
    for line in (same, better):  # no search jargon in a player's hint
        assert "playout" not in line and "simple play" not in line
    one = reason(g, SearchResult(EndStep(0), 0.5, 0.5, 1, simple=True))
    assert "in 1 trial game" in one


def test_an_ai_move_waits_its_pause_and_skip_to_me_plays_it_at_once(make_window, qtbot):
    """The AI thinks at once but plays only when its pause (counted from the last change, thinking
    included) is over, so a player can follow; "Skip to me" plays it without waiting."""
    from PySide6.QtCore import Qt

    from crossfire_desktop.ui.table.parts.ai_player import PACE_MS

    assert 800 <= PACE_MS["normal"] <= 1200 and PACE_MS["fast"] < PACE_MS["normal"] < PACE_MS["slow"]
    data = quick_setup("crossfire", 2, 5).model_dump()
    data["starting"] = 1
    data["runners"][1]["ai"] = True
    win = make_window(setup=GameSetup.model_validate(data))
    t, g = win.table, win.table.game
    assert t.ai.pace == "normal" and t.ai.speed.currentData() == "normal"  # the default speed is readable
    t.ai.pace_ms = 60_000  # a pause far longer than any search: the move must wait for it
    t.ai.playouts = 2
    assert is_ai(g, g.pending.runner)
    before = g.state_hash()
    qtbot.waitUntil(lambda: t.ai._ready is not None, timeout=20000)  # found...
    qtbot.wait(50)
    assert g.state_hash() == before and t.ai.moves == 0  # ...but not played yet
    qtbot.mouseClick(t.ai.skip_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: t.ai.moves >= 1, timeout=20000)
    assert g.state_hash() != before


def test_a_human_cannot_answer_an_ai_seats_decision(make_window, qtbot):
    """While an AI seat decides, its choices are shown but not answerable here: Space, Enter, a number key or
    a click on the choice strip change nothing (the AI plays its own move; "Skip to me" hurries it)."""
    data = quick_setup("crossfire", 2, 5).model_dump()
    data["starting"] = 1
    data["runners"][1]["ai"] = True
    win = make_window(setup=GameSetup.model_validate(data))
    t, g = win.table, win.table.game
    t.ai.pace_ms = 60_000  # the AI's move waits its pause: only the human's input could change the game
    t.ai.playouts = 2
    assert is_ai(g, g.pending.runner)
    before = g.state_hash()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_1, Qt.Key.Key_Space):
        qtbot.keyClick(t, key)
    main = t.panel.main
    if main.isVisible():
        click_widget(main)
    qtbot.wait(50)
    assert g.state_hash() == before and g.pending is not None and is_ai(g, g.pending.runner)
    assert not t.panel.isEnabled()
    assert t.message.text() == f"{g.s.runners[1].name} is played by the computer: it makes its own moves."


def test_the_assist_menu_offers_only_the_seats_people_play_here(make_window, qtbot):
    """The Assist… menu (key A) lists the runners a person plays at this computer, never an AI seat that
    holds an assist: the AI weighs its own assists."""
    from crossfire_desktop.ui.table.parts.client_turn import assist_seats

    data = _one_human_three_ai().model_dump()
    data["starting"] = 0
    win = make_window(setup=GameSetup.model_validate(data))
    t, g = win.table, win.table.game
    t.ai.pace_ms = 0
    t.ai.playouts = 2
    human = HeuristicPolicy(3)
    for _ in range(400):  # until an AI seat could assist on a decision of the human's
        qtbot.waitUntil(lambda: g.pending is None or not is_ai(g, g.pending.runner), timeout=20000)
        d = g.pending
        if d is None:
            break
        if d.kind.name == "PLAY" and any(is_ai(g, s) for s in assist_seats(g)):
            break
        action = human.choose(g)
        t.submit(action if action.runner == 0 else EndStep(0))
    assert g.pending is not None and any(is_ai(g, s) for s in assist_seats(g)), "no position to test"
    t.ai.pace_ms = 60_000  # the AI seats wait while the menu is looked at
    qtbot.keyClick(t, Qt.Key.Key_A)
    offered = [a.text() for a in t.assist_menu.actions()]
    ai_names = {g.s.runners[s].name for s in range(1, 4)}
    assert not any(name in text for text in offered for name in ai_names), offered
