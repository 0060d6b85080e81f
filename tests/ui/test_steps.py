from crossfire_desktop.ui.table.driver import Driver

TURN = ["play", "apply", "take_damage", "draw_buy", "end"]


def test_state_machine_follows_a_whole_round(make_window, two_runner_setup, qtbot):
    win = make_window(setup=two_runner_setup, one_player=True)
    t = win.table
    qtbot.waitUntil(lambda: t.machine.current == "play")
    drv = Driver(t)
    start_round = t.game.s.round
    while t.game.s.round == start_round and t.game.pending is not None:
        drv.act()
        qtbot.wait(1)
        assert t.machine.current == t.ctl.step or t.machine.current in TURN + ["crossfire"]
    qtbot.waitUntil(lambda: t.machine.current == "play")
    hist = [h for h in t.machine.history]
    # each runner's turn went through the five steps in order, and the next round began with Crossfire
    seq = [h for i, h in enumerate(hist) if i == 0 or hist[i - 1] != h]
    text = ",".join(seq)
    assert text.count(",".join(TURN)) >= len(t.game.s.order)
    assert "end,crossfire,play" in text
    assert t.steps.current == "play"
