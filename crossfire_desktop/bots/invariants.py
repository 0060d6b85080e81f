"""Invariants that must hold after every action (checked by the soak test and `simulate`)."""

from __future__ import annotations

from collections import Counter

from crossfire_desktop.engine import Game


def card_locations(game: Game) -> Counter[int]:
    s = game.s
    seen: Counter[int] = Counter()
    piles: list[list[int]] = [s.market_deck, s.market_discard, s.set_aside, s.normal_deck, s.normal_discard,
                              s.hard_deck, s.hard_discard, s.crossfire_deck, s.crossfire_active,
                              s.crossfire_discard]
    for r in s.runners:
        piles += [r.hand, r.deck, r.discard]
    for pile in piles:
        seen.update(pile)
    seen.update(c for c in s.market_row if c is not None)
    seen.update(ob.card for ob in s.obstacles)
    if s.turn is not None:
        seen.update(p.card for p in s.turn.placements if p.card is not None)
    seen.update(game.s.mission_state.get("out_of_play", []))
    if "resolving_event" in game.s.mission_state:
        seen[game.s.mission_state["resolving_event"]] += 1
    return seen


def violations(game: Game) -> list[str]:
    """Every broken invariant, in words (empty when all hold)."""
    out = []
    s = game.s
    seen = card_locations(game)
    bosses = {ob.card for ob in s.obstacles if ob.boss} | set(s.mission_state.get("boss_cards", []))
    for card in range(len(s.defs)):
        if card in bosses:
            continue
        n = seen.get(card, 0)
        if n != 1:
            out.append(f"card {card} ({s.defs[card]}) is in {n} places")
    for r in s.runners:
        if not 0 <= r.hp <= r.max_hp:
            out.append(f"runner {r.seat} has {r.hp} HP of {r.max_hp}")
        if r.nuyen < 0:
            out.append(f"runner {r.seat} has {r.nuyen} nuyen")
        if r.critical and not r.staggered and r.hp > 0:
            out.append(f"runner {r.seat} is critical with {r.hp} HP")
        if r.exhausted and game.setup.rules != "revised":
            out.append(f"runner {r.seat} is exhausted under the first printing's rules")
    if s.crossfire_wait < 0:
        out.append(f"{s.crossfire_wait} Crossfire markers")
    if (game.pending is None) != (s.result is not None):
        out.append(f"pending={game.pending} but result={s.result}")
    return out
