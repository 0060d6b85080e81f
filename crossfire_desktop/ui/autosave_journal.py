"""Write-ahead autosave: no action lost, no full save on the GUI's critical path.

Each action (or undo) is appended to a journal next to the autosave at once (one short line). The full
autosave (through the Store: atomic, fsynced, with its backup) is written at each turn boundary, at the
end of the game, when the table is left, and otherwise once play pauses (coalesced on a timer).
The journal's first line holds the hash of the autosave it extends; after a crash, `recover` replays
the journal onto that autosave and writes it out, so the autosave holds every action again.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from crossfire_desktop.engine.actions import Action, action_from_json, action_to_json
from crossfire_desktop.saves import game_save

from .text import tr

if TYPE_CHECKING:
    from crossfire_desktop.engine import Game

    from .persist import Persist

IDLE_MS = 400  # a pause in play this long writes the full autosave
JOURNAL_NAME = "autosave.journal"


def journal_path(persist: Persist) -> Path:
    return persist.store.autosave_path.with_name(JOURNAL_NAME)


def _file_hash(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


class AutosaveJournal:
    def __init__(self, persist: Persist, game: Game) -> None:
        self.persist = persist
        self.game = game
        self.path = journal_path(persist)
        self.dirty = False
        self.turns = game.s.turns
        self.timer = QTimer()
        self.timer.setSingleShot(True)
        self.timer.setInterval(IDLE_MS)
        self.timer.timeout.connect(self._on_idle)
        self.notices: list[str] = []  # what the idle write had to say; the table shows it with the next action

    def start(self) -> str | None:
        """Write the full autosave of a game just opened (its journal starts empty)."""
        self.dirty = True
        return self.flush()

    def record(self, action: Action | None) -> str | None:
        """After `action` was applied (None: after an undo). Returns a notice for the player, or None."""
        line = {"undo": True} if action is None else {"a": action_to_json(action)}
        try:
            with self.path.open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(line, separators=(",", ":")) + "\n")
        except OSError:
            return self.flush()  # no journal: the full autosave at once, as before
        self.dirty = True
        if self.game.pending is None or self.game.s.turns != self.turns:
            return self.flush()
        self.timer.start()
        notices, self.notices = self.notices, []
        return "\n".join(notices) or None

    def _on_idle(self) -> None:
        notice = self.flush()
        if notice:
            self.notices.append(notice)

    def flush(self) -> str | None:
        """Write the full autosave now if any action is not in it yet; then start a journal on it."""
        self.timer.stop()
        if not self.dirty:
            return None
        self.turns = self.game.s.turns
        notice = self.persist.autosave(game_save(self.game))
        base = _file_hash(self.persist.store.autosave_path)
        if base is not None and base != self._journal_base():
            self.dirty = False
            with contextlib.suppress(OSError):
                self.path.write_text(json.dumps({"base": base}) + "\n", "utf-8")
        return notice

    def _journal_base(self) -> str | None:
        try:
            with self.path.open(encoding="utf-8") as fh:
                head = json.loads(fh.readline())
            return str(head["base"])
        except (OSError, ValueError, KeyError, TypeError):
            return None


def recover(persist: Persist) -> str | None:
    """After a crash: replay the journal's actions onto the autosave it extends and write it out.
    Returns a notice for the player when actions were recovered; a stale or empty journal is removed."""
    path = journal_path(persist)
    if not path.exists():
        return None
    try:
        lines = path.read_text("utf-8").splitlines()
        head = json.loads(lines[0]) if lines else {}
        entries = []
        for text in lines[1:]:
            try:
                entries.append(json.loads(text))
            except ValueError:
                break  # a line cut short by the crash: the actions before it are whole
        if not entries or head.get("base") != _file_hash(persist.store.autosave_path):
            path.unlink()  # the autosave already holds every action
            return None
        game = persist.load_game("")  # checked as any load: schema, replay, state hash
        applied = _replay(game, entries)
        if applied:
            notice = persist.autosave(game_save(game))
            if notice:
                return notice  # the journal stays until the autosave can be written
    except Exception:  # noqa: BLE001 - recovery never blocks the start: the journal is kept for a later look
        return None
    path.unlink(missing_ok=True)
    if not applied:
        return None
    return tr("Recovered {n} actions the last session made after its last autosave.").format(n=applied)


def _replay(game: Game, entries: list[dict[str, Any]]) -> int:
    applied = 0
    for entry in entries:
        try:
            if entry.get("undo"):
                game.undo()
            else:
                game.apply(action_from_json(entry["a"]))
        except Exception:  # noqa: BLE001 - an entry that no longer applies ends the replay
            break
        applied += 1
    return applied
