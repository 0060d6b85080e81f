"""A game's line in the history, written by a process of its own: the window's process never loads SQLite
(the sqlite3 module, its library's pages: ~1.3 MiB held for the program's life once the first mission was
recorded, bench/bench_memory_real.py). The child writes in one transaction as the window did: after a kill
the game is in the history whole or not at all, and a window closed meanwhile does not stop it.

The request travels in a file beside the history, which the child deletes: a record can be a few hundred
KB, and a pipe that large would hold the window until the child had started and read it."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from .db import HistoryDB

REQUEST_PREFIX = ".history-write-"
WRITTEN = "written"
TO_THE_WINDOW = "window"  # the file is damaged or newer: the window opens it itself (and says why, or refills it)
FAILED = "failed"
STALE_S = 600.0  # a request file this old belongs to no write going on
_swept: set[Path] = set()  # the folders whose old requests were removed in this session

Outcome = tuple[str, str | None]  # one of the three, and why it failed (None: the process stopped)


def write_request(folder: Path, request: dict[str, Any]) -> Outcome:
    """The request's write into the history in `folder` (in the writing process)."""
    import sqlite3  # noqa: PLC0415 - in the writing process only

    from .db import HistoryDB, HistoryTooNew  # noqa: PLC0415 - (sqlite3)

    try:
        db = HistoryDB(folder, set_aside=False)
    except (HistoryTooNew, sqlite3.DatabaseError):
        return TO_THE_WINDOW, None
    except OSError as exc:
        return FAILED, str(exc)
    try:
        add_to(db, request)
    except write_errors() as exc:
        return FAILED, str(exc)
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


def _child(folder: str, request_file: str, conn: Connection) -> None:
    path = Path(request_file)
    try:
        outcome = write_request(Path(folder), json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError) as exc:
        outcome = FAILED, str(exc)
    finally:
        path.unlink(missing_ok=True)
    try:
        conn.send(outcome)
    except OSError:  # the window went meanwhile: the write is done all the same
        pass
    finally:
        conn.close()


def sweep_requests(folder: Path) -> None:
    """Requests left by a writing process that was killed, once a session, before its first write: a write
    takes a second, so one older than STALE_S was lost (and the data folder is one copy's only)."""
    if folder in _swept:
        return
    _swept.add(folder)
    now = time.time()
    for path in folder.glob(f"{REQUEST_PREFIX}*"):
        try:
            if now - path.stat().st_mtime > STALE_S:
                path.unlink()
        except OSError:  # gone meanwhile, or not ours to remove: left
            continue


class HistoryWrite:
    """One write going on in a child process. `outcome` never waits unless asked to."""

    def __init__(self, folder: Path, request: dict[str, Any]) -> None:
        import multiprocessing  # noqa: PLC0415 - as the odds and the search: a spawned process

        self.request = request
        folder.mkdir(parents=True, exist_ok=True)
        sweep_requests(folder)
        fd, name = tempfile.mkstemp(prefix=REQUEST_PREFIX, suffix=".json", dir=folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(request, f, separators=(",", ":"))
            context = multiprocessing.get_context("spawn")  # no copy of the window's state
            self._conn, child = context.Pipe(duplex=False)
            # not a daemon: a program quitting meanwhile waits for the write rather than ending it
            self._proc: BaseProcess = context.Process(target=_child, args=(str(folder), name, child))
            self._proc.start()
        except BaseException:  # no child to delete the request: nothing left behind
            Path(name).unlink(missing_ok=True)
            raise
        child.close()  # the child's exit ends the pipe
        self._outcome: Outcome | None = None

    def outcome(self, wait_s: float = 0.0) -> Outcome | None:
        """What came of the write; None while it goes on after `wait_s` seconds."""
        if self._outcome is None:
            try:
                if not self._conn.poll(wait_s):
                    return None
                self._outcome = self._conn.recv()
            except (EOFError, OSError):
                self._outcome = FAILED, None
            self._conn.close()
            self._proc.join(timeout=1.0)  # reaped now (it has sent its last word)
        return self._outcome
