from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from crossfire_desktop.catalog.models import UpgradeCard

SHARED = Path("/work/shared")
REF = SHARED / "cards-reference" / "upgrades.json"
FR = SHARED / "rules" / "crossfire-revised-rules-summary-fr.txt"


@pytest.mark.rule("p3-qs-toys")
def test_48_complete_and_25_expansion_stickers(stickers: dict[str, UpgradeCard]) -> None:
    complete = [c for c in stickers.values() if c.complete]
    assert len(complete) == 48
    assert len(stickers) == 73
    for card in complete:
        assert card.karma is not None and card.karma % 5 == 0 and 5 <= card.karma <= 50
        assert card.text and card.text_fr and card.provenance.source
    for card in stickers.values():
        if not card.complete:
            assert not card.abilities  # an incomplete sticker is never played
            assert card.provenance.confidence == "low"


def test_rulebook_values(stickers: dict[str, UpgradeCard]) -> None:
    assert stickers["cigar_money"].karma == 5
    assert stickers["its_a_jing_thing"].karma == 20
    assert stickers["cigar_money"].text == "+1 starting nuyen."
    assert stickers["red_haze"].text == "Each time you would heal, you can draw a card instead."


@pytest.mark.rule("fr-upgrades-karma", "fr-upgrades-5")
def test_matches_the_reference_and_the_french_list(stickers: dict[str, UpgradeCard]) -> None:
    if not REF.exists():
        return
    ref = {r["name"]: r for r in json.loads(REF.read_text(encoding="utf-8"))}
    by_name = {c.name: c for c in stickers.values()}
    assert set(ref) == set(by_name)
    for name, rec in ref.items():
        assert by_name[name].complete == (rec.get("base_box_2014") is True)
        if rec.get("base_box_2014"):
            assert by_name[name].karma == rec["karma_value"]
    # the French list gives the values by "Coût N pts" heading
    text = FR.read_text(encoding="utf-8")
    section = text[text.index("UPGRADES KARMA") :]
    value = 0
    seen = 0
    flat = {
        re.sub(r"[^a-z]", "", c.text_fr.split(":")[0].lower()): c for c in stickers.values() if c.complete
    }
    for line in section.splitlines():
        heading = re.match(r"^Co\S*\s+(\d+)\s+pts", line.strip())
        if heading:
            value = int(heading.group(1))
            continue
        key = (
            re.sub(r"[^a-z]", "", re.sub(r"^[»>]\s*", "", line.strip()).split(":")[0].lower())
            if ":" in line
            else ""
        )
        key = {"thelongview": "thelongview"}.get(key, key)
        if key in flat:
            assert flat[key].karma == value, flat[key].name
            seen += 1
    assert seen >= 45  # a few OCR-mangled lines may not match by name
