from crossfire_desktop.engine import new_game
from crossfire_desktop.ui.table.driver import Driver


def test_every_model_passes_modeltester(qtmodeltester, make_window, two_runner_setup):
    win = make_window(setup=two_runner_setup)
    t = win.table
    models = [t.runners_model, t.market_model, t.placements_model, t.hand_model, t.log_model,
              *t.obstacle_models.values()]
    for m in models:
        qtmodeltester.check(m)
    Driver(t).play_turns(2)
    for m in models:
        qtmodeltester.check(m)


def test_models_update_by_rows_not_resets(make_window, two_runner_setup):
    win = make_window(setup=two_runner_setup)
    t = win.table
    resets, inserted, removed, changed = [], [], [], []
    for m in [t.runners_model, t.market_model, t.hand_model, *t.obstacle_models.values()]:
        m.modelReset.connect(lambda: resets.append(1))
        m.rowsInserted.connect(lambda *a: inserted.append(a))
        m.rowsRemoved.connect(lambda *a: removed.append(a))
        m.dataChanged.connect(lambda *a: changed.append(a))
    Driver(t).play_turns(2)
    assert not resets
    assert removed and inserted and changed


def test_hand_model_follows_a_runner(qtmodeltester, catalog, two_runner_setup):
    from crossfire_desktop.ui.table.parts.models import HandModel

    g = new_game(two_runner_setup, catalog)
    m = HandModel(g, 0)
    assert m.rowCount() == len(g.s.runners[0].hand)
    m.set_seat(1)
    assert [m.key_at(i) for i in range(m.rowCount())] == g.s.runners[1].hand
    qtmodeltester.check(m)
