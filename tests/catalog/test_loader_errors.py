"""A malformed data file is reported by file, card and field, on one line."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from crossfire_desktop.catalog import CatalogError, load_catalog_from

Edit = Callable[[str, str, str], Path]

LIGHTNING_MAGE_TRACK = 'track = [3, "blue", "blue", 1]'


def _error(root: Path) -> CatalogError:
    with pytest.raises(CatalogError) as info:
        load_catalog_from(root)
    message = str(info.value)
    assert "\n" not in message
    return info.value


@pytest.mark.parametrize(
    ("file", "old", "new", "expected"),
    [
        pytest.param(
            "obstacles_hard.toml",
            LIGHTNING_MAGE_TRACK,
            'track = [3, "purple", "blue", 1]',
            "cards/obstacles_hard.toml, card 'Lightning Mage', field 'track.1.color': expected one of 'black', 'blue', 'green' or 'red', found 'purple'",
            id="wrong-color-in-track",
        ),
        pytest.param(
            "obstacles_hard.toml",
            LIGHTNING_MAGE_TRACK,
            'track = [3, 0, "blue", 1]',
            "cards/obstacles_hard.toml, card 'Lightning Mage', field 'track.1.amount': must be at least 1, found 0",
            id="track-amount-0",
        ),
        pytest.param(
            "obstacles_hard.toml",
            LIGHTNING_MAGE_TRACK,
            'track = [3, { color = "blue", amount = 2 }, "blue", 1]',
            "cards/obstacles_hard.toml, card 'Lightning Mage', field 'track.1': a level is either a color or an amount, not both or neither",
            id="track-level-both",
        ),
        pytest.param(
            "obstacles_hard.toml",
            LIGHTNING_MAGE_TRACK,
            'track = [3, {}, "blue", 1]',
            "cards/obstacles_hard.toml, card 'Lightning Mage', field 'track.1': a level is either a color or an amount, not both or neither",
            id="track-level-neither",
        ),
        pytest.param(
            "obstacles_hard.toml",
            LIGHTNING_MAGE_TRACK,
            'track = [3, 2.5, "blue", 1]',
            "cards/obstacles_hard.toml, card 'Lightning Mage', field 'track.1': a track level is a color name or a positive whole number, found 2.5",
            id="track-level-float",
        ),
        pytest.param(
            "obstacles_hard.toml",
            LIGHTNING_MAGE_TRACK,
            "track = []",
            "cards/obstacles_hard.toml, card 'Lightning Mage', field 'track': a damage track needs at least one level",
            id="empty-track-on-complete-card",
        ),
        pytest.param(
            "obstacles_normal.toml",
            'complete = true\ncolor = "black"\ntype = "Tech"',
            'complete = true\ntype = "Tech"',
            "cards/obstacles_normal.toml, card 'Out of Ammo', field 'color': a complete obstacle needs color",
            id="complete-obstacle-missing-color",
        ),
        pytest.param(
            "obstacles_hard.toml",
            LIGHTNING_MAGE_TRACK,
            'trak = [3, "blue", "blue", 1]',
            "cards/obstacles_hard.toml, card 'Lightning Mage', field 'trak': unknown field (did you mean 'track'?)",
            id="unknown-field",
        ),
        pytest.param(
            "bosses.toml",
            'color = "green"',
            'colour = "green"',
            "cards/bosses.toml, card 'Dragon', field 'sides.0.aspects.0.colour': unknown field (did you mean 'color'?)",
            id="unknown-nested-field",
        ),
        pytest.param(
            "black_market.toml",
            "cost = 2\n",
            'cost = "two"\n',
            "cards/black_market.toml, card 'Monofilament Whip', field 'cost': expected a whole number, found 'two'",
            id="wrong-type",
        ),
        pytest.param(
            "black_market.toml",
            'damage = { colors = ["black"] }',
            'damage = { colors = ["pink"] }',
            "cards/black_market.toml, card 'Monofilament Whip', field 'damage.colors.0': expected one of 'black', 'blue', 'green' or 'red', found 'pink'",
            id="wrong-damage-color",
        ),
        pytest.param(
            "black_market.toml",
            'type = "WEAPON"\ncolor = "black"\ncost = 2',
            'type = "WEAPON"\ncolor = "blue"\ncost = 2',
            "cards/black_market.toml, card 'Monofilament Whip', field 'color': a WEAPON card is black, not blue",
            id="color-does-not-match-type",
        ),
        pytest.param(
            "bosses.toml",
            "colorless_amount = 12",
            "colorless_amount = 0",
            "cards/bosses.toml, card 'Dragon', field 'sides.0.aspects.0.colorless_amount': must be at least 1, found 0",
            id="boss-amount-0",
        ),
        pytest.param(
            "black_market.toml",
            'id = "katana"\nname = "Katana"\n',
            'id = "katana"\n',
            "cards/black_market.toml, card 'katana', field 'name': missing required field",
            id="missing-name-labelled-by-id",
        ),
        pytest.param(
            "black_market.toml",
            'id = "katana"\nname = "Katana"\n',
            "",
            "cards/black_market.toml, card '#3', field 'id': missing required field",
            id="no-name-no-id-labelled-by-position",
        ),
        pytest.param(
            "black_market.toml",
            'id = "katana"',
            'id = "Katana!"',
            "cards/black_market.toml, card 'Katana', field 'id': must be a lowercase slug",
            id="bad-id",
        ),
        pytest.param(
            "crossfire.toml",
            'name = "crossfire"',
            'name = "events"',
            "cards/crossfire.toml, field 'deck.name': expected one of",
            id="bad-deck-name",
        ),
    ],
)
def test_malformed_card(tmp_root: Path, edit: Edit, file: str, old: str, new: str, expected: str) -> None:
    edit(file, old, new)
    assert expected in str(_error(tmp_root))


def test_error_keeps_its_parts(tmp_root: Path, edit: Edit) -> None:
    path = edit("obstacles_hard.toml", LIGHTNING_MAGE_TRACK, 'track = [3, "purple", "blue", 1]')
    err = _error(tmp_root)
    assert (err.file, err.card, err.field) == (path, "Lightning Mage", "track.1.color")


def test_duplicate_id_in_the_same_file(tmp_root: Path, edit: Edit) -> None:
    edit("black_market.toml", 'id = "katana"', 'id = "monofilament_whip"')
    message = str(_error(tmp_root))
    assert message.startswith("cards/black_market.toml, card 'Katana', field 'id': ")
    assert "'monofilament_whip' is used twice" in message and "'Monofilament Whip'" in message


def test_duplicate_id_across_files(tmp_root: Path, edit: Edit) -> None:
    edit("crossfire.toml", 'id = "timebomb"', 'id = "katana"')
    message = str(_error(tmp_root))
    assert message.startswith("cards/crossfire.toml, card 'Timebomb', field 'id': ")
    assert "also by 'Katana' in cards/black_market.toml" in message


def test_toml_syntax_error_names_the_line(tmp_root: Path, edit: Edit) -> None:
    edit("crossfire.toml", "[deck]", "[deck")
    assert str(_error(tmp_root)).startswith("cards/crossfire.toml: not valid TOML at line 6, column")


def test_duplicate_key_is_a_toml_error(tmp_root: Path, edit: Edit) -> None:
    edit("obstacles_normal.toml", "attack = 1\n", "attack = 1\nattack = 2\n")
    message = str(_error(tmp_root))
    assert message.startswith("cards/obstacles_normal.toml: not valid TOML at line ")


def test_missing_file(tmp_root: Path) -> None:
    (tmp_root / "cards" / "obstacles_hard.toml").unlink()
    assert str(_error(tmp_root)) == "cards/obstacles_hard.toml: file is missing"


def test_unknown_top_level_table(tmp_root: Path) -> None:
    path = tmp_root / "cards" / "bosses.toml"
    path.write_text(path.read_text(encoding="utf-8") + "\n[extra]\nx = 1\n", encoding="utf-8")
    assert str(_error(tmp_root)).startswith("cards/bosses.toml, field 'extra': unknown top-level table")


def test_cards_must_be_tables(tmp_root: Path) -> None:
    (tmp_root / "cards" / "bosses.toml").write_text(
        'cards = [1]\n[deck]\nname = "bosses"\n', encoding="utf-8"
    )
    assert str(_error(tmp_root)) == "cards/bosses.toml, card '#1': expected a [[cards]] table, found 1"


def test_missing_deck_table(tmp_root: Path) -> None:
    (tmp_root / "cards" / "bosses.toml").write_text("", encoding="utf-8")
    assert str(_error(tmp_root)).startswith("cards/bosses.toml, field 'deck': missing [deck] table")


def test_several_problems_are_counted(tmp_root: Path, edit: Edit) -> None:
    edit("black_market.toml", "cost = 2\ncopies = 3\n", 'cost = "two"\ncopies = 0\n')
    assert str(_error(tmp_root)).endswith("(and 1 more problem)")
