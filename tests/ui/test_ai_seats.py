"""AI seats and hints through the real UI: one human and three AI runners play a game to its end."""

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.engine import EndStep, GameSetup, quick_setup
from crossfire_desktop.ui.ai_seats import AI_SUFFIX, is_ai

from .real_input import click_widget


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
    click_widget(page.cards["ana"])
    click_widget(page.cards["bo"])
    click_widget(page.play_btn)
    setup = win.setup_page
    setup.rows[1]["ai"].setChecked(True)
    d = setup.setup_dict()
    assert d["runners"][1]["name"].endswith(AI_SUFFIX) and d["runners"][1]["campaign_runner"] == "bo"
    click_widget(setup.go)
    game = win.table.game
    assert game.setup.campaign is not None and is_ai(game, 1) and not is_ai(game, 0)


def test_an_ai_seat_assists_a_human_runner(make_window, qtbot):
    """On the human's Play Cards step the AI weighs its assists against not assisting, and plays one
    when the playouts rate it higher (logged as "<runner> assists with <card> at <target>")."""
    data = quick_setup("extraction", 2, 4).model_dump()  # a game where an assist rates higher early
    data["runners"][1]["name"] += AI_SUFFIX
    win = make_window(setup=GameSetup.model_validate(data))
    t, g = win.table, win.table.game
    t.ai.pace_ms = 0
    t.ai.playouts = 12
    human = HeuristicPolicy(4)
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
    assert any(" assists with " in line and AI_SUFFIX in line for line in t.log_model.lines)
    assert g.s.turn is not None and any(p.owner == 1 for p in g.s.turn.placements)  # on the table, this turn
    assert not is_ai(g, g.pending.runner)  # during the human's decision


def test_the_hint_reason_says_when_the_answer_is_the_simple_play():
    from crossfire_desktop.bots.search import SearchResult
    from crossfire_desktop.engine import new_game
    from crossfire_desktop.ui.hint import reason

    g = new_game(quick_setup("extraction", 1, 1), record=False)
    same = reason(g, SearchResult(EndStep(0), 0.51, 0.51, 40, simple=True))
    better = reason(g, SearchResult(EndStep(0), 0.62, 0.48, 40, simple=False))
    assert "the simple play too: 51% from here, 40 playouts" in same and "vs" not in same
    assert "62% from here vs 48% for the simple play" in better
