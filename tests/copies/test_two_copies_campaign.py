"""Issue 28, item 1: two copies of the program with one campaign open; neither change is ever lost.

Each copy is a real process (tests/copies/copy_process.py) on one data folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from crossfire_desktop.campaign import (
    Store,
    add_runner,
    export_campaign,
    load_campaign,
    new_campaign,
    save_campaign,
)

ROOT = Path(__file__).resolve().parents[2]


class Copy:
    """One running copy: send a command, read its answer."""

    def __init__(self, data: Path) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
        self.proc = subprocess.Popen([sys.executable, "-m", "tests.copies.copy_process", str(data)], cwd=ROOT,
                                     env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def __call__(self, command: str) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        assert line, f"the copy died on {command!r}"
        answer: dict[str, Any] = json.loads(line)
        return answer

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=60)


@pytest.fixture
def copies(tmp_path: Path):  # noqa: ANN201
    store = Store(tmp_path)
    save_campaign(store, add_runner(new_campaign("Crew", campaign_id="crew"), "Ana", "Elf", runner_id="ana"))
    a, b = Copy(tmp_path), Copy(tmp_path)
    yield store, a, b
    a.close()
    b.close()


def test_an_award_in_one_copy_survives_a_change_in_the_other(copies: tuple[Store, Copy, Copy]) -> None:
    store, a, b = copies
    a("open crew")
    b("open crew")
    assert a("award ana")["message"] is None
    refused = b("add Bo")
    assert "another copy" in refused["message"]  # said, and B now shows A's award
    assert refused["runners"]["Ana"] > 0 and "Bo" not in refused["runners"]
    assert b("add Bo")["message"] is None  # made again on the newer version: both kept
    assert a("add Cy")["message"] is not None  # A's copy is the stale one now
    on_disk = load_campaign(store, "crew")
    assert {r.name for r in on_disk.runners} == {"Ana", "Bo"}
    assert on_disk.runners[0].karma_earned > 0 and len(on_disk.ledger) == 1


def test_an_import_with_replace_is_not_reverted_by_the_other_copy(copies: tuple[Store, Copy, Copy],
                                                                  tmp_path: Path) -> None:
    store, a, b = copies
    b("open crew")
    export = tmp_path / "export.json"
    export_campaign(new_campaign("Crew replaced", campaign_id="crew"), export)
    assert a("import " + str(export))["name"] == "Crew replaced"
    answer = b("add Bo")
    assert "another copy" in answer["message"] and answer["name"] == "Crew replaced"
    assert load_campaign(store, "crew").name == "Crew replaced"
