"""The end screen's recap in words, from the game's tally (engine/tally.py)."""

from __future__ import annotations

from crossfire_desktop.engine import Game
from crossfire_desktop.engine import view as gv

from .text import tr


def _name_of(game: Game, def_id: str) -> str:
    try:
        return game.cat.card(def_id).name
    except KeyError:
        return def_id


def _runner(game: Game, seat: object) -> str:
    try:
        return game.s.runners[int(str(seat))].name
    except (ValueError, IndexError):
        return tr("someone")


WHY = {
    "client_staggered": "The Client was staggered.",
    "critical": "{runner} went critical.",
    "all_down": "Every runner was down.",
    "abort_run": "The team aborted the run.",
}


def recap_lines(game: Game) -> list[str]:
    s = game.s
    t = s.tally
    defeated = int(t.get("defeated", 0))
    why = t.get("why") or {}
    lines = [tr(WHY[why["reason"]]).format(runner=_runner(game, why.get("runner")))] if why.get("reason") in WHY else []
    lines += [tr("{rounds} round(s), {turns} turn(s) · {n} obstacle(s) defeated · Crossfire level {lvl}").format(
        rounds=s.round, turns=s.turns, n=defeated, lvl=gv.crossfire_level(game))]
    damage: dict[str, int] = t.get("damage", {})
    if damage:
        seat, n = max(damage.items(), key=lambda kv: (kv[1], -int(kv[0])))
        lines.append(tr("Most damage taken: {name} ({n})").format(name=_runner(game, seat), n=n))
    else:
        lines.append(tr("No runner took damage."))
    hurt: dict[str, int] = t.get("hurt_by", {})
    if hurt:
        what, n = max(hurt.items(), key=lambda kv: kv[1])
        lines.append(tr("What hurt most: {card} ({n} damage)").format(card=_name_of(game, what), n=n))
    for key, head, none in (("staggered", tr("Went staggered: {names}"), tr("Nobody was staggered.")),
                            ("critical", tr("Went critical: {names}"), tr("Nobody went critical."))):
        seats = t.get(key, [])
        lines.append(head.format(names=", ".join(_runner(game, x) for x in seats)) if seats else none)
    spent: dict[str, int] = t.get("spent", {})
    if spent:
        parts = ", ".join(f"{_runner(game, seat)} {n}¥" for seat, n in sorted(spent.items(), key=lambda kv: int(kv[0])))
        lines.append(tr("Nuyen spent: {parts} ({total}¥ in all)").format(parts=parts, total=sum(spent.values())))
    else:
        lines.append(tr("No nuyen spent."))
    return lines
