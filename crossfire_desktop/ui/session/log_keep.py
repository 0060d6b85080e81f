"""Each game's log, kept beside the saves (a file per game, named by its setup), so Continue, Load and a
campaign's Resume mission show the turns played before (a save holds only the actions since the last turn
boundary: replaying it can't give the earlier lines back)."""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from crossfire_desktop.campaign.atomic import write_bytes_atomic
from crossfire_desktop.readlimit import read_bytes_limited

if TYPE_CHECKING:
    from crossfire_desktop.engine import Game

    from .persist import Persist

LOG_FOLDER = "game-logs"
KEEP_FILES = 40  # the logs of the last games played: older ones go
MAX_LINES = 500  # the last lines only: a long campaign mission's log stays small
MAX_LINE = 1000  # characters kept of one line
MAX_BYTES = 1 << 20  # read no more than this, whatever the file holds


def game_key(game: Game) -> str:
    """Which game a kept log belongs to: its setup (mission, runners, seed, rules, packs)."""
    setup = json.dumps(game.setup.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(setup.encode()).hexdigest()


def log_path(persist: Persist, game: Game, save: str = "") -> Path:
    """The game being played: a file named by its setup; a named save's: a file of that save (the game played
    on, or played again from the same seed, must not give a save another log)."""
    name = f"save-{save}" if save else game_key(game)[:32]
    return persist.store.dirs.data / LOG_FOLDER / f"{name}.json"


def keep_log(persist: Persist, game: Game, lines: list[str], save: str = "") -> bool:
    """Write the log of the game being played (or of the named save just made); False when it could not be
    written (the game is not at risk)."""
    data = {"game": game_key(game), "turns": game.s.turns, "lines": [s[:MAX_LINE] for s in lines[-MAX_LINES:]]}
    path = log_path(persist, game, save)
    new = not path.exists()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(path, json.dumps(data, ensure_ascii=False).encode())
    except OSError:
        return False
    if new and not save:
        _prune(path.parent)
    return True


def _prune(folder: Path) -> None:
    """Only the last KEEP_FILES played games' logs stay (a named save's stays with it)."""
    with contextlib.suppress(OSError):
        logs = sorted((p for p in folder.glob("*.json") if not p.name.startswith("save-")),
                      key=lambda p: p.stat().st_mtime)
        for old in logs[:-KEEP_FILES]:
            old.unlink()


def kept_log(persist: Persist, game: Game, save: str = "") -> list[str]:
    """The lines kept for `game` (or its named save); none when the file is missing, unreadable, too big or of
    another game."""
    try:
        data: Any = json.loads(read_bytes_limited(log_path(persist, game, save), MAX_BYTES))
    except (OSError, ValueError, RecursionError):
        return []
    if not isinstance(data, dict) or data.get("game") != game_key(game):
        return []
    turns, lines = data.get("turns"), data.get("lines")
    if not isinstance(turns, int) or turns > game.s.turns or not isinstance(lines, list):
        return []  # a log ahead of the game is another playthrough's
    return [s[:MAX_LINE] for s in lines[-MAX_LINES:] if isinstance(s, str)]
