"""The host's file costs what changed: each update of the game appends one line (its log entry and its action, or
an undo) after the whole table; anything else rewrites it whole, and so do lines grown as large as the table.
Reading replays the lines; a line a kill cut short is left out (that update alone is lost), a damaged line
before the last makes the file unreadable (reported, never replayed past)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.net import hostfile
from crossfire_desktop.net.host import UNDONE, HostTable

from .helpers import msg

CAT = load_catalog()
ROOT = Path(__file__).resolve().parents[2]


def _table(path: Path) -> tuple[HostTable, hostfile.HostFile]:
    table = HostTable(quick_setup("crossfire", 2, 11), CAT, "CODE2345")
    table.add_local("Ann", {0, 1})
    kept = hostfile.HostFile(path)
    table.on_change = lambda _g: kept.keep(table)
    table.start()
    kept.keep(table)  # as the hosts do once the mission starts
    return table, kept


def _play(table: HostTable, n: int) -> None:
    policies = {0: HeuristicPolicy(1), 1: HeuristicPolicy(2)}
    for _ in range(n):
        g = table.game
        assert g is not None and g.pending is not None
        table.apply(policies[g.pending.runner].choose(g))


def _reads_back_as(path: Path, table: HostTable) -> None:
    resumed, resumed.game = hostfile.read(path, CAT)
    _same(resumed, table)


def _same(a: HostTable, b: HostTable) -> None:
    assert a.seq == b.seq and a.game is not None and b.game is not None
    assert a.game.state_hash() == b.game.state_hash()
    assert [(s, [(ev.code, unseen) for ev, unseen in evs]) for s, evs in a.log] == \
        [(s, [(ev.code, unseen) for ev, unseen in evs]) for s, evs in b.log]


def _lines(path: Path) -> list[bytes]:
    return path.read_bytes().splitlines()


def test_each_update_appends_one_line_and_the_file_reads_back_as_the_table(tmp_path):
    path = tmp_path / "hosted-table.json"
    table, _kept = _table(path)
    whole, inode = _lines(path)[0], path.stat().st_ino
    _play(table, 12)
    lines = _lines(path)
    assert len(lines) == 13 and lines[0] == whole and path.stat().st_ino == inode  # the table itself not rewritten
    for _ in range(60):  # up to an action Undo may take back (none that revealed a hidden card)
        assert table.game is not None
        if table.game.undo_refusal() is None:
            break
        _play(table, 1)
    n = len(_lines(path))
    table.updates(table.game.undo(), UNDONE)  # the host's own Undo (ui/network/controllers.py)
    assert len(_lines(path)) == n + 1 and b'"undo":true' in _lines(path)[-1]
    _play(table, 5)
    _reads_back_as(path, table)


def test_a_line_cut_by_a_kill_loses_that_update_only(tmp_path):
    path = tmp_path / "hosted-table.json"
    table, _kept = _table(path)
    _play(table, 6)
    before_last = hostfile.read(path, CAT)[1]
    assert before_last is not None
    hash_before, seq_before = before_last.state_hash(), table.seq
    _play(table, 1)
    data = path.read_bytes()
    path.write_bytes(data[:-20])  # the last line's end never reached the disk
    resumed, game = hostfile.read(path, CAT)
    assert game is not None and resumed.seq == seq_before and game.state_hash() == hash_before


def test_a_damaged_line_before_the_last_makes_the_file_unreadable(tmp_path):
    path = tmp_path / "hosted-table.json"
    table, _kept = _table(path)
    _play(table, 4)
    lines = _lines(path)
    lines[2] = lines[2][:30]
    path.write_bytes(b"\n".join(lines) + b"\n")
    with pytest.raises(ValueError, match="line 3 is not an update"):
        hostfile.read(path, CAT)
    lines = _lines(path)
    lines[2] = lines[3]  # an update in the wrong place: it does not follow the table
    path.write_bytes(b"\n".join(lines) + b"\n")
    with pytest.raises(ValueError, match="line 3 does not follow"):
        hostfile.read(path, CAT)


def test_a_change_other_than_an_update_rewrites_the_file_whole(tmp_path):
    path = tmp_path / "hosted-table.json"
    table, kept = _table(path)
    _play(table, 3)
    assert len(_lines(path)) == 4
    table.connect("c1", "127.0.0.1")  # a player joins mid-game: their token must be in the file at once
    table.receive("c1", msg("hello", code="CODE2345", name="Bo"))
    kept.keep(table)  # the hosts keep the table after every message they handle (this hello too)
    assert len(_lines(path)) == 1
    resumed, _game = hostfile.read(path, CAT)
    assert {p.name: p.token for p in resumed.players.values()} == {p.name: p.token for p in table.players.values()}
    kept.keep(table)  # nothing changed: nothing written
    assert len(_lines(path)) == 1


def test_the_lines_are_folded_into_the_whole_table_once_they_outgrow_it(tmp_path, monkeypatch):
    monkeypatch.setattr(hostfile, "MIN_LINES_BYTES", 0)  # a small table's lines outgrow it after a few updates
    path = tmp_path / "hosted-table.json"
    table, _kept = _table(path)
    counts = []
    for _ in range(60):
        _play(table, 1)
        counts.append(len(_lines(path)))
    assert 1 in counts and max(counts) > 2  # appended, then folded in
    _reads_back_as(path, table)


def test_a_file_another_program_put_in_its_place_is_never_appended_to(tmp_path):
    path = tmp_path / "hosted-table.json"
    table, _kept = _table(path)
    _play(table, 2)
    other = path.read_bytes().splitlines()[0] + b"\n"
    tmp = tmp_path / "other"
    tmp.write_bytes(other)
    os.replace(tmp, path)  # another copy of the program wrote its table there
    _play(table, 1)
    assert len(_lines(path)) == 1  # written whole, not appended to the other file
    _reads_back_as(path, table)


def _drifted(path: Path) -> bytes:
    """The file as a resume whose rules or packs changed would replay it: its last line leads to another state
    (here the state one update earlier, as a replay that lost that update's effect would reach)."""
    import json

    lines = _lines(path)
    before, last = json.loads(lines[-2]), json.loads(lines[-1])
    assert before["hash"] != last["hash"]  # every appended line says the state it leads to
    last["hash"] = before["hash"]
    lines[-1] = json.dumps(last, separators=(",", ":")).encode()
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path.read_bytes()


def test_a_replay_that_drifts_from_the_hash_kept_is_reported(tmp_path):
    path = tmp_path / "hosted-table.json"
    table, _kept = _table(path)
    _play(table, 6)
    _drifted(path)
    with pytest.raises(ValueError, match="line 7: this version's rules or card packs differ"):
        hostfile.read(path, CAT)


def test_lines_without_a_hash_still_replay(tmp_path):
    """A file an earlier build wrote."""
    import json

    path = tmp_path / "hosted-table.json"
    table, _kept = _table(path)
    _play(table, 4)
    lines = _lines(path)
    path.write_bytes(b"\n".join([lines[0], *(json.dumps({k: v for k, v in json.loads(ln).items() if k != "hash"})
                                             .encode() for ln in lines[1:])]) + b"\n")
    _reads_back_as(path, table)


@pytest.mark.slow
def test_the_headless_host_refuses_a_file_that_drifts_and_leaves_it_as_it_is(tmp_path):
    path = tmp_path / "hosted-table.json"
    table, _kept = _table(path)
    _play(table, 3)
    before = _drifted(path)
    from .test_processes import _port

    done = subprocess.run([sys.executable, "-m", "crossfire_desktop", "host", "--address", "127.0.0.1", "--port",
                           str(_port()), "--save", str(path)], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen"), cwd=ROOT)
    assert done.returncode == 2 and "does not replay to the state it was saved in" in done.stderr
    assert path.read_bytes() == before


WRITER = """
import sys
from pathlib import Path
from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.net import hostfile
from crossfire_desktop.net.host import HostTable

table = HostTable(quick_setup("crossfire", 2, 11), load_catalog(), "CODE2345")
table.add_local("Ann", {0, 1})
kept = hostfile.HostFile(Path(sys.argv[1]))
table.on_change = lambda _g: kept.keep(table)
table.start()
kept.keep(table)
policies = {0: HeuristicPolicy(1), 1: HeuristicPolicy(2)}
while table.game.pending is not None:
    table.apply(policies[table.game.pending.runner].choose(table.game))
    print(table.seq, flush=True)
"""


@pytest.mark.slow
def test_a_host_killed_while_it_writes_leaves_a_file_with_every_update_it_finished(tmp_path):
    path = tmp_path / "hosted-table.json"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for after in (3, 25):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True,
                                env=env, cwd=ROOT)
        try:
            assert proc.stdout is not None
            done = 0
            end = time.monotonic() + 120
            while done < after and time.monotonic() < end:
                line = proc.stdout.readline()
                assert line, "the writer ended early"
                done = int(line)
            proc.send_signal(signal.SIGKILL)  # at whatever point of its next write it is
            proc.wait(timeout=30)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=30)
        table, game = hostfile.read(path, CAT)
        assert game is not None and table.seq >= done  # every update it said was kept is in the file
