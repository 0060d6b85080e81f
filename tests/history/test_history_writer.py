"""The history written by a process of its own (history/writer.py): what the window's History then reads, a
damaged or newer file left to the window untouched, the request file removed."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import asdict
from pathlib import Path

from crossfire_desktop.history.db import FILE_NAME, HistoryDB
from crossfire_desktop.history.summary import summarize
from crossfire_desktop.history.writer import FAILED, REQUEST_PREFIX, TO_THE_WINDOW, WRITTEN, HistoryWrite

from .helpers import catalog, played


def _request(seed: int) -> dict:
    summary = summarize(played("extraction", 1, seed=seed).history(), catalog())
    return {"kind": "game", "summary": asdict(summary), "duration_s": 12.5, "campaign_name": None}


def test_a_game_written_by_the_child_process_reads_back_whole(tmp_path: Path) -> None:
    request = _request(41)
    write = HistoryWrite(tmp_path, request)
    assert write.outcome(120) == (WRITTEN, None)
    db = HistoryDB(tmp_path)
    try:
        (row,) = db.games()
        assert row["seed"] == 41 and row["duration_s"] == 12.5
        # the replay's input, as a write in the window's process kept it
        assert db.record_of(row["id"]) == json.loads(json.dumps(request["summary"]["record"]))
    finally:
        db.close()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(REQUEST_PREFIX)]


def test_a_table_mission_is_written_too(tmp_path: Path) -> None:
    table = {"key": "table:c1:1:2026-11-01T12:00:00+00:00", "ended_at": "2026-11-01T12:00:00+00:00",
             "mission": "crossfire", "rules": "first", "result": "win", "karma": 5, "campaign_id": "c1",
             "campaign_name": "Night Shift", "runners": [["cy", "Cy", "Dwarf", 5]]}
    assert HistoryWrite(tmp_path, {"kind": "table", "table": table}).outcome(120) == (WRITTEN, None)
    db = HistoryDB(tmp_path)
    try:
        (row,) = db.games()
        assert row["source"] == "table" and row["campaign_name"] == "Night Shift"
    finally:
        db.close()


def test_a_damaged_history_is_left_to_the_window_as_it_is(tmp_path: Path) -> None:
    """The window sets it aside and refills a new one from the saves: the child must not start it anew."""
    damaged = b"not a database" * 100
    (tmp_path / FILE_NAME).write_bytes(damaged)
    assert HistoryWrite(tmp_path, _request(42)).outcome(120) == (TO_THE_WINDOW, None)
    assert (tmp_path / FILE_NAME).read_bytes() == damaged
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME]


def test_a_newer_history_is_left_to_the_window(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / FILE_NAME)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    assert HistoryWrite(tmp_path, _request(43)).outcome(120) == (TO_THE_WINDOW, None)


def test_a_write_that_fails_says_why(tmp_path: Path) -> None:
    request = _request(44)
    request["summary"].pop("mission")
    outcome = HistoryWrite(tmp_path, request).outcome(120)
    assert outcome is not None and outcome[0] == FAILED and "mission" in (outcome[1] or "")
