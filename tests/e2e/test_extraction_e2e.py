"""A whole solo Extraction on a real X display: every card played, moved or bought by a mouse drag (button
down, moves with it held, button up), every other decision by clicks; the bot decides from the saved game.
The game must reach its end (a win or a loss) and the end screen must show."""

from __future__ import annotations

from typing import Any

from crossfire_desktop.engine import Buy, MoveCard, PlayCard

from .player import Player
from .test_hotseat_e2e import start_mission

SEED = 3  # the heuristic bot wins this one in round 6 (about 80 actions, 40 of them drags)
SOLO = {"mission": "extraction", "seed": SEED,
        "runners": [{"name": "Ash", "metatype": "Human", "roles": ["Street Samurai", "Mage", "Decker", "Face"]}]}
MAX_ACTIONS = 600  # a solo Extraction takes about 150: far more means the game is stuck


def test_a_whole_solo_extraction_by_drags(start: Any) -> None:
    p = start(last_setup=SOLO, tutorial_offered=True, animation_ms=0)
    start_mission(p, SEED)
    player = Player(p, "drag", seed=SEED)
    game = player.game()
    assert game.s.mission == "extraction" and len(game.s.runners) == 2  # Ash and the Client
    rounds_shot: set[int] = set()
    while game.pending is not None:
        assert player.actions < MAX_ACTIONS, "the game does not end"
        if game.s.round not in rounds_shot:
            rounds_shot.add(game.s.round)
            p.screenshot(f"round-{game.s.round}")
        game = player.step()
    p.wait(lambda s: s["screen"] == "end", "the end screen")
    p.screenshot(f"end-{game.result}")
    assert game.result in ("win", "loss", "abort")
    kinds = player.kinds
    dragged = sum(kinds[k.__name__] for k in (PlayCard, MoveCard, Buy))
    assert kinds["PlayCard"] >= 10 and kinds["Buy"] >= 1 and dragged >= 15, kinds
