"""PySide6's import hook answers from the files and keeps no module's lines (crossfire_desktop/ui/__init__.py)."""

from __future__ import annotations

import linecache
import sys
from pathlib import Path

import pytest

import crossfire_desktop.ui  # noqa: F401 - quiets the hook


@pytest.fixture
def modules_dir(tmp_path: Path):
    (tmp_path / "uses_qt_here.py").write_text("from PySide6.QtCore import QObject\nX = QObject\n")
    (tmp_path / "no_qt_here.py").write_text("Y = 1\n")
    sys.path.insert(0, str(tmp_path))
    yield tmp_path
    sys.path.remove(str(tmp_path))
    for name in ("uses_qt_here", "no_qt_here"):
        sys.modules.pop(name, None)


def test_modules_imported_after_the_binding_leave_no_lines_and_are_told_apart(modules_dir: Path) -> None:
    linecache.clearcache()
    import no_qt_here  # noqa: F401 - an import statement, as the program's modules are (the hook sees those)
    import uses_qt_here  # noqa: F401
    assert not [f for f in linecache.cache if str(modules_dir) in f]
    features = sys.modules["shibokensupport.feature"].pyside_feature_dict
    assert features["uses_qt_here"] == 0  # a PySide6 user: features switch for it
    assert features["no_qt_here"] == -1  # ignored by the switching


def test_files_read_while_the_binding_loaded_are_not_kept() -> None:
    """The hook read enum.py and the binding's own __init__ files before it could be quieted: dropped at once."""
    import subprocess

    code = "import crossfire_desktop.ui, linecache; print(len(linecache.cache))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True,
                         cwd=Path(__file__).resolve().parents[2])
    assert out.stdout.split()[-1] == "0"
