"""The installed program starts again at -OO, as the bundle runs (crossfire_desktop/optimized.py), unless that
would compile every module at each start."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="an exec in place is POSIX's")


def levels(tmp_path: Path, *args: str, command: tuple[str, ...] = ("-m", "crossfire_desktop"), **env: str) -> list[str]:
    """The optimization level of each interpreter that ran `python COMMAND ARGS` (`python -m crossfire_desktop`
    unless told; a sitecustomize on the path says it at each start)."""
    hook = tmp_path / "hook"
    hook.mkdir(exist_ok=True)
    (hook / "sitecustomize.py").write_text("import sys\nprint('level', sys.flags.optimize, file=sys.stderr)\n")
    full = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "CROSSFIRE_NO_OO")}
    full.update(PYTHONPATH=os.pathsep.join([str(hook), str(ROOT)]), PYTHONPYCACHEPREFIX=str(tmp_path / "pyc"), **env)
    out = subprocess.run([sys.executable, *command, *args], env=full, capture_output=True,
                         text=True, timeout=60, check=True)
    assert "usage: crossfire" in out.stdout
    return [line.split()[1] for line in out.stderr.splitlines() if line.startswith("level ")]


def test_the_program_runs_at_OO_without_docstrings(tmp_path):
    assert levels(tmp_path, "--help") == ["0", "2"]  # started again, once
    assert levels(tmp_path, "--help") == ["0", "2"]  # its -OO compiled files kept: the same at the next start


def test_it_stays_at_the_usual_level_when_each_start_would_compile_everything(tmp_path):
    """Compiled files at the usual level are there, -OO ones can't be written (PYTHONDONTWRITEBYTECODE here;
    a system-wide install elsewhere): each start at -OO would compile every module, so it runs as it is."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(ROOT), PYTHONPYCACHEPREFIX=str(tmp_path / "pyc"))
    subprocess.run([sys.executable, "-c", "import os, crossfire_desktop.optimized"], env=env, check=True, timeout=60)
    assert levels(tmp_path, "--help", PYTHONDONTWRITEBYTECODE="1") == ["0"]


def test_the_installed_script_runs_at_OO_too(tmp_path):
    """`crossfire`, the script pip installs (its name is what cli.main looks at), restarts as `-m` does."""
    script = tmp_path / "bin" / "crossfire"
    script.parent.mkdir()
    script.write_text("import sys\nfrom crossfire_desktop.cli import main\nsys.exit(main())\n")
    assert levels(tmp_path, "--help", command=(str(script),)) == ["0", "2"]
    other = script.with_name("crossfire-dev")  # another name: not the player's command, not restarted
    other.write_text(script.read_text())
    assert levels(tmp_path, "--help", command=(str(other),)) == ["0"]


def test_a_developer_can_keep_the_usual_level(tmp_path):
    assert levels(tmp_path, "--help", CROSSFIRE_NO_OO="1") == ["0"]
    assert levels(tmp_path, "--help", command=("-X", "dev", "-m", "crossfire_desktop")) == ["0"]
