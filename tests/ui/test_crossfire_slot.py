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


def _live_threshold_game():
    """Crossfire, 2 runners, random play (seed 61): Big Uglies active with its 2+ line live, round 5."""
    from crossfire_desktop.bots.random_policy import RandomPolicy
    from crossfire_desktop.engine import Kind, new_game, quick_setup
    from crossfire_desktop.engine import view as gv

    g, policy = new_game(quick_setup("crossfire", 2, 61)), RandomPolicy(61)
    while not (any(t.live for t in gv.thresholds(g)) and g.pending.kind is Kind.PLAY):
        g.apply(policy.choose(g))
    return g


def test_the_level_line_never_shows_a_cut_threshold(make_window, qtbot):
    """"Crossfire level 2 ● 2" was painted, the rest of "● 2+ LIVE" cut by the panel's edge (seen in play at
    1920x1080): the live threshold is said beside the level only where it fits whole."""
    from PySide6.QtGui import QFont, QFontMetrics

    for size in ((1280, 720), (1920, 1080)):
        win = make_window(size=size, one_player=True)
        win.open_game(_live_threshold_game(), autosave=False)
        panel = win.table.crossfire
        qtbot.waitUntil(lambda p=panel: p.width() > 100)
        bold = QFont(panel.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        lines = panel.summary()
        assert any(line.startswith("● 2+") for line in lines)
        head = panel.head(lines, metrics)
        assert head.startswith(lines[0]) and metrics.horizontalAdvance(head) <= panel.width() - 2
        win.close()


def test_the_empty_slots_words_fit_it_at_150_percent_in_french(make_window, persist, qtbot):
    """At UI scale 150% on 1280x720 the empty slot's words ran out of it (seen in play): they get smaller."""
    from crossfire_desktop.ui.words import i18n

    persist.prefs.ui_scale = 1.5
    i18n.install("fr")
    try:
        _empty_slot_fits(make_window, qtbot)
    finally:
        i18n.install("en")


def _empty_slot_fits(make_window, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontMetricsF

    from crossfire_desktop.ui.table.parts.panels import fitting_font

    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("_about")
    data["crossfire_active"] = []
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(load_scenario(data), autosave=False)
    panel = win.table.crossfire
    qtbot.waitUntil(lambda: panel.width() > 50)
    box = panel.card_rect().adjusted(9, 9, -9, -9)
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    f = fitting_font(panel.font(), box, flags, panel.empty_text())
    assert QFontMetricsF(f).boundingRect(box, int(flags), panel.empty_text()).height() <= box.height()
    win.grab()  # painted with it


def test_a_round_without_an_event_says_why(make_window, qtbot):
    """Crossfire with three runners flips no event in round 1 (its setup card), yet the slot said one is flipped
    "at the start of each round" (seen in play)."""
    from crossfire_desktop.engine import quick_setup

    win = make_window(setup=quick_setup("crossfire", 3, 1), one_player=True)
    panel = win.table.crossfire
    assert panel.game.s.round == 1 and not panel.game.s.crossfire_active
    words = panel.empty_text()
    assert "each round" not in words
    assert words.startswith("No event this round") and "setup flips no Crossfire event in round 1" in words


def test_the_slot_says_the_round_now_as_the_round_changes(make_window, qtbot):
    """Two runners flip no event in rounds 1 and 2: in round 2 the slot still said "in round 1" (seen in play),
    and a part of it repainted later mixed the old words with the new ("at th", "roun"): the whole slot is painted
    again when its words change."""
    from PySide6.QtCore import QEvent, QObject

    from crossfire_desktop.engine import quick_setup
    from crossfire_desktop.ui.table.driver import Driver

    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t = win.table
    panel = t.crossfire
    painted: list[tuple[int, bool]] = []

    class Watch(QObject):
        def eventFilter(self, _obj, ev):  # noqa: N802 - Qt's name
            if ev.type() == QEvent.Type.Paint:
                painted.append((t.game.s.round, ev.rect().contains(panel.rect())))
            return False

    watch = Watch()
    panel.installEventFilter(watch)
    driver = Driver(t)
    while t.game.s.round < 2:
        driver.act()
        qtbot.wait(1)
    assert not t.game.s.crossfire_active and "round 2" in panel.empty_text()
    qtbot.waitUntil(lambda: (2, True) in painted, timeout=3000)
