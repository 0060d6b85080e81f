"""A game's line in the history, written by a process of its own: the window's process never loads SQLite
(the sqlite3 module, its library's pages: ~1.3 MiB held for the program's life once the first mission was
recorded, bench/bench_memory_real.py). The child writes in one transaction as the window did: after a kill
the game is in the history whole or not at all, and a window closed meanwhile does not stop it.

The request travels in a file beside the history, which the child deletes: a record can be a few hundred
KB, and a pipe that large would hold the window until the child had started and read it. A request a killed
child left is stored by the next session's first write (write_left)."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .db import HistoryDB

REQUEST_PREFIX = ".history-write-"
WRITTEN = "written"
TO_THE_WINDOW = "window"  # the file is damaged or newer: the window opens it itself (and says why, or refills it)
FAILED = "failed"
PROCESS_NAME = "history-writer"  # the helper's name (crossfire_desktop/children.py)
BUSY = "busy"  # the file was held by another write past the timeout: the request is kept for a later session's write
STALE_S = 600.0  # a request file this old belongs to no write going on
MAX_LEFT = 20  # requests left by killed writes taken up by one write (the rest by the next session's)
MAX_REQUEST_BYTES = 64 * 1024 * 1024  # a request file larger than this is not one the window wrote
UNREADABLE_PREFIX = ".history-unreadable-"
KEEP_UNREADABLE = 5  # requests set aside because they can't be read: the newest kept, for a look by hand
_swept: set[Path] = set()  # the folders whose old requests were taken up in this session

Outcome = tuple[str, str | None]  # one of the three, and why it failed (None: the process stopped)


def write_request(folder: Path, request: dict[str, Any]) -> Outcome:
    """The request's write into the history in `folder` (in the writing process)."""
    import sqlite3  # noqa: PLC0415 - in the writing process only

    from .db import HistoryDB, HistoryTooNew, is_busy  # noqa: PLC0415 - (sqlite3)

    try:
        db = HistoryDB(folder, set_aside=False)
    except sqlite3.DatabaseError as exc:
        if is_busy(exc):  # not damaged: the window would open it no better (and lose the game)
            return BUSY, str(exc)
        return TO_THE_WINDOW, None
    except HistoryTooNew:
        return TO_THE_WINDOW, None
    except OSError as exc:
        return FAILED, str(exc)
    try:
        add_to(db, request)
    except write_errors() as exc:
        return (BUSY if isinstance(exc, sqlite3.Error) and is_busy(exc) else FAILED), str(exc)
    finally:
        db.close()
    return WRITTEN, None


def write_errors() -> tuple[type[Exception], ...]:
    """What a write into an open history can raise (KeyError, TypeError: a request short of a field, never
    sent by the window, said all the same). Here or in the window once it opened the history: SQLite is loaded."""
    import sqlite3  # noqa: PLC0415

    return OSError, sqlite3.Error, ValueError, OverflowError, KeyError, TypeError


def add_to(db: HistoryDB, request: dict[str, Any]) -> None:
    """A game played here ("game": its summary as `dataclasses.asdict` gives it) or a mission played with
    the box ("table": HistoryDB.add_table's arguments) added to the open history."""
    from .records import summary_from_dict  # noqa: PLC0415

    if request["kind"] == "game":
        db.add(summary_from_dict(request["summary"]), duration_s=request["duration_s"],
               campaign_name=request["campaign_name"])
    else:
        db.add_table(**request["table"])


def write_left(folder: Path, paths: list[Path]) -> None:
    """Requests a killed writing process left (in the writing process): each holds a whole game never stored,
    or stored before the kill (add_to skips a game already there). Deleted once stored; one that can't be read
    is set aside; all left for a later write if the history can't take them now."""
    import sqlite3  # noqa: PLC0415 - in the writing process only

    from .db import HistoryDB, HistoryTooNew  # noqa: PLC0415 - (sqlite3)

    try:
        db = HistoryDB(folder, set_aside=False)
    except (HistoryTooNew, sqlite3.DatabaseError, OSError):
        return
    try:
        for path in paths:
            try:
                if path.stat().st_size > MAX_REQUEST_BYTES:
                    raise ValueError("too large")
                request = json.loads(path.read_text(encoding="utf-8"))
                add_to(db, request)
            except FileNotFoundError:  # taken up by another window's write meanwhile
                continue
            except (sqlite3.IntegrityError, sqlite3.InterfaceError, sqlite3.ProgrammingError, sqlite3.DataError,
                    ValueError, KeyError, TypeError, AttributeError, OverflowError):
                _set_aside(path)  # not a request the history can take
                continue
            except (sqlite3.Error, OSError):  # the history can't take it now: tried again later
                break
            path.unlink(missing_ok=True)
    finally:
        db.close()


def _set_aside(path: Path) -> None:
    try:
        path.replace(path.with_name(UNREADABLE_PREFIX + path.name.removeprefix(REQUEST_PREFIX)))
        kept = sorted(path.parent.glob(f"{UNREADABLE_PREFIX}*"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in kept[KEEP_UNREADABLE:]:
            old.unlink(missing_ok=True)
    except OSError:  # gone meanwhile, or not ours to move
        pass


def child_main(args: list[str]) -> int:
    """The writing process (crossfire_desktop/children.py): the history's folder, the request file, then the
    requests left by killed writes; its outcome answered as one line."""
    from crossfire_desktop.children import answer  # noqa: PLC0415

    folder, request_file, left = Path(args[0]), Path(args[1]), [Path(p) for p in args[2:]]
    # before this write's answer (the window never waits); a left request that fails stays for a later session,
    # and this write goes on all the same
    with contextlib.suppress(Exception):
        write_left(folder, left)
    outcome: Outcome = FAILED, None
    try:
        outcome = write_request(folder, json.loads(request_file.read_text(encoding="utf-8")))
    except (OSError, ValueError) as exc:
        outcome = FAILED, str(exc)
    finally:
        if outcome[0] != BUSY:  # a busy file's game is written by a later session's first write (left_requests)
            request_file.unlink(missing_ok=True)
    answer(list(outcome))  # the window may have gone meanwhile: the write is done all the same
    return 0


def left_requests(folder: Path) -> list[Path]:
    """Requests left by a writing process that was killed, once a session, oldest first: a write takes a
    second, so one older than STALE_S belongs to no write going on. The next write's process stores them."""
    if folder in _swept:
        return []
    _swept.add(folder)
    now, left = time.time(), []
    for path in folder.glob(f"{REQUEST_PREFIX}*"):
        try:
            if (at := path.stat().st_mtime) < now - STALE_S:
                left.append((at, path))
        except OSError:  # gone meanwhile
            continue
    return [path for _at, path in sorted(left)[:MAX_LEFT]]


def keep_request(folder: Path, request: dict[str, Any]) -> Path:
    """`request` in a file beside the history: a writing process deletes it once done with it; one left
    behind (a busy file) is stored by a later session's first write (left_requests)."""
    folder.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(prefix=REQUEST_PREFIX, suffix=".json", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(request, f, separators=(",", ":"))
    except BaseException:
        Path(name).unlink(missing_ok=True)
        raise
    return Path(name)


class WriterUnfollowed(OSError):
    """The writing process started but its answers can't be read: it was stopped and its request kept beside the
    history (the next session's first write stores it)."""


class HistoryWrite:
    """One write going on in a child process. `outcome` never waits unless asked to."""

    def __init__(self, folder: Path, request: dict[str, Any]) -> None:
        from crossfire_desktop.children import Answers, start, stop_process  # noqa: PLC0415

        self.request = request
        left = [str(p) for p in left_requests(folder)]
        name = str(keep_request(folder, request))
        try:
            # it runs on if the program quits meanwhile: the write is done all the same
            proc = start(PROCESS_NAME, str(folder), name, *left)
        except BaseException:  # no child to delete the request: nothing left behind
            Path(name).unlink(missing_ok=True)
            raise
        try:
            self.answers = Answers(proc)
        except Exception as exc:  # its answer can't be read: stopped, its request kept (the next session stores it)
            stop_process(proc)
            raise WriterUnfollowed(f"the history's writer can't be followed ({exc})") from exc
        self._outcome: Outcome | None = None

    def outcome(self, wait_s: float = 0.0) -> Outcome | None:
        """What came of the write; None while it goes on after `wait_s` seconds."""
        if self._outcome is None:
            said = self.answers.read(wait_s)
            if said and isinstance(said[0], list) and len(said[0]) == 2:
                self._outcome = str(said[0][0]), None if said[0][1] is None else str(said[0][1])
            elif said or self.answers.ended:  # stopped without a word (killed), or not an answer of ours
                self._outcome = FAILED, None
            else:
                return None
            self.answers.close(stop=False)  # reaped now (it has sent its last word)
        return self._outcome
