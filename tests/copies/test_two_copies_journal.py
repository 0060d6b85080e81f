"""Issue 28, item 2: the autosave journal belongs to exactly one game. Two real processes play two games
on one data folder (what the window lock now prevents, so the journal is checked on its own): an action of
copy A, appended after copy B started its journal, is never replayed into B's game after a crash."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from crossfire_desktop.ui.session.autosave_journal import recover
from crossfire_desktop.ui.session.persist import Persist

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}


class Copy:
    def __init__(self, data: Path) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "tests.copies.journal_copy", str(data)], cwd=ROOT,
                                     env=ENV, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def __call__(self, command: str) -> str:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        if command == "crash":
            self.proc.wait(timeout=60)
            return ""
        line = self.proc.stdout.readline()
        assert line, f"the copy died on {command!r}"
        return line.strip()


def test_another_copys_action_is_never_replayed_into_this_game(qapp, tmp_path: Path) -> None:
    a, b = Copy(tmp_path), Copy(tmp_path)
    a("start 3")
    b("start 4")  # B's autosave and journal replace A's
    b_game = b("hash")
    assert a("act 1") == "1"  # A's action is appended to the journal B started
    a("crash")
    b("crash")
    persist = Persist(tmp_path)
    assert recover(persist) is None  # nothing of A's game is "recovered" into B's
    assert persist.load_game("").state_hash() == b_game


def test_this_games_own_actions_are_still_recovered(qapp, tmp_path: Path) -> None:
    a = Copy(tmp_path)
    a("start 3")
    assert a("act 2") == "2"
    played = a("hash")
    a("crash")
    persist = Persist(tmp_path)
    notice = recover(persist)
    assert notice is not None and "2" in notice
    assert persist.load_game("").state_hash() == played
