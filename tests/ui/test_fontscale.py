"""The text-size setting: style sheet sizes scaled, applied live, and the table keeps its window at 150 %."""

from PySide6.QtWidgets import QApplication, QLabel

from crossfire_desktop.ui.fontscale import apply_font_scale, scaled_style, table_scale
from tests.ui.test_screen_fit import SIZE, assert_fits


def test_style_sheet_sizes_scale_and_never_drop_below_11px():
    qss = "QWidget { font-size: 13px; padding: 4px; } QLabel#log { font-size: 12px; }"
    assert scaled_style(qss, 1.5) == "QWidget { font-size: 20px; padding: 4px; } QLabel#log { font-size: 18px; }"
    assert "font-size: 11px" in scaled_style(qss, 0.9)  # 12 px at 90 % stays readable


def test_settings_apply_the_text_size_live(make_window, two_runner_setup, qtbot):
    win = make_window(setup=two_runner_setup)
    t = win.table
    hand_before = t.hand_view.height()
    label_before = t.hand_label.fontInfo().pixelSize()
    page = win.settings_page
    page.load()
    page.font_scale.setCurrentIndex(page.font_scale.findData(1.5))
    try:
        page._save_and_back()
        qtbot.wait(20)
        assert win.persist.prefs.font_scale == 1.5
        assert table_scale(win.persist.prefs) == 1.5
        assert QApplication.instance().font().pixelSize() == 20
        assert t.hand_label.fontInfo().pixelSize() > label_before
        assert t.hand_view.height() > hand_before  # the cards (painted from their height) grow too
    finally:
        apply_font_scale(1.0)


def test_the_table_at_150_percent_keeps_1280x720_without_cuts(make_window, two_runner_setup, qtbot, persist):
    persist.prefs.font_scale = 1.5
    try:
        win = make_window(size=SIZE, setup=two_runner_setup)
        assert_fits(win, qtbot)
        bar = win.table.steps
        lit = bar.labels[bar.current]
        assert lit.width() >= lit.fontMetrics().horizontalAdvance(lit.text())  # the current step in full
        for label in win.table.findChildren(QLabel):
            if label.isVisible() and label.text():
                assert label.fontInfo().pixelSize() >= 11
    finally:
        apply_font_scale(1.0)
