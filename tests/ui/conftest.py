import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"

import pytest  # noqa: E402

from crossfire_desktop.catalog import load_catalog  # noqa: E402
from crossfire_desktop.engine import quick_setup  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def english(qapp):
    """The English words as the program has them (ui/shell/app.py installs them at start): plurals included."""
    from crossfire_desktop.ui.words import i18n

    i18n.install("en")


@pytest.fixture(scope="session")
def catalog():
    return load_catalog()


@pytest.fixture
def persist(tmp_path):
    from crossfire_desktop.ui.session.persist import Persist

    p = Persist(tmp_path / "data")
    p.settings.animation_ms = 0
    return p


@pytest.fixture
def make_window(qtbot, catalog, persist):
    from crossfire_desktop.ui.look.style import apply_scale
    from crossfire_desktop.ui.shell.window import MainWindow

    def make(size=(1280, 720), setup=None, one_player=False, handoff=True, first_handoff=True):
        """`first_handoff`: the first runner takes the screen ("I am X") once the game opens, as at a table."""
        from PySide6.QtCore import Qt

        # the saved UI scale applied as the program does when it reads the settings (ui/shell/app.py): the words'
        # size and the scale the table and painted widgets read (a test sets prefs.ui_scale before this)
        apply_scale(float(persist.prefs.ui_scale))
        persist.prefs.one_player = one_player
        persist.settings.hand_off_screen = handoff
        win = MainWindow(catalog, persist)
        qtbot.addWidget(win)
        win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        if setup is not None:
            win.start_game(setup)
            qtbot.wait(10)
            if first_handoff and win.table.handoff.isVisible():
                button = win.table.handoff.button
                qtbot.waitUntil(lambda: button.width() > 0)  # laid out: a click lands on it
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return win

    yield make
    apply_scale(1.0)  # the next test starts at 100%


@pytest.fixture
def two_runner_setup():
    return quick_setup("crossfire", 2, 7)
