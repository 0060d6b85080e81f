"""Read-only display facts computed from a game (for the UI). Nothing here changes state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import statics
from .actions import Buy
from .missions.dragon_fight import DragonFightMission, aspect_damage, aspect_falls, boss_hits

if TYPE_CHECKING:
    from .game import Game


def crossfire_level(g: Game) -> int:
    return len(g.s.crossfire_discard)


def incoming_damage(g: Game, seat: int) -> int:
    """What `seat` takes at Take Damage now: every obstacle facing it that can attack."""
    total = 0
    for ob in g.s.obstacles:
        if ob.facing == seat and not ob.no_attack:
            total += statics.attack_of(g, ob)
    return total


def can_buy(g: Game) -> bool:
    """Whether the decision pending lets its runner buy a card now (its legal actions hold a Buy)."""
    return any(isinstance(a, Buy) for a in g.legal_actions())


def buy_blocker(g: Game, seat: int) -> str | None:
    """The name of what forbids `seat` to buy cards (an obstacle's "You can't buy cards"), or None."""
    return statics.cant(g, seat, "buy")


def attack(g: Game, card: int) -> int | None:
    ob = g.s.obstacle(card)
    return None if ob is None else statics.attack_of(g, ob)


@dataclass(frozen=True)
class Threshold:
    card: int
    name: str
    threshold: int
    text: str
    live: bool


def thresholds(g: Game) -> list[Threshold]:
    """Crossfire-level effects of the active events, and whether the level reaches them."""
    level = crossfire_level(g)
    out = []
    for ev in g.s.crossfire_active:
        card = g.cat.crossfire(g.s.defs[ev])
        if card.threshold is not None:
            out.append(Threshold(ev, card.name, card.threshold, card.threshold_text, level >= card.threshold))
    return out


def preview_levels(g: Game, target: int) -> list[int]:
    """Indexes of the track levels the damage placed at `target` will clear."""
    ob = g.s.obstacle(target)
    if ob is None or ob.boss or g.s.turn is None:
        return []
    if not any(p.target == target for p in g.s.turn.placements):
        return []
    alloc = g.preview(target)
    return list(range(ob.cleared, ob.cleared + alloc.cleared))


@dataclass(frozen=True)
class BossProgress:
    """A boss aspect's damage this turn (Dragon Fight, p. 21): of its color, and of any color, each
    against the amount that defeats it; `falls`: the damage placed now reaches one of them."""

    color: str
    colored: int
    colored_needed: int
    total: int
    total_needed: int
    falls: bool


def boss_progress(g: Game, card: int) -> BossProgress | None:
    ob = g.s.obstacle(card)
    if ob is None or not ob.boss or not isinstance(g.mission, DragonFightMission):
        return None
    aspect = g.mission.aspect(g, card)
    colored, total = aspect_damage(g, card)
    more_colored, more_total = boss_hits(g, card, aspect.color) if placed_at(g, card) else (0, 0)
    falls = aspect_falls(aspect, colored + more_colored, total + more_total)
    return BossProgress(aspect.color, colored, aspect.colored_amount, total, aspect.colorless_amount,
                        bool(more_colored or more_total) and falls)


def placed_at(g: Game, target: int | None) -> list[Any]:
    turn = g.s.turn
    return [p for p in turn.placements if p.target == target] if turn is not None else []


def mission_facts(g: Game) -> dict[str, Any]:
    """What a mission tracker shows: scene, round, the mission's own state, track steps."""
    data = g.cat.missions.get(g.s.mission)
    facts: dict[str, Any] = {"mission": data.name if data else g.s.mission, "scene": g.s.scene,
                             "round": g.s.round, "state": dict(g.s.mission_state)}
    if data is not None and data.tracks:
        n = str(len(g.runner_seats()))
        facts["track"] = [(st.round, st.text) for st in data.tracks.get(n, [])]
    if data is not None and data.boss:
        facts["boss"] = data.boss
    client = [r for r in g.s.runners if r.client]
    if client:
        facts["client"] = {"hp": client[0].hp, "max_hp": client[0].max_hp}
    return facts
