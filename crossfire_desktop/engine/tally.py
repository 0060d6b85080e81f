"""The game's running recap (end screen): obstacles defeated, damage taken and by what, who went
staggered or critical, nuyen spent, why the game ended. Kept in the state (saved, undone and
replayed with it), fed by every event the game emits, so it counts a whole game even one continued
from a save. A malformed tally from a tampered save is started afresh entry by entry, never a crash
(each entry checked when it is counted: not the whole table at every event)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import GameState




def _seats(t: dict[str, Any], key: str) -> list[Any]:
    v = t.get(key)
    if not isinstance(v, list):
        v = t[key] = []
    return v


def _add(t: dict[str, Any], name: str, key: object, n: int) -> None:
    """Adds n to the tally's table `name` at `key` (either started afresh if it is not a table or a count)."""
    table = t.get(name)
    if not isinstance(table, dict):
        table = t[name] = {}
    k = str(key)  # string keys: the tally goes through JSON in saves
    old = table.get(k, 0)
    table[k] = (old if isinstance(old, int) else 0) + n


def _n(params: dict[str, Any], key: str) -> int:
    v = params.get(key, 0)
    return v if isinstance(v, int) else 0


# The event codes `note` counts: Game.emit skips the call for every other code (most of them).
COUNTED = frozenset({"obstacle_defeated", "ability", "attack", "hp", "staggered", "critical", "game_over",
                     "bought", "nuyen"})


def note(s: GameState, code: str, params: dict[str, Any]) -> None:
    t = s.tally
    if code == "attack":  # (the codes most often counted asked first)
        card = params.get("obstacle")
        if isinstance(card, int) and 0 <= card < len(s.defs):
            _add(t, "hurt_by", s.defs[card], _n(params, "strength"))
    elif code == "hp":
        n = -_n(params, "delta")
        if n > 0:
            _add(t, "damage", params.get("runner"), n)
            if params.get("source") != "attack" and isinstance(t.get("ability"), str):
                _add(t, "hurt_by", t["ability"], n)
    elif code == "ability":
        src = params.get("source")
        t["ability"] = s.defs[src] if isinstance(src, int) and 0 <= src < len(s.defs) else None
    elif code == "obstacle_defeated":
        done = t.get("defeated")
        t["defeated"] = (done if isinstance(done, int) else 0) + 1
    elif code in ("staggered", "critical"):
        seats = _seats(t, code)
        if params.get("runner") not in seats:
            seats.append(params.get("runner"))
    elif code == "game_over":
        t["why"] = {"reason": params.get("reason"), "runner": params.get("runner")}
    elif code == "bought":
        _add(t, "spent", params.get("runner"), _n(params, "cost"))
    elif code == "nuyen" and _n(params, "delta") < 0:
        _add(t, "spent", params.get("runner"), -_n(params, "delta"))
