"""A whole solo Extraction played with the keyboard only: keys go to the focused widget, as a player's would.

Per decision: 1-9 pick a card (hand, or the market when buying) or an option, Tab moves the target,
Enter plays / buys / applies, Space finishes the step; the decision is announced on an accessible label."""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from crossfire_desktop.engine import Buy, Kind, PlayCard, quick_setup


def press(win, key):
    """A key press and release delivered to the focused widget, as the keyboard would."""
    target = QApplication.focusWidget() or win
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(target, QKeyEvent(kind, int(key), Qt.KeyboardModifier.NoModifier))
    QApplication.processEvents()


def keyboard_move(win, state):
    t, g = win.table, win.table.game
    d = g.pending
    if t.handoff.isVisible():
        return press(win, Qt.Key.Key_Return)
    if d.kind in (Kind.PLAY, Kind.PLAY_ONE):
        cards = [c for _z, c in t.interact.digit_cards()[:9]]
        plays = [a for a in g.legal_actions() if isinstance(a, PlayCard) and a.card in cards and a.target is not None]
        if not plays or state["plays"] > 12:
            return press(win, Qt.Key.Key_Space)
        a = plays[0]
        press(win, Qt.Key.Key_1 + cards.index(a.card))
        for _ in range(len(t.interact.targets()) + 1):
            if t.marks.focused == ("obstacle", a.target):
                break
            press(win, Qt.Key.Key_Tab)
        state["plays"] += 1
        return press(win, Qt.Key.Key_Return)
    if d.kind is Kind.APPLY:
        return press(win, Qt.Key.Key_Return)
    if d.kind in (Kind.BUY, Kind.BUY_ONE):
        cards = [c for _z, c in t.interact.digit_cards()[:9]]
        buys = [a for a in g.legal_actions() if isinstance(a, Buy) and a.card in cards]
        if buys and state["bought"] < 1:
            state["bought"] += 1
            press(win, Qt.Key.Key_1 + cards.index(buys[0].card))
            return press(win, Qt.Key.Key_Return)
        return press(win, Qt.Key.Key_Space)
    if d.kind is Kind.CHOOSE:
        return press(win, Qt.Key.Key_1)
    if d.kind is Kind.CHOOSE_MANY:
        for i in range(d.min):
            press(win, Qt.Key.Key_1 + i)
        return press(win, Qt.Key.Key_Return)
    return press(win, Qt.Key.Key_Space)


def test_a_whole_solo_extraction_with_keys_only(make_window, qtbot):
    win = make_window(one_player=True)
    win.start_game(quick_setup("extraction", 1, 5))
    t, g = win.table, win.table.game
    t.setFocus()
    state = {"turn": -1, "plays": 0, "bought": 0}
    announced = set()
    stuck = 0
    for _ in range(6000):
        if g.pending is None:
            break
        if g.s.turns != state["turn"]:
            state.update(turn=g.s.turns, plays=0, bought=0)
        before = (len(g.log) if hasattr(g, "log") else 0, repr(g.pending), g.s.turns)
        keyboard_move(win, state)
        announced.add(t.panel.prompt.accessibleName())
        after = (len(g.log) if hasattr(g, "log") else 0, repr(g.pending), g.s.turns)
        stuck = stuck + 1 if after == before else 0
        assert stuck < 40, f"keys made no progress at {g.pending}"
    assert g.result is not None, "the game didn't end"
    assert len(announced) > 5  # the decisions were announced as they came


def test_card_views_and_painted_cards_have_accessible_names(make_window):
    from crossfire_desktop.ui.table.parts.models import CardRole

    win = make_window(one_player=True)
    win.start_game(quick_setup("extraction", 1, 5))
    t = win.table
    views = t.card_views()
    assert all(v.accessibleName() for v in views)
    described = 0
    for v in views:
        m = v.model()
        for r in range(m.rowCount()):
            idx = m.index(r, 0)
            if idx.data(CardRole) is None:
                continue
            assert idx.data(Qt.ItemDataRole.AccessibleTextRole)
            described += bool(idx.data(Qt.ItemDataRole.AccessibleDescriptionRole))
    assert described > 5
    assert t.panel.prompt.accessibleName() == t.panel.prompt.text()


def test_every_interactive_widget_has_an_accessible_name(make_window, qtbot):
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QWidget

    from crossfire_desktop.ui.look.a11y import INTERACTIVE

    win = make_window(one_player=True)
    unnamed = set()

    def scan():
        for w in win.findChildren(QWidget):
            inner = isinstance(w.parent(), QAbstractSpinBox)  # a spin box's own editor: the box is named
            named = w.accessibleName().strip() or (isinstance(w, QAbstractButton) and w.text().strip())
            if isinstance(w, INTERACTIVE) and not inner and w.isVisibleTo(win) and not named:
                unnamed.add(f"{type(w).__name__} in {type(w.parent()).__name__} ({w.objectName()})")

    for key in ("new", "load", "settings", "rules", "campaigns"):
        win.on_menu(key)
        scan()
        win.show_menu()
    win.start_game(quick_setup("extraction", 1, 11))
    scan()
    assert not unnamed, sorted(unnamed)



def test_tab_starts_at_the_obstacles_facing_the_current_runner(make_window):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t, g = win.table, win.table.game
    targets = t.interact.targets()
    facing_current = [c for z, c in targets if z == "obstacle" and g.s.obstacle(c).facing == g.s.current]
    if facing_current:
        assert targets[0] == ("obstacle", facing_current[0])
    assert targets[-1][0] != "obstacle"  # the table (no target) comes last


def test_enter_on_a_choice_says_how_to_answer_it(make_window, qtbot):
    """Enter on a choice said "Pick a card first (keys 1-9), then a target (Tab), then Enter." (seen in play):
    a choice is answered by its click or number; Enter says so and answers nothing."""
    win = make_window(one_player=True)
    win.start_game(quick_setup("extraction", 1, 5))
    t, g = win.table, win.table.game
    assert g.pending.kind is Kind.CHOOSE  # the Client's intercept: take an obstacle or not
    before = g.state_hash()
    QTest.keyClick(t, Qt.Key.Key_Return)
    assert g.state_hash() == before and "press its number" in t.message.text()
    QTest.keyClick(t, Qt.Key.Key_1)
    assert g.state_hash() != before
