"""Pack problems as codes the program can put in words: every problem of an entry is kept (bounded), and an
entry that names no card blames its missing number, not a "missing name"."""

from __future__ import annotations

from pathlib import Path

import pytest

from crossfire_desktop.catalog import CatalogError, load_catalog
from crossfire_desktop.catalog.loader import MAX_PROBLEMS_KEPT
from crossfire_desktop.catalog.packs import read_pack


def _error(tmp_path: Path, text: str) -> CatalogError:
    path = tmp_path / "p.toml"
    path.write_text(text, "utf-8")
    with pytest.raises(CatalogError) as err:
        read_pack(path, load_catalog())
    return err.value


def test_every_problem_of_an_entry_is_kept_with_its_code(tmp_path: Path) -> None:
    err = _error(tmp_path, '[pack]\nname = "x"\n[[obstacles_normal]]\nnumber = "12/80"\nattack = "two"\n'
                           'nuyen = -1\ntrack = ["blue", 99999999999]\n')
    found = {(e.field, e.code) for e in [err, *err.more]}
    assert found == {("attack", "whole_number"), ("nuyen", "at_least"), ("track.1.amount", "at_most")}
    assert err.total == 3 and str(err).endswith("(and 2 more problems)")  # the command line's one line
    bad = next(e for e in [err, *err.more] if e.code == "at_most")
    assert bad.params == {"bound": 30, "found": "99999999999"} and bad.card == "12/80"


def test_the_problems_kept_are_bounded(tmp_path: Path) -> None:
    track = ", ".join(["0"] * 16)  # 16 boxes under the 1 minimum (a track holds at most 16)
    err = _error(tmp_path, f'[pack]\nname = "x"\n[[obstacles_normal]]\nnumber = "12/80"\ntrack = [{track}]\n'
                           'attack = "x"\nnuyen = -1\ncolor = "pink"\ntype = "x"\nflavor = 3\n')
    assert err.total == 21 and 1 + len(err.more) == MAX_PROBLEMS_KEPT


def test_an_entry_without_number_blames_the_number(tmp_path: Path) -> None:
    err = _error(tmp_path, '[pack]\nname = "x"\n[[obstacles_normal]]\nattack = 2\n')
    assert err.field == "number" and err.code == "no_card"
    assert "names no card" in str(err) and "name" not in (err.field or "").replace("number", "")


def test_a_later_play_ability_is_refused_on_an_effect_that_does_not_read_one(tmp_path: Path) -> None:
    # `when = "later_play"` fires on every later card of the turn with no placement: only the effects written for it
    # (Monofilament Whip, Negotiation) may have it; a placement effect there failed every later play of the turn.
    err = _error(tmp_path, '[pack]\nname = "x"\n[[black_market]]\nid = "katana"\n'
                           '[[black_market.abilities]]\nwhen = "later_play"\neffect = "katana"\n')
    assert err.code == "later_play_effect" and err.field is not None and err.field.endswith(".when")
    assert "monofilament_whip" in str(err) and "'katana'" in str(err)
