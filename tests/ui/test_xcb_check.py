"""The xcb pre-check: names every missing library with its package, prints the full install command."""

from crossfire_desktop.ui import xcb_check

X11 = {"DISPLAY": ":0"}


def test_missing_library_is_named_with_the_install_command(capsys):
    rc = xcb_check.check(X11, "linux", loads=lambda lib: lib != "libxcb-cursor.so.0")
    assert rc == 1
    err = capsys.readouterr().err
    assert "libxcb-cursor.so.0 (libxcb-cursor0)" in err
    assert "sudo apt install " + xcb_check.PACKAGES in err
    for pkg in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0", "libegl1"):
        assert pkg in err
    assert "libxcb-icccm.so.4" not in err.split("missing:")[1].split("\n")[0]


def test_all_present_or_not_xcb_means_no_message(capsys):
    assert xcb_check.check(X11, "linux", loads=lambda lib: True) is None
    never = lambda lib: False  # noqa: E731
    assert xcb_check.check({}, "linux", loads=never) is None  # no X display
    assert xcb_check.check({**X11, "QT_QPA_PLATFORM": "offscreen"}, "linux", loads=never) is None
    assert xcb_check.check({**X11, "WAYLAND_DISPLAY": "wayland-0"}, "linux", loads=never) is None
    assert xcb_check.check(X11, "win32", loads=never) is None
    assert xcb_check.check({**X11, "QT_QPA_PLATFORM": "xcb"}, "linux", loads=never) == 1
    assert capsys.readouterr().err.count("sudo apt install") == 1


def test_readme_lists_every_package():
    from pathlib import Path

    readme = (Path(__file__).parents[2] / "README.md").read_text("utf-8")
    assert xcb_check.PACKAGES in readme
