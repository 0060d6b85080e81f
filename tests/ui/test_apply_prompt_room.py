"""The Apply Damage step at 1280x720, English and French, UI scale 100% and 150%: the prompt's words at 12 px or
more and the log's last three lines in sight beside two targets' choices (French at 150% had drawn the prompt
at the 11 px floor beside one line of log). The room came from slim choice buttons and a message line that
takes no height while empty."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .real_input import drag_card
from .test_apply_choices_fit import two_targets_applying
from .test_prompt_fit import assert_prompt_whole, language  # noqa: F401 - the fixture


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_prompt_is_readable_and_the_log_keeps_three_lines(make_window, persist, qtbot, language,  # noqa: F811
                                                              scale):
    persist.prefs.ui_scale = scale
    t, _g = two_targets_applying(make_window, qtbot, (1280, 720))
    QApplication.processEvents()
    assert_prompt_whole(t)
    assert t.panel.prompt.fontInfo().pixelSize() >= 12, t.panel.prompt.text()
    log = t.log_view
    assert log.viewport().height() >= 3 * log.fontMetrics().lineSpacing()
    assert t.message.isHidden()  # nothing to say: its line is the log's


def test_a_refusal_takes_its_lines_and_gives_them_back(make_window, persist, qtbot, language):  # noqa: F811
    """A refusal shows under the choices (the log lends it lines, nothing overlaps) and, once play moves on,
    its lines go back to the log."""

    persist.prefs.ui_scale = 1.5
    t, g = two_targets_applying(make_window, qtbot, (1280, 720))
    QApplication.processEvents()
    before = t.log_view.height()
    mark = t.game.s.runners[0].hand[0]
    drag_card(t.hand_view, mark, t.placed_view, None)  # played while damage is applied: refused
    qtbot.waitUntil(lambda: not t.message.isHidden())
    QApplication.processEvents()
    assert_prompt_whole(t)
    assert t.log_view.height() < before
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Space)  # Apply all: play moves on, the note goes
    qtbot.waitUntil(t.message.isHidden)
    QApplication.processEvents()
    assert t.log_view.viewport().height() >= 3 * t.log_view.fontMetrics().lineSpacing()
