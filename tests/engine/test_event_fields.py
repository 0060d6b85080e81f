"""Every event the engine emits says which of its parameters hold cards and which hold seats
(engine/messages.py EVENT_FIELDS): the network judges the cards by it and the words name both. Scans every
emit site, so an event added without its description fails here."""

from __future__ import annotations

import ast
from pathlib import Path

from crossfire_desktop.engine.messages import EVENT_FIELDS, SEAT, card_fields, seat_fields

ENGINE = Path(__file__).resolve().parents[2] / "crossfire_desktop" / "engine"


def emitted() -> dict[str, set[str]]:
    """Each event code the engine emits (g.emit("code", ...) or Event("code", ...)) and the parameters it names;
    "**" among them when some come from a mapping."""
    found: dict[str, set[str]] = {}
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            first = node.args[0]
            if name in ("emit", "Event") and isinstance(first, ast.Constant) and isinstance(first.value, str):
                keys = found.setdefault(first.value, set())
                keys.update(k.arg or "**" for k in node.keywords)
    return found


def test_every_event_code_the_engine_emits_is_described():
    found = emitted()
    assert len(found) > 60  # the scan finds the emit sites
    assert sorted(set(found) - set(EVENT_FIELDS)) == []
    assert sorted(set(EVENT_FIELDS) - set(found)) == []  # nothing described that is never emitted


def test_every_described_field_is_one_the_event_has():
    found = emitted()
    for code, fields in EVENT_FIELDS.items():
        assert "**" in found[code] or set(fields) <= found[code], (code, set(fields) - found[code])


def test_a_field_is_a_card_or_a_seat_never_both():
    assert card_fields("obstacle_moved") == ("obstacle",) and seat_fields("obstacle_moved") == ("src", "dst")
    assert set(card_fields("upgrade_replaced")) == {"old", "new"} and set(card_fields("icon_grab_swapped")) == {"old", "new"}
    assert seat_fields("table_tool") == ("seat", "runner") and card_fields("table_tool") == ("obstacle",)
    for code in EVENT_FIELDS:
        assert not set(card_fields(code)) & set(seat_fields(code))
        assert all(EVENT_FIELDS[code][k] == SEAT for k in seat_fields(code))
