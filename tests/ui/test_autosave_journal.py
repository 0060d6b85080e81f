"""Write-ahead autosave: every action reaches disk at once (the journal); the full autosave comes later;
a crash in between loses nothing."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import load_game, new_game, quick_setup
from crossfire_desktop.ui.session.autosave_journal import AutosaveJournal, journal_path, recover
from crossfire_desktop.ui.session.controller import GameController
from crossfire_desktop.ui.session.persist import Persist

ROOT = Path(__file__).resolve().parents[2]


def play_within_a_turn(ctl: GameController, seed: int, n: int) -> int:
    """Up to n actions that don't end the turn (so no full autosave is due), once a turn's Play step is on."""
    from crossfire_desktop.engine import Kind

    policy = RandomPolicy(seed)
    while ctl.game.pending is not None and ctl.game.pending.kind is not Kind.PLAY:
        assert ctl.submit(policy.choose(ctl.game))
    assert ctl.journal is not None
    ctl.journal.flush()
    done = 0
    turns = ctl.game.s.turns
    for _ in range(200):
        if done >= n or ctl.game.pending is None:
            break
        probe = load_game(ctl.game.save_json(), ctl.game.cat)  # JSON: load_game keeps the lists it is given
        action = policy.choose(probe)
        probe.apply(action)
        if probe.s.turns != turns:
            continue
        assert ctl.submit(action)
        done += 1
    return done


def test_actions_are_journaled_and_recovered(qapp, catalog, tmp_path):
    undos = 0
    for seed in range(5, 12):
        persist = Persist(tmp_path / f"data{seed}")
        game = new_game(quick_setup("crossfire", 4, seed), catalog)
        ctl = GameController(game, journal=AutosaveJournal(persist, game))
        assert ctl.journal is not None
        ctl.journal.start()
        assert play_within_a_turn(ctl, seed, 0) == 0
        on_disk = persist.read_autosave()
        played = play_within_a_turn(ctl, seed, 6)
        assert played >= 2
        undone = ctl.undo()  # refused after a hidden card was revealed
        undos += undone
        assert persist.read_autosave() == on_disk  # the full save is coalesced: not written yet
        lines = journal_path(persist).read_text("utf-8").splitlines()
        assert len(lines) == 1 + played + undone
        if undone:
            assert json.loads(lines[-1]) == {"g": ctl.journal.game_id, "undo": True}
        notice = recover(Persist(tmp_path / f"data{seed}"))
        assert notice and str(played + undone) in notice
        assert persist.load_game("").state_hash() == game.state_hash()
        assert not journal_path(persist).exists()
    assert undos


def test_flush_writes_the_autosave_and_empties_the_journal(qapp, catalog, tmp_path):
    persist = Persist(tmp_path / "data")
    game = new_game(quick_setup("crossfire", 2, 2), catalog)
    ctl = GameController(game, journal=AutosaveJournal(persist, game))
    assert ctl.journal is not None
    ctl.journal.start()
    play_within_a_turn(ctl, 2, 3)
    ctl.journal.flush()
    assert persist.load_game("").state_hash() == game.state_hash()
    assert len(journal_path(persist).read_text("utf-8").splitlines()) == 1
    assert recover(persist) is None  # nothing to replay


def test_a_stale_or_cut_journal_is_handled(qapp, catalog, tmp_path):
    persist = Persist(tmp_path / "data")
    game = new_game(quick_setup("crossfire", 2, 3), catalog)
    ctl = GameController(game, journal=AutosaveJournal(persist, game))
    assert ctl.journal is not None
    ctl.journal.start()
    play_within_a_turn(ctl, 3, 3)
    path = journal_path(persist)
    path.write_text(path.read_text("utf-8") + '{"a": {"type"', "utf-8")  # the crash cut the last line
    recover(persist)
    assert persist.load_game("").state_hash() == game.state_hash()
    # a journal written on another autosave is left out and removed
    path.write_text(json.dumps({"base": "0" * 64}) + "\n" + '{"undo": true}\n', "utf-8")
    before = persist.store.autosave_path.read_bytes()
    assert recover(persist) is None
    assert persist.store.autosave_path.read_bytes() == before and not path.exists()


def test_the_window_saves_in_full_when_the_table_is_left(make_window, persist, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 6), one_player=True)
    play_within_a_turn(win.ctl, 6, 2)
    win.show_menu()
    assert persist.load_game("").state_hash() == win.ctl.game.state_hash()


def test_the_full_autosave_follows_once_play_pauses(make_window, persist, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 8), one_player=True)
    play_within_a_turn(win.ctl, 8, 2)
    h = win.ctl.game.state_hash()
    qtbot.waitUntil(lambda: persist.load_game("").state_hash() == h, timeout=5000)


CHILD = """
import os, signal, sys
from PySide6.QtWidgets import QApplication
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import new_game, quick_setup
from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.ui.session.autosave_journal import AutosaveJournal
from crossfire_desktop.ui.session.controller import GameController
from crossfire_desktop.ui.session.persist import Persist
app = QApplication([])
persist = Persist(sys.argv[1])
game = new_game(quick_setup("crossfire", 4, int(sys.argv[2])), load_catalog())
ctl = GameController(game, journal=AutosaveJournal(persist, game))
ctl.journal.start()
policy = RandomPolicy(int(sys.argv[2]))
for _ in range(int(sys.argv[3])):
    if game.pending is None:
        break
    ctl.submit(policy.choose(game))
print(game.state_hash(), flush=True)
os.kill(os.getpid(), signal.SIGKILL)  # no flush, no clean exit: as a crash
"""


def test_a_killed_session_loses_no_action(catalog, tmp_path):
    for seed, actions in ((11, 9), (12, 40)):
        data = tmp_path / f"data{seed}"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        r = subprocess.run([sys.executable, "-c", CHILD, str(data), str(seed), str(actions)], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=120)
        assert r.returncode == -signal.SIGKILL, r.stderr
        expected = r.stdout.strip().splitlines()[-1]
        persist = Persist(data)
        recover(persist)
        assert persist.load_game("").state_hash() == expected
