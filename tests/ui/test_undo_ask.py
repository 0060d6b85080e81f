"""Hot-seat Undo: taking back another person's End turn asks first (Runner 2's Undo took back Runner 1's End turn
without a word, seen in play); one's own action goes back at once with Ctrl+Z; an AI seat's move made while it
asks is never the one taken back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from crossfire_desktop.engine import EndStep, Kind, quick_setup
from crossfire_desktop.ui.table.driver import Driver


def the_question(qtbot, t) -> QMessageBox:
    qtbot.waitUntil(lambda: t.findChild(QMessageBox) is not None and t.findChild(QMessageBox).isVisible())
    return t.findChild(QMessageBox)


def press_answer(qtbot, box: QMessageBox, words: str) -> None:
    [b] = [b for b in box.buttons() if b.text() == words]
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())


def ctrl_z(qtbot, win, t) -> None:
    """Ctrl+Z at the table, its window the active one."""
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=5000)
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_undoing_another_runners_end_of_turn_asks_first(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 7))
    t = win.table
    g = t.game
    first = g.s.current
    driver = Driver(t)
    while g.s.current == first or t.handoff.isVisible() or g.pending.kind is not Kind.PLAY:
        driver.act()
    last = g.last_action()
    assert isinstance(last, EndStep) and last.runner == first
    state, lines = g.state_hash(), len(t.log_model.lines)
    name = g.s.runners[first].name

    win.activateWindow()  # the player's window: a click gives focus as it does in play
    qtbot.waitUntil(win.isActiveWindow, timeout=5000)
    t.setFocus()
    qtbot.mouseClick(t.undo_btn, Qt.MouseButton.LeftButton)
    box = the_question(qtbot, t)
    assert box.text() == f"Take back {name}'s end of the step?"  # the words the log says once it is
    assert g.state_hash() == state  # nothing taken back while it asks
    press_answer(qtbot, box, "Keep it")
    assert g.state_hash() == state and len(t.log_model.lines) == lines
    # the keys are the table's again: Esc pauses
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win and QApplication.focusWidget() is t)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert t.pause.isVisible()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not t.pause.isVisible()

    # the runner now playing takes back their own action at once: no question
    driver.act()
    assert g.last_action().runner == g.s.current
    ctrl_z(qtbot, win, t)
    assert t.findChild(QMessageBox) is None or not t.findChild(QMessageBox).isVisible()
    assert g.state_hash() == state

    ctrl_z(qtbot, win, t)
    press_answer(qtbot, the_question(qtbot, t), "Take it back")
    assert g.s.current == first
    assert t.log_model.lines[-1] == f"{name}'s end of the step is taken back."


def test_one_player_takes_back_any_runners_action_at_once(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t = win.table
    g = t.game
    first = g.s.current
    driver = Driver(t)
    while g.s.current == first or g.pending.kind is not Kind.PLAY:
        driver.act()
    qtbot.mouseClick(t.undo_btn, Qt.MouseButton.LeftButton)
    assert g.s.current == first  # one person plays every runner: their own actions
    assert t.findChild(QMessageBox) is None


def test_an_ai_move_made_while_undo_asks_is_not_taken_back(make_window, qtbot):
    """Two people and an AI seat: Runner 2 asks to take back Runner 1's end of turn; the AI plays an assist
    before the answer: "Take it back" takes back nothing (it would have been the AI's assist) and says so."""
    for seed in range(1, 20):
        win, t = ai_holding_an_assist(make_window, qtbot, seed)
        if t is not None:
            break
        win.close()
    else:
        raise AssertionError("the AI seat held no assist on Runner 2's turn in 19 games")
    g = t.game
    assists = [a for a in g.legal_actions() if a.runner == 2]
    asked = g.last_action()
    assert isinstance(asked, EndStep) and asked.runner == 0
    qtbot.mouseClick(t.undo_btn, Qt.MouseButton.LeftButton)
    box = the_question(qtbot, t)
    assert t.submit(assists[0], by_ai=True)  # the AI's move, as ai_player.py plays it, while the box is open
    state = g.state_hash()
    press_answer(qtbot, box, "Take it back")
    assert g.state_hash() == state and g.last_action() == assists[0]
    assert "nothing was taken back" in t.message.text()


def ai_holding_an_assist(make_window, qtbot, seed: int):
    """Runners 1 and 2 people, Runner 3 an AI seat, played through the UI (the AI's turns skipped to) until
    Runner 2's Play Cards step begins after Runner 1's End turn while the AI holds an assist it may play; the
    table then, or None when the game got past turn 12 without it."""
    setup = quick_setup("crossfire", 3, seed)
    runners = [r.model_copy(update={"ai": i == 2}) for i, r in enumerate(setup.runners)]
    win = make_window(setup=setup.model_copy(update={"runners": runners}))
    t = win.table
    t.ai.pace_ms = 60_000  # the AI's moves wait their pause: its assists stay in its hand until the test plays one
    g = t.game
    driver = Driver(t)

    def ready() -> bool:
        last = g.last_action()
        return (g.pending.runner == 1 and g.pending.kind is Kind.PLAY and not t.handoff.isVisible()
                and isinstance(last, EndStep) and last.runner == 0 and any(a.runner == 2 for a in g.legal_actions()))

    while g.pending is not None and g.s.turns <= 12 and not ready():
        if g.pending.runner == 2:  # the AI's own decision: "Skip to me" plays it without its pause
            qtbot.waitUntil(t.ai.skip_btn.isVisible)
            qtbot.mouseClick(t.ai.skip_btn, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: g.pending is None or g.pending.runner != 2, timeout=120_000)
        else:
            driver.act()
    return win, (t if g.pending is not None and ready() else None)
