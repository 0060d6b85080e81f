"""What a seat may see of the game: which card instances are hidden from it. The network sends each player
only what this leaves (net/seatview.py, net/witness.py); a table shows a decision naming a hidden card only to
the player who takes it (ui/table/parts/prompt.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .decisions import Decision
    from .game import Game


def hidden_ids(game: Game, seats: set[int], open_hands: bool) -> set[int]:
    """The card instances a player holding `seats` can't see now (no seat: a spectator, who sees no hand):
    every face-down pile, and the other runners' hands unless the table plays with open hands."""
    s = game.s
    hidden: set[int] = set()
    for r in s.runners:
        hidden.update(r.deck)
        if r.seat not in seats and not open_hands:
            hidden.update(r.hand)
    for pile in (s.normal_deck, s.hard_deck, s.market_deck, s.crossfire_deck):
        hidden.update(pile)
    return hidden


# The decision parameters that hold a card instance (the others hold a seat, a count, a cost, a word): only these
# can name a hidden card ({"runner": 0} in every play, buy and apply step is a seat, not card 0).
CARD_PARAMS = ("card", "obstacle")


def names_hidden(d: Decision, hidden: set[int]) -> bool:
    """Whether the decision names one of the `hidden` cards: in an answer, as its source, or in a parameter
    that holds a card (CARD_PARAMS)."""
    if d.source is not None and d.source in hidden:
        return True
    if any(o.what == "card" and isinstance(o.ref, int) and o.ref in hidden for o in d.options):
        return True
    return any(d.params.get(key) in hidden for key in CARD_PARAMS)
