"""What one seat may see of the game: the state with every face-down pile reduced to its size and the other
runners' hands hidden (unless the table plays with open hands), the pending decision, and the actions that
seat may take. Events are filtered by what each seat could see when they happened (witness.py), so no card a
seat can't see ever leaves the host.

Hidden, as at a real table: the order and contents of every face-down pile (runner decks, the obstacle
decks, the Black Market deck, the Crossfire deck) and the random generator; the other runners' hands
unless "open hands" (the rules let players say anything, Communication p. 17, but a screen is private)."""

from __future__ import annotations

from typing import Any

from crossfire_desktop.engine import Game, action_to_json
from crossfire_desktop.engine.seen import CARD_PARAMS, hidden_ids, names_hidden
from crossfire_desktop.engine.snapshot import digest, to_data


def seat_view(game: Game, seats: set[int], *, open_hands: bool = False) -> dict[str, Any]:
    """The state as a player holding `seats` sees it, JSON-able. Hidden piles become counts; `defs` lists
    only the cards that player can see."""
    data = to_data(game.s)
    hidden = hidden_ids(game, seats, open_hands)
    for r, rd in zip(game.s.runners, data["runners"], strict=True):
        rd["deck"] = len(r.deck)
        if r.seat not in seats and not open_hands:
            rd["hand"] = len(r.hand)
    for key in ("normal_deck", "hard_deck", "market_deck", "crossfire_deck"):
        data[key] = len(data[key])
    data["defs"] = {str(i): d for i, d in enumerate(game.s.defs) if i not in hidden}
    data["n_defs"] = len(game.s.defs)
    data["seed"] = 0  # the shuffle seed predicts every face-down pile
    return data


def seat_actions(game: Game, seats: set[int]) -> list[dict[str, Any]]:
    """The legal actions whose runner is one of `seats` (their own decisions and their assists)."""
    return [action_to_json(a) for a in game.legal_actions() if a.runner in seats]


def pending_json(game: Game, seats: set[int], *, open_hands: bool = False) -> dict[str, Any] | None:
    """The pending decision as a player holding `seats` may read it. Another runner's decision naming a card
    hidden from that player (their discard) goes without its answers, its card parameters and a hidden source,
    marked "withheld": their table shows its runner choosing. (The starting decks' card numbers are the same
    whatever the seed: the numbers alone would tell the hand.)"""
    d = game.pending
    if d is None:
        return None
    data = d.to_json()
    hidden = hidden_ids(game, seats, open_hands)
    if d.runner in seats or not names_hidden(d, hidden):
        return data
    data["options"] = []
    data["params"] = {k: v for k, v in d.params.items() if k not in CARD_PARAMS}
    if d.source in hidden:
        data["source"] = None
    data["withheld"] = True
    return data


def view_hash(view: dict[str, Any], pending: dict[str, Any] | None) -> str:
    """What both sides compute after every update: a mismatch makes the client ask for the whole view."""
    return digest({"view": view, "pending": pending})
