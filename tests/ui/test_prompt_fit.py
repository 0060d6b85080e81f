"""The decision panel at UI scale 150% at 1280x720, in English and French: the prompt is whole (three lines of
large French words were cut at top and bottom; a Roomsweeper's six targets too), the log lends it lines, and
every choice is reached."""

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from crossfire_desktop.engine import Kind, quick_setup
from crossfire_desktop.ui.look.cardtext import MIN_PX

from .real_input import click_widget
from .test_roomsweeper_apply import roomsweeper_applying

SIX = ("sudden_fade", "yak_muscle", "deckhead", "trip_beams", "eye_alarm", "gutter_punks")


@pytest.fixture(params=["en", "fr"])
def language(request):
    from crossfire_desktop.ui.words import i18n

    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def in_window(w):
    return QRect(w.mapTo(w.window(), QPoint(0, 0)), w.size())


def assert_prompt_whole(t):
    QApplication.processEvents()
    panel, prompt = t.panel, t.panel.prompt
    assert prompt.height() >= prompt.heightForWidth(prompt.width()), (prompt.height(), prompt.text())
    assert prompt.fontInfo().pixelSize() >= MIN_PX
    assert in_window(panel).contains(in_window(prompt))
    boxes = [in_window(w) for w in (panel, t.message, t.log_view) if w.isVisible()]
    for i, a in enumerate(boxes):
        assert not any(a.intersects(b) for b in boxes[i + 1:])
    lines = 1 if panel.buttons else 2  # choices take the log's second line before they scroll (two lines of them)
    assert t.log_view.viewport().height() >= lines * t.log_view.fontMetrics().lineSpacing()
    if panel.main.isVisible():
        assert in_window(panel).contains(in_window(panel.main))
        if panel.scroll.isVisible():  # the choices' strip ends above the main button (its lines were under it)
            assert not in_window(panel.scroll).intersects(in_window(panel.main)), (in_window(panel.scroll),
                                                                                  in_window(panel.main))


def test_a_three_line_prompt_in_large_words_is_whole(make_window, persist, qtbot, language):
    persist.prefs.ui_scale = 1.5
    win = make_window(size=(1280, 720), setup=quick_setup("crossfire", 4, 3), one_player=True)
    t = win.table
    assert t.game.pending.kind is Kind.PLAY
    assert_prompt_whole(t)
    assert t.panel.prompt.fontInfo().pixelSize() >= 18  # the words stay large: the log lent its lines


def test_a_roomsweeper_with_six_targets_shows_its_prompt_whole_and_every_target(make_window, persist, qtbot,
                                                                                 language):
    persist.prefs.ui_scale = 1.5
    t, g = roomsweeper_applying(make_window, qtbot, SIX)
    assert_prompt_whole(t)
    text = t.panel.prompt.text()
    for target in g.damage_targets():
        assert t.ctl.names.card(target) in text
    if language == "en":  # the targets losing as many levels are named in one sentence, not one each
        assert "Deckhead, Eye Alarm, Gutter Punks lose 1 level each." in text, text
    panel = t.panel
    assert len(panel.buttons) == 6
    for b in panel.buttons:  # each target's button can be scrolled to and clicked
        panel.scroll.show_button(b)
        QApplication.processEvents()
        assert panel.scroll.viewport().rect().contains(QRect(b.mapTo(panel.scroll.viewport(), QPoint(0, 0)),
                                                             b.size()))
    last = panel.buttons[-1]
    target = g.damage_targets()[-1]
    click_widget(last)
    assert target not in g.damage_targets()


def test_the_prompt_is_measured_at_its_own_size_not_the_one_the_decision_before_left(make_window, persist,
                                                                                      qtbot, language):
    """A prompt left shrunk by a long decision before (a Roomsweeper's six targets) was measured at that size:
    the log kept its four lines and the next prompt shrank further (20 px fresh, 18 px after a 12 px one)."""
    persist.prefs.ui_scale = 1.5
    win = make_window(size=(1280, 720), setup=quick_setup("crossfire", 4, 3), one_player=True)
    t = win.table
    QApplication.processEvents()
    fresh = (t.panel.prompt.fontInfo().pixelSize(), t.log_view.minimumHeight())
    t.panel.prompt.setStyleSheet(f"font-size: {MIN_PX + 1}px;")  # what the long decision before left
    t.refresh()
    QApplication.processEvents()
    assert (t.panel.prompt.fontInfo().pixelSize(), t.log_view.minimumHeight()) == fresh
    assert_prompt_whole(t)


def test_the_choices_strip_follows_a_prompt_whose_words_alone_change_size(make_window, persist, qtbot, language):
    """Six targets' choices (the log already lends its lines): a prompt left at the table's size by the decision
    before shrinks again, and the choices' strip is measured against it (it kept the taller prompt's room)."""
    persist.prefs.ui_scale = 1.5
    t, g = roomsweeper_applying(make_window, qtbot, SIX)
    QApplication.processEvents()
    panel = t.panel
    shrunk, log, strip = panel.prompt.styleSheet(), t.log_view.minimumHeight(), panel.scroll.max_height
    assert shrunk, "the prompt's words had to shrink"
    panel.prompt.setStyleSheet("")  # the size the decision before left
    t.refresh()
    QApplication.processEvents()
    assert (panel.prompt.styleSheet(), t.log_view.minimumHeight(), panel.scroll.max_height) == (shrunk, log, strip)
    assert_prompt_whole(t)
