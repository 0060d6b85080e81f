"""`crossfire simulate` refuses bad arguments with a clear usage error and a non-zero exit (issue 16)."""

from __future__ import annotations

import json

import pytest

from crossfire_desktop.cli import main


@pytest.mark.parametrize(("args", "words"), [
    (["--runners", "0"], "Crossfire is played by 2 to 4 runners, not 0"),
    (["--runners", "9"], "not 9"),
    (["--mission", "dragon_fight", "--runners", "3"], "Dragon Fight is played by 4 runners, not 3"),
    (["--games", "-5"], "argument --games: must be between 1 and"),
    (["--games", "0"], "argument --games"),
    (["--games", "ten"], "expected a whole number"),
    (["--mission", "nope"], "unknown mission 'nope'"),
    (["--policy", "nope"], "unknown policy 'nope'"),
    (["--seed", "1.5"], "argument --seed"),
    (["--budget-ms", "nan"], "argument --budget-ms: must be more than 0 and at most 60000, found nan"),
    (["--budget-ms", "inf"], "argument --budget-ms: must be more than 0"),
    (["--budget-ms", "1e308"], "found 1e308"),
    (["--budget-ms", "-5"], "found -5"),
    (["--budget-ms", "0"], "found 0"),
    (["--budget-ms", "soon"], "expected a number of milliseconds, found 'soon'"),
])
def test_bad_arguments_exit_2_with_a_message(args: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["simulate", *args])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert words in err and "usage: crossfire simulate" in err


def test_good_arguments_still_run(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "2", "--runners", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["errors"] == []
