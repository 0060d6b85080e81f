"""The log beside a notice (playtest 11): a drag refused while damage is applied had left the log one line at
1280x720 150% French and one or two at 1920x1080 150%. The log keeps three lines at 1920x1080 and at 1280x720
100%, two at 1280x720 150% (fit.least_log_lines says why three can't fit there); the prompt stays whole."""

import pytest
from PySide6.QtWidgets import QApplication

from .real_input import drag_card
from .test_apply_choices_fit import two_targets_applying
from .test_prompt_fit import assert_prompt_whole, language  # noqa: F401 - the fixture


@pytest.mark.parametrize(("size", "scale", "lines"), [((1280, 720), 1.0, 3), ((1280, 720), 1.5, 2),
                                                      ((1920, 1080), 1.0, 3), ((1920, 1080), 1.5, 3)])
def test_a_refusal_leaves_the_log_its_least_lines(make_window, persist, qtbot, language,  # noqa: F811
                                                  size, scale, lines):
    persist.prefs.ui_scale = scale
    t, _g = two_targets_applying(make_window, qtbot, size)
    mark = t.game.s.runners[0].hand[0]
    drag_card(t.hand_view, mark, t.placed_view, None)  # played while damage is applied: refused
    qtbot.waitUntil(lambda: not t.message.isHidden())
    QApplication.processEvents()
    log = t.log_view
    assert log.viewport().height() >= lines * log.fontMetrics().lineSpacing(), (log.viewport().height(),
                                                                                log.fontMetrics().lineSpacing())
    assert_prompt_whole(t)
