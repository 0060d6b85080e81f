"""A host's window killed mid-mission (SIGKILL) and started again offers "Resume hosting …": it reopens the
same port with the same code and tokens, the player's program reconnects by itself, and play goes on."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from .test_processes import ROOT, _env, _finish, _lines_until, _port, saved_table


def _window(data: Path, *extra: str) -> subprocess.Popen[str]:
    cmd = [sys.executable, "-m", "tests.net.window_host", "--data-dir", str(data), *extra]
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=_env(), cwd=ROOT)


def _client(port: int, code: str, token: str | None = None) -> subprocess.Popen[str]:
    cmd = [sys.executable, "-m", "tests.net.bot_client", "--address", f"127.0.0.1:{port}", "--code", code,
           "--name", "Kestrel", "--seats", "0,1", "--seed", "5", "--pause-ms", "150"] + (["--token", token] if token else [])
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=_env(), cwd=ROOT)


@pytest.mark.slow
def test_a_host_window_killed_mid_game_resumes_and_its_player_reconnects(tmp_path):
    data = tmp_path / "host-data"
    port = _port()
    host = _window(data, "--port", str(port), "--runners", "2")
    procs = [host]
    try:
        hosting = _lines_until(host, "hosting", limit=120)[-1]
        assert hosting["port"] == port and hosting["code"], hosting
        player = _client(port, hosting["code"].lower())
        procs.append(player)
        _lines_until(host, "started")
        for _ in range(4):
            _lines_until(player, "action")
        played = _lines_until(host, "played")[-1]
        assert played["result"] is None
        host.send_signal(signal.SIGKILL)  # the host's program crashes mid-mission
        host.wait(timeout=10)
        saved, game = saved_table(data / "network" / "hosted-table.json")
        assert game is not None and saved.code == hosting["code"] and saved.port == port

        again = _window(data, "--resume")
        procs.append(again)
        resumed = _lines_until(again, "resumed", limit=120)[-1]
        assert resumed["port"] == port and resumed["code"] == hosting["code"]
        assert resumed["words"].startswith("Resume hosting ") and "(round " in resumed["words"]
        assert resumed["hash"] == game.state_hash()  # the game exactly where the file left it
        # the player's program comes back by itself (same token) and plays on
        _lines_until(player, "action", limit=120)
        later = _lines_until(again, "played", limit=120)[-1]
        assert later["hash"] != resumed["hash"]
        assert "gave_up" not in (m.get("event") for m in _lines_until(player, "action", limit=120))
    finally:
        _finish(procs)
    assert os.path.exists(data / "network" / "hosted-table.json")
