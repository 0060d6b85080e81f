"""An ability's log line names its card once: the Timebomb event's text starts with its keyword, which is
also its name ("Timebomb: Timebomb: When this card…" was logged, seen in play)."""

from __future__ import annotations

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.engine import Event, new_game, quick_setup
from crossfire_desktop.ui.words.names import Namer
from crossfire_desktop.ui.words.text import event_lines


def test_a_timebomb_is_said_once(catalog):
    g = new_game(quick_setup("crossfire", 4, 3), catalog)
    bomb = g.s.defs.index("timebomb")
    ev = Event("ability", {"source": bomb, "effect": "runner_takes_damage", "controller": 0, "when": "timebomb"})
    assert event_lines([ev], Namer(g)) == [
        "Timebomb: When this card is placed in the Crossfire discard, each runner takes 1 damage. "
        "8+: Instead of 1 damage, each runner takes 3 damage."]


def test_a_card_played_into_play_with_no_target_is_said_plainly(catalog):
    """ "Runner 1 plays Quick Shot on the table" read oddly (seen in play): a card with no target is just played."""
    g = new_game(quick_setup("crossfire", 2, 3), catalog)
    names = Namer(g)
    card = g.s.runners[0].hand[0]
    name = names.card(card)
    played = Event("card_played", {"runner": 0, "card": card, "target": None, "assist": False})
    assisted = Event("card_played", {"runner": 1, "card": card, "target": None, "assist": True})
    at = Event("card_played", {"runner": 0, "card": card, "target": g.s.obstacles[0].card, "assist": False})
    assert event_lines([played, assisted, at], names) == [
        f"Runner 1 plays {name}.", f"Runner 2 assists with {name}.",
        f"Runner 1 plays {name} on {names.card(g.s.obstacles[0].card)}."]


def test_an_ability_that_did_nothing_is_not_said(catalog):
    """Instinct's line was logged at every turn end, also after a one-colour turn where it does nothing (seen in
    play). Over real games: Instinct is said exactly when its damage follows, and then just before it."""
    said = silent = 0
    for seed in range(1, 40):
        g = new_game(quick_setup("crossfire", 3, seed), catalog)
        names = Namer(g)
        policy = HeuristicPolicy(seed)
        while g.pending is not None:
            evs = g.apply(policy.choose(g))
            lines = event_lines(evs, names)
            for i, ev in enumerate(evs):
                if ev.code != "ability" or ev.params.get("effect") != "instinct":
                    continue
                instinct = [n for n, line in enumerate(lines) if line.startswith("Instinct:")]
                if evs[i + 1].code == "hp":
                    said += 1
                    assert len(instinct) == 1 and " loses " in lines[instinct[0] + 1]
                else:
                    silent += 1
                    assert not instinct, lines
    assert said and silent  # both cases met
