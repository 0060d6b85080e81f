import re
from pathlib import Path

import crossfire_desktop.engine as engine
from crossfire_desktop.engine import new_game
from crossfire_desktop.engine.messages import Event, Refusal
from crossfire_desktop.ui.words.names import Namer
from crossfire_desktop.ui.words.text import PLAIN_REFUSALS, event_text, refusal_text


def engine_refusal_codes():
    root = Path(engine.__file__).parent
    codes = set()
    for f in root.rglob("*.py"):
        codes |= set(re.findall(r'Refusal\(\s*"([a-z_]+)"', f.read_text()))
    return codes


def test_every_engine_refusal_has_words(catalog, two_runner_setup, qapp):
    names = Namer(new_game(two_runner_setup, catalog))
    codes = engine_refusal_codes()
    assert len(codes) > 15
    for code in codes:
        text = refusal_text(Refusal(code, {}, "p. 1"), names)
        assert "Not allowed" not in text, code
        # a pick of the wrong size or an option not offered is said plainly: the choice says what to pick
        assert text.endswith("(p. 1)") is (code not in PLAIN_REFUSALS), code


def test_unknown_refusal_and_event_fall_back(catalog, two_runner_setup, qapp):
    names = Namer(new_game(two_runner_setup, catalog))
    assert "mystery" in refusal_text(Refusal("mystery", {}, "Rule 9"), names)
    assert "Rule 9" in refusal_text(Refusal("mystery", {}, "Rule 9"), names)
    assert "mystery" in event_text(Event("mystery", {}), names)


def test_events_name_runners(catalog, two_runner_setup, qapp):
    g = new_game(two_runner_setup, catalog)
    names = Namer(g)
    line = event_text(Event("bought", {"runner": 0, "card": g.s.market_row[0], "cost": 2}), names)
    assert g.s.runners[0].name in line and "2¥" in line


def test_a_staggered_buy_and_a_skipped_turn_are_said(catalog, two_runner_setup, qapp):
    """Issue 27: the staggered runner reads the Draw & Buy rule, and the log says a critical turn is skipped."""
    g = new_game(two_runner_setup, catalog)
    names = Namer(g)
    name = g.s.runners[0].name
    refused = refusal_text(Refusal("staggered_no_buy", {"runner": 0}, "Staggered, p. 17"), names)
    assert refused.startswith(f"{name} is staggered: no drawing 2 and no buying") and "Staggered, p. 17" in refused
    assert event_text(Event("turn_skipped", {"runner": 0}), names) == f"{name} is critical: turn skipped."
