"""End-to-end fixtures: one Xvfb per screen size, the program started on it, screenshots kept in a folder
the run prints. Without Xvfb, xdotool or ImageMagick the tests skip, except in CI (CI=true): there they fail."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .harness import Program, XServer, missing_tools, tools_verdict, write_data_dir

SIZES = [(1280, 720), (1920, 1080)]
_shots: list[Path] = []


def shots_root() -> Path:
    if not _shots:
        chosen = os.environ.get("CROSSFIRE_E2E_SHOTS")
        root = Path(chosen) if chosen else Path(tempfile.mkdtemp(prefix="crossfire-e2e-"))
        root.mkdir(parents=True, exist_ok=True)
        _shots.append(root)
    return _shots[0]


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if _shots:
        terminalreporter.write_line(f"end-to-end screenshots and program logs: {_shots[0]}")


@pytest.fixture(scope="session")
def x_tools() -> None:
    verdict = tools_verdict(missing_tools(), dict(os.environ))
    if verdict is not None:
        what, why = verdict
        if what == "fail":
            pytest.fail(why, pytrace=False)
        pytest.skip(why)


@pytest.fixture(scope="session", params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def xserver(request: Any, x_tools: None) -> Iterator[XServer]:
    w, h = request.param
    x = XServer(w, h, shots_root() / f"xvfb-{w}x{h}.log")
    yield x
    x.stop()


@pytest.fixture
def start(xserver: XServer, request: Any) -> Iterator[Any]:
    """start(**data) writes the data folder (settings, New mission's last team) and starts the program.
    The data folder stays beside the screenshots: the saved game can be looked at after the run."""
    started: list[Program] = []
    w, h = xserver.size
    name = request.node.name.split("[")[0]

    def go(**data: Any) -> Program:
        shots = shots_root() / f"{name}-{w}x{h}"
        folder = shots / "data"
        if folder.exists():
            shutil.rmtree(folder)
        write_data_dir(folder, **data)
        program = Program(xserver, folder, shots)
        started.append(program)
        return program

    yield go
    for program in started:
        program.stop()
