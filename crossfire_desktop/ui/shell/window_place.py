"""Where the main window opens: where the player left it, else filling the screen's free area
(a 1280x720 window in the corner of a 1920x1080 screen wastes most of it)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

PLACE_MAX_BYTES = 4096  # Qt's saved geometry is under 100 bytes: anything larger is not ours
# The smallest window every room stays usable in (the table with 5 seats, New mission with 4 runners, the end
# screen, History, Settings): below it the step tabs went blank and the seats' words ran into each other.
MIN_SIZE = (1024, 600)


def size_window(win: QWidget) -> None:
    """The window's first size, and the smallest the player can make it."""
    win.setMinimumSize(*least_size(win.screen() or QGuiApplication.primaryScreen()))
    win.resize(1280, 720)


def least_size(screen: QScreen | None) -> tuple[int, int]:
    """MIN_SIZE, capped to the screen's free area: on a smaller screen the whole window must still show."""
    if screen is None:
        return MIN_SIZE
    free = screen.availableGeometry()
    return min(MIN_SIZE[0], free.width()), min(MIN_SIZE[1], free.height())


def read_place(path: Path) -> QByteArray | None:
    """The saved geometry, or None (none saved, unreadable, or too large to be one)."""
    try:
        if not path.is_file() or path.stat().st_size > PLACE_MAX_BYTES:
            return None
        return QByteArray(path.read_bytes()[:PLACE_MAX_BYTES])
    except OSError:
        return None


def place_window(win: QWidget, path: Path) -> None:
    """Before the first show: the saved size and position (Qt keeps them on a screen that exists),
    else the whole free area of the screen, maximized where a window manager does that."""
    saved = read_place(path)
    if saved is not None and win.restoreGeometry(saved):
        return
    screen = win.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    win.setGeometry(screen.availableGeometry())
    win.setWindowState(win.windowState() | Qt.WindowState.WindowMaximized)


def remember_place(win: QWidget, path: Path) -> str | None:
    """Keep the window's size and position for the next run; a write failure is said, never raised."""
    from crossfire_desktop.campaign.atomic import write_bytes_atomic

    try:
        write_bytes_atomic(path, bytes(win.saveGeometry().data()))
    except OSError as exc:
        return str(exc)
    return None
