"""A damaged or planted autosave journal never loses the last good autosave, never hangs or crashes the start,
and is reported (set aside, bytes kept): garbage, a refused action, a journal of another game, a huge
journal, a FIFO or a link to /dev/zero in its place."""

from __future__ import annotations

import json
import os
import signal

import pytest

from crossfire_desktop.engine import new_game, quick_setup
from crossfire_desktop.ui.session.autosave_journal import (
    MAX_JOURNAL_BYTES,
    AutosaveJournal,
    journal_path,
    recover,
)
from crossfire_desktop.ui.session.controller import GameController
from crossfire_desktop.ui.session.persist import Persist

from .test_autosave_journal import play_within_a_turn


@pytest.fixture
def no_hang():
    def boom(*_):
        raise TimeoutError("blocked")

    old = signal.signal(signal.SIGALRM, boom)
    signal.alarm(30)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def started(tmp_path, catalog, seed=3):
    persist = Persist(tmp_path / "data")
    game = new_game(quick_setup("crossfire", 2, seed), catalog)
    ctl = GameController(game, journal=AutosaveJournal(persist, game))
    assert ctl.journal is not None
    ctl.journal.start()
    play_within_a_turn(ctl, seed, 0)
    ctl.journal.flush()
    return persist, ctl


def aside(persist):
    return sorted(p.name for p in journal_path(persist).parent.iterdir() if ".unreadable-" in p.name)


@pytest.mark.parametrize("plant", ["garbage", "not_a_dict", "deep", "fifo", "dev_zero", "huge", "bad_utf8"])
def test_an_unreadable_journal_is_reported_and_kept(qapp, catalog, tmp_path, plant, no_hang):
    persist, _ = started(tmp_path, catalog)
    path = journal_path(persist)
    before = persist.store.autosave_path.read_bytes()
    path.unlink()
    if plant == "garbage":
        path.write_bytes(b"\x00garbage{\n{}\n")
    elif plant == "not_a_dict":
        path.write_text("[1, 2]\n", "utf-8")
    elif plant == "deep":
        path.write_bytes(b"[" * 200_000 + b"\n")
    elif plant == "fifo":
        os.mkfifo(path)
    elif plant == "dev_zero":
        path.symlink_to("/dev/zero")
    elif plant == "bad_utf8":
        path.write_bytes(b"\xff\xfe\n")
    else:
        with path.open("wb") as fh:
            fh.truncate(MAX_JOURNAL_BYTES + 1)
    notice = recover(persist)
    assert notice and "journal" in notice and aside(persist)[0] in notice
    assert persist.store.autosave_path.read_bytes() == before  # the last good autosave, untouched
    assert not path.exists() and not path.is_symlink()  # the next game starts a fresh journal


def test_a_refused_action_is_reported_and_the_good_ones_kept(qapp, catalog, tmp_path):
    persist, ctl = started(tmp_path, catalog)
    assert play_within_a_turn(ctl, 3, 2) == 2
    good = ctl.game.state_hash()
    path = journal_path(persist)
    lines = path.read_text("utf-8").splitlines()
    refused = json.dumps({"a": {"type": "Choose", "option": 999}})
    path.write_text("\n".join([*lines, refused, lines[-1]]) + "\n", "utf-8")
    notice = recover(persist)
    assert notice and "2" in notice and "could not be replayed" in notice and aside(persist)[0] in notice
    assert persist.load_game("").state_hash() == good  # the two actions before it are in the autosave
    assert not path.exists()


def test_a_garbage_line_inside_the_journal_is_reported(qapp, catalog, tmp_path):
    persist, ctl = started(tmp_path, catalog)
    play_within_a_turn(ctl, 3, 2)
    path = journal_path(persist)
    lines = path.read_text("utf-8").splitlines()
    path.write_text("\n".join([lines[0], lines[1], "{garbage", *lines[2:]]) + "\n", "utf-8")
    notice = recover(persist)
    assert notice and "line 3" in notice and aside(persist)


def test_a_journal_of_another_game_never_touches_this_autosave(qapp, catalog, tmp_path):
    persist, ctl = started(tmp_path, catalog)
    play_within_a_turn(ctl, 3, 2)
    other, other_ctl = started(tmp_path / "other", catalog, seed=4)
    play_within_a_turn(other_ctl, 4, 2)
    journal_path(persist).write_bytes(journal_path(other).read_bytes())
    before = persist.store.autosave_path.read_bytes()
    assert recover(persist) is None
    assert persist.store.autosave_path.read_bytes() == before


def test_a_fifo_at_the_journal_during_play_never_blocks(qapp, catalog, tmp_path, no_hang):
    persist, ctl = started(tmp_path, catalog)
    path = journal_path(persist)
    path.unlink()
    os.mkfifo(path)
    assert play_within_a_turn(ctl, 3, 2) == 2  # each action falls back to the full autosave
    assert persist.load_game("").state_hash() == ctl.game.state_hash()


def test_the_journal_of_an_unreadable_autosave_is_kept_apart(qapp, catalog, tmp_path):
    persist, ctl = started(tmp_path, catalog)
    play_within_a_turn(ctl, 3, 2)
    journal = journal_path(persist).read_bytes()
    auto = persist.store.autosave_path
    auto.write_bytes(auto.read_bytes()[:-40])  # the autosave is cut; the journal's base is its old hash
    head = json.loads(journal.split(b"\n", 1)[0])
    head["base"] = __import__("hashlib").sha256(auto.read_bytes()).hexdigest()
    journal_path(persist).write_bytes(json.dumps(head).encode() + b"\n" + journal.split(b"\n", 1)[1])
    notice = recover(persist)
    assert notice and "could not be read" in notice
    kept = journal_path(persist).parent / aside(persist)[0]
    assert kept.read_bytes().split(b"\n", 1)[1] == journal.split(b"\n", 1)[1]


def test_a_journal_whose_autosave_was_then_damaged_is_kept_apart(qapp, catalog, tmp_path):
    persist, ctl = started(tmp_path, catalog)
    play_within_a_turn(ctl, 3, 2)
    journal = journal_path(persist).read_bytes()
    auto = persist.store.autosave_path
    raw = bytearray(auto.read_bytes())
    raw[len(raw) // 2] ^= 0x01  # a flipped bit: the journal's base no longer matches and the load fails
    auto.write_bytes(bytes(raw))
    notice = recover(persist)
    assert notice and "could not be read" in notice
    assert (journal_path(persist).parent / aside(persist)[0]).read_bytes() == journal
    assert auto.read_bytes() == bytes(raw)


def test_a_link_planted_at_the_journal_is_never_written_through(qapp, catalog, tmp_path):
    persist, ctl = started(tmp_path, catalog)
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n", "utf-8")
    path = journal_path(persist)
    path.unlink()
    path.symlink_to(victim)
    play_within_a_turn(ctl, 3, 2)
    ctl.journal.flush()
    assert victim.read_text("utf-8") == "precious\n"
    assert persist.load_game("").state_hash() == ctl.game.state_hash()
