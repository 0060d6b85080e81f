"""Static and continuous abilities, queried when they matter (never copied into state).

A static ability is an Ability with `when = "static"` (obstacles, stickers) or `"continuous"`
(Crossfire events). Its `effect` names what it does; its params say to whom.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from crossfire_desktop.catalog.models import Ability

from .editions import upgrades_off

if TYPE_CHECKING:
    from .game import Game
    from .state import ObstacleState

STATIC_EFFECTS = {"cant", "max_plays", "attack_modifier", "also_attacks", "immune_color"}
ATTACK_FLAG = "table_attack:"  # a turn flag per obstacle: attack added at the table this turn (table_tools)


def in_force(g: Game, effect: str) -> list[tuple[Ability, str, int | None]]:
    """(ability, source name, facing seat or None) for every static ability of `effect` now in force.
    Only the table's cards and stickers that have such an ability are looked at (`DefCache.having`):
    asked at every draw, buy and play, nearly always about none (one pass, the usual "no" early)."""
    having = g._defs.having(effect)
    if not having:
        return []
    found: list[tuple[Ability, str, int | None]] = []
    defs, cache = g.s.defs, g._defs
    level = len(g.s.crossfire_discard)
    for ob in g.s.obstacles:
        if defs[ob.card] not in having or ob.blank or ob.cancelled or ob.boss:  # the usual "no" asked first
            continue
        for ab in cache.statics(defs[ob.card]):  # (none for a card whose ability of `effect` is not static)
            if ab.effect == effect and (ab.threshold is None or level >= ab.threshold):
                found.append((ab, cache.obstacle(defs[ob.card]).name, ob.facing))
    for ev in g.s.crossfire_active:
        if defs[ev] in having:
            for ab in cache.when(defs[ev], "continuous"):
                if ab.effect == effect and (ab.threshold is None or level >= ab.threshold):
                    found.append((ab, g.cat.crossfire(defs[ev]).name, None))
    for r in g.s.runners:
        if r.upgrades and not having.isdisjoint(r.upgrades) and not upgrades_off(g, r.seat):
            for up in r.upgrades:
                for ab in g.cat.upgrade(up).abilities:
                    if ab.when == "static" and ab.effect == effect:
                        found.append((ab, g.cat.upgrade(up).name, r.seat))
    return found


def _applies(ab: Ability, facing: int | None, seat: int) -> bool:
    who = ab.params.get("who", "you")
    if who == "each" or facing is None:
        return True
    return bool(who == "you" and facing == seat)


def cant(g: Game, seat: int | None, what: str) -> str | None:
    """The name of what forbids `seat` to do `what` (draw, buy, be_healed, heal), or None."""
    if seat is None:
        return None
    for ab, name, facing in in_force(g, "cant"):
        if ab.params.get("what") == what and _applies(ab, facing, seat):
            return name
    return None


def max_plays(g: Game, seat: int) -> tuple[int, str] | None:
    found: tuple[int, str] | None = None
    for ab, name, facing in in_force(g, "max_plays"):
        if _applies(ab, facing, seat):
            n = int(ab.params["n"])  # type: ignore[arg-type]
            if found is None or n < found[0]:
                found = (n, name)
    return found


def _matches(g: Game, ob: ObstacleState, params: dict[str, Any]) -> bool:
    card = g.obstacle_def(ob.card)
    colors = params.get("colors")
    types = params.get("types")
    if colors and card.color not in colors:
        return False
    return not (types and card.type not in types)


def attack_of(g: Game, ob: ObstacleState) -> int:
    """An obstacle's Attack Strength with every modifier in force."""
    if ob.boss:
        return g.mission.boss_attack(g, ob)
    base = g.obstacle_def(ob.card).attack or 0
    for ab, _name, _facing in in_force(g, "attack_modifier"):
        if _matches(g, ob, ab.params):
            base += int(ab.params.get("amount", 1))  # type: ignore[arg-type]
    base += attack_bonus(g, ob.card)  # added by the players for this turn
    return max(0, base)


def matching_obstacles(g: Game, params: dict[str, Any]) -> list[ObstacleState]:
    return [ob for ob in g.s.obstacles if not ob.boss and _matches(g, ob, params)]


def attack_bonus(g: Game, card: int) -> int:
    """Attack added at the table to this obstacle for this turn (`table_tools`' "attack_up")."""
    turn = g.s.turn
    return 0 if turn is None or not turn.flags else turn.flags.get(f"{ATTACK_FLAG}{card}", 0)
