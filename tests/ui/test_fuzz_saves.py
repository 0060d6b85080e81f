"""The quick version of bench/fuzz_saves.py: ~100 corrupted files of every kind, loaded through the
program's own code in a worker process (a hang is a timeout, a dead worker a crash)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _fuzz_module():
    spec = importlib.util.spec_from_file_location("fuzz_saves", ROOT / "bench" / "fuzz_saves.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(sys.platform == "win32", reason="select() on pipes")
def test_corrupted_saves_never_crash_hang_or_get_lost():
    fuzz = _fuzz_module()
    out = fuzz.run_fuzz(100, seed=16)
    counts = out["counts"]
    assert sum(counts.values()) >= 100
    assert (counts["crash"], counts["hang"], counts["lost"]) == (0, 0, 0), out["problems"]
    assert counts["reported"] > 80
    kinds = {key.split("/")[1] for key in out["per_kind"]}
    assert set(fuzz.KINDS) <= kinds  # every corruption kind was tried
