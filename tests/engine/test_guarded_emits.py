"""The busiest event sites build their event only when events are on (`if g.events:` before `emit`): an
event the tally counts must never be guarded so, or a simulation's tally would miss it (ENGINE.md)."""

from __future__ import annotations

import re
from pathlib import Path

from crossfire_desktop.engine import tally

ENGINE = Path(tally.__file__).parent


def test_no_guarded_emit_is_an_event_the_tally_counts():
    guarded = re.compile(r"if (?:g|self)\.events:[^\n]*\n\s+(?:g|self)\.emit\(\"(\w+)\"")
    found = {code for path in ENGINE.rglob("*.py") for code in guarded.findall(path.read_text("utf-8"))}
    assert len(found) >= 8  # the guards are found (a changed spelling would make this test pass for nothing)
    assert not found & tally.COUNTED, found & tally.COUNTED
