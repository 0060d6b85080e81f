"""Words for the tools of an ability resolved at the table (engine/table_tools.py)."""

from __future__ import annotations

from typing import Any

from .tr import tr

TOOLS = {
    "hp": "Adjust HP",
    "nuyen": "Adjust nuyen",
    "draw": "Draw a card",
    "discard": "Discard a card",
    "shuffle": "Shuffle discard into deck",
    "move_obstacle": "Move an obstacle",
    "clear_level": "Clear a level",
    "heal_level": "Heal a level",
    "attack_up": "+1 attack this turn",
    "done": "Done",
}
TOOL_LABELS = ("tool", "done", "amount")


def tool_label(opt: Any) -> str:
    if opt.what == "amount":
        return str(opt.ref)
    return tr(TOOLS.get(str(opt.ref), str(opt.ref)))


def tool_name(tool: str) -> str:
    return tr(TOOLS.get(tool, tool)).lower()
