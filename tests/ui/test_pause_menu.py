"""The in-game pause menu and Tab, driven by real key presses to the focused widget."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from crossfire_desktop.engine import quick_setup

from .real_input import button, click_widget

K = Qt.Key


def press(win, *keys):
    for k in keys:
        target = QApplication.focusWidget() or win
        QTest.keyClick(target, k)
        QApplication.processEvents()


def focused_text():
    w = QApplication.focusWidget()
    return w.text() if hasattr(w, "text") else type(w).__name__


def test_esc_opens_the_pause_menu_and_tab_stays_in_it(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    t = win.table
    press(win, K.Key_Escape)
    assert t.pause.isVisible()
    seen = []
    for _ in range(8):
        seen.append(focused_text())
        press(win, K.Key_Tab)
    assert seen[:6] == ["Resume (Esc)", "Save…", "Rules", "Settings", "Leave the game", "Quit"]
    assert seen[6] == "Resume (Esc)"  # wraps around, never leaves the menu
    press(win, K.Key_Backtab, K.Key_Backtab)
    assert focused_text() == "Resume (Esc)"
    press(win, K.Key_Backtab)
    assert focused_text() == "Quit"
    press(win, K.Key_Escape)
    assert not t.pause.isVisible() and win.stack.currentWidget() is t


def test_one_tab_enter_space_never_quits_or_leaves(make_window, qtbot):
    for mission, n, one in [("crossfire", 2, False), ("extraction", 1, True)]:
        win = make_window(setup=quick_setup(mission, n, 8), one_player=one)
        for _ in range(30):
            press(win, K.Key_1, K.Key_Tab, K.Key_Return, K.Key_Space)
            assert win.isVisible()
            if win.table.game.result is not None:  # the game ended: the end screen's own buttons may lead on
                break
            assert win.stack.currentWidget() is win.table
            w = QApplication.focusWidget()
            if win.stack.currentWidget() is win.table:
                assert w is None or w is win.table or win.table.isAncestorOf(w), w.text()


def test_tab_from_a_card_view_comes_back_to_the_table(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    t = win.table
    t.market_view.setFocus()
    press(win, K.Key_Tab)
    assert QApplication.focusWidget() is t
    press(win, K.Key_Tab)
    assert t.marks.focused is not None  # the table's own Tab: to a target on the table


def test_leave_asks_first_and_says_the_game_is_autosaved(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    t = win.table
    press(win, K.Key_Escape, K.Key_Tab, K.Key_Tab, K.Key_Tab, K.Key_Tab)
    assert focused_text() == "Leave the game"
    press(win, K.Key_Return)
    assert "autosaved" in t.pause.detail.text()
    assert focused_text() == "Stay in the game"  # the safe answer is the default
    press(win, K.Key_Return)
    assert t.pause.isVisible() and win.stack.currentWidget() is t
    assert focused_text() == "Leave the game"  # back on the button that asked
    press(win, K.Key_Return)
    assert focused_text() == "Stay in the game"
    press(win, K.Key_Up, K.Key_Return)
    assert win.stack.currentWidget() is win.menu
    assert win.menu.buttons["continue"].isEnabled()


def test_quit_asks_then_closes(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    press(win, K.Key_Escape, K.Key_Backtab)
    assert focused_text() == "Quit"
    press(win, K.Key_Space)
    assert win.isVisible() and "Quit" in win.table.pause.title.text()
    press(win, K.Key_Escape)  # back to the menu, not out of the game
    assert win.table.pause.isVisible() and focused_text() == "Quit"  # back on the button that asked
    press(win, K.Key_Return, K.Key_Tab)
    assert focused_text() == "Quit the program"
    press(win, K.Key_Return)
    assert not win.isVisible()


def test_rules_and_settings_from_the_pause_menu_come_back_to_the_game(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    t = win.table
    press(win, K.Key_Escape, K.Key_Tab, K.Key_Tab, K.Key_Return)
    assert win.stack.currentWidget() is win.rules
    click_widget(button(win.rules, "Back"))
    assert win.stack.currentWidget() is t
    press(win, K.Key_Escape, K.Key_Down, K.Key_Down, K.Key_Down, K.Key_Return)
    assert win.stack.currentWidget() is win.settings_page
    click_widget(button(win.settings_page, "Back"))
    assert win.stack.currentWidget() is t
    click_widget(t.menu_btn)
    assert t.pause.isVisible()


def test_ctrl_z_does_not_undo_behind_the_pause_menu(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    t = win.table
    undone = []
    t.ctl.events.connect(lambda evs: undone.extend(e for e in evs if e.code == "undone"))
    t.ctl.refused.connect(undone.append)  # "nothing to undo" would also mean Ctrl+Z reached the table
    press(win, K.Key_Escape)
    QTest.keyClick(QApplication.focusWidget(), K.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert undone == [] and t.pause.isVisible()
    press(win, K.Key_Escape)
    assert all(sc.isEnabled() for sc in t.shortcuts)


def test_the_leave_question_is_whole_at_1920x1080(make_window, qtbot):
    """At 1920x1080 (the table's larger words) the box had been laid out with the words' unstyled height:
    the title's descenders and the question's last line were cut (seen in play)."""
    win = make_window(size=(1920, 1080), setup=quick_setup("crossfire", 2, 5), one_player=True)
    t = win.table
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Escape)
    click_widget(t.pause.menu_buttons[4])  # Leave the game
    pm = t.pause

    def whole():
        assert pm.detail.height() >= pm.detail.heightForWidth(pm.detail.width())
        assert pm.title.height() >= pm.title.sizeHint().height()
        for w in (pm.title, pm.detail, pm.confirm_btn, pm.cancel_btn):
            assert pm.box.rect().contains(w.geometry())

    qtbot.waitUntil(whole, timeout=3000)


def test_a_new_language_is_said_where_one_back_leads(make_window, qtbot):
    """Settings kept the player on its page to say the language applies at the next start; a second Back was
    needed (seen in play). One Back leaves; the sentence is on the table's message line (never in the game's log,
    kept with the game: it was there after a restart), or on the start screen."""
    line = "The new language applies the next time you start the game."
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    t = win.table
    press(win, K.Key_Escape, K.Key_Down, K.Key_Down, K.Key_Down, K.Key_Return)
    page = win.settings_page
    assert win.stack.currentWidget() is page
    page.language.setFocus()
    assert not page.language_note.isVisible()
    QTest.keyClick(page.language, K.Key_Down)  # another language
    assert page.language.currentData() != win.persist.settings.language
    assert page.language_note.isVisible() and page.language_note.text() == line  # said on the page at once too
    click_widget(button(page, "Back"))
    assert win.stack.currentWidget() is t and t.message.plain == line and t.message.isVisible()
    assert line not in t.log_model.lines
    win.show_menu()
    click_widget(win.menu.buttons["settings"])
    page.language.setFocus()
    QTest.keyClick(page.language, K.Key_Up)  # back to English
    click_widget(button(page, "Back"))
    assert win.stack.currentWidget() is win.menu
    assert line in win.menu.message.text() and win.menu.message.isVisible()


def test_stay_in_the_game_gives_the_focus_back_to_the_button_that_asked(make_window, qtbot):
    """A tester clicked "Stay in the game": the menu came back with no focus ring and Space did nothing."""
    win = make_window(setup=quick_setup("crossfire", 2, 5), one_player=True)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=5000)
    t = win.table
    press(win, K.Key_Escape, K.Key_Tab, K.Key_Tab, K.Key_Tab, K.Key_Tab)
    assert focused_text() == "Leave the game"
    press(win, K.Key_Space)
    click_widget(t.pause.cancel_btn)
    assert t.pause.isVisible() and not t.pause.cancel_btn.isVisible()
    assert focused_text() == "Leave the game"
    press(win, K.Key_Space)  # the focused button answers the keys: the question again
    assert t.pause.cancel_btn.isVisible() and focused_text() == "Stay in the game"
    press(win, K.Key_Escape)  # Esc also stays, back to the same button
    assert focused_text() == "Leave the game"


def test_the_leave_and_quit_questions_are_whole_in_french_at_150_percent(make_window, persist, qtbot):
    """'Quitter cette partie ?' in the large title font was cut on both sides in the fixed-width box (seen in play)."""
    from PySide6.QtGui import QFontMetricsF

    from crossfire_desktop.ui.words import i18n

    i18n.install("fr")
    try:
        persist.prefs.ui_scale = 1.5
        win = make_window(size=(1280, 720), setup=quick_setup("crossfire", 2, 5), one_player=True)
        pause = win.table.pause
        for back_tabs in (2, 1):  # Leave the game, then Quit
            press(win, K.Key_Escape)
            for _ in range(back_tabs):
                press(win, K.Key_Backtab)
            press(win, K.Key_Return)
            assert pause.asking is not None
            title = pause.title
            fm = QFontMetricsF(title.font())
            width = title.contentsRect().width()
            if title.wordWrap():
                need = title.heightForWidth(title.width())
                assert title.height() >= need, (title.text(), title.height(), need)
                assert all(fm.horizontalAdvance(w) <= width for w in title.text().split())
            else:
                assert fm.horizontalAdvance(title.text()) <= width, (title.text(), width)
            assert pause.rect().contains(pause.box.geometry())
            press(win, K.Key_Escape, K.Key_Escape)
            assert not pause.isVisible()
    finally:
        i18n.install("en")


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_every_question_fits_its_words_in_french_at_150_percent_and_the_menu_comes_back_to_its_size(
        make_window, persist, qtbot, size):
    """At 1920x1080 and 150% the fixed-width box cut the title in half, ran the question into the buttons and
    clipped both answers ('eave to the start scree'); after Stay the Paused panel kept the question's height
    with large gaps (seen in play). Each text is measured against its widget in the table's own font."""
    from PySide6.QtGui import QFontMetricsF

    from crossfire_desktop.ui.words import i18n

    i18n.install("fr")
    try:
        persist.prefs.ui_scale = 1.5
        win = make_window(size=size, setup=quick_setup("crossfire", 2, 5), one_player=True)
        pause = win.table.pause

        def assert_whole():
            for label in (pause.title, pause.detail):
                fm = QFontMetricsF(label.font())
                width = label.contentsRect().width()
                assert label.height() >= label.heightForWidth(label.width()), label.text()
                assert all(fm.horizontalAdvance(w) <= width for w in label.text().split()), label.text()
            for b in pause.shown_buttons():
                text = QFontMetricsF(b.font()).horizontalAdvance(b.text())
                assert b.sizeHint().width() <= b.width() and text < b.contentsRect().width(), b.text()
                assert b.height() >= b.sizeHint().height()
            assert pause.rect().contains(pause.box.geometry())
            shown = [pause.title, pause.detail, *pause.shown_buttons()]
            for a, b in zip(shown, shown[1:], strict=False):
                assert a.geometry().bottom() < b.geometry().top()  # nothing runs into the next
            assert all(pause.box.rect().contains(w.geometry()) for w in shown)

        press(win, K.Key_Escape)
        assert_whole()
        menu_height = pause.box.height()
        for back_tabs in (2, 1):  # Leave the game, then Quit
            for _ in range(back_tabs):
                press(win, K.Key_Backtab)
            press(win, K.Key_Return)
            assert pause.asking is not None and pause.confirm_btn.isVisible()
            assert_whole()
            assert pause.title.text().endswith("\u00a0?")  # the "?" never alone on a line
            click_widget(pause.cancel_btn)  # stay
            assert pause.asking is None
            assert_whole()
            assert pause.box.height() == menu_height  # not the question's stretched height
            press(win, K.Key_Escape, K.Key_Escape)
    finally:
        i18n.install("en")
