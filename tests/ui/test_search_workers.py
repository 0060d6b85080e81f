"""The window's searches use the player's cores: a hint and an AI seat's moves play their playouts in worker
processes (root-parallel, `SearchPolicy(workers=N).search_in_worker`), never in the window's process, where
they would hold Python's interpreter lock away from repaints."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.bots.search import SearchPolicy, window_workers
from crossfire_desktop.bots.search.parallel import MAX_WINDOW_WORKERS, stop_workers
from crossfire_desktop.engine import GameSetup, quick_setup
from crossfire_desktop.ui.table.parts.ai_player import is_ai


@pytest.fixture(autouse=True)
def _no_workers_left():
    yield
    stop_workers()


def _human_and_ai():
    data = quick_setup("crossfire", 2, 3).model_dump()
    data["runners"][1]["ai"] = True
    return GameSetup.model_validate(data)


def test_a_timed_hint_and_ai_moves_play_no_playout_in_the_window_process(make_window, qtbot, monkeypatch):
    def refused(*_args):
        raise AssertionError("a playout ran in the window's process")

    monkeypatch.setattr(SearchPolicy, "playout", refused)
    win = make_window(setup=_human_and_ai())
    t = win.table
    g = t.game
    assert t.hint.workers == t.ai.workers == window_workers()
    t.hint.workers = t.ai.workers = 2  # root-parallel whatever this machine's cores
    t.hint.budget_ms = t.ai.budget_ms = 150  # timed, as at a player's table
    t.ai.pace_ms = 0
    assert g.pending.runner == 0 and not is_ai(g, 0)
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: t.hint.shown is not None, timeout=60000)
    assert t.message.text().startswith("Hint: ")
    human = HeuristicPolicy(3)
    for _ in range(400):  # the human plays on until the AI seat has moved a few times
        if g.pending is None or t.ai.moves >= 3:
            break
        if is_ai(g, g.pending.runner):
            moves = t.ai.moves
            qtbot.waitUntil(lambda moves=moves: t.ai.moves > moves or g.pending is None
                            or not is_ai(g, g.pending.runner), timeout=60000)
            continue
        assert t.submit(human.choose(g))
    assert t.ai.moves >= 3


def test_the_window_uses_the_players_cores_within_a_bound(monkeypatch):
    import os

    for cores, expected in ((None, 1), (1, 1), (2, 2), (64, MAX_WINDOW_WORKERS)):
        monkeypatch.setattr(os, "cpu_count", lambda cores=cores: cores)
        assert window_workers() == expected
