"""A timebomb that leads to a question: the event card stays accounted for while it waits."""

import pytest

from crossfire_desktop.bots.invariants import violations
from crossfire_desktop.engine import EndStep, Kind, load_scenario

from .helpers import four_runners


@pytest.mark.rule("p12-timebomb")
def test_event_card_is_somewhere_while_its_timebomb_waits_on_a_choice() -> None:
    runners = four_runners()
    runners[0].update(hp=1, upgrades=["shock_frills"], hand=["mana"])
    for r in runners[1:]:
        r.update(hand=["mana"] * 4)
    game = load_scenario({
        "runners": runners, "current": 3, "crossfire_active": ["timebomb"], "crossfire_deck": ["instinct"],
        "obstacles": [{"card": "deckhead", "facing": 0}, {"card": "astral_shiver", "facing": 0}],
    })
    while game.pending is not None and game.pending.kind in (Kind.PLAY, Kind.BUY):
        game.apply(EndStep(game.pending.runner))  # Runner 3 ends the round; Timebomb goes off
    assert game.s.runners[0].staggered
    assert game.pending is not None and game.pending.kind is Kind.CHOOSE  # Shock Frills: which obstacle?
    assert violations(game) == []
    game.apply(game.legal_actions()[0])
    assert violations(game) == []
    assert [game.s.defs[c] for c in game.s.crossfire_discard] == ["timebomb"]
