"""The Qt binding keeps its references to None (issue 16: the ctypes refcount guard is gone)."""

from __future__ import annotations

import sys

import pytest

from crossfire_desktop.ui import drops_none_references


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_void_qt_calls_keep_the_reference_to_none() -> None:
    assert drops_none_references(200) == 0


def test_no_refcount_writes_through_ctypes() -> None:
    from pathlib import Path

    import crossfire_desktop.ui as ui

    source = Path(ui.__file__).read_text(encoding="utf-8")
    assert "ctypes" not in source
