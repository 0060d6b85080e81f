"""A crowded table for layout tests and screenshots (tests/scenarios/busy_table.json)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from crossfire_desktop.engine import load_scenario

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "busy_table.json"


def busy_game(assist: bool = False) -> Any:
    """assist: Jay (seat 1) holds Clairvoyance too, an assist card to play on Cal's turn."""
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("_about")
    if assist:
        data["runners"][1]["hand"].append("clairvoyance")
    return load_scenario(data)


def crowded_game(*, out_of_ammo: bool = True) -> Any:
    """The busy table with an 8-card hand and three obstacles facing the first runner (the 1280x720
    layout's hardest case); without Out of Ammo the first runner may play more than 2 cards."""
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("_about")
    if not out_of_ammo:
        data["obstacles"] = [o for o in data["obstacles"] if o["card"] != "out_of_ammo"]
    data["runners"][0]["hand"].append("mana")
    data["obstacles"].append({"card": "lone_star_trooper", "facing": 0})
    return load_scenario(data)
