"""Issue 28, item 3: one copy's clean-up never removes the temp file of a save another copy is writing.

Two real processes: copy A stops in the middle of its autosave write (its backup snapshot's temp is in
place; that temp is a hard link to the old save, so it looks as old as the save); copy B writes."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from crossfire_desktop.campaign import Store

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


@pytest.mark.skipif(os.name == "nt", reason="Windows renames over open files differently")
def test_a_save_in_progress_keeps_its_temp_while_another_copy_writes(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.write_autosave({"by": "first"})
    an_hour_ago = time.time() - 3600  # the save was written long ago
    os.utime(store.autosave_path, (an_hour_ago, an_hour_ago))
    a = subprocess.Popen([sys.executable, "-m", "tests.copies.paused_writer", str(tmp_path)], cwd=ROOT, env=ENV,
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert a.stdin is not None and a.stdout is not None
    assert a.stdout.readline().strip() == "paused"
    b = subprocess.Popen([sys.executable, "-c", "import sys; from crossfire_desktop.campaign import Store; "
                          "Store(sys.argv[1]).write_autosave({'by': 'B'})", str(tmp_path)],
                         cwd=ROOT, env=ENV, stderr=subprocess.PIPE, text=True)
    time.sleep(1.0)  # B is at work (on main it removed A's temp here); A goes on
    a.stdin.write("go\n")
    a.stdin.flush()
    assert a.stdout.readline().strip() == "written"
    assert a.wait(timeout=60) == 0
    _, b_err = b.communicate(timeout=60)
    assert b.returncode == 0, b_err
    assert store.read_autosave().data == {"by": "B"}
    assert store.read_autosave_backup().data == {"by": "A"}
    assert not list(tmp_path.rglob("*.tmp"))
