"""AI seats and hints through the real UI: one human and three AI runners play a game to its end."""

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.engine import GameSetup, quick_setup
from crossfire_desktop.ui.ai_seats import AI_SUFFIX, is_ai


def _one_human_three_ai():
    data = quick_setup("crossfire", 4, 5).model_dump()
    for r in data["runners"][1:]:
        r["name"] += AI_SUFFIX
    return GameSetup.model_validate(data)


def test_one_human_and_three_ai_seats_play_to_the_end_with_a_hint(make_window, qtbot):
    win = make_window(setup=_one_human_three_ai())
    t = win.table
    g = t.game
    t.ai.pace_ms = 0
    t.ai.playouts = t.hint.playouts = 2
    assert t.human_seats() == [0] and t.ai.bar.isVisible()
    assert [is_ai(g, s) for s in range(4)] == [False, True, True, True]
    human = HeuristicPolicy(1)
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
            t.hint.button.click()
            qtbot.waitUntil(lambda: t.hint.shown is not None, timeout=20000)
            assert g.state_hash() == before  # a hint never changes the game
            assert t.message.text().startswith("Hint: ")
            assert any(line.startswith("Hint shown: ") for line in t.log_model.lines)
            hinted = True
        assert t.submit(human.choose(g))
    assert g.pending is None and g.result in ("win", "abort", "loss")
    assert hinted and t.ai.moves > 10


def test_the_new_mission_screen_names_ai_seats(make_window, qtbot):
    win = make_window()
    page = win.setup_page
    page.count.setValue(3)
    page.rows[2]["ai"].setChecked(True)
    names = [r["name"] for r in page.setup_dict()["runners"]]
    assert names == ["Runner 1", "Runner 2", "Runner 3" + AI_SUFFIX]
    page.rows[2]["ai"].setChecked(False)
    assert page.setup_dict()["runners"][2]["name"] == "Runner 3"


def test_a_campaign_runner_can_be_an_ai_seat(make_window, persist, catalog, qtbot):
    from tests.ui.test_campaign_flow import open_campaign, stored_campaign

    stored_campaign(persist, catalog)
    win = make_window(one_player=True)
    page = open_campaign(win, qtbot)
    page.cards["ana"].clicked.emit("ana")
    page.cards["bo"].clicked.emit("bo")
    page.play_btn.click()
    setup = win.setup_page
    setup.rows[1]["ai"].setChecked(True)
    d = setup.setup_dict()
    assert d["runners"][1]["name"].endswith(AI_SUFFIX) and d["runners"][1]["campaign_runner"] == "bo"
    setup._start()
    game = win.table.game
    assert game.setup.campaign is not None and is_ai(game, 1) and not is_ai(game, 0)
