"""At 1280x720 the log keeps at least five lines, also in a Client turn with its long prompt and the
Assist… button (which sits on the hand's title line, not on a row of its own above the log)."""

from PySide6.QtCore import QRect

from tests.ui.test_client_turn import find_client_turn


def test_client_turn_log_keeps_five_lines_and_assist_is_on_screen(make_window, qtbot):
    win = find_client_turn(make_window, want_assist=True)
    t = win.table
    win.grab()
    qtbot.wait(50)
    assert t.assist_btn.isVisible()
    lines = t.log_view.viewport().height() // t.log_view.fontMetrics().lineSpacing()
    assert lines >= 5, f"the log shows {lines} lines"
    btn = QRect(t.assist_btn.mapTo(win, t.assist_btn.rect().topLeft()), t.assist_btn.size())
    assert win.rect().contains(btn)
    for other in (t.panel, t.log_view, t.hand_label):
        r = QRect(other.mapTo(win, other.rect().topLeft()), other.size())
        assert not r.intersects(btn), f"Assist… overlaps {other.objectName() or type(other).__name__}"
    assert t.assist_btn.width() >= t.assist_btn.sizeHint().width()
