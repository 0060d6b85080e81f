"""Write-ahead autosave: no action lost, no full save on the GUI's critical path.

Each action (or undo) is appended to a journal next to the autosave at once (one short line). The full
autosave (through the Store: atomic, fsynced, with its backup) is written at each turn boundary, at the
end of the game, when the table is left, and otherwise once play pauses (coalesced on a timer).
The journal's first line holds the hash of the autosave it extends; after a crash, `recover` replays
the journal onto that autosave and writes it out, so the autosave holds every action again.

A journal belongs to one game: its first line names the game's journal (a random id per game opened) and
every line carries that id. A line another game appended (a second copy of the program on the same folder,
whose own journal was replaced) is never replayed.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from crossfire_desktop.engine.actions import Action, action_from_json, action_to_json
from crossfire_desktop.readlimit import read_bytes_limited
from crossfire_desktop.saves import game_save

from ..words.text import tr

if TYPE_CHECKING:
    from crossfire_desktop.engine import Game

    from .persist import Persist

IDLE_MS = 400  # a pause in play this long writes the full autosave
JOURNAL_NAME = "autosave.journal"
MAX_JOURNAL_BYTES = 4 * 1024 * 1024  # a line is ~100 bytes: far more actions than a game holds
# append, create, and never wait: a FIFO put at the journal's place fails at once (ENXIO) instead of blocking
_APPEND = (os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
           | getattr(os, "O_NOFOLLOW", 0))  # a link planted there is never written through


def journal_path(persist: Persist) -> Path:
    return persist.store.autosave_path.with_name(JOURNAL_NAME)


def _write(path: Path, flags: int, text: str) -> None:
    fd = os.open(path, flags, 0o644)
    try:
        os.write(fd, text.encode("utf-8"))
    finally:
        os.close(fd)


def _file_hash(path: Path) -> str | None:
    try:
        return hashlib.sha256(read_bytes_limited(path, 64 * 1024 * 1024)).hexdigest()
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
        self.game_id = secrets.token_hex(8)  # this game's lines, told apart from any other's

    def start(self) -> str | None:
        """Write the full autosave of a game just opened (its journal starts empty)."""
        self.dirty = True
        return self.flush()

    def record(self, action: Action | None) -> str | None:
        """After `action` was applied (None: after an undo). Returns a notice for the player, or None."""
        line: dict[str, Any] = {"g": self.game_id}
        line.update({"undo": True} if action is None else {"a": action_to_json(action)})
        self.dirty = True
        text = json.dumps(line, separators=(",", ":")) + "\n"
        try:
            if self.path.lstat().st_size + len(text) > MAX_JOURNAL_BYTES:  # what recover could not read back
                return self.flush()
            _write(self.path, _APPEND, text)
        except OSError:
            return self.flush()  # no journal: the full autosave at once, as before
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
        head = {"base": base, "game": self.game_id}
        if base is not None and head != self._journal_head():
            self.dirty = False
            with contextlib.suppress(OSError):
                _write(self.path, _APPEND | os.O_TRUNC, json.dumps(head) + "\n")
        return notice

    def _journal_head(self) -> Any:
        try:
            return json.loads(read_bytes_limited(self.path, MAX_JOURNAL_BYTES).split(b"\n", 1)[0])
        except (OSError, ValueError, RecursionError):
            return None


def recover(persist: Persist) -> str | None:
    """After a crash: replay the journal's actions onto the autosave it extends and write it out.
    Returns a notice for the player when actions were recovered, or when the journal couldn't be used
    (then it is set aside, bytes kept, and the autosave stays as it was); a stale or empty journal is
    removed."""
    path = journal_path(persist)
    if not path.exists() and not path.is_symlink():
        return None
    try:
        lines = read_bytes_limited(path, MAX_JOURNAL_BYTES).decode("utf-8").splitlines()
        head = json.loads(lines[0]) if lines else {}
        if not isinstance(head, dict):
            raise ValueError("its first line is not a journal's")
    except (OSError, ValueError, RecursionError) as exc:
        return _set_aside(persist, path, str(exc) or type(exc).__name__)
    if head.get("base") != _file_hash(persist.store.autosave_path):
        try:
            persist.load_game("")
        except Exception:  # noqa: BLE001 - the autosave changed under its journal and is broken: keep both
            return _set_aside(persist, path, tr("the autosave it extends could not be read"))
        path.unlink(missing_ok=True)  # the autosave already holds every action (or the journal isn't its own)
        return None
    entries: list[Any] = []
    broken = None
    owner = head.get("game")  # None: a journal of an older build, whose lines carry no game id
    for i, text in enumerate(lines[1:]):
        try:
            entry = json.loads(text)
        except (ValueError, RecursionError):
            if i < len(lines) - 2:  # only the last line can be cut short by a crash
                broken = tr("line {n} is not an action").format(n=i + 2)
            break
        if not isinstance(entry, dict) or entry.get("g") == owner:
            entries.append(entry)  # (not a dict: refused by the replay, and reported)
    if not entries and broken is None:
        path.unlink(missing_ok=True)  # a clean exit: nothing after the autosave
        return None
    try:
        game = persist.load_game("")  # checked as any load: schema, replay, state hash
    except Exception:  # noqa: BLE001 - the unreadable autosave is reported by Continue (with its backup)
        # its journal can't be replayed on anything else: kept aside, so the next game's can't overwrite it
        return _set_aside(persist, path, tr("the autosave it extends could not be read"))
    applied, refused = _replay(game, entries)
    if applied:
        notice = persist.autosave(game_save(game))
        if notice:
            return notice  # the journal stays until the autosave can be written
    if refused is not None or broken is not None:
        left = len(lines) - 1 - applied
        why = refused or broken or ""
        kept = _set_aside(persist, path, why, quiet=True)
        return tr("Recovered {n} actions the last session made after its last autosave; {left} more could not "
                  "be replayed ({why}). {kept}").format(n=applied, left=left, why=why, kept=kept)
    path.unlink(missing_ok=True)
    if not applied:
        return None
    return tr("Recovered {n} actions the last session made after its last autosave.").format(n=applied)


def _set_aside(persist: Persist, path: Path, why: str, *, quiet: bool = False) -> str:
    """Rename an unusable journal (bytes kept) so the next game starts a fresh one; say where it went."""
    try:
        kept = persist.store.set_aside_file(path)
    except OSError:
        return tr("The action journal {file} could not be set aside.").format(file=path.name)
    said = tr("The action journal was kept as {file}.").format(file=kept.name)
    if quiet:
        return said
    return tr("The action journal of the last session could not be read ({why}); the autosave is as it was "
              "last saved. {kept}").format(why=why, kept=said)


def _replay(game: Game, entries: list[Any]) -> tuple[int, str | None]:
    """How many entries applied in order, and why the first one that didn't was refused (None: all did)."""
    applied = 0
    for entry in entries:
        try:
            if entry.get("undo"):
                game.undo()
            else:
                game.apply(action_from_json(entry["a"]))
        except Exception as exc:  # noqa: BLE001 - an entry that no longer applies ends the replay
            return applied, str(exc)[:200] or type(exc).__name__
        applied += 1
    return applied, None
