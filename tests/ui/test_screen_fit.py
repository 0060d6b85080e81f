"""Every screen fits a 1280×720 window with its largest content: key buttons inside the window, no widget
wider than it (a long text wraps, a long form scrolls with its buttons kept below)."""

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QCheckBox, QSpinBox, QWidget

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.table.driver import Driver
from tests.ui.test_campaign_screenshots import campaign

from .real_input import click_widget

SIZE = (1280, 720)


def _in_scroll_area(w: QWidget, page: QWidget) -> bool:
    p = w.parentWidget()
    while p is not None and p is not page:
        if isinstance(p, QAbstractScrollArea):
            return True
        p = p.parentWidget()
    return False


def window_rect(win: QWidget, w: QWidget) -> QRect:
    return QRect(w.mapTo(win, QPoint(0, 0)), w.size())


def assert_fits(win, qtbot, keys=(), size=SIZE):
    qtbot.wait(10)
    page = win.stack.currentWidget()
    frame = win.rect()
    assert (win.width(), win.height()) == size, "the window grew to fit a screen"
    too_wide = [f"{type(w).__name__} {w.objectName()!r} {w.width()}px"
                for w in page.findChildren(QWidget) if w.isVisible() and w.width() > frame.width()]
    assert too_wide == []
    outside = [b.text() for b in page.findChildren(QAbstractButton)
               if b.isVisible() and not _in_scroll_area(b, page) and not frame.contains(window_rect(win, b))]
    assert outside == []
    for b in keys:
        assert b.isVisible() and frame.contains(window_rect(win, b)), b.text()


def _all_bonuses(page, n):
    page.count.setValue(n)
    for w in page.bonus.values():
        if isinstance(w, QSpinBox):
            w.setValue(w.maximum())
        elif isinstance(w, QCheckBox):
            w.setChecked(True)


def test_setup_fits_with_one_and_four_runners_and_every_bonus(make_window, qtbot):
    win = make_window(size=SIZE)
    win.on_menu("new")
    page = win.setup_page
    for mission, n in [("extraction", 1), ("extraction", 4), ("crossfire", 4), ("dragon_fight", 4)]:
        page.mission.setCurrentIndex(page.mission.findData(mission))
        _all_bonuses(page, n)
        assert_fits(win, qtbot, keys=[page.go])
        # the role columns of every runner shown are on screen (scrolled to if need be)
        for row in page.rows[:n]:
            for box in row["roles"].values():
                page.scroll.ensureWidgetVisible(box)
                qtbot.wait(1)
                assert box.isVisible() and win.rect().contains(window_rect(win, box))
        assert page.bonus, mission


def test_menu_load_settings_rules_fit(make_window, persist, qtbot):
    for i in range(12):
        persist.save_named(f"A rather long save name for a long evening number {i}",
                           _saved_game())
    win = make_window(size=SIZE)
    assert_fits(win, qtbot, keys=list(win.menu.buttons.values()))
    for key in ("load", "settings", "rules"):
        win.on_menu(key)
        assert_fits(win, qtbot)
        win.show_menu()


def _saved_game():
    from crossfire_desktop.engine import new_game

    return new_game(quick_setup("crossfire", 4, 1)).save()


def test_campaign_screens_fit(make_window, persist, catalog, qtbot):
    from crossfire_desktop.campaign import new_campaign

    c = campaign(catalog)
    persist.save_campaign(c)
    for i in range(8):
        persist.save_campaign(new_campaign(f"The very long campaign of the Seattle night shift, part {i}"))
    win = make_window(size=SIZE, one_player=True)
    win.show_campaigns()
    assert_fits(win, qtbot)
    win.open_campaign(persist.load_campaign(c.id))
    for rid in ("ana", "bo", "cy", "eve"):
        win.campaign_page.toggle(rid)
    assert_fits(win, qtbot)
    win.show_shop("ana")
    assert_fits(win, qtbot)
    win.show_campaign()
    click_widget(win.campaign_page.play_btn)
    assert_fits(win, qtbot, keys=[win.setup_page.go])
    click_widget(win.setup_page.go)
    Driver(win.table).play_to_end()
    assert_fits(win, qtbot, keys=[win.end.record_btn])
    win.post_mission()
    assert_fits(win, qtbot)


def test_end_screen_fits_four_runners(make_window, qtbot):
    win = make_window(size=SIZE, setup=quick_setup("dragon_fight", 4, 5), one_player=True)
    Driver(win.table).play_to_end()
    assert win.stack.currentWidget() is win.end
    assert_fits(win, qtbot)
