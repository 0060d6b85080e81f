"""With no Crossfire event active, its slot says what comes there (not a blank hole in the table)."""

import json

from crossfire_desktop.engine import load_scenario
from tests.ui.busy_table import SCENARIO


def test_empty_crossfire_slot_explains_itself(make_window, qtbot):
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("_about")
    data["crossfire_active"] = []
    win = make_window(one_player=True)
    win.open_game(load_scenario(data), autosave=False)
    panel = win.table.crossfire
    assert not panel.game.s.crossfire_active
    assert panel.isVisible() and panel.card_rect().height() >= 150
    assert "No active event" in panel.empty_text() and "start of each round" in panel.empty_text()
    win.grab()  # paints the outlined slot with its words
