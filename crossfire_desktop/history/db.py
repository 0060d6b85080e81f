"""The history database: one SQLite file in the data folder, WAL, a schema version and its migrations.

A write is one transaction: a game is in the history whole or not at all, even after a kill during the
write. A file that can't be read (damaged, not a database) is set aside under another name, never
deleted, and a new one is started (the caller can refill it from the saves it can read). A file written
by a newer version of the program is refused with a message and left untouched."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .records import GameSummary

FILE_NAME = "history.sqlite3"
SCHEMA_VERSION = 1
MAX_RECORD_BYTES = 16 * 1024 * 1024  # a game's replay record: far above any real game (a few hundred KB)

# Each entry takes the database from version i to i + 1 (index i). Add, never edit, when the schema changes.
MIGRATIONS: list[str] = [
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game_key TEXT NOT NULL UNIQUE,
        ended_at TEXT NOT NULL,            -- ISO 8601, UTC
        duration_s REAL,                   -- wall time the table was open, when known
        source TEXT NOT NULL,              -- 'game' (played here) or 'table' (recorded from the box)
        mission TEXT NOT NULL,
        rules TEXT NOT NULL,
        team_size INTEGER NOT NULL,
        seed INTEGER,
        result TEXT NOT NULL,
        reason TEXT,
        rounds INTEGER NOT NULL,
        turns INTEGER NOT NULL,
        karma INTEGER NOT NULL,
        campaign_id TEXT,
        campaign_name TEXT,
        packs TEXT NOT NULL,               -- JSON list of the card packs played with
        ended_by TEXT,                     -- the obstacle whose attack ended the game
        record TEXT                        -- JSON: the game from its first snapshot with every action
    );
    CREATE INDEX games_ended ON games(ended_at);
    CREATE TABLE runners (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        metatype TEXT NOT NULL,
        roles TEXT NOT NULL,
        stickers TEXT NOT NULL,
        ai INTEGER NOT NULL,
        campaign_runner TEXT,
        damage_taken INTEGER NOT NULL,
        levels_cleared INTEGER NOT NULL,
        nuyen_gained INTEGER NOT NULL,
        nuyen_spent INTEGER NOT NULL,
        karma INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE bought (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        card TEXT NOT NULL
    );
    CREATE INDEX bought_card ON bought(card);
    CREATE TABLE obstacle_damage (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        card TEXT NOT NULL,
        damage INTEGER NOT NULL
    );
    """,
]


BUSY_WAIT_S = 5.0  # how long a statement waits for another connection's write before it is told "busy"
CACHE_KIB = 512  # the open history's page cache, at most (its pages are read again from the file: ~1 ms)


class HistoryTooNew(Exception):
    """The file was written by a newer version of the program: it is left as it is."""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class HistoryDB:
    """The open history. `notice` says (once, for the player) what happened to a damaged file."""

    def __init__(self, folder: Path, *, rebuild: Callable[[], Iterable[tuple[GameSummary, str | None]]] | None = None,
                 set_aside: bool = True, wait: float = BUSY_WAIT_S) -> None:
        """`set_aside=False`: a file that can't be read raises sqlite3.DatabaseError and is left as it is (the
        writing process leaves a damaged file to the window, which can refill a new one from the saves).
        `wait`: the seconds opening waits for another process's write (0: busy at once, the window's GUI thread
        tries again later); once open, statements wait BUSY_WAIT_S."""
        self.path = Path(folder) / FILE_NAME
        self.notice: str | None = None
        self._wait = wait
        try:
            self.conn = self._open()
        except HistoryTooNew:
            raise
        except sqlite3.DatabaseError as exc:
            if not set_aside or is_busy(exc):  # busy: another process writes; the file is sound
                raise
            aside = self.path.with_name(f"{FILE_NAME}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
            for suffix in ("", "-wal", "-shm"):
                part = Path(str(self.path) + suffix)
                if part.exists():
                    part.replace(Path(str(aside) + suffix))
            self.notice = f"The game history could not be read ({exc}); it was kept as {aside.name} and started anew."
            self.conn = self._open()
            if rebuild is not None:
                n = 0
                for summary, ended_at in rebuild():
                    n += self.add(summary, ended_at=ended_at)
                self.notice += f" {n} games were recovered from the saves."

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=self._wait, isolation_level=None)  # explicit transactions below
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            self._refuse_newer(conn)  # before WAL is set: a newer file is left byte for byte
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
            if conn.execute("PRAGMA user_version").fetchone()[0] < SCHEMA_VERSION:
                with self._tx(conn):
                    # read again under the write lock: another process (a writer) may have migrated meanwhile
                    version = self._refuse_newer(conn)
                    for v in range(version, SCHEMA_VERSION):
                        for stmt in _statements(MIGRATIONS[v]):
                            conn.execute(stmt)
                        conn.execute(f"PRAGMA user_version = {v + 1}")
            conn.execute("SELECT count(*) FROM games").fetchone()  # a damaged file fails here, not later
            conn.execute("PRAGMA quick_check").fetchone()
            # the connection stays open for the program's life: its page cache (2 MiB by default, filled by the
            # check above) is bounded and emptied: a 150-game history held 2.5 MiB after opening, now 0.5
            conn.execute(f"PRAGMA cache_size = -{CACHE_KIB}")
            conn.execute("PRAGMA shrink_memory")
            conn.execute(f"PRAGMA busy_timeout = {int(BUSY_WAIT_S * 1000)}")
        except BaseException:
            conn.close()
            raise
        return conn

    def _refuse_newer(self, conn: sqlite3.Connection) -> int:
        """The file's schema version, if this program can read it."""
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise HistoryTooNew(
                f"The game history ({self.path.name}) was written by a newer version of Crossfire Desktop "
                f"(schema {version}, this version reads up to {SCHEMA_VERSION}); it is left untouched.")
        return version

    @staticmethod
    @contextmanager
    def _tx(conn: sqlite3.Connection) -> Iterator[None]:
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def close(self) -> None:
        self.conn.close()

    def add(self, s: GameSummary, *, ended_at: str | None = None, duration_s: float | None = None,
            campaign_name: str | None = None, source: str = "game") -> int:
        """Record a finished game (1), or nothing if the same game is already there (0)."""
        record = json.dumps(s.record, separators=(",", ":")) if s.record else None
        if record is not None and len(record) > MAX_RECORD_BYTES:
            record = None  # kept without its replay rather than not at all
        c = self.conn
        with self._tx(c):
            if c.execute("SELECT 1 FROM games WHERE game_key = ?", (s.key,)).fetchone():
                return 0
            cur = c.execute(
                "INSERT INTO games (game_key, ended_at, duration_s, source, mission, rules, team_size, seed, result,"
                " reason, rounds, turns, karma, campaign_id, campaign_name, packs, ended_by, record)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (s.key, ended_at or _now(), duration_s, source, s.mission, s.rules, len(s.runners), s.seed, s.result,
                 s.reason, s.rounds, s.turns, s.karma, s.campaign_id, campaign_name, json.dumps(s.packs), s.ended_by,
                 record))
            gid = cur.lastrowid
            for r in s.runners:
                c.execute("INSERT INTO runners VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                          (gid, r.seat, r.name, r.metatype, json.dumps(r.roles), json.dumps(r.stickers), int(r.ai),
                           r.campaign_runner, r.damage_taken, r.levels_cleared, r.nuyen_gained, r.nuyen_spent,
                           s.karma))
                c.executemany("INSERT INTO bought VALUES (?,?,?)", [(gid, r.seat, card) for card in r.bought])
            c.executemany("INSERT INTO obstacle_damage VALUES (?,?,?)",
                          [(gid, card, n) for card, n in sorted(s.obstacle_damage.items())])
        return 1

    def add_table(self, *, key: str, ended_at: str, mission: str, rules: str, result: str, karma: int,
                  campaign_id: str, campaign_name: str, runners: list[tuple[str, str, str, int]]) -> int:
        """A mission played with the box and recorded in a campaign: (runner id, name, metatype, Karma awarded)
        per runner; no replay, no figures the table did not record. 1 if added, 0 if already there."""
        c = self.conn
        with self._tx(c):
            if c.execute("SELECT 1 FROM games WHERE game_key = ?", (key,)).fetchone():
                return 0
            gid = c.execute(
                "INSERT INTO games (game_key, ended_at, source, mission, rules, team_size, result, rounds, turns,"
                " karma, campaign_id, campaign_name, packs) VALUES (?,?,'table',?,?,?,?,0,0,?,?,?,'[]')",
                (key, ended_at, mission, rules, len(runners), result, karma, campaign_id, campaign_name)).lastrowid
            for seat, (rid, name, metatype, award) in enumerate(runners):
                c.execute("INSERT INTO runners VALUES (?,?,?,?,'[]','[]',0,?,0,0,0,0,?)",
                          (gid, seat, name, metatype, rid, award))
        return 1

    def record_of(self, game_id: int) -> dict[str, Any] | None:
        row = self.conn.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        return json.loads(row[0]) if row and row[0] else None

    def games(self, *, mission: str | None = None, rules: str | None = None, team_size: int | None = None,
              result: str | None = None, campaign_id: str | None = None, limit: int = 5000) -> list[dict[str, Any]]:
        """The games, newest first, with their runners' names; each filter narrows when given."""
        where, args = [], []
        for col, val in (("mission", mission), ("rules", rules), ("team_size", team_size), ("result", result),
                         ("campaign_id", campaign_id)):
            if val is not None:
                where.append(f"g.{col} = ?")
                args.append(val)
        sql = ("SELECT g.id, g.ended_at, g.duration_s, g.source, g.mission, g.rules, g.team_size, g.seed, g.result,"
               " g.reason, g.rounds, g.turns, g.karma, g.campaign_id, g.campaign_name, g.ended_by,"
               " g.record IS NOT NULL AS replayable,"
               " (SELECT group_concat(name, ', ') FROM (SELECT name FROM runners r WHERE r.game_id = g.id"
               "  ORDER BY seat)) AS team"
               " FROM games g" + (" WHERE " + " AND ".join(where) if where else "") +
               " ORDER BY g.ended_at DESC, g.id DESC LIMIT ?")
        cur = self.conn.execute(sql, [*args, limit])
        cols = [d[0] for d in cur.description]
        return [dict(zip(cols, row, strict=True)) for row in cur.fetchall()]

    def runners_of(self, game_id: int) -> list[dict[str, Any]]:
        cur = self.conn.execute("SELECT * FROM runners WHERE game_id = ? ORDER BY seat", (game_id,))
        cols = [d[0] for d in cur.description]
        return [dict(zip(cols, row, strict=True)) for row in cur.fetchall()]

    def count(self) -> int:
        return int(self.conn.execute("SELECT count(*) FROM games").fetchone()[0])


def summary_row(s: GameSummary) -> dict[str, Any]:
    """A summary as plain data (tests, exports)."""
    d = asdict(s)
    d.pop("record")
    return d


def is_busy(exc: BaseException) -> bool:
    """The file is held by another connection's write (past the timeout), not damaged."""
    primary = exc.sqlite_errorcode & 0xFF if isinstance(exc, sqlite3.OperationalError) else None  # less extended
    return primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _statements(script: str) -> list[str]:
    return [st.strip() for st in script.split(";") if st.strip()]
