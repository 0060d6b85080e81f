"""SIGTERM (a logout, a shutdown, `kill`) closes the program as its Quit does: the game's log keeps the turn in
progress (it is written at turn ends; the lines since were lost when the process just ended)."""

from __future__ import annotations

import json
import signal
from typing import Any

from crossfire_desktop.campaign import Store

from .player import Player
from .test_extraction_e2e import SEED, SOLO
from .test_hotseat_e2e import start_mission


def test_sigterm_closes_as_quit_does_and_the_log_keeps_the_turn_in_progress(start: Any) -> None:
    p = start(last_setup=SOLO, tutorial_offered=True, animation_ms=0)
    start_mission(p, SEED)
    player = Player(p, "drag", seed=SEED)
    game = player.game()
    while not (game.s.turns >= 2 and game.s.turn is not None and game.s.turn.played):  # mid-turn, a card played
        game = player.step()
    played = game.card_def(game.s.turn.played[-1]).name
    p.proc.send_signal(signal.SIGTERM)
    assert p.proc.wait(120) == 0  # (returns once closed: a loaded machine may take a while)
    logs = list((Store(p.data).dirs.data / "game-logs").glob("*.json"))
    lines = [line for log in logs for line in json.loads(log.read_text("utf-8"))["lines"]]
    said = f"{game.s.runners[game.s.current].name} plays {played}"
    assert any(line.startswith(said) for line in lines[-6:]), lines[-6:]
