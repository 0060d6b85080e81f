"""SIGKILL in the middle of a save loop leaves a loadable latest-or-previous save.

The fork variant runs 200 kills in a couple of seconds; a few kills of a fresh interpreter check the
same without fork. bench/bench_save_kill.py runs more and prints the figures.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from .program_loop import run_program_kills
from .save_loop import run_kills

pytestmark = pytest.mark.skipif(
    sys.platform == "win32" or not hasattr(os, "fork"), reason="needs fork and SIGKILL"
)


def test_sigkill_during_saves_200_times(tmp_path: Path) -> None:
    figures = run_kills(tmp_path, 200, mode="fork", seed=7)
    print(figures.summary())
    assert figures.failures == []
    assert figures.kills == 200
    # every kill left the last reported save, the one in flight, its backup, or (killed before the
    # very first write finished) no file at all; how often each happens depends on timing
    assert figures.latest + figures.newer + figures.from_backup + figures.no_file_yet >= figures.kills
    assert figures.writes_seen > 50
    assert figures.temps_after_restart == 0


def test_sigkill_of_a_separate_interpreter(tmp_path: Path) -> None:
    figures = run_kills(tmp_path, 5, mode="process", seed=3)
    print(figures.summary())
    assert figures.failures == []


def test_sigkill_during_the_programs_own_save_paths(tmp_path: Path) -> None:
    """Persist.autosave (backup keeping), a campaign save, settings and UI preferences: nothing lost, and
    the temp files the kills leave are gone once the program writes again."""
    figures = run_program_kills(tmp_path, 40, mode="fork", seed=5)
    print(figures.summary())
    assert figures.failures == []
    assert figures.kills == 40 and figures.rounds_seen > 0  # how many rounds a kill lets finish depends on the machine's load
    assert figures.temps_after_restart == 0
