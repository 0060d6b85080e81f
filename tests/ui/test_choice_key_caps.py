"""A choice's key is shown as a key cap ("①"), apart from the words: "1. Runner 4  2. Runner 1" was read as
runner numbers (seen in play). The key pressed still picks the choice its cap shows."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import Choose, Kind, new_game, quick_setup


def runner_choice(catalog):
    """A game stopped at a choice of runners whose first is not runner 1 (as the tester's Gutter Punks)."""
    for seed in range(40):
        g = new_game(quick_setup("crossfire", 4, seed), catalog)
        pol = RandomPolicy(seed)
        for _ in range(400):
            d = g.pending
            if d is None:
                break
            runners = [o for o in d.options if o.what == "runner"]
            if d.kind is Kind.CHOOSE and len(runners) >= 2 and d.options[0].what == "runner" and d.options[0].ref != 0:
                return g
            g.apply(pol.choose(g))
    raise AssertionError("no runner choice found")


def test_runner_choices_show_their_key_as_a_key_cap_and_the_key_picks_it(make_window, catalog, qtbot):
    g = runner_choice(catalog)
    d = g.pending
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(g, autosave=False)
    t = win.table
    qtbot.waitUntil(lambda: all(b.isVisible() for b in t.panel.buttons))
    texts = [b.text().replace("\n", " ") for b in t.panel.buttons]
    for n, text in enumerate(texts, 1):
        assert text.startswith(chr(0x2460 + n - 1) + " "), texts  # ① ② ③ …
        assert not text.startswith(f"{n}."), texts
    first = g.s.runners[int(d.options[0].ref)].name
    assert first in texts[0]
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_1)  # the key its cap shows
    qtbot.waitUntil(lambda: t.game.pending is not d)
    assert t.game.last_action() == Choose(d.runner, 0)  # the choice capped ①
