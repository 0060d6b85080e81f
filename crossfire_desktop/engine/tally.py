"""The game's running recap (end screen): obstacles defeated, damage taken and by what, who went
staggered or critical, nuyen spent. Kept in the state (saved, undone and replayed with it), fed by
every event the game emits, so it counts a whole game even one continued from a save."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import GameState


def _add(table: dict[str, int], key: object, n: int) -> None:
    # string keys: the tally goes through JSON in saves
    table[str(key)] = table.get(str(key), 0) + n


def note(s: GameState, code: str, params: dict[str, Any]) -> None:
    t = s.tally
    if code == "obstacle_defeated":
        t["defeated"] = int(t.get("defeated", 0)) + 1
    elif code == "ability":
        src = params.get("source")
        t["ability"] = s.defs[src] if isinstance(src, int) and 0 <= src < len(s.defs) else None
    elif code == "attack":
        card = params.get("obstacle")
        if isinstance(card, int) and 0 <= card < len(s.defs):
            _add(t.setdefault("hurt_by", {}), s.defs[card], int(params.get("strength", 0)))
    elif code == "hp" and int(params.get("delta", 0)) < 0:
        n = -int(params["delta"])
        _add(t.setdefault("damage", {}), params.get("runner"), n)
        if params.get("source") != "attack" and t.get("ability"):
            _add(t.setdefault("hurt_by", {}), t["ability"], n)
    elif code in ("staggered", "critical"):
        seats = t.setdefault(code, [])
        if params.get("runner") not in seats:
            seats.append(params.get("runner"))
    elif code == "game_over":
        t["why"] = {"reason": params.get("reason"), "runner": params.get("runner")}
    elif code == "bought":
        _add(t.setdefault("spent", {}), params.get("runner"), int(params.get("cost", 0)))
    elif code == "nuyen" and int(params.get("delta", 0)) < 0:
        _add(t.setdefault("spent", {}), params.get("runner"), -int(params["delta"]))
