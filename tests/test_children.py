"""The helpers' answers (crossfire_desktop/children.py) read by a thread on every platform: without
os.set_blocking (Windows before Python 3.12) and select on a pipe (never on Windows)."""

from __future__ import annotations

import os
import select
import subprocess
import sys
import time

import pytest

from crossfire_desktop import children
from crossfire_desktop.bots.odds import OddsGames
from crossfire_desktop.engine import GameSetup

from .engine.helpers import four_runners

SETUP = GameSetup.model_validate({"runners": four_runners()})


def _saying(*lines: str) -> subprocess.Popen[bytes]:
    """A process that writes `lines` on its stdout and ends."""
    text = "".join(line + "\n" for line in lines)
    return subprocess.Popen([sys.executable, "-c", f"import sys; sys.stdout.write({text!r})"],
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE)


def _all(answers: children.Answers) -> list[object]:
    """Everything it said, read as the window reads (never past two minutes)."""
    said: list[object] = []
    deadline = time.monotonic() + 120
    while not answers.ended and time.monotonic() < deadline:
        said += answers.read(0.5)
    return said


@pytest.fixture
def windows_like(monkeypatch: pytest.MonkeyPatch) -> None:
    """Neither os.set_blocking nor select on a pipe, as on Windows with Python 3.11."""
    monkeypatch.delattr(os, "set_blocking", raising=False)

    def no_pipes(*_args: object) -> None:
        raise OSError(10038, "An operation was attempted on something that is not a socket")

    monkeypatch.setattr(select, "select", no_pipes)


def test_answers_are_read_without_set_blocking_or_select(windows_like: None) -> None:
    answers = children.Answers(_saying('"win"', "not json", '["written",null]'))
    assert _all(answers) == ["win", ["written", None]]  # a line that is not JSON skipped
    answers.close()
    assert answers.proc.returncode == 0 and answers.proc.stdout is not None and answers.proc.stdout.closed


def test_a_line_too_long_to_be_an_answer_ends_the_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(children.Answers, "MAX_LINE", 10)
    answers = children.Answers(_saying('"win"', '"' + "x" * 50 + '"', '"loss"'))
    assert _all(answers) == ["win"] and answers.ended
    answers.close()


def test_a_helper_saying_more_than_is_read_is_cut_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(children.Answers, "MAX_WAITING", 3)
    answers = children.Answers(_saying(*['"win"'] * 10))
    answers._reader.join(60)  # it read what it keeps and stopped
    assert answers.read() == ["win"] * 3 and answers.ended
    answers.close()


def test_the_odds_keep_only_a_games_result(monkeypatch: pytest.MonkeyPatch, windows_like: None) -> None:
    """A stray line on the odds' stdout (a number, a word) is no game: the screen counts only these three."""
    monkeypatch.setattr(children, "start", lambda *_a: _saying('"win"', "7", '"loss"', '{"a":1}', '"tie"', '"abort"'))
    games = OddsGames(SETUP, range(1, 4))
    results: list[str] = []
    deadline = time.monotonic() + 120
    while not games.ended and time.monotonic() < deadline:
        results += games.results()
        time.sleep(0.05)
    games.stop()
    assert results == ["win", "loss", "abort"]


def test_a_helper_whose_answers_cannot_be_read_is_stopped(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[subprocess.Popen[bytes]] = []

    def sleeper(*_a: str) -> subprocess.Popen[bytes]:
        started.append(subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"],
                                        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE))
        return started[-1]

    def no_thread(*_a: object) -> None:
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(children, "start", sleeper)
    monkeypatch.setattr(children.threading.Thread, "start", no_thread)
    with pytest.raises(OSError):
        OddsGames(SETUP, range(1, 4))
    assert started[0].returncode is not None  # stopped and reaped, not left running
