"""ruff and mypy (strict on engine/ and catalog/) stay clean: the suite enforces it."""

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_is_clean() -> None:
    ruff = shutil.which("ruff")
    cmd = [ruff] if ruff else [sys.executable, "-m", "ruff"]
    out = subprocess.run([*cmd, "check", "crossfire_desktop", "tests", "bench"], cwd=ROOT, capture_output=True,
                         text=True, check=False)
    assert out.returncode == 0, out.stdout + out.stderr


def test_mypy_strict_on_engine_and_catalog_is_clean() -> None:
    out = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stdout + out.stderr
