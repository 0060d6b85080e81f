"""The table's title lines at UI scale 150% at 1280x720 in French: the mission line wraps rather than losing its
end ("Séquence 1/" and the revised rules cut off), the hand's title drops its key help rather than being cut
mid-word ("… Tab pour cibler, Entré"), the help kept in its tooltip."""

from PySide6.QtWidgets import QApplication

from crossfire_desktop.engine import quick_setup

from .test_table_scale import choose_ui_scale


def test_mission_and_hand_titles_are_whole_at_150_percent_in_french(make_window, persist, qtbot):
    from crossfire_desktop.ui.words import i18n

    i18n.install("fr")
    try:
        persist.prefs.ui_scale = 1.5
        setup = quick_setup("crossfire", 3, 5).model_copy(update={"rules": "revised"})
        win = make_window(size=(1280, 720), setup=setup, one_player=True)
        t = win.table
        QApplication.processEvents()
        mission = t.mission
        assert "Règles révisées" in mission.text()
        assert mission.height() >= mission.heightForWidth(mission.width()), (mission.height(), mission.text())
        hand = t.hand_label
        assert hand.fontMetrics().horizontalAdvance(hand.text()) <= hand.contentsRect().width(), hand.text()
        assert hand.text().startswith("Main de") and "Tab" in hand.toolTip()
        choose_ui_scale(win, 1.0)  # smaller words: room for the key help again
        QApplication.processEvents()
        assert "Tab" in hand.text()
    finally:
        i18n.install("en")


def test_a_title_line_picks_its_wording_again_when_its_words_change_size(qtbot):
    """The same width, larger words (a style sheet's font size, as UI scale sets it): the shorter wording,
    then the longer one again once the words are small (it was picked again only on a resize)."""
    from crossfire_desktop.ui.table.parts.title_line import TitleLine

    line = TitleLine()
    qtbot.addWidget(line)
    line.setStyleSheet("font-size: 12px;")
    whole = "Hand of Twitch · Tab to target, Enter to play"
    line.set_texts(whole, "Hand of Twitch")
    line.setFixedWidth(line.fontMetrics().horizontalAdvance(whole) + 10)
    line.show()
    qtbot.waitExposed(line)
    assert line.text() == whole
    line.setStyleSheet("font-size: 24px;")
    assert line.text() == "Hand of Twitch"
    line.setStyleSheet("font-size: 12px;")
    assert line.text() == whole
