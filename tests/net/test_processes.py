"""Separate processes on one machine, over real WebSockets on loopback: a headless host and players."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _env() -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return env


def _host(port: int, save: Path, *extra: str, exit_when_over: bool = True) -> subprocess.Popen[str]:
    cmd = [sys.executable, "-m", "crossfire_desktop", "host", "--address", "127.0.0.1", "--port", str(port),
           "--code", "TESTCODE", "--save", str(save), *(["--exit-when-over"] if exit_when_over else []), *extra]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=_env(), cwd=ROOT)
    lines: list[str] = []
    while not lines or "join code" not in lines[-1]:
        lines.append(proc.stdout.readline())
        assert lines[-1], lines  # the host ended before it listened
    assert "join code: TESTCODE" in lines[-1], lines
    return proc


def _client(port: int, name: str, seats: str, seed: int, token: str | None = None,
            games: int = 1) -> subprocess.Popen[str]:
    cmd = [sys.executable, "-m", "tests.net.bot_client", "--address", f"127.0.0.1:{port}", "--code", "testcode",
           "--name", name, "--seats", seats, "--seed", str(seed), "--games", str(games)] + (
               ["--token", token] if token else [])
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=_env(), cwd=ROOT)


def _lines_until(proc: subprocess.Popen[str], want: str, limit: float = 240) -> list[dict]:
    seen = []
    end = time.monotonic() + limit
    while time.monotonic() < end:
        line = proc.stdout.readline()
        if not line:
            break
        try:
            m = json.loads(line)
        except ValueError:
            continue
        seen.append(m)
        if m.get("event") == want:
            return seen
    raise AssertionError(f"no {want!r} from the process; saw {seen[-5:]}")


def saved_table(path: Path):
    """The table and game a host's file holds (its whole table and the updates appended since)."""
    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.net import hostfile

    return hostfile.read(path, load_catalog())


def _finish(procs: list[subprocess.Popen[str]]) -> None:
    for p in procs:
        if p.poll() is None:
            p.send_signal(signal.SIGKILL)
        p.wait(timeout=30)


@pytest.mark.slow
def test_host_and_three_players_and_an_ai_seat_play_a_whole_mission(tmp_path):
    port = _port()
    host = _host(port, tmp_path / "table.json", "--runners", "4", "--ai", "3", "--seed", "11")
    clients = [_client(port, f"P{i}", str(i), seed=i + 1) for i in range(3)]
    try:
        ends = [_lines_until(c, "over")[-1] for c in clients]
        assert len({e["result"] for e in ends}) == 1 and ends[0]["result"] in ("win", "abort", "loss")
        host.wait(timeout=60)
        _table, game = saved_table(tmp_path / "table.json")
        assert game is not None and game.result == ends[0]["result"]
    finally:
        _finish([host, *clients])


@pytest.mark.slow
def test_a_player_killed_mid_turn_rejoins_and_the_host_killed_resumes(tmp_path):
    port = _port()
    save = tmp_path / "table.json"
    host = _host(port, save, "--runners", "2", "--seed", "12")
    a = _client(port, "A", "0", seed=1)
    b = _client(port, "B", "1", seed=2)
    procs = [host, a, b]
    try:
        token = _lines_until(a, "welcome")[-1]["token"]
        for _ in range(3):
            _lines_until(a, "action")
        a.send_signal(signal.SIGKILL)  # a lid closed mid-turn
        a.wait(timeout=10)
        a2 = _client(port, "A", "0", seed=3, token=token)
        procs.append(a2)
        _lines_until(a2, "action")  # back in its seat, and the game goes on
        host.send_signal(signal.SIGKILL)  # the host crashes
        host.wait(timeout=10)
        before = saved_table(save)[1].state_hash()
        host2 = _host(port, save)  # started again on the same file: the players come back by themselves
        procs.append(host2)
        ends = [_lines_until(p, "over")[-1] for p in (a2, b)]
        assert ends[0]["result"] == ends[1]["result"]
        assert saved_table(save)[1].state_hash() != before  # play went on after the restart
    finally:
        _finish(procs)


def _host_lines_until(host: subprocess.Popen[str], want: str, limit: float = 240) -> list[str]:
    """The host's own lines (plain text) up to the first holding `want`."""
    assert host.stdout is not None
    seen: list[str] = []
    end = time.monotonic() + limit
    while time.monotonic() < end:
        line = host.stdout.readline()
        if not line:
            break
        seen.append(line.strip())
        if want in line:
            return seen
    raise AssertionError(f"the host never said {want!r}; it said {seen[-5:]}")


@pytest.mark.slow
def test_the_headless_host_opens_its_table_for_another_game_when_the_mission_ends(tmp_path):
    """As the windowed host does (HostTable.again): the same players, still connected, start the next mission by
    saying ready again, without the host being started again; its file then holds the new game."""
    port = _port()
    save = tmp_path / "table.json"
    host = _host(port, save, "--runners", "2", "--ai", "1", "--seed", "11", exit_when_over=False)
    player = _client(port, "P0", "0", seed=1, games=2)
    try:
        first = _lines_until(player, "over")[-1]
        said = _host_lines_until(host, "open for another game")
        assert any(line == f"The mission ended: {first['result']}" for line in said), said
        again = _lines_until(player, "lobby_again")[-1]
        assert again["seats"] == [[0]]  # still in its seat
        _host_lines_until(host, "The mission starts.")  # the next mission, once the player said ready
        _lines_until(player, "action")
        table, game = saved_table(save)
        assert game is not None and game.result is None and table.setup.seed != 11  # a new shuffle, on disk
        second = _lines_until(player, "over")[-1]
        assert second["result"] in ("win", "abort", "loss") and host.poll() is None  # and the host goes on
    finally:
        _finish([host, player])


@pytest.mark.slow
def test_the_headless_host_says_a_failed_write_once_and_its_players_play_on(tmp_path):
    """A write that failed after a move was applied raised before the players' updates went out: they waited.
    Each move then said "can't write" again while the disk stayed unwritable: said once until a write succeeds."""
    port = _port()
    save = tmp_path / "table.json"
    host = _host(port, save, "--runners", "2", "--ai", "1", "--seed", "11", exit_when_over=False)
    player = _client(port, "P0", "0", seed=1)
    try:
        _lines_until(player, "action")
        save.unlink()
        save.mkdir()  # nothing can be written at the file's place now (not even by root)
        end = _lines_until(player, "over")[-1]
        assert end["result"] in ("win", "abort", "loss")
        said = _host_lines_until(host, "The mission ended")
        failed = [line for line in said if line.startswith(f"crossfire host: can't write {save}")]
        assert len(failed) == 1, said[-5:]  # said once, not on each of the game's moves
        save.rmdir()  # the disk takes writes again (the player leaving the lobby is the next write): said
        said = _host_lines_until(host, "written again")
        assert said[-1].strip() == f"crossfire host: {save} is written again"
    finally:
        _finish([host, player])
