"""What a seat can know, and a game consistent with it.

The team may tell each other anything, hands included (Communication, p. 17), so the hidden
information is what no runner has seen: the order of every face-down pile (runner decks, the
obstacle decks, the Black Market deck, the Crossfire deck) and the random generator's future.
`determinize` copies the game and replaces all of that with a sample drawn from the search's
own generator. Each pile's cards are sorted before they are shuffled, so the sample depends
only on what the piles hold, never on their real order.
"""

from __future__ import annotations

import random

from crossfire_desktop.engine import Game
from crossfire_desktop.engine.state import GameState


def hidden_piles(s: GameState) -> list[list[int]]:
    """The face-down piles, whose order nobody knows."""
    return [*(r.deck for r in s.runners), s.normal_deck, s.hard_deck, s.market_deck, s.crossfire_deck]


def resample(s: GameState, rng: random.Random) -> None:
    for pile in hidden_piles(s):
        pile.sort()
        rng.shuffle(pile)


def determinize(game: Game, rng: random.Random) -> Game:
    """A copy of `game` with its hidden information drawn at random (the real one is never read)."""
    twin = game.clone()
    resample(twin.s, rng)
    twin.rng = random.Random(rng.getrandbits(64))
    return twin
