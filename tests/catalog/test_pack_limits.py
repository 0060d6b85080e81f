"""Issue 28 item 8 and the schema principle: every number a card pack can set has a range, sized to the
box's cards, checked by `cards check` with the file, card and field named; a pack beyond it never reaches
the engine (a `levels = 1000000000` box ran Game.pool out of memory, then crashed the window)."""

from __future__ import annotations

import types
import typing
from pathlib import Path

import pytest
from pydantic import BaseModel

from crossfire_desktop.catalog import Catalog, CatalogError
from crossfire_desktop.catalog import models as m
from crossfire_desktop.catalog.check import main as cards_check
from crossfire_desktop.catalog.packs import MAX_PACK_CARDS, read_pack

GUN = '''[pack]
name = "Hostile"
[[black_market]]
id = "zz_big_gun"
name = "Big Gun"
type = "WEAPON"
color = "black"
cost = 2
copies = 1
damage = {{ {damage} }}
'''


@pytest.mark.parametrize(("damage", "field"), [
    ("levels = 1000000000", "damage.levels"),
    ("colorless = 1000000", "damage.colorless"),
    ('colors = [' + ', '.join(['"red"'] * 200) + ']', "damage.colors"),
], ids=["levels", "colorless", "colors"])
def test_a_damage_box_beyond_the_schema_is_refused_naming_file_card_and_field(
        catalog: Catalog, tmp_path: Path, damage: str, field: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hostile.toml"
    path.write_text(GUN.format(damage=damage), "utf-8")
    with pytest.raises(CatalogError) as caught:
        read_pack(path, catalog)
    assert str(caught.value).startswith(f"{path}, card 'Big Gun', field '{field}'")
    assert cards_check(False, packs=[path]) == 1
    assert f"field '{field}'" in capsys.readouterr().err


OBSTACLE = '''[pack]
name = "Hostile"
[[obstacles_normal]]
id = "zz_rich"
name = "Rich Target"
color = "green"
type = "Tech"
nuyen = {nuyen}
attack = 1
track = {track}
'''


@pytest.mark.parametrize(("nuyen", "track", "field"), [
    (1_000_000, '["green"]', "nuyen"),
    (2, "[" + ", ".join(["2"] * 100) + "]", "track"),
    (2, "[1000000]", "track.0.amount"),
], ids=["nuyen", "track_length", "level_amount"])
def test_obstacle_numbers_beyond_the_schema_are_refused(catalog: Catalog, tmp_path: Path, nuyen: int,
                                                         track: str, field: str) -> None:
    path = tmp_path / "hostile.toml"
    path.write_text(OBSTACLE.format(nuyen=nuyen, track=track), "utf-8")
    with pytest.raises(CatalogError) as caught:
        read_pack(path, catalog)
    assert str(caught.value).startswith(f"{path}, card 'Rich Target', field '{field}'")


def test_the_box_limits_hold_the_highest_printed_values(tmp_path: Path, catalog: Catalog) -> None:
    path = tmp_path / "edge.toml"
    path.write_text(OBSTACLE.format(nuyen=m.MAX_NUYEN, track=f"[{m.MAX_AMOUNT}]"), "utf-8")
    assert read_pack(path, catalog).cards[0].card.nuyen == m.MAX_NUYEN  # type: ignore[attr-defined]
    over = tmp_path / "over.toml"
    over.write_text(OBSTACLE.format(nuyen=m.MAX_NUYEN + 1, track='["green"]'), "utf-8")
    with pytest.raises(CatalogError):
        read_pack(over, catalog)


def test_a_pack_of_too_many_cards_is_refused(catalog: Catalog, tmp_path: Path) -> None:
    one = '[[crossfire]]\nid = "zz_e{i}"\nname = "E{i}"\ntext = "x"\n'
    path = tmp_path / "many.toml"
    path.write_text('[pack]\nname = "Many"\n' + "".join(one.format(i=i) for i in range(MAX_PACK_CARDS + 1)), "utf-8")
    with pytest.raises(CatalogError, match=f"at most {MAX_PACK_CARDS} cards"):
        read_pack(path, catalog)


def _unbounded(model: type[BaseModel], seen: set[type] | None = None) -> list[str]:
    """Fields of `model` (and the models inside it) holding a number or a list with no upper bound."""
    seen = set() if seen is None else seen
    if model in seen:
        return []
    seen.add(model)
    found = []
    for name, info in model.model_fields.items():
        bounded = any(getattr(meta, "le", None) is not None or getattr(meta, "max_length", None) is not None
                      for meta in info.metadata)
        inner = [a for a in _args(info.annotation) if a is not type(None)]
        numeric_or_list = any(a is int or typing.get_origin(a) in (list, dict) for a in inner)
        if numeric_or_list and not bounded and not all(typing.get_origin(a) is typing.Annotated for a in inner):
            found.append(f"{model.__name__}.{name}")
        for a in inner:
            for sub in _args(a):
                if isinstance(sub, type) and issubclass(sub, BaseModel):
                    found += _unbounded(sub, seen)
    return found


def _args(tp: object) -> list[object]:
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType, list, dict):
        return [x for a in typing.get_args(tp) for x in ([a] if typing.get_origin(a) is None else [a, *_args(a)])]
    return [tp]


def test_every_number_and_list_a_pack_can_set_has_an_upper_bound() -> None:
    models = [m.PlayerCard, m.ObstacleCard, m.CrossfireCard, m.UpgradeCard, m.BossCard]
    assert [f for model in models for f in _unbounded(model)] == []
