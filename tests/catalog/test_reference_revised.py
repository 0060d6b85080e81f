"""The revised rules reference overlay: every section the revised printing changes, well formed."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
IDS = {"turn_steps", "staggered", "critical", "exhausted", "breather", "crossfire_level", "solo",
       "two_three_runners", "karma"}


def test_revised_reference_has_each_changed_section() -> None:
    data = tomllib.loads((ROOT / "resources" / "rules" / "reference-revised.toml").read_text(encoding="utf-8"))
    sections = data["section"]
    assert {s["id"] for s in sections} == IDS
    for s in sections:
        assert s["title"] and s["page"].startswith("revised summary") and len(s["text"]) > 80 and s["keywords"]
    assert {t["see"] for t in data["term"]} <= IDS


def test_the_revised_karma_table_is_data_with_its_reconstructed_values_marked() -> None:
    from crossfire_desktop.catalog.revised_table import karma_deck_table
    from crossfire_desktop.engine.revised import KARMA_DECK_TABLE

    table = karma_deck_table()
    assert table.rows == KARMA_DECK_TABLE == ((20, 3), (50, 4), (100, 5), (200, 6))
    assert all(f"row[{i}].cost" in table.reconstructed for i in range(4))
