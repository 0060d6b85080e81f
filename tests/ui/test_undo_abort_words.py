"""French keeps Undo and Abort apart (the summary's "annuler son run" is the abort: Undo is "Défaire"),
and Space on an open question leaves a note under it instead of logging the whole question as a refusal."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.bots.heuristic_policy import HeuristicPolicy
from crossfire_desktop.engine import Kind, quick_setup
from crossfire_desktop.ui.words.tr import tr

from .test_french_game import french  # noqa: F401 - the fixture


@pytest.mark.usefixtures("french")
def test_undo_and_abort_are_different_words_in_french():
    assert tr("Undo") == "Défaire"
    assert tr("Abort the run").startswith("Annuler le run")
    assert "Défaire" not in tr("Abort the run") and "nnul" not in tr("Undo")
    assert tr("There is nothing to undo.") == "Il n'y a rien à défaire."
    # the campaign ledger's confirm read "Oui, l'annuler" beside "Annuler", its Cancel
    assert tr("Yes, undo it") == "Oui, le défaire" and tr("Undo last") == "Défaire le dernier"
    assert all("nnul" not in tr(words) for words in ("Yes, undo it", "Undo last", "Undo last: {what}"))


def test_space_on_an_open_question_is_not_logged_again_and_again(make_window, qtbot):
    for seed in range(1, 30):
        win = make_window(setup=quick_setup("extraction", 2, seed), one_player=True)
        ctl, t = win.ctl, win.table
        policy = HeuristicPolicy(seed)
        for _ in range(400):
            d = ctl.game.pending
            if d is None or (d.kind is Kind.CHOOSE and t.panel.main_choice is None):
                break
            ctl.submit(policy.choose(ctl.game))
        if ctl.game.pending is None:
            continue
        before = list(t.log_model.lines)
        t.setFocus()
        for _ in range(3):
            QTest.keyClick(t, Qt.Key.Key_Space)
        assert t.log_model.lines == before  # nothing logged: the question is on screen, not repeated
        assert ctl.game.pending is d  # and Space answered nothing
        assert t.message.text() == "Space doesn't answer this question: pick one of its answers."
        assert not t.message.is_refusal()
        return
    raise AssertionError("no open question met")
