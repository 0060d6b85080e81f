"""Upgrades of old on-disk layouts: (kind, from_version) -> function giving the next version's data.

Applied in order on load, one version at a time, until the kind's current version.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Migration = Callable[[Any], Any]
MIGRATIONS: dict[tuple[str, int], Migration] = {}


def migration(kind: str, from_version: int) -> Callable[[Migration], Migration]:
    def register(fn: Migration) -> Migration:
        key = (kind, from_version)
        if key in MIGRATIONS:
            raise ValueError(f"two migrations for {kind} v{from_version}")
        MIGRATIONS[key] = fn
        return fn

    return register


class NoMigration(LookupError):
    def __init__(self, kind: str, version: int) -> None:
        self.kind, self.version = kind, version
        super().__init__(f"no upgrade from {kind} version {version}")


def migrate(kind: str, version: int, target: int, data: Any) -> Any:
    while version < target:
        step = MIGRATIONS.get((kind, version))
        if step is None:
            raise NoMigration(kind, version)
        data = step(data)
        version += 1
    return data


@migration("campaign", 1)
def _campaign_v1_to_v2(old: dict[str, Any]) -> dict[str, Any]:
    """v1 (first prototype) kept one sticker per slot with a `covers` list, `karma` as the earned total,
    `missions` as history and no ledger. v2 keeps each slot's stickers bottom first, adds the ledger
    (empty: v1 had none), the in-game flag and the campaign's creation time."""
    runners = []
    for r in old["runners"]:
        slots = [
            {"stickers": [*u.get("covers", []), {k: u[k] for k in ("id", "name", "karma")}]}
            for u in r["upgrades"]
        ]
        history = [
            {
                "entry": None,
                "mission_id": m["mission"],
                "at": m["date"],
                "result": m["result"],
                "challenges": {c: 1 for c in m.get("bonus", [])},
                "karma": m["karma"],
            }
            for m in r.get("missions", [])
        ]
        runners.append(
            {
                "id": r["id"],
                "name": r["name"],
                "metatype": r["metatype"],
                "karma_earned": r["karma"],
                "slots": slots,
                "history": history,
                "in_game": None,
            }
        )
    created = old.get("created") or min(
        (h["at"] for r in runners for h in r["history"]), default="2014-01-01T00:00:00+00:00"
    )
    return {"id": old["id"], "name": old["name"], "created_at": created, "runners": runners, "ledger": []}


@migration("campaign", 2)
def _campaign_v2_to_v3(old: dict[str, Any]) -> dict[str, Any]:
    """v3 adds the campaign's rules edition; campaigns from before it were played by the first printing."""
    return {**old, "rules": old.get("rules", "first")}


@migration("campaign", 3)
def _campaign_v3_to_v4(old: dict[str, Any]) -> dict[str, Any]:
    """v4 keeps the card packs the campaign plays with in the campaign file (so an export carries
    them); a v3 campaign had not chosen yet, which means every pack."""
    return {**old, "packs": old.get("packs")}
