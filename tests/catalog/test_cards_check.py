"""`crossfire cards check [--json]`."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from crossfire_desktop.catalog import check
from crossfire_desktop.catalog.effect_params import known_effect
from crossfire_desktop.catalog.loader import data_root

Edit = Callable[[str, str, str], Path]
DECKS = ["basic", "black_market", "obstacles_normal", "obstacles_hard", "crossfire", "upgrades", "bosses"]


def test_json_shape_from_the_command_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "crossfire_desktop", "cards", "check", "--json"],
        cwd=data_root(),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)  # exactly one JSON object on stdout
    assert list(report) == ["decks"]
    assert list(report["decks"]) == DECKS
    for deck, counts in report["decks"].items():
        assert set(counts) == {"total", "playable", "incomplete", "copies"}, deck
        assert counts["total"] == counts["playable"] + counts["incomplete"]
    assert report["decks"]["black_market"] == {"total": 24, "playable": 24, "incomplete": 0, "copies": 60}
    assert report["decks"]["obstacles_normal"]["playable"] == 18
    assert report["decks"]["obstacles_hard"]["playable"] == 10
    assert report["decks"]["crossfire"] == {"total": 50, "playable": 9, "incomplete": 41, "copies": 50}
    assert report["decks"]["bosses"] == {"total": 1, "playable": 1, "incomplete": 0, "copies": 1}


def test_table_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert check.main(as_json=False) == 0
    out = capsys.readouterr().out
    header = out.splitlines()[0].split()
    assert header == ["deck", "total", "playable", "incomplete", "copies"]
    row = next(line.split() for line in out.splitlines() if line.startswith("black_market"))
    assert row == ["black_market", "24", "24", "0", "60"]


def test_broken_file_exits_non_zero_with_the_message(
    tmp_root: Path, edit: Edit, capsys: pytest.CaptureFixture[str]
) -> None:
    edit("obstacles_hard.toml", 'track = [3, "blue", "blue", 1]', 'track = [3, "purple", "blue", 1]')
    assert check.main(as_json=True, root=tmp_root) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip() == (
        "cards/obstacles_hard.toml, card 'Lightning Mage', field 'track.1.color': "
        "expected one of 'black', 'blue', 'green' or 'red', found 'purple'"
    )
    assert "Traceback" not in captured.err


def test_broken_file_from_the_command_line(tmp_root: Path, edit: Edit) -> None:
    edit("black_market.toml", "cost = 2\n", 'cost = "two"\n')
    code = "import sys; from pathlib import Path; from crossfire_desktop.catalog.check import main; sys.exit(main(False, Path(sys.argv[1])))"
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_root)], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 1
    assert "cards/black_market.toml, card 'Monofilament Whip', field 'cost'" in done.stderr
    assert "Traceback" not in done.stderr


def test_unknown_effect_is_a_data_error(
    tmp_root: Path, edit: Edit, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    edit(
        "black_market.toml",
        'id = "lightning_bolt"\n',
        'id = "lightning_bolt"\nabilities = [{ when = "play", effect = "no_such_effect" }]\n',
    )
    assert check.main(as_json=True, root=tmp_root) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(
        "cards/black_market.toml, card 'Lightning Bolt', field 'abilities.0.effect': unknown effect 'no_such_effect'"
    )


def test_unknown_boss_reward_effect_names_its_path(
    tmp_root: Path, edit: Edit, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    edit("bosses.toml", 'effect = "gain_nuyen"', 'effect = "gain_money"')
    assert check.main(as_json=False, root=tmp_root) == 1
    assert (
        "cards/bosses.toml, card 'Dragon', field 'sides.0.aspects.0.reward.1.effect': unknown effect 'gain_money'"
        in capsys.readouterr().err
    )


def test_the_catalog_knows_the_dragon_reward_effects() -> None:
    for name in ("heal", "gain_nuyen", "draw"):
        assert known_effect(name), name
