"""The xcb pre-check: names every missing library with its package, prints the full install command."""

from crossfire_desktop.ui.shell import xcb_check

X11 = {"DISPLAY": ":0"}
UP = lambda display: True  # noqa: E731 - the X display answers


def test_missing_library_is_named_with_the_install_command(capsys):
    rc = xcb_check.check(X11, "linux", loads=lambda lib: lib != "libxcb-cursor.so.0", answers=UP)
    assert rc == 1
    err = capsys.readouterr().err
    assert "libxcb-cursor.so.0 (libxcb-cursor0)" in err
    assert "sudo apt install " + xcb_check.PACKAGES in err
    for pkg in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0", "libegl1"):
        assert pkg in err
    assert "libxcb-icccm.so.4" not in err.split("missing:")[1].split("\n")[0]


def test_all_present_or_not_xcb_means_no_message(capsys):
    assert xcb_check.check(X11, "linux", loads=lambda lib: True, answers=UP) is None
    never = lambda lib: False  # noqa: E731
    assert xcb_check.check({**X11, "QT_QPA_PLATFORM": "offscreen"}, "linux", loads=never) is None
    assert xcb_check.check({"QT_QPA_PLATFORM": "offscreen"}, "linux", loads=never) is None  # no display needed
    assert xcb_check.check({**X11, "WAYLAND_DISPLAY": "wayland-0"}, "linux", loads=never) is None
    assert xcb_check.check({"WAYLAND_DISPLAY": "wayland-0"}, "linux", loads=never) is None
    assert xcb_check.check(X11, "win32", loads=never) is None
    assert xcb_check.check({}, "win32", loads=never) is None
    assert xcb_check.check({**X11, "QT_QPA_PLATFORM": "xcb"}, "linux", loads=never, answers=UP) == 1
    assert capsys.readouterr().err.count("sudo apt install") == 1


def test_no_display_is_said_in_words(capsys):
    """No DISPLAY (or one that does not answer): said plainly, not Qt's "libxcb-cursor0 is needed"."""
    assert xcb_check.check({}, "linux", loads=lambda lib: True) == 1
    err = capsys.readouterr().err
    assert "can't open its window: no display is set" in err and "QT_QPA_PLATFORM=offscreen" in err
    assert xcb_check.check(X11, "linux", loads=lambda lib: True, answers=lambda display: False) == 1
    assert "the display ':0' does not answer" in capsys.readouterr().err


def test_the_program_started_without_a_display_exits_with_that_message(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(Path(__file__).parents[2])
    done = subprocess.run([sys.executable, "-m", "crossfire_desktop", "--data-dir", str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "no display is set" in done.stderr and "xcb-cursor0" not in done.stderr


def test_readme_lists_every_package():
    from pathlib import Path

    readme = (Path(__file__).parents[2] / "README.md").read_text("utf-8")
    assert xcb_check.PACKAGES in readme


def test_the_display_probe_holds_its_socket_until_qt_has_connected():
    """An X server resets when its last client leaves: a probe that let go at once would make a bare
    Xvfb refuse Qt's connection just after. The probe's socket stays open until release()."""
    import socket

    listener = socket.socket()
    for number in range(60, 100):  # a free X display number on TCP (port 6000 + n)
        try:
            listener.bind(("127.0.0.1", 6000 + number))
            break
        except OSError:
            continue
    listener.listen(1)
    try:
        assert xcb_check._answers(f"127.0.0.1:{number}") and len(xcb_check._held) == 1
        xcb_check.release()
        assert not xcb_check._held
    finally:
        listener.close()
    assert not xcb_check._answers(f"127.0.0.1:{number}")  # nothing listens there now
