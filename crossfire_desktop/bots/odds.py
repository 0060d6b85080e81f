"""A mission's odds played in a process of its own: the heuristic bot plays seeded games of one setup and
sends each result back as the game ends. Played in the window's process, the games left the bot's and the
engine's shared caches (answer lists, damage allocations and sums) filled and scattered over its heap for the
program's life: ~10 MiB after the 40 games of one estimate, ~7 MiB of it kept even with the caches emptied
(bench/bench_memory_real.py opens that box to type a seed). A process's memory goes with it."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from crossfire_desktop.engine import GameSetup, new_game

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

    from crossfire_desktop.catalog import Catalog

MAX_ACTIONS = 20000  # a game longer than this counts as a loss (never seen; a guard)
NICE = 5  # the window's process comes first when it needs a core (a repaint, a click)


def game_result(setup: GameSetup, catalog: Catalog, seed: int) -> str:
    """'win', 'abort' or 'loss' of one game of `setup` with `seed`, the heuristic bot playing every seat."""
    from .heuristic import HeuristicPolicy  # noqa: PLC0415 - in the child only: the window never plays it

    game = new_game(setup.model_copy(update={"seed": seed}), catalog, record=False, clone_points=False, events=False)
    policy = HeuristicPolicy(seed)
    for _ in range(MAX_ACTIONS):
        if game.pending is None:
            break
        game.apply(policy.choose(game))
    return game.result if game.result in ("win", "abort") else "loss"


def play_games(setup_data: dict[str, Any], catalog: Catalog, seeds: range, conn: Connection) -> None:
    """In the child process: each game's result sent as it ends; the connection closed after the last."""
    if hasattr(os, "nice"):
        os.nice(NICE)
    setup = GameSetup.model_validate(setup_data)
    try:
        for seed in seeds:
            conn.send(game_result(setup, catalog, seed))
    except OSError:  # the window stopped listening (a changed setup, the page gone)
        return
    finally:
        conn.close()


class OddsGames:
    """The games of one estimate, played by a child process; the window reads their results without
    waiting. `stop` ends the process (a result not read yet is lost)."""

    def __init__(self, setup: GameSetup, catalog: Catalog, seeds: range) -> None:
        import multiprocessing  # noqa: PLC0415 - only once odds are asked for

        context = multiprocessing.get_context("spawn")  # as the search's workers: no copy of the window's state
        self._conn, child = context.Pipe(duplex=False)
        self._proc = context.Process(target=play_games, args=(setup.model_dump(), catalog, seeds, child),
                                     daemon=True)
        self._proc.start()
        child.close()  # this process keeps only its end: the child's exit ends the pipe
        self.ended = False  # the child sent its last result, or stopped

    def results(self) -> list[str]:
        """The results that came in since the last call (never waits)."""
        out: list[str] = []
        try:
            while not self.ended and self._conn.poll():
                out.append(self._conn.recv())
        except (EOFError, OSError):
            self.ended = True
        return out

    def stop(self) -> None:
        self.ended = True
        if self._proc.is_alive():
            self._proc.terminate()
        self._conn.close()
