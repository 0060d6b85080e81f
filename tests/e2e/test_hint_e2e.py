"""A hint asked for with H on a real X display, then carried out with Enter: the window keeps answering while
the hint thinks (the search runs in a worker process), the hint is shown in words, and Enter plays exactly it."""

from __future__ import annotations

from typing import Any

from .harness import SavedGame
from .test_extraction_e2e import SOLO
from .test_hotseat_e2e import start_mission


def test_a_hint_shown_then_carried_out_with_enter(start: Any) -> None:
    p = start(last_setup=SOLO, tutorial_offered=True, animation_ms=0)
    start_mission(p, SOLO["seed"])
    saved = SavedGame(p.data)
    game = saved.wait(lambda g: g.pending is not None, "the new game", p)
    before = saved.progress(game)
    p.key("h")
    shown = p.wait(lambda s: s["table"]["message"].startswith("Hint:"), "the hint", timeout=30)["table"]
    assert "<" not in shown["message"]  # words, no markup
    p.screenshot("hint-shown")
    still = saved.wait(lambda g: True, "the game", p)
    assert not saved.moved_on(before, saved.progress(still))  # a hint changes nothing by itself
    p.key("Return")
    saved.wait(lambda g: saved.moved_on(before, saved.progress(g)), "the hinted move played", p)
    p.wait(lambda s: not s["table"]["message"].startswith("Hint:"), "the hint gone with the move it named")
