"""Before Qt starts on Linux/X11: are the system libraries of Qt's xcb platform plugin there?

Without one of them Qt aborts with "Could not load the Qt platform plugin "xcb"", which does not
say what to install. This checks the same libraries first (the plugin's and QtGui's ELF NEEDED
entries in PySide6 6.x) and prints the Debian/Ubuntu packages to install instead. No Qt import."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping

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
          loads: Callable[[str], bool] = _loads) -> int | None:
    """1 after printing what to install when the xcb plugin can't load; None when all is well."""
    if not wants_xcb(os.environ if env is None else env, sys.platform if platform is None else platform):
        return None
    missing = missing_libraries(loads)
    if not missing:
        return None
    print(missing_message(missing), file=sys.stderr)
    return 1
