"""A word of the program on the table's message line ("Saving is off", said once) outlives an AI seat's moves:
every answer cleared the line, an AI's too, and the only telling could vanish within moments."""

from __future__ import annotations

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.session.persist import Persist


def test_saving_off_outlives_an_ai_seats_move(tmp_path, catalog, qtbot):
    from crossfire_desktop.ui.shell.window import MainWindow

    base = tmp_path / "data"
    base.write_text("not a folder")  # saving is off
    persist = Persist(base)
    win = MainWindow(catalog, persist)
    qtbot.addWidget(win)
    win.show()
    setup = quick_setup("crossfire", 2, 20)  # Runner 2, an AI seat here, discards first
    runners = [r.model_copy(update={"ai": i == 1}) for i, r in enumerate(setup.runners)]
    win.start_game(setup.model_copy(update={"runners": runners}))
    t = win.table
    t.ai.pace_ms = 0
    g = t.game
    assert g.pending.runner == 1 and "Saving is off" in t.message.plain
    qtbot.waitUntil(lambda: g.pending.runner != 1, timeout=120_000)  # the AI's discard
    assert "Saving is off" in t.message.plain
