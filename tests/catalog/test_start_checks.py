"""The card data is checked at program start as `crossfire cards check` checks it (issue 16):
effect names, each effect's params against its spec, and bounded `copies`."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

import pytest

from crossfire_desktop.catalog import CatalogError
from crossfire_desktop.catalog import cache as catalog_cache
from crossfire_desktop.catalog.effect_params import LATER_PLAY_EFFECTS, PARAMS, param_problem
from crossfire_desktop.catalog.models import abilities_in
from crossfire_desktop.engine.effects import REGISTRY, _load_all
from crossfire_desktop.engine.statics import STATIC_EFFECTS

Edit = Callable[[str, str, str], Path]


def load_at_start(root: Path, monkeypatch: pytest.MonkeyPatch) -> object:
    monkeypatch.setattr(catalog_cache, "data_root", lambda: root)
    return catalog_cache.load_catalog.__wrapped__()  # what the program runs at start, without the cache


def start_error(root: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    with pytest.raises(CatalogError) as info:
        load_at_start(root, monkeypatch)
    return str(info.value)


def test_the_shipped_data_passes(tmp_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    load_at_start(tmp_root, monkeypatch)


def test_every_effect_has_a_params_spec_and_every_spec_an_effect() -> None:
    # The specs are catalog data (the catalog can't import the engine): the two lists must not drift apart.
    _load_all()
    effects = set(REGISTRY) | STATIC_EFFECTS
    assert sorted(effects - set(PARAMS)) == [], "registered effects without a params spec"
    assert sorted(set(PARAMS) - effects) == [], "params specs without a registered effect"


def test_the_later_play_effects_are_declared_with_the_params_and_are_those_the_shipped_cards_use() -> None:
    # one declaration (catalog/effect_params.py) that packs.py checks against: a new later_play effect is added there
    shipped = {a.effect for card in catalog_cache.load_catalog().by_id.values() for _, a in abilities_in(card)
               if a.when == "later_play"}
    assert shipped == set(LATER_PLAY_EFFECTS) and set(LATER_PLAY_EFFECTS) <= set(PARAMS)


def test_an_unknown_effect_is_refused_at_start(tmp_root: Path, edit: Edit, monkeypatch: pytest.MonkeyPatch) -> None:
    edit("black_market.toml", 'effect = "last_levels"', 'effect = "last_levelz"')
    assert start_error(tmp_root, monkeypatch) == (
        "cards/black_market.toml, card 'RA SM-4 Sniper Rifle', field 'abilities.0.effect': "
        "unknown effect 'last_levelz' (the engine has no effect of that name)")


@pytest.mark.parametrize(("new", "words"), [
    ('params = { who = "chosen_other", n = "one" }', "params.n': expected a whole number >= 0, found 'one'"),
    ('params = { who = "chosen_other", n = true }', "params.n': expected a whole number >= 0, found True"),
    ('params = { who = "chosen_other" }', "params.n': missing param (effect 'heal' needs it)"),
    ('params = { who = "chosen_other", n = 1, nn = 2 }', "params.nn': unknown param for effect 'heal'"),
    ('params = { who = "somebody", n = 1 }', "params.who': expected one of you, current"),
    ('params = { who = "chosen_other", n = -1 }', "params.n': expected a whole number >= 0, found -1"),
])
def test_bad_params_are_refused_at_start(
    tmp_root: Path, edit: Edit, monkeypatch: pytest.MonkeyPatch, new: str, words: str
) -> None:
    edit("black_market.toml", 'params = { who = "chosen_other", n = 1 }', new)
    text = start_error(tmp_root, monkeypatch)
    assert text.startswith("cards/black_market.toml, card 'Covering Fire', field 'abilities.0.")
    assert words in text


def test_a_static_ability_missing_its_number_is_refused(
    tmp_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_root / "cards" / "obstacles_normal.toml"
    text = path.read_text("utf-8")
    assert 'effect = "max_plays"' in text
    start = text.index('effect = "max_plays"')
    line_end = text.index("\n", text.index("params", start))
    fixed = text[:start] + text[start:line_end].replace("n = ", "m = ") + text[line_end:]
    path.write_text(fixed, "utf-8")
    assert "field 'abilities.0.params.m': unknown param for effect 'max_plays'" in start_error(tmp_root, monkeypatch)


@pytest.mark.parametrize(("copies", "words"), [("21", "must be at most 20, found 21"), ("0", "must be at least 1")])
def test_copies_are_bounded(
    tmp_root: Path, edit: Edit, monkeypatch: pytest.MonkeyPatch, copies: str, words: str
) -> None:
    edit("black_market.toml", "copies = 3\n", f"copies = {copies}\n")
    text = start_error(tmp_root, monkeypatch)
    assert "cards/black_market.toml, card 'Monofilament Whip', field 'copies'" in text and words in text


def test_the_program_shows_the_message_not_a_traceback(
    tmp_root: Path, edit: Edit, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], qapp: object
) -> None:
    import crossfire_desktop.ui.shell.app as app
    from crossfire_desktop import bootcache

    edit("black_market.toml", 'params = { who = "chosen_other", n = 1 }', 'params = { who = "chosen_other", n = "x" }')
    monkeypatch.setattr(catalog_cache, "data_root", lambda: tmp_root)
    monkeypatch.setattr(bootcache, "data_root", lambda: tmp_root)  # where start-up looks (before pydantic)
    monkeypatch.setattr(app, "load_catalog", catalog_cache.load_catalog.__wrapped__)
    rc = app.main(argparse.Namespace(quit_when_shown=True, self_test=False, data_dir=str(tmp_root / "data")))
    assert rc == 2
    err = capsys.readouterr().err
    assert "The card data is invalid" in err and "Covering Fire" in err and "params.n" in err
    assert "Traceback" not in err



def test_a_huge_param_is_named_in_one_short_line() -> None:
    """A 2 MB text where a number goes (a pack's card, listed and shown in a label): its start, not all of it."""
    field, problem = param_problem("heal", {"who": "chosen_other", "n": "x" * 2_000_000}) or ("", "")
    assert field == "n" and problem.startswith("expected a whole number >= 0, found 'xxx")
    assert problem.endswith("...") and len(problem) < 120
