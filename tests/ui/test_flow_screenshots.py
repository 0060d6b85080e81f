"""Screenshots (tests/ui/screenshots/) of the new mission form with the most content, the pause menu,
an Extraction Client turn and the end screen, at both supported sizes."""

import pytest
from PySide6.QtWidgets import QCheckBox, QSpinBox

from crossfire_desktop.engine import quick_setup
from tests.ui.test_client_turn import to_client_turn
from tests.ui.test_screenshots import shot

from .real_input import click_widget


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_flow_screenshots(make_window, size, qtbot):
    tag = f"{size[0]}x{size[1]}"
    win = make_window(size=size, one_player=True)
    win.on_menu("new")
    page = win.setup_page
    page.mission.setCurrentIndex(page.mission.findData("extraction"))
    for n in (1, 4):
        page.count.setValue(n)
        for w in page.bonus.values():
            w.setValue(w.maximum()) if isinstance(w, QSpinBox) else w.setChecked(True)
        assert all(isinstance(w, QSpinBox | QCheckBox) for w in page.bonus.values())
        qtbot.wait(10)
        shot(win, f"setup_{n}runner_{tag}")
    for seed in range(1, 40):
        win.start_game(quick_setup("extraction", 2, seed))
        if to_client_turn(win, want_assist=True):
            break
    qtbot.wait(10)
    shot(win, f"client_turn_{tag}")
    click_widget(win.table.menu_btn)
    qtbot.wait(10)
    shot(win, f"pause_{tag}")
    win.table.pause.ask("leave")
    qtbot.wait(10)
    shot(win, f"pause_leave_{tag}")
    win.table.pause.resume()
    from crossfire_desktop.ui.table.driver import Driver

    Driver(win.table).play_to_end()
    qtbot.wait(10)
    shot(win, f"end_recap_{tag}")
