"""One copy of the program playing a game with the write-ahead journal (as the game window does), in its
own process, driven line by line on stdin; each command answers one line on stdout.
  start <seed>   open a new 2-runner Crossfire game and write its autosave (the journal starts on it)
  act <n>        play n actions that don't end the turn (each is journaled; no full autosave is due)
  hash           the game's state hash
  crash          exit at once, as a crash would: nothing flushed
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from crossfire_desktop.engine import new_game, quick_setup
from crossfire_desktop.ui.session.autosave_journal import AutosaveJournal
from crossfire_desktop.ui.session.controller import GameController
from crossfire_desktop.ui.session.persist import Persist
from tests.ui.test_autosave_journal import play_within_a_turn


def main() -> None:
    app = QCoreApplication.instance() or QCoreApplication([])
    persist = Persist(Path(sys.argv[1]))
    ctl: GameController | None = None
    seed = 0
    for line in sys.stdin:
        cmd, *args = line.split()
        if cmd == "start":
            seed = int(args[0])
            game = new_game(quick_setup("crossfire", 2, seed), persist.catalog)
            ctl = GameController(game, journal=AutosaveJournal(persist, game))
            assert ctl.journal is not None
            ctl.journal.start()
            play_within_a_turn(ctl, seed, 0)  # to the first Play step, autosaved there
            print("started", flush=True)
        elif cmd == "act" and ctl is not None:
            print(play_within_a_turn(ctl, seed, int(args[0])), flush=True)
        elif cmd == "hash" and ctl is not None:
            print(ctl.game.state_hash(), flush=True)
        elif cmd == "crash":
            os._exit(0)
    del app


if __name__ == "__main__":
    main()
