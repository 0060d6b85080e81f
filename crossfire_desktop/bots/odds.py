"""A mission's odds played in a process of its own: the heuristic bot plays seeded games of one setup and
sends each result back as the game ends. Played in the window's process, the games left the bot's and the
engine's shared caches (answer lists, damage allocations and sums) filled and scattered over its heap for the
program's life: ~10 MiB after the 40 games of one estimate, ~7 MiB of it kept even with the caches emptied
(bench/bench_memory_real.py opens that box to type a seed). A process's memory goes with it."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from crossfire_desktop.engine import GameSetup, new_game

if TYPE_CHECKING:
    from crossfire_desktop.catalog import Catalog

RESULTS = ("win", "loss", "abort")  # a game's result as the odds' process says it
MAX_ACTIONS = 20000  # a game longer than this counts as a loss (never seen; a guard; as bots/simulate.py)


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


def child_main(args: list[str]) -> int:
    """The odds' process (crossfire_desktop/children.py): the setup as JSON, the first and the last seed (past
    the end); each game's result answered as it ends, until the window stops listening."""
    from crossfire_desktop.catalog import load_catalog  # noqa: PLC0415 - the window's cards: its catalog cache
    from crossfire_desktop.children import answer  # noqa: PLC0415

    from .search.parallel import WORKER_NICE  # noqa: PLC0415 - in the child only

    if hasattr(os, "nice"):
        os.nice(WORKER_NICE)  # the window's process comes first when it needs a core (a repaint, a click)
    setup, seeds = GameSetup.model_validate_json(args[0]), range(int(args[1]), int(args[2]))
    catalog = load_catalog()
    for seed in seeds:
        if not answer(game_result(setup, catalog, seed)):
            break  # the window stopped listening (a changed setup, the page gone)
    return 0


class OddsGames:
    """The games of one estimate, played by a child process; the window reads their results without
    waiting. `stop` ends the process (a result not read yet is lost)."""

    def __init__(self, setup: GameSetup, seeds: range) -> None:
        from crossfire_desktop.children import Answers, start, stop_process  # noqa: PLC0415 - once odds are asked

        proc = start("odds", setup.model_dump_json(), str(seeds.start), str(seeds.stop))
        try:
            self.answers = Answers(proc)
        except Exception as exc:  # its results can't be read: stopped, said as a helper that can't start
            stop_process(proc)
            raise OSError(str(exc)) from exc

    @property
    def ended(self) -> bool:
        """The child sent its last result, or stopped."""
        return self.answers.ended

    def results(self) -> list[str]:
        """The results that came in since the last call (never waits); a line that is none of them is skipped."""
        return [r for r in self.answers.read() if r in RESULTS]

    def stop(self) -> None:
        self.answers.close()
