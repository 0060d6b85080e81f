"""A crowded table for layout tests and screenshots (tests/scenarios/busy_table.json)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from crossfire_desktop.engine import load_scenario

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "busy_table.json"


def busy_game() -> Any:
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("_about")
    return load_scenario(data)
