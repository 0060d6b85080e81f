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
