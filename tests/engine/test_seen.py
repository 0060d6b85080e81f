"""engine/seen.py names_hidden: a decision is kept from a player only when it names a card hidden from them
(an answer, its source, a parameter holding a card), never for a seat number that happens to equal a hidden
card's (the reviewer counted 58 of 246 play steps hidden for {"runner": seat} alone)."""

from __future__ import annotations

import random

from crossfire_desktop.engine import Kind, new_game, quick_setup
from crossfire_desktop.engine.decisions import Decision
from crossfire_desktop.engine.seen import CARD_PARAMS, hidden_ids, names_hidden


def named_cards(d: Decision) -> set[int]:
    """Every card instance the decision names, read field by field."""
    cards = {o.ref for o in d.options if o.what == "card" and isinstance(o.ref, int)}
    cards |= {v for k, v in d.params.items() if k in CARD_PARAMS and isinstance(v, int)}
    return cards | ({d.source} if d.source is not None else set())


def test_a_decision_is_hidden_only_when_it_names_a_hidden_card() -> None:
    kept = seat_like = 0
    for seed in range(3):
        game = new_game(quick_setup("crossfire", 2, seed))
        rng = random.Random(seed)
        for _ in range(400):
            d = game.pending
            if d is None:
                break
            other = {1 - d.runner}  # the other runner's screen
            hidden = hidden_ids(game, other, False)
            assert names_hidden(d, hidden) == bool(named_cards(d) & hidden), (d.prompt, d.params)
            if d.kind in (Kind.PLAY, Kind.BUY, Kind.APPLY) and d.params.get("runner") in hidden:
                seat_like += 1
                kept += not names_hidden(d, hidden)
            game.apply(rng.choice(game.legal_actions()))
    assert seat_like and kept == seat_like  # seat numbers that equal hidden cards: none hid its step


def test_a_card_parameter_still_hides() -> None:
    game = new_game(quick_setup("crossfire", 2, 0))
    card = next(iter(game.s.runners[0].hand))
    d = Decision(Kind.CHOOSE, 0, "sticker_living_fast", {"runner": 0, "card": card})
    assert names_hidden(d, hidden_ids(game, {1}, False))
    assert not names_hidden(d, hidden_ids(game, {0}, False))
