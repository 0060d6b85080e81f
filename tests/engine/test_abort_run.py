"""The abort run round (p. 18), reached through the real flow from a scenario."""

from __future__ import annotations

import pytest

from crossfire_desktop.engine import Buy, Choose, EndStep, Kind, load_scenario

from .helpers import cards_in, play_out
from .test_events import next_round, scenario


@pytest.mark.rule("p18-abort-crossfire-step")
def test_critical_during_the_crossfire_step_aborts_from_the_starting_runner_without_a_new_event() -> None:
    """Jay is staggered; the Timebomb discarded at the round start sends him critical. The abort run
    begins with Cal (the starting runner) and Instinct, the next Crossfire card, is never revealed."""
    sc = scenario(crossfire_active=["timebomb"], crossfire_deck=["instinct"])
    sc["runners"][1].update(staggered=True, hp=0)
    game = load_scenario(sc)
    events = next_round(game)
    codes = [e.code for e in events]
    assert game.s.runners[1].critical
    assert "abort_run" in codes and "crossfire_revealed" not in codes
    assert game.s.crossfire_active == [] and cards_in(game, game.s.crossfire_deck) == ["instinct"]
    assert game.s.current == 0 and game.pending.kind is Kind.PLAY  # Cal, the starting runner, first
    rest = play_out(game)
    started = [e.params["runner"] for e in rest if e.code == "turn_started"]
    assert started == [2, 3]  # Jay is critical: his turn is skipped; no one plays twice
    assert "crossfire_revealed" not in [e.code for e in rest]
    assert game.result == "abort"


@pytest.mark.rule("fr-annulation-round")
def test_revised_abort_chosen_during_the_crossfire_step_starts_with_the_starting_runner_without_a_new_event() -> None:
    """Revised printing: the team chooses to abort when the Timebomb sends Jay critical; the last round
    starts with Cal and no Crossfire card is revealed (« ne piochez pas de nouvelle »)."""
    sc = scenario(rules="revised", crossfire_active=["timebomb"], crossfire_deck=["instinct"])
    sc["runners"][1].update(staggered=True, hp=0, exhausted=True)
    game = load_scenario(sc)
    next_round_start = game.apply(EndStep(3)) + game.apply(EndStep(3))
    assert game.pending.prompt == "revised_critical_choice" and "crossfire_revealed" not in [
        e.code for e in next_round_start]
    events = game.apply(Choose(game.pending.runner, 1))  # abort
    assert "crossfire_revealed" not in [e.code for e in events]
    assert game.s.current == 0 and cards_in(game, game.s.crossfire_deck) == ["instinct"]


@pytest.mark.rule("p18-abort-skip-critical", "p17-critical")
def test_a_critical_runners_skipped_turn_is_an_event() -> None:
    """Cal's last packet sends staggered Cal critical on his turn; the abort round goes Jay, Rob, Jim,
    and Cal's place in it is skipped out loud."""
    sc = scenario(obstacles=[{"card": "deckhead", "facing": 3}], current=3)
    sc["runners"][3].update(staggered=True, hp=0)
    game = load_scenario(sc)
    events = game.apply(EndStep(3))  # deckhead attacks staggered Jim: critical
    assert game.s.runners[3].critical
    events += play_out(game)
    codes = [(e.code, e.params.get("runner")) for e in events]
    assert ("turn_skipped", 3) in codes
    started = [e.params["runner"] for e in events if e.code == "turn_started"]
    assert started == [0, 1, 2]
    assert game.result == "abort"


@pytest.mark.rule("p17-critical")
def test_a_critical_runner_shuffles_everything_into_the_deck_and_takes_no_more_actions() -> None:
    """Staggered Jay is attacked on his turn: critical, his hand and discard go into his deck, and a Buy
    of his is refused because he takes no more actions (the abort round skips his turn)."""
    sc = scenario(obstacles=[{"card": "deckhead", "facing": 1}], current=1,
                  market_row=["katana", "mark", "icon_grab", "negotiation", "stunbolt", "backdoor"])
    sc["runners"][1].update(staggered=True, hp=0, hand=["clairvoyance"], discard=["mana"], deck=["mark"], nuyen=9)
    game = load_scenario(sc)
    game.apply(EndStep(1))  # Deckhead attacks staggered Jay: critical
    jay = game.s.runners[1]
    assert jay.critical and jay.hand == [] and jay.discard == [] and len(jay.deck) == 3
    assert game.s.current == 2 and game.pending.kind is Kind.PLAY
    assert game.check(Buy(1, game.s.market_row[0])).code == "critical_no_buy"
