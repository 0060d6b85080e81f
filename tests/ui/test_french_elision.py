"""French elides "de" before a runner's name starting with a vowel or a mute h: "Main d'Ana", not "Main de Ana"
(seen in play); a name starting with a consonant keeps "de"."""

from __future__ import annotations

from PySide6.QtCore import Qt

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.words.names import elided


def test_de_is_elided_before_a_vowel_or_an_h_only():
    names = ["Ana", "Hugo", "Bob", "Yann"]
    assert elided("Main de Ana", names) == "Main d'Ana"
    assert elided("Tour de Hugo. De Ana joue.", names) == "Tour d'Hugo. D'Ana joue."
    assert elided("Main de Bob", names) == "Main de Bob"
    assert elided("Main de Yann", names) == "Main de Yann"  # French keeps "de" before a y (d'Yann in fixa)
    assert elided("Main de Anabelle", names) == "Main de Anabelle"  # not a runner of this game


def test_a_french_table_says_main_d_ana(make_window, qtbot):
    from crossfire_desktop.ui.words import i18n

    setup = quick_setup("crossfire", 2, 7)
    runners = [r.model_copy(update={"name": name}) for r, name in zip(setup.runners, ["Ana", "Bob"], strict=True)]
    i18n.install("fr")
    try:
        win = make_window(setup=setup.model_copy(update={"runners": runners}), first_handoff=False)
        t = win.table
        ana = next(r.seat for r in t.game.s.runners if r.name == "Ana")
        assert t.handoff.isVisible() and t.handoff.seat == ana  # (this seed gives Ana the first turn)
        button = t.handoff.button
        qtbot.waitUntil(lambda: button.width() > 0)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert t.hand_label.short.startswith("Main d'Ana")
        assert "Tour d'Ana." in t.log_model.lines
        assert not any("de Ana" in line for line in t.log_model.lines)
    finally:
        i18n.install("en")
