"""The statistics the Statistics screen draws, as plain rows read from the history database."""

from __future__ import annotations

import csv
import io
import sqlite3
from dataclasses import dataclass
from typing import Any

RESULTS = ("win", "abort", "loss")


@dataclass(frozen=True, slots=True)
class Filter:
    """Which games the statistics count; None: all."""

    mission: str | None = None
    team_size: int | None = None
    rules: str | None = None
    campaign_id: str | None = None

    def where(self, alias: str = "g") -> tuple[str, list[Any]]:
        parts, args = [], []
        for col in ("mission", "team_size", "rules", "campaign_id"):
            val = getattr(self, col)
            if val is not None:
                parts.append(f"{alias}.{col} = ?")
                args.append(val)
        return (" WHERE " + " AND ".join(parts)) if parts else "", args


def _rows(conn: sqlite3.Connection, sql: str, args: list[Any]) -> list[tuple[Any, ...]]:
    return [tuple(r) for r in conn.execute(sql, args).fetchall()]


def outcomes(conn: sqlite3.Connection, f: Filter) -> list[tuple[str, int, str, int]]:
    """(mission, team size, result, games) for every combination played."""
    where, args = f.where()
    return _rows(conn, "SELECT mission, team_size, result, count(*) FROM games g" + where +
                 " GROUP BY mission, team_size, result ORDER BY mission, team_size, result", args)


def outcomes_by_month(conn: sqlite3.Connection, f: Filter) -> list[tuple[str, dict[str, int]]]:
    """(YYYY-MM, {result: games}) in calendar order: the win/abort/loss rate over time."""
    where, args = f.where()
    months: dict[str, dict[str, int]] = {}
    for month, result, n in _rows(conn, "SELECT substr(ended_at, 1, 7), result, count(*) FROM games g" + where +
                                  " GROUP BY 1, 2 ORDER BY 1", args):
        months.setdefault(month, dict.fromkeys(RESULTS, 0))[result] = n
    return sorted(months.items())


def rounds_survived(conn: sqlite3.Connection, f: Filter) -> list[tuple[int, int]]:
    """(rounds, games that lasted that many rounds); a mission recorded from the table counted no rounds."""
    where, args = f.where()
    played_here = (" AND" if where else " WHERE") + " g.source != 'table'"
    return _rows(conn, "SELECT rounds, count(*) FROM games g" + where + played_here + " GROUP BY rounds ORDER BY rounds",
                 args)


def dangerous_obstacles(conn: sqlite3.Connection, f: Filter, limit: int = 10) -> list[tuple[str, int, int]]:
    """(obstacle card id, damage dealt to runners, games it ended), most damage first."""
    where, args = f.where()
    damage = dict(_rows(conn, "SELECT o.card, sum(o.damage) FROM obstacle_damage o JOIN games g ON g.id = o.game_id"
                        + where + " GROUP BY o.card", args))
    ended = dict(_rows(conn, "SELECT ended_by, count(*) FROM games g" + where +
                       (" AND" if where else " WHERE") + " ended_by IS NOT NULL GROUP BY ended_by", args))
    cards = sorted(set(damage) | set(ended), key=lambda c: (-damage.get(c, 0), -ended.get(c, 0), c))
    return [(c, damage.get(c, 0), ended.get(c, 0)) for c in cards[:limit]]


def cards_bought(conn: sqlite3.Connection, f: Filter, limit: int = 15) -> list[tuple[str, int, int]]:
    """(card id, games it was bought in, of those won), most bought first."""
    where, args = f.where()
    sql = ("SELECT b.card, count(DISTINCT b.game_id), count(DISTINCT CASE WHEN g.result = 'win' THEN b.game_id END)"
           " FROM bought b JOIN games g ON g.id = b.game_id" + where +
           " GROUP BY b.card ORDER BY 2 DESC, b.card LIMIT ?")
    return _rows(conn, sql, [*args, limit])


def campaign_runners(conn: sqlite3.Connection, campaign_id: str) -> dict[str, list[tuple[str, str, int, int]]]:
    """Per campaign runner id: (ended at, mission, Karma earned, HP lost) for each mission, in order."""
    out: dict[str, list[tuple[str, str, int, int]]] = {}
    for rid, ended, mission, karma, hp in _rows(
            conn, "SELECT r.campaign_runner, g.ended_at, g.mission, r.karma, r.damage_taken FROM runners r"
                  " JOIN games g ON g.id = r.game_id WHERE g.campaign_id = ? AND r.campaign_runner IS NOT NULL"
                  " ORDER BY g.ended_at, g.id", [campaign_id]):
        out.setdefault(rid, []).append((ended, mission, karma, hp))
    return out


def csv_text(conn: sqlite3.Connection, f: Filter) -> str:
    """Every game the filter counts, one row each with its runners' figures, for a spreadsheet."""
    where, args = f.where()
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["ended_at", "mission", "rules", "team_size", "result", "reason", "rounds", "turns", "seed", "karma",
                "campaign", "runner", "metatype", "ai", "damage_taken", "levels_cleared", "nuyen_gained",
                "nuyen_spent"])
    for row in _rows(conn, "SELECT g.ended_at, g.mission, g.rules, g.team_size, g.result, g.reason, g.rounds, g.turns,"
                     " g.seed, g.karma, g.campaign_name, r.name, r.metatype, r.ai, r.damage_taken, r.levels_cleared,"
                     " r.nuyen_gained, r.nuyen_spent FROM games g JOIN runners r ON r.game_id = g.id" + where +
                     " ORDER BY g.ended_at, g.id, r.seat", args):
        w.writerow([_cell(v) for v in row])
    return buf.getvalue()


def _cell(v: Any) -> Any:
    """A spreadsheet never runs what a cell holds: names starting like a formula get a quote."""
    if isinstance(v, str) and v[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + v
    return v
