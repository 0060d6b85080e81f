"""The history database: what a game leaves in it, one transaction a game, damaged and newer files."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from crossfire_desktop.history.db import FILE_NAME, SCHEMA_VERSION, HistoryDB, HistoryTooNew
from crossfire_desktop.history.summary import summarize

from .helpers import catalog, played


def test_a_finished_game_is_recorded_with_its_team_result_and_figures(tmp_path: Path) -> None:
    game = played("crossfire", 2, seed=3)
    s = summarize(game.history(), catalog())
    db = HistoryDB(tmp_path)
    assert db.add(s, duration_s=61.5) == 1
    [row] = db.games()
    assert (row["mission"], row["team_size"], row["result"], row["rounds"]) == ("crossfire", 2, game.result, game.s.round)
    assert row["team"] == "Runner 1, Runner 2" and row["replayable"] == 1
    runners = db.runners_of(row["id"])
    assert [r["name"] for r in runners] == ["Runner 1", "Runner 2"]
    # the runners' damage taken adds up to the game's own tally
    taken = {int(k): v for k, v in game.s.tally.get("damage", {}).items()}
    assert {r["seat"]: r["damage_taken"] for r in runners} == {seat: taken.get(seat, 0) for seat in (0, 1)}
    assert sum(r["levels_cleared"] for r in runners) > 0


def test_the_same_game_recorded_twice_is_one_row(tmp_path: Path) -> None:
    s = summarize(played(seed=2).history(), catalog())
    db = HistoryDB(tmp_path)
    assert db.add(s) == 1
    assert db.add(s) == 0
    assert db.count() == 1


def test_filters_narrow_the_list_newest_first(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    solo = summarize(played("extraction", 1, seed=4).history(), catalog())
    duo = summarize(played("crossfire", 2, seed=5).history(), catalog())
    db.add(solo, ended_at="2026-01-01T10:00:00+00:00")
    db.add(duo, ended_at="2026-02-01T10:00:00+00:00")
    assert [g["mission"] for g in db.games()] == ["crossfire", "extraction"]
    assert [g["mission"] for g in db.games(team_size=1)] == ["extraction"]
    assert db.games(mission="dragon_fight") == []


def test_a_damaged_file_is_set_aside_and_the_history_rebuilt(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_bytes(b"this is not a database" * 100)
    s = summarize(played(seed=6).history(), catalog())
    db = HistoryDB(tmp_path, rebuild=lambda: [(s, None)])
    assert db.notice is not None and "could not be read" in db.notice and "1 games were recovered" in db.notice
    assert db.count() == 1
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(f"{FILE_NAME}.damaged-")]
    assert kept and kept[0].read_bytes().startswith(b"this is not a database")


def test_a_history_from_a_newer_version_is_refused_and_left_alone(tmp_path: Path) -> None:
    HistoryDB(tmp_path).close()
    path = tmp_path / FILE_NAME
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = path.read_bytes()
    with pytest.raises(HistoryTooNew, match="newer version"):
        HistoryDB(tmp_path)
    assert path.read_bytes() == before


def test_a_kill_during_a_write_leaves_the_history_whole(tmp_path: Path) -> None:
    """A second process is killed (SIGKILL) inside its write transaction: the game is either whole or absent,
    and the file opens."""
    s = summarize(played(seed=7).history(), catalog())
    db = HistoryDB(tmp_path)
    db.add(s)
    db.close()
    script = textwrap.dedent(f"""
        import os, signal, sqlite3
        conn = sqlite3.connect({str(tmp_path / FILE_NAME)!r}, isolation_level=None)
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO games (game_key, ended_at, source, mission, rules, team_size, result, rounds, turns,"
                     " karma, packs) VALUES ('k', 'now', 'game', 'x', 'first', 1, 'win', 1, 1, 0, '[]')")
        gid = conn.execute("SELECT max(id) FROM games").fetchone()[0]
        conn.execute("INSERT INTO runners VALUES (?, 0, 'a', 'Human', '[]', '[]', 0, NULL, 0, 0, 0, 0, 0)", (gid,))
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    proc = subprocess.run([sys.executable, "-c", script], timeout=60)
    assert proc.returncode == -9
    db = HistoryDB(tmp_path)
    assert db.notice is None
    assert db.count() == 1
    assert all(db.runners_of(g["id"]) for g in db.games())


def test_the_open_history_keeps_a_small_page_cache(tmp_path: Path) -> None:
    """The connection stays open while the program runs: its page cache is bounded (2 MiB by default, filled
    by the opening check: 2.5 MiB held for a 150-game history, 0.5 now)."""
    from crossfire_desktop.history.db import CACHE_KIB

    db = HistoryDB(tmp_path)
    assert db.conn.execute("PRAGMA cache_size").fetchone()[0] == -CACHE_KIB <= -1
    assert CACHE_KIB <= 512


def test_a_history_migrated_by_another_process_meanwhile_is_not_set_aside(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The window finds a fresh file (version 0) while a writing process migrates it: when the window takes the
    write lock the tables exist, and it must see that rather than fail on "table games already exists" and
    set a sound history aside as damaged."""
    connect = sqlite3.connect
    raced: list[bool] = []

    class Racing(sqlite3.Connection):
        def execute(self, sql: str, *args: object) -> sqlite3.Cursor:
            if sql == "BEGIN IMMEDIATE" and not raced:
                raced.append(True)
                other = HistoryDB(tmp_path)  # the other process: migrates and writes a game
                other.add(summarize(played(seed=8).history(), catalog()))
                other.close()
            return super().execute(sql, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: connect(*a, **k, factory=Racing))
    db = HistoryDB(tmp_path)
    assert raced  # the other open did come between the version read and the lock
    assert db.notice is None
    assert db.count() == 1
    assert not [p for p in tmp_path.iterdir() if ".damaged-" in p.name]


def test_a_history_held_by_another_write_is_not_set_aside(tmp_path: Path) -> None:
    """A file locked past the timeout is busy, not damaged: the open fails and the file stays where it is."""
    HistoryDB(tmp_path).close()
    path = tmp_path / FILE_NAME
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 0")  # as an older version left it: the open must migrate
        conn.execute("DROP TABLE obstacle_damage")
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            HistoryDB(tmp_path)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert path.exists()
    assert not [p for p in tmp_path.iterdir() if ".damaged-" in p.name]


def test_a_write_to_a_history_held_by_another_write_is_kept_for_later(tmp_path: Path) -> None:
    """The writing process met a busy file: it must not hand the game to the window (whose open fails the same way,
    and the game was lost without a word, review): it says busy, and its request stays for a later write."""
    from crossfire_desktop.history.writer import BUSY, write_request

    HistoryDB(tmp_path).close()
    path = tmp_path / FILE_NAME
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 0")  # the open must migrate, so it needs the write lock
        conn.execute("DROP TABLE obstacle_damage")
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        kind, why = write_request(tmp_path, {})
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert kind == BUSY and why is not None and "locked" in why
