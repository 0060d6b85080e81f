"""Every event the engine emits says which of its parameters hold cards and which hold seats
(engine/messages.py EVENT_FIELDS): the network judges the cards by it and the words name both. Scans every
emit site, so an event added without its description fails here, and so does a parameter added to an event
that is neither described nor listed below as a plain word or number (a new card field on an existing code)."""

from __future__ import annotations

import ast
from pathlib import Path

from crossfire_desktop.engine import actions as a
from crossfire_desktop.engine.messages import EVENT_FIELDS, SEAT, card_fields

ENGINE = Path(__file__).resolve().parents[2] / "crossfire_desktop" / "engine"

# each event's parameters that hold no card and no seat: words (an effect's name, a deck's) and numbers
PLAIN: dict[str, set[str]] = {
    "ability": {"effect", "upgrade", "when"}, "attack": {"strength"},
    "boss_damaged": {"colored", "colored_needed", "colorless_needed", "total"}, "boss_side": {"boss", "side"},
    "bought": {"cost", "nuyen"}, "breather_ended": {"scene"}, "breather_started": {"scene"},
    "breather_step": {"n", "step"}, "card_played": {"assist"}, "card_to_hand": {"source"},
    "critical_choice": {"choice"}, "crossfire_marker_removed": {"left"}, "crossfire_revealed": {"level"},
    "crossfire_wait": {"rounds"}, "damage_applied": {"cleared", "how", "partial", "total"},
    "discarded": {"from_deck"}, "discount": {"amount", "kind"}, "drew": {"n", "reason"},
    "extra_damage": {"color", "placement"}, "heal_replaced": {"instead"},
    "game_over": {"result", "reason", "scene", "client_hp", "boss"}, "hp": {"delta", "hp", "source"},
    "karma_card_added": {"cost"}, "karma_card_missing": {"cost"}, "levels_healed": {"cleared", "n"},
    "marker_wasted": {"placement"}, "market_refilled": {"slot"}, "nuyen": {"delta", "source", "total"},
    "obstacle_deck_empty": {"deck"}, "obstacle_defeated": {"boss"}, "obstacle_discarded": {"deck"},
    "obstacle_flipped": {"boss"}, "obstacle_revealed": {"deck"}, "obstacles_reshuffled": {"deck"},
    "placement_moved": {"placement"}, "prevented": {"what"}, "reveal_chain_stopped": {"n"},
    "round_started": {"round"}, "scene_ended": {"scene"}, "scene_started": {"obstacles", "scene"},
    "step": {"step"}, "table_attack": {"amount"}, "table_resolve": {"text"}, "table_tool": {"tool"},
    "track_step": {"round", "text"}, "turn_started": {"round"}, "undone": {"kind", "upgrade"}, "x_set": {"x"},
}


def seat_fields(code: str) -> tuple[str, ...]:
    return tuple(k for k, kind in EVENT_FIELDS[code].items() if kind == SEAT)


def _dict_keys(node: ast.expr) -> set[str]:
    """The keys a parameters argument names: a dict's constant keys, "**" for any other (a mapping built)."""
    if not isinstance(node, ast.Dict):
        return {"**"}
    return {k.value if isinstance(k, ast.Constant) and isinstance(k.value, str) else "**" for k in node.keys if k is not None} | (
        {"**"} if None in node.keys else set())


def emitted() -> dict[str, set[str]]:
    """Each event code the engine emits (g.emit("code", ...), Event("code", {...}), g.finish(result, ...) for
    game_over) and the parameters it names; "**" among them when some come from a mapping."""
    found: dict[str, set[str]] = {}
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            first = node.args[0]
            if name == "finish" and isinstance(node.func, ast.Attribute):
                found.setdefault("game_over", set()).update(k.arg or "**" for k in node.keywords)
            if name in ("emit", "Event") and isinstance(first, ast.Constant) and isinstance(first.value, str):
                keys = found.setdefault(first.value, set())
                keys.update(k.arg or "**" for k in node.keywords)
                for extra in node.args[1:]:
                    keys |= _dict_keys(extra)
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


def test_every_emitted_parameter_is_described_or_plain():
    """A parameter neither described nor plain may hold a card the network would send unjudged."""
    found = emitted()
    assert {"runner", "result", "reason", "scene"} <= found["game_over"]  # the scan reads finish() and dict literals
    for code, keys in found.items():
        assert keys - {"**"} <= set(EVENT_FIELDS[code]) | PLAIN.get(code, set()), (code, keys - {"**"})
    assert all(set(plain) <= found[code] for code, plain in PLAIN.items() if "**" not in found[code])  # none stale


def test_an_undone_action_says_its_cards_in_described_fields():
    """Undo's event is built from its action (engine/actions.py undone_fields): each kind checked here."""
    actions = [a.PlayCard(runner=0, card=3, target=5), a.Buy(runner=0, card=3), a.ApplyDamage(runner=0, target=5),
               a.MoveCard(runner=0, placement=1, target=5), a.UseAbility(runner=0, source="card:3"),
               a.UseAbility(runner=0, source="upgrade:0:omae"), a.Choose(runner=0, option=1),
               a.ChooseMany(runner=0, options=(1,)), a.EndStep(runner=0)]
    for action in actions:
        fields = a.undone_fields(action)
        assert set(fields) <= set(EVENT_FIELDS["undone"]) | PLAIN["undone"], (action, fields)
        numbers = {v for k, v in fields.items() if isinstance(v, int) and k != "runner"}
        assert numbers <= {fields.get(k) for k in card_fields("undone")}  # every card number in a judged field


def test_a_field_is_a_card_or_a_seat_never_both():
    assert card_fields("obstacle_moved") == ("obstacle",) and seat_fields("obstacle_moved") == ("src", "dst")
    assert set(card_fields("upgrade_replaced")) == {"old", "new"} and set(card_fields("icon_grab_swapped")) == {"old", "new"}
    assert seat_fields("table_tool") == ("seat", "runner") and card_fields("table_tool") == ("obstacle",)
    for code in EVENT_FIELDS:
        assert not set(card_fields(code)) & set(seat_fields(code))
        assert all(EVENT_FIELDS[code][k] == SEAT for k in seat_fields(code))
