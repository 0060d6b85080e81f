"""Words a player reads: English plurals (never "(s)"), one reward line per runner, an assist logged
with what it did, and how many cards to pick said plainly."""

from xml.etree import ElementTree

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop import i18n_tool
from crossfire_desktop.engine import Kind
from crossfire_desktop.ui.words.text import tr
from tests.engine.card_helpers import make, ob, runner
from tests.ui.test_keyboard_game import press


def test_every_plural_reads_as_english():
    """Each "(s)" text is a Qt plural with its English forms: "1 card", "2 cards"."""
    sources = [m.find("source").text for m in ElementTree.parse(i18n_tool.I18N / "crossfire_fr.ts").iter("message")]
    with_s = [s for s in sources if "(s)" in s]
    assert len(with_s) > 20
    for text in with_s:
        assert "%n" in text, f"{text!r}: a count shown with (s) must be a plural (%n)"
        one, two = tr(text, None, 1), tr(text, None, 2)
        assert "(s)" not in one and "(s)" not in two, text
        assert "1" in one and "2" in two
    assert tr("{runner} draws %n card(s).", None, 1) == "{runner} draws 1 card."
    assert tr("{runner} draws %n card(s).", None, 3) == "{runner} draws 3 cards."
    assert tr("%n obstacle(s) defeated", None, 1) == "1 obstacle defeated"


def _open(make_window, qtbot, game):
    win = make_window(one_player=True)  # one player at the desk: no hand-off screens
    win.open_game(game, autosave=False)
    qtbot.wait(10)
    win.table.setFocus()
    qtbot.waitUntil(win.table.hasFocus)  # the keys go to the table, as at the desk
    return win, win.table


def _target(win, t, obstacle):
    """Tab to the obstacle, as the keyboard player does."""
    for _ in range(len(t.interact.targets()) + 1):
        if t.marks.focused == ("obstacle", obstacle):
            return
        press(win, Qt.Key.Key_Tab)
    raise AssertionError("the obstacle is not among the targets")


def test_a_reward_is_logged_once_per_runner(make_window, qtbot):
    """Astral Shiver pays 4¥, 1¥ at a time round the table (p. 14): the log says 2¥ each, one line each."""
    g = make([runner(0, hand=["mana"]), runner(1)], obstacles=[{"card": "astral_shiver", "facing": 0, "cleared": 2}])
    shiver = ob(g, 0)
    win, t = _open(make_window, qtbot, g)
    before = [r.nuyen for r in g.s.runners]
    press(win, Qt.Key.Key_1)  # Mana
    _target(win, t, shiver)
    press(win, Qt.Key.Key_Return)  # played on the Shiver
    press(win, Qt.Key.Key_Space)  # finish playing (one obstacle: its damage applies itself)
    if g.pending.kind is Kind.APPLY:
        press(win, Qt.Key.Key_Return)
    assert g.s.obstacle(shiver) is None
    assert [r.nuyen - b for r, b in zip(g.s.runners, before, strict=True)] == [2, 2]
    lines = t.log_model.lines
    start = next(i for i, line in enumerate(lines) if "Astral Shiver is defeated" in line)
    paid = [line for line in lines[start + 1:] if " gains " in line]
    assert paid == [f"R0 gains 2¥ ({g.s.runners[0].nuyen}¥).", f"R1 gains 2¥ ({g.s.runners[1].nuyen}¥)."]


def test_an_assist_is_logged_with_what_the_assist_does(make_window, qtbot):
    """Doc Wagon Contract heals 2 as a play, 1 as an assist: the log names the assist's 1."""
    g = make([runner(0, hp=1), runner(1, hand=["doc_wagon_contract"], hp=1)],
             obstacles=[{"card": "eye_alarm", "facing": 0}])
    win, t = _open(make_window, qtbot, g)
    press(win, Qt.Key.Key_A)  # Assist…
    menu = t.assist_menu
    qtbot.waitUntil(menu.isVisible)
    QTest.keyClick(menu, Qt.Key.Key_Down)
    QTest.keyClick(menu, Qt.Key.Key_Return)  # "R1 assists"
    qtbot.waitUntil(lambda: t.viewer == 1)
    t.setFocus()
    press(win, Qt.Key.Key_1)  # Doc Wagon Contract
    _target(win, t, ob(g, 0))
    press(win, Qt.Key.Key_Return)
    assert g.pending.kind is Kind.CHOOSE  # who heals
    press(win, Qt.Key.Key_1)  # R0
    assert g.s.runners[0].hp == 2
    said = [line for line in t.log_model.lines if line.startswith("Doc Wagon Contract:")]
    assert said and "heals 1 HP" in said[-1] and "heals 2" not in said[-1]


def test_a_pick_of_the_wrong_size_says_how_many_to_pick(make_window, qtbot):
    """Clairvoyance: draw 1, then discard 1. Confirming with nothing picked says "Pick 1 card to
    discard" and how, never "Choose between 1 and 1"."""
    g = make([runner(0, hand=["clairvoyance", "mark", "quick_shot"], deck=["mana"]), runner(1)])
    win, t = _open(make_window, qtbot, g)
    press(win, Qt.Key.Key_1)  # Clairvoyance, on the table
    press(win, Qt.Key.Key_Return)
    d = g.pending
    assert d.kind is Kind.CHOOSE_MANY and d.prompt == "discard_cards" and (d.min, d.max) == (1, 1)
    assert t.panel.prompt.text().endswith("Discard 1 card.")
    press(win, Qt.Key.Key_Return)  # Confirm, nothing picked
    said = t.message.text()
    assert "Pick 1 card to discard (0 picked): click" in said and "between" not in said
    assert g.pending is d


def test_pick_counts_in_words():
    from crossfire_desktop.ui.words.pick_words import pick_rule

    assert pick_rule(0, 2, "discard_cards") == "Pick up to 2 cards to discard"
    assert pick_rule(2, 3, "discard_cards") == "Pick 2 to 3 cards to discard"
    assert pick_rule(2, 2) == "Pick exactly 2" and pick_rule(0, 1) == "Pick up to 1" and pick_rule(1, 3) == "Pick 1 to 3"




def test_choose_another_runner_says_who_is_left_out_and_why():
    """Aerial Combat Drone's "Choose another runner" left out the runner it faced without a word (c32, w4);
    the engine's side (the prompt and its params) is pinned in tests/engine/test_obstacles.py."""
    from crossfire_desktop.ui.words.names import Namer
    from crossfire_desktop.ui.words.text import prompt_text

    from ..engine.card_helpers import make, runner

    names = Namer(make([runner(0), runner(1), runner(2)]))
    assert prompt_text("choose_other_runner", {"runner": 0, "faced": True}, names) == \
        "Choose a runner other than R0 (the obstacle's “you”: the runner it faces)."
    assert prompt_text("choose_other_runner", {"runner": 1, "faced": False}, names) == "Choose a runner other than R1."
