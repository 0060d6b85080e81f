"""The store's revisions (issue 28 item 1, in one process; tests/copies/ runs two): a write based on a
revision that is no longer on disk is refused and writes nothing; a write lock held too long is "busy"."""

from __future__ import annotations

from pathlib import Path

import pytest

from crossfire_desktop.campaign import SaveError, Store, atomic


def test_a_write_on_a_stale_revision_writes_nothing(tmp_path: Path) -> None:
    store = Store(tmp_path)
    first = store.save("game", "g", {"n": 1}, None)  # None: the file must not exist yet
    second = store.save("game", "g", {"n": 2}, first)
    path = store.path("game", "g")
    before = path.read_bytes()
    for base, said in ((first, "was changed"), (None, "was created")):
        with pytest.raises(SaveError) as err:
            store.save("game", "g", {"n": 3}, base)
        assert err.value.problem == "changed_on_disk" and said in str(err.value)
        assert path.read_bytes() == before
    path.unlink()
    with pytest.raises(SaveError, match="was removed"):
        store.save("game", "g", {"n": 3}, second)
    assert not path.exists()


def test_a_lock_held_too_long_is_busy_and_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    store.write("game", "g", {"n": 1})
    monkeypatch.setattr(atomic, "LOCK_WAIT_SECONDS", 0.05)
    # another copy in the middle of its write holds the lock
    with atomic.locked(store.path("game", "g")), pytest.raises(SaveError) as err:
        store.write("game", "g", {"n": 2})
    assert err.value.problem == "busy"
    assert store.read("game", "g").data == {"n": 1}


def test_setting_aside_a_damaged_save_while_another_copy_writes_it_is_busy(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The player's "set it aside" under another copy's write lock: the save's own "busy" problem (its words
    translated, ui/words/save_words.py), never a raw OSError in English; the file stays where it was."""
    store = Store(tmp_path)
    path = store.path("game", "g")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"{oops")
    monkeypatch.setattr(atomic, "LOCK_WAIT_SECONDS", 0.05)
    with atomic.locked(path), pytest.raises(SaveError) as err:
        store.set_aside_damaged("game", path)
    assert err.value.problem == "busy" and err.value.path == path
    assert path.read_bytes() == b"{oops" and [p.name for p in path.parent.glob("g.*")] == ["g.json"]
