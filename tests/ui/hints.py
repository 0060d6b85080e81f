"""A table at 1280x720 showing the Hint's answer, asked by clicking the Hint button (two trial games: fast)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt


def table_with_a_hint(make_window: Any, qtbot: Any, game: Any) -> Any:
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    t = win.table
    t.hint.playouts = 2
    qtbot.mouseClick(t.hint.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: t.hint.answer is not None, timeout=30000)
    return t
