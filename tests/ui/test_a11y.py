"""Screen readers and keyboard: every interactive widget has a name, painted cards are described,
the decision is announced, and a whole solo Extraction is played with keys only."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.bots.heuristic_policy import HeuristicPolicy
from crossfire_desktop.engine import ApplyDamage, Buy, PlayCard, quick_setup
from crossfire_desktop.engine.actions import Choose, ChooseMany, EndStep
from crossfire_desktop.ui.a11y import unnamed
from crossfire_desktop.ui.interact import TABLE

DIGITS = [getattr(Qt.Key, f"Key_{i}") for i in range(1, 10)]


def _names(w):
    return [f"{type(x).__name__} {x.objectName()!r}" for x in unnamed(w)]


def test_every_interactive_widget_on_each_screen_has_a_name(make_window, two_runner_setup):
    win = make_window()
    assert _names(win.menu) == []
    for page in (win.setup_page, win.settings_page, win.load_page, win.campaign_list):
        assert _names(page) == [], type(page).__name__
    win.start_game(two_runner_setup)
    assert _names(win.table) == []


def test_cards_are_described_for_screen_readers(make_window, two_runner_setup):
    win = make_window(setup=two_runner_setup)
    t = win.table
    for model in (t.hand_model, t.market_model, *t.obstacle_models.values()):
        for r in range(model.rowCount()):
            idx = model.index(r, 0)
            if idx.data(Qt.ItemDataRole.UserRole + 1) is None:
                continue
            assert idx.data(Qt.ItemDataRole.AccessibleTextRole)
            assert len(idx.data(Qt.ItemDataRole.AccessibleDescriptionRole)) > len(
                idx.data(Qt.ItemDataRole.AccessibleTextRole))


def test_the_decision_is_announced(make_window, two_runner_setup):
    win = make_window(setup=two_runner_setup)
    t = win.table
    before = t.panel.prompt.accessibleName()
    assert before and t.panel.prompt.text().split()[0] in before
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Space)  # end Play Cards: the next decision is announced
    assert t.panel.prompt.accessibleName() != before


def _keys_for(t, g, a):
    """The key presses that make the table submit `a`, or None when keys can't reach it."""
    if isinstance(a, EndStep):
        return [Qt.Key.Key_Space]
    if isinstance(a, ApplyDamage):
        i = g.damage_targets().index(a.target)
        return [DIGITS[i]] if i < 9 else None
    if isinstance(a, Choose):
        return [DIGITS[a.option]] if a.option < 9 else None
    if isinstance(a, ChooseMany):
        return [DIGITS[i] for i in a.options if i < 9] + [Qt.Key.Key_Return] if max(a.options, default=0) < 9 else None
    cards = t.interact.digit_cards()
    zone = "hand" if isinstance(a, PlayCard) else "market" if isinstance(a, Buy) else None
    if zone is None or (zone, a.card) not in cards or cards.index((zone, a.card)) >= 9:
        return None
    keys = [DIGITS[cards.index((zone, a.card))]]
    if isinstance(a, PlayCard):
        want = TABLE if a.target is None else ("obstacle", a.target)
        if want not in t.interact.targets():
            return None
        keys.append(("focus", want))
    return [*keys, Qt.Key.Key_Return]


def _press(t, keys):
    for k in keys:
        if isinstance(k, tuple):  # Tab until the wanted target has the focus
            for _ in range(len(t.interact.targets()) + 1):
                if t.marks.focused == k[1]:
                    break
                QTest.keyClick(t, Qt.Key.Key_Tab)
            assert t.marks.focused == k[1]
        else:
            QTest.keyClick(t, k)


def test_a_whole_solo_extraction_with_keys_only(make_window):
    win = make_window(setup=quick_setup("extraction", 1, 3))
    t, g = win.table, win.table.game
    bot = HeuristicPolicy(3)
    t.setFocus()
    steps = 0
    while g.pending is not None and steps < 3000:
        steps += 1
        if t.handoff.isVisible():
            QTest.keyClick(t, Qt.Key.Key_Return)
            continue
        before = (g.s.turns, len(t.log_model.lines), g.pending)
        keys = _keys_for(t, g, bot.choose(g))
        if keys is None:  # the bot wanted something keys can't reach (an ability): the plain choice
            legal = g.legal_actions()
            keys = next((k for a in legal if (k := _keys_for(t, g, a)) is not None), [Qt.Key.Key_Space])
        _press(t, keys)
        assert (g.s.turns, len(t.log_model.lines), g.pending) != before or g.pending is None, keys
    print("keys-only game:", g.result, "turns", g.s.turns, "decisions", steps)
    assert g.pending is None and g.result in ("win", "loss")
    assert win.stack.currentWidget() is win.end


def test_z_zooms_a_placed_card_and_the_crossfire_card(make_window, two_runner_setup, qtbot):
    win = make_window(setup=two_runner_setup)
    t, g = win.table, win.table.game
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_1)  # a card from the hand played on the table (no target), by keys
    while t.marks.focused != TABLE:
        QTest.keyClick(t, Qt.Key.Key_Tab)
    QTest.keyClick(t, Qt.Key.Key_Return)
    placed = g.s.turn.placements[-1]
    t.marks.selected = ("placement", placed.pid)  # what a click on the placed card picks
    QTest.keyClick(t, Qt.Key.Key_Z)
    assert t.zoom.isVisible() and t.zoom.face.name == g.card_def(placed.card).name
    assert not t.zoom.geometry().intersects(t.zoom.card_rect)  # beside the card, never over it
    t.zoom.hide()
    t.marks.selected = t.marks.focused = None
    g.s.crossfire_active.append(g.s.crossfire_active[-1] if g.s.crossfire_active else g.s.crossfire_deck[0])
    t.refresh()
    QTest.keyClick(t, Qt.Key.Key_Z)
    assert t.zoom.isVisible() and t.zoom.face.kind == "crossfire"
