"""The history written by a process of its own (history/writer.py): what the window's History then reads, a
damaged or newer file left to the window untouched, the request file removed."""

from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import asdict
from pathlib import Path

import pytest

from crossfire_desktop.history.db import FILE_NAME, SCHEMA_VERSION, HistoryDB
from crossfire_desktop.history.summary import summarize
from crossfire_desktop.history.writer import (
    FAILED,
    KEEP_UNREADABLE,
    REQUEST_PREFIX,
    STALE_S,
    TO_THE_WINDOW,
    UNREADABLE_PREFIX,
    WRITTEN,
    HistoryWrite,
    WriterUnfollowed,
    write_left,
)

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


def test_a_request_that_cannot_be_written_leaves_no_file(tmp_path: Path) -> None:
    with pytest.raises(TypeError):
        HistoryWrite(tmp_path, {"kind": "game", "summary": object()})  # json can't write it
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(REQUEST_PREFIX)]


def test_a_process_that_cannot_start_leaves_no_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from crossfire_desktop import children

    def no_process(*_args: object, **_kw: object) -> None:
        raise OSError(24, "Too many open files")

    monkeypatch.setattr(children.subprocess, "Popen", no_process)
    with pytest.raises(OSError):
        HistoryWrite(tmp_path, _request(45))
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(REQUEST_PREFIX)]


def test_a_write_whose_answer_cannot_be_read_keeps_its_request(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The process started, its answer can't be followed (no thread to be had): it is stopped and the request
    stays for the next session's first write, never deleted under a process about to read it."""
    from crossfire_desktop import children

    started: list[object] = []
    popen = children.subprocess.Popen

    def kept(*args: object, **kw: object) -> object:
        started.append(popen(*args, **kw))  # type: ignore[call-overload]
        return started[-1]

    def no_thread(*_a: object) -> None:
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(children.subprocess, "Popen", kept)
    monkeypatch.setattr(children.threading.Thread, "start", no_thread)
    with pytest.raises(WriterUnfollowed, match="can.t be followed"):
        HistoryWrite(tmp_path, _request(48))
    (proc,) = started
    assert proc.returncode is not None  # type: ignore[attr-defined]  # stopped and reaped
    (left,) = [p for p in tmp_path.iterdir() if p.name.startswith(REQUEST_PREFIX)]
    assert json.loads(left.read_text(encoding="utf-8"))["summary"]["seed"] == 48


def _left(path: Path, text: str) -> Path:
    """A request file a killed writing process left behind long ago."""
    path.write_text(text, encoding="utf-8")
    os.utime(path, (time.time() - STALE_S - 60,) * 2)
    return path


def test_requests_left_by_a_killed_process_are_written_at_the_first_write(tmp_path: Path) -> None:
    """Each holds a whole game the killed process never stored: the next write stores it, then removes it."""
    lost = _left(tmp_path / f"{REQUEST_PREFIX}killed.json", json.dumps(_request(48)))
    unreadable = _left(tmp_path / f"{REQUEST_PREFIX}cut.json", '{"kind": "game", "summ')
    recent = tmp_path / f"{REQUEST_PREFIX}going-on.json"  # another write's, still going on
    recent.write_text("{}", encoding="utf-8")
    assert HistoryWrite(tmp_path, _request(46)).outcome(120) == (WRITTEN, None)
    db = HistoryDB(tmp_path)
    try:
        assert sorted(g["seed"] for g in db.games()) == [46, 48]
    finally:
        db.close()
    assert not lost.exists() and recent.exists()
    assert not unreadable.exists() and (tmp_path / f"{UNREADABLE_PREFIX}cut.json").exists()


def test_a_left_request_already_stored_is_removed_and_not_stored_twice(tmp_path: Path) -> None:
    """The process was killed after its commit, before it removed its request."""
    request = _request(49)
    assert HistoryWrite(tmp_path, request).outcome(120) == (WRITTEN, None)
    left = _left(tmp_path / f"{REQUEST_PREFIX}after-commit.json", json.dumps(request))
    write_left(tmp_path, [left])
    assert not left.exists()
    db = HistoryDB(tmp_path)
    try:
        assert db.count() == 1
    finally:
        db.close()


def test_unreadable_requests_set_aside_are_bounded(tmp_path: Path) -> None:
    HistoryDB(tmp_path).close()
    bad = [_left(tmp_path / f"{REQUEST_PREFIX}bad-{i}.json", text)
           for i, text in enumerate(["{}", "[1]", "not json", '{"kind": "table", "table": {}}'] * 3)]
    write_left(tmp_path, bad)
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(REQUEST_PREFIX)]
    assert len([p for p in tmp_path.iterdir() if p.name.startswith(UNREADABLE_PREFIX)]) == KEEP_UNREADABLE


def test_left_requests_wait_while_the_history_cannot_take_them(tmp_path: Path) -> None:
    """A history another version wrote: the requests stay for a write that can store them."""
    HistoryDB(tmp_path).close()
    with sqlite3.connect(tmp_path / FILE_NAME) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    left = _left(tmp_path / f"{REQUEST_PREFIX}kept.json", json.dumps(_request(50)))
    write_left(tmp_path, [left])
    assert left.exists()


def test_a_killed_writing_process_ends_without_a_word(tmp_path: Path) -> None:
    write = HistoryWrite(tmp_path, _request(47))
    write.answers.proc.kill()
    assert write.outcome(120) == (FAILED, None)  # the window says the game "may not" have been added
