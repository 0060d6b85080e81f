"""Small builders for engine tests: scenario dicts and action drivers."""

from __future__ import annotations

from typing import Any

from crossfire_desktop.engine import ApplyDamage, EndStep, Event, Game, Kind


def runner(name: str, metatype: str = "Human", roles: list[str] | None = None, **kw: Any) -> dict[str, Any]:
    return {"name": name, "metatype": metatype, "roles": roles or ["Street Samurai"], **kw}


def four_runners(**overrides: dict[str, Any]) -> list[dict[str, Any]]:
    base = [runner("Cal", "Dwarf", ["Street Samurai"]), runner("Jay", "Human", ["Mage"]),
            runner("Rob", "Elf", ["Decker"]), runner("Jim", "Human", ["Face"])]
    for i, extra in overrides.items():
        base[int(i[1:])].update(extra)
    return base


def cards_in(game: Game, ids: list[int]) -> list[str]:
    return [game.s.defs[c] for c in ids]


def hand_card(game: Game, seat: int, card_id: str) -> int:
    for c in game.s.runners[seat].hand:
        if game.s.defs[c] == card_id:
            return c
    raise AssertionError(f"{card_id} not in hand of {seat}: {cards_in(game, game.s.runners[seat].hand)}")


def obstacle(game: Game, card_id: str) -> int:
    for ob in game.s.obstacles:
        if game.s.defs[ob.card] == card_id:
            return ob.card
    raise AssertionError(f"{card_id} not in play")


def finish_play_and_apply(game: Game) -> list[Event]:
    """End the Play Cards step and apply damage obstacle by obstacle, in play order; the events."""
    seat = game.pending.runner
    events = game.apply(EndStep(seat))
    while game.pending is not None and game.pending.kind is Kind.APPLY:
        events += game.apply(ApplyDamage(game.pending.runner, game.pending.options[0].ref))
    return events


def play_out(game: Game, limit: int = 200) -> list[Event]:
    """End every step and decline every optional choice (at most `limit` answers) until the game waits
    on nothing; the events it produced."""
    events: list[Event] = []
    for _ in range(limit):
        d = game.pending
        if d is None:
            break
        if d.kind in (Kind.PLAY, Kind.BUY, Kind.BUY_ONE, Kind.PLAY_ONE):
            events += game.apply(EndStep(d.runner))
        else:
            events += game.apply(game.legal_actions()[0])
    return events
