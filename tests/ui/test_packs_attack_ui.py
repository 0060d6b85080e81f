"""Hostile pack files at the UI (issue 16, card packs): the editor opening a FIFO, a deck that isn't an array
or TOML nested too deep says why and stays usable; a FIFO or deep JSON as the packs' switches file is ignored."""

from __future__ import annotations

import os
import signal

import pytest

from crossfire_desktop.ui.packs.view import ENABLED_FILE, PackShelf

from .test_card_editor import open_editor


@pytest.fixture
def no_hang():
    def boom(*_):
        raise TimeoutError("blocked")

    old = signal.signal(signal.SIGALRM, boom)
    signal.alarm(30)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


@pytest.mark.parametrize("plant", ["fifo", "not_an_array", "deep", "bignum"])
def test_the_editor_opens_a_hostile_pack_without_hanging_or_crashing(make_window, qtbot, tmp_path, plant, no_hang):
    path = tmp_path / "bad.toml"
    if plant == "fifo":
        os.mkfifo(path)
    elif plant == "not_an_array":
        path.write_text('[pack]\nname = "x"\nblack_market = 5\n', "utf-8")
    elif plant == "deep":
        path.write_text("a = " + "[" * 50_000 + "]" * 50_000 + "\n", "utf-8")
    else:
        path.write_text("a = " + "9" * 5000 + "\n", "utf-8")
    win = make_window()
    editor = open_editor(win, qtbot)
    editor.open_pack(str(path))
    if plant == "not_an_array":
        assert editor.doc.info["name"] == "x" and editor.doc.entries == []
    else:
        assert "Can't open that pack" in editor.problem.text()
    assert path.exists()


@pytest.mark.parametrize("plant", ["fifo", "deep"])
def test_a_hostile_switches_file_is_ignored(catalog, tmp_path, plant, no_hang):
    if plant == "fifo":
        os.mkfifo(tmp_path / ENABLED_FILE)
    else:
        (tmp_path / ENABLED_FILE).write_text('{"a":' * 100_000, "utf-8")
    assert PackShelf(tmp_path, catalog).enabled() == set()
