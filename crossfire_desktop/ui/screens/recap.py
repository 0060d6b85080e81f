"""The end screen's recap in words, from the game's tally (engine/tally.py)."""

from __future__ import annotations

from typing import Any

from crossfire_desktop.engine import Game
from crossfire_desktop.engine import view as gv

from ..words.text import tr


def _name_of(game: Game, def_id: str) -> str:
    try:
        return game.cat.card(str(def_id)).name
    except KeyError:
        return tr("an obstacle")


def _runner(game: Game, seat: object) -> str:
    key = str(seat)
    if key.isdigit() and int(key) < len(game.s.runners):
        return game.s.runners[int(key)].name
    return tr("someone")


WHY = {
    "client_staggered": "The Client was staggered.",
    "critical": "{runner} went critical.",
    "all_down": "Every runner was down.",
    "abort_run": "The team aborted the run.",
}


def _counts(t: dict[str, Any], key: str) -> dict[str, int]:
    """A tally table, its malformed entries (a tampered save) left out."""
    v = t.get(key)
    if not isinstance(v, dict):
        return {}
    return {str(k): n for k, n in v.items() if isinstance(n, int) and not isinstance(n, bool)}


def _seat_key(k: str) -> int:
    return int(k) if k.lstrip("-").isdigit() else 99


def recap_lines(game: Game) -> list[str]:
    s = game.s
    t = s.tally if isinstance(s.tally, dict) else {}
    defeated = t.get("defeated") if isinstance(t.get("defeated"), int) else 0
    why = t.get("why") if isinstance(t.get("why"), dict) else {}
    reason = why.get("reason")
    lines = [tr(WHY[reason]).format(runner=_runner(game, why.get("runner")))] if reason in WHY else []
    lines.append(" · ".join([
        tr("%n round(s)", None, s.round), tr("%n turn(s)", None, s.turns),
        tr("%n obstacle(s) defeated", None, defeated),
        tr("Crossfire level {lvl}").format(lvl=gv.crossfire_level(game))]))
    damage = _counts(t, "damage")
    if damage:
        seat, n = max(damage.items(), key=lambda kv: (kv[1], -_seat_key(kv[0])))
        lines.append(tr("Most damage taken: {name} ({n})").format(name=_runner(game, seat), n=n))
    else:
        lines.append(tr("No runner took damage."))
    hurt = _counts(t, "hurt_by")
    if hurt:
        what, n = max(hurt.items(), key=lambda kv: kv[1])
        lines.append(tr("What hurt most: {card} ({n} damage)").format(card=_name_of(game, what), n=n))
    for key, head, none in (("staggered", tr("Went staggered: {names}"), tr("Nobody was staggered.")),
                            ("critical", tr("Went critical: {names}"), tr("Nobody went critical."))):
        seats = t.get(key) if isinstance(t.get(key), list) else []
        lines.append(head.format(names=", ".join(_runner(game, x) for x in seats)) if seats else none)
    spent = _counts(t, "spent")
    if spent:
        parts = ", ".join(f"{_runner(game, seat)} {n}¥" for seat, n in sorted(spent.items(), key=lambda kv: _seat_key(kv[0])))
        lines.append(tr("Nuyen spent: {parts} ({total}¥ in all)").format(parts=parts, total=sum(spent.values())))
    else:
        lines.append(tr("No nuyen spent."))
    return lines
