"""Before Qt starts on Linux: is there a display, and are the system libraries of Qt's xcb plugin there?

Without a display, or without one of those libraries, Qt aborts with "Could not load the Qt platform
plugin "xcb"" (and "libxcb-cursor0 is needed"), which says neither. This checks first: that some
display is set and the X one answers, and the same libraries as the plugin (its and QtGui's ELF
NEEDED entries in PySide6 6.x), and prints what is wrong in words instead. No Qt import."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from typing import Any

# shared library -> Debian/Ubuntu package; the same list is in the README next to the install command
XCB_LIBS: tuple[tuple[str, str], ...] = (
    ("libxcb.so.1", "libxcb1"),
    ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-util.so.1", "libxcb-util1"),
    ("libxcb-render.so.0", "libxcb-render0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-shm.so.0", "libxcb-shm0"),
    ("libxcb-sync.so.1", "libxcb-sync1"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libxkbcommon.so.0", "libxkbcommon0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libEGL.so.1", "libegl1"),
    ("libGL.so.1", "libgl1"),
    ("libfontconfig.so.1", "libfontconfig1"),
    ("libfreetype.so.6", "libfreetype6"),
    ("libdbus-1.so.3", "libdbus-1-3"),
    ("libglib-2.0.so.0", "libglib2.0-0"),
)
PACKAGES = " ".join(pkg for _lib, pkg in XCB_LIBS)


def no_display(env: Mapping[str, str], platform: str) -> bool:
    """Linux with neither an X nor a Wayland display, and no other Qt platform asked for."""
    asked = env.get("QT_QPA_PLATFORM", "").split(":")[0]
    if not platform.startswith("linux") or asked not in ("", "xcb", "wayland"):
        return False
    return not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY")


def no_display_message(display: str = "") -> str:
    where = f"the display {display!r} does not answer" if display else "no display is set (DISPLAY is empty)"
    return (
        f"Crossfire Desktop can't open its window: {where}.\n"
        "Start it from a desktop session (or with DISPLAY set to a running X server, e.g. DISPLAY=:0). "
        "To run without a window, set QT_QPA_PLATFORM=offscreen."
    )


_held: list[Any] = []  # the probe's open socket, until Qt has connected (see release)


def _answers(display: str) -> bool:
    """Something listens where `display` points (the X server's socket: local, or TCP port 6000+n).
    Only the socket is tried, and it stays open until `release()`: an X server resets when its last
    client leaves, and a bare Xvfb would then refuse Qt's connection made just after the probe."""
    import socket  # noqa: PLC0415 - only when Qt will use xcb

    host, _, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if not number.isdigit():
        return True  # a form this check doesn't know: Qt says what is wrong
    host = host.removeprefix("unix/")
    if host in ("", "unix"):
        for path in (f"\0/tmp/.X11-unix/X{number}", f"/tmp/.X11-unix/X{number}"):
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.settimeout(2)
            try:
                s.connect(path)
            except OSError:
                s.close()
                continue
            _held.append(s)
            return True
        return False
    try:
        _held.append(socket.create_connection((host, 6000 + int(number)), timeout=2))
    except OSError:
        return False
    return True


def release() -> None:
    """Close the probe's socket (called once Qt has its own connection)."""
    while _held:
        _held.pop().close()


def wants_xcb(env: Mapping[str, str], platform: str) -> bool:
    """Qt will pick the xcb plugin: Linux, an X display, no Wayland session, no other platform asked for."""
    asked = env.get("QT_QPA_PLATFORM", "")
    if not platform.startswith("linux") or not env.get("DISPLAY"):
        return False
    if asked:
        return asked.split(":")[0] == "xcb"
    return not env.get("WAYLAND_DISPLAY")


def _loads(lib: str) -> bool:
    import ctypes  # only when Qt will use xcb: ~1.5 ms of start-up otherwise

    try:
        ctypes.CDLL(lib)
    except OSError:
        return False
    return True


def missing_libraries(loads: Callable[[str], bool] = _loads) -> list[tuple[str, str]]:
    return [(lib, pkg) for lib, pkg in XCB_LIBS if not loads(lib)]


def missing_message(missing: list[tuple[str, str]]) -> str:
    names = ", ".join(f"{lib} ({pkg})" for lib, pkg in missing)
    return (
        "Crossfire Desktop can't open its window: Qt's X11 (xcb) platform plugin needs system libraries "
        f"that are missing: {names}.\n"
        "On Debian/Ubuntu install them all with:\n"
        f"    sudo apt install {PACKAGES}\n"
        "(Other systems: install the packages providing those libraries.) "
        "To run without a window, set QT_QPA_PLATFORM=offscreen."
    )


def check(env: Mapping[str, str] | None = None, platform: str | None = None,
          loads: Callable[[str], bool] = _loads, answers: Callable[[str], bool] = _answers) -> int | None:
    """1 after printing what is wrong when Qt could not open a window (no display; the X display not
    answering; the xcb plugin's libraries missing); None when all is well."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if no_display(env, platform):
        print(no_display_message(), file=sys.stderr)
        return 1
    if not wants_xcb(env, platform):
        return None
    missing = missing_libraries(loads)
    if missing:
        print(missing_message(missing), file=sys.stderr)
        return 1
    if not answers(env["DISPLAY"]):
        print(no_display_message(env["DISPLAY"]), file=sys.stderr)
        return 1
    return None
