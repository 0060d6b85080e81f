"""Shared builders for the Black Market card tests: scenarios at a runner's Play Cards step."""

from __future__ import annotations

from typing import Any

from crossfire_desktop.engine import ApplyDamage, Choose, EndStep, Game, Kind, load_scenario

ROLES = ["Street Samurai", "Mage", "Decker", "Face"]


def runner(seat: int, **kw: Any) -> dict[str, Any]:
    return {"name": f"R{seat}", "metatype": "Human", **kw}


def make(runners: list[dict[str, Any]], **kw: Any) -> Game:
    """A scenario at the first runner's Play Cards step; a second runner is added if needed and the
    four roles are dealt (main roles in seat order, the rest to the first runners)."""
    runners = [*runners, runner(1)] if len(runners) == 1 else runners
    n = len(runners)
    for seat, r in enumerate(runners):
        r["roles"] = [ROLES[seat], *ROLES[n + seat:n + seat + 1]]
    return load_scenario({"runners": runners, **kw})


def card(g: Game, seat: int, card_id: str, zone: str = "hand", nth: int = 0) -> int:
    cards = [c for c in getattr(g.s.runners[seat], zone) if g.s.defs[c] == card_id]
    return cards[nth]


def ob(g: Game, i: int) -> int:
    return g.s.obstacles[i].card


def choose_ref(g: Game, ref: int | str) -> None:
    d = g.pending
    assert d is not None and d.kind is Kind.CHOOSE
    g.apply(Choose(d.runner, [o.ref for o in d.options].index(ref)))


def end_play(g: Game) -> None:
    assert g.pending is not None and g.pending.kind is Kind.PLAY
    g.apply(EndStep(g.pending.runner))


def apply_all(g: Game) -> None:
    while g.pending is not None and g.pending.kind is Kind.APPLY:
        g.apply(ApplyDamage(g.pending.runner, g.damage_targets()[0]))


def names(g: Game, cards: list[int]) -> list[str]:
    return [g.s.defs[c] for c in cards]
