"""Issue 28, item 2: a second copy of the program on a data folder another copy has open does not start
(it would share the autosave and its journal); it says so and brings the first window forward. A copy on
another folder starts; a copy that crashed leaves no lock behind that blocks the next start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from crossfire_desktop.ui.shell.app import ALREADY_OPEN

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}


def _program(*args: str) -> list[str]:
    return [sys.executable, "-m", "crossfire_desktop", *args]


def _start_first(folder: Path) -> subprocess.Popen[str]:
    """A first copy that stays open: started without --quit-when-shown, it runs until terminated."""
    first = subprocess.Popen(_program("--data-dir", str(folder)), cwd=ROOT, env=ENV, stderr=subprocess.PIPE,
                             text=True)
    lock = folder / ".window.lock"
    while not lock.exists():  # the lock is taken before the window is built
        assert first.poll() is None, first.communicate()[1]
        time.sleep(0.05)
    return first


def test_a_second_copy_on_the_same_folder_is_told_and_brings_the_first_forward(tmp_path: Path) -> None:
    first = _start_first(tmp_path)
    try:
        second = subprocess.run(_program("--quit-when-shown", "--data-dir", str(tmp_path)), cwd=ROOT, env=ENV,
                                capture_output=True, text=True, timeout=120)
        assert second.returncode == ALREADY_OPEN
        assert "already open on this data folder" in second.stderr
        assert "brought forward" in second.stderr  # the first copy answered on its socket
        other = subprocess.run(_program("--quit-when-shown", "--data-dir", str(tmp_path / "elsewhere")),
                               cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=120)
        assert other.returncode == 0, other.stderr
        assert first.poll() is None  # still open
    finally:
        first.send_signal(signal.SIGKILL)  # a crash: its lock must not block the next start
        first.wait(timeout=60)
    again = subprocess.run(_program("--quit-when-shown", "--data-dir", str(tmp_path)), cwd=ROOT, env=ENV,
                           capture_output=True, text=True, timeout=120)
    assert again.returncode == 0, again.stderr
