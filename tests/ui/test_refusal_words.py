"""Every refusal code the engine gives for a malformed action has words (issue 16)."""

from __future__ import annotations

from crossfire_desktop.engine import ActionRefused, Choose, PlayCard, new_game, quick_setup
from crossfire_desktop.ui.words.names import Namer
from crossfire_desktop.ui.words.text import refusal_text


def test_malformed_actions_are_worded(qapp) -> None:
    game = new_game(quick_setup("crossfire", 2, 1))
    names = Namer(game)
    for action in (PlayCard(-1, 0, None), Choose(0, 1.5), None, "x"):
        try:
            game.apply(action)  # type: ignore[arg-type]
        except ActionRefused as exc:
            text = refusal_text(exc.refusal, names)
        assert text.startswith("That is not a valid move (") and "Not allowed" not in text
