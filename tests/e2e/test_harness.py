"""The harness's own rules that need no X display."""

from __future__ import annotations

from .harness import SavedGame, tools_verdict


def test_missing_tools_skip_locally_and_fail_in_ci() -> None:
    assert tools_verdict([], {"CI": "true"}) is None
    assert tools_verdict(["xdotool"], {})[0] == "skip"
    what, why = tools_verdict(["Xvfb", "xdotool"], {"CI": "true"})
    assert what == "fail" and "Xvfb, xdotool" in why


def test_an_answer_that_leaves_the_state_as_it_was_still_counts_as_progress() -> None:
    before = ("state", "decision", "autosave", 3)
    assert SavedGame.moved_on(before, ("state", "decision", "autosave", 4))  # one more journal line
    assert SavedGame.moved_on(before, ("other", "decision", "new autosave", 0))
    assert not SavedGame.moved_on(before, ("state", "decision", "new autosave", 0))  # only rewritten
    assert not SavedGame.moved_on(before, before)
