"""The card editor's TOML boxes (a boss's sides): an example that is itself a sound side, where the typed
text stops being TOML, and its value once it reads."""

from __future__ import annotations

import re
import tomllib
from typing import Any

# TOML 1.0: an inline table { } stays on one line; arrays [ ] may span lines
SIDES_EXAMPLE = ('[{ name = "Covert", attack = 0, aspects = [\n'
                 '  { id = "covert_hacking", name = "Hacking", color = "green", colored_amount = 8, colorless_amount = 12 },\n'
                 '] }]')


def toml_problem(text: str) -> str | None:
    """Why this text is not a TOML value yet (with its line and column), or None."""
    if not text.strip():
        return None
    try:
        tomllib.loads(f"v = {text}")
    except tomllib.TOMLDecodeError as exc:
        why = str(exc)
        found = re.search(r"\(at line (\d+), column (\d+)\)", why)
        if found is not None:  # the text was parsed after "v = ": give the place in the box
            line, col = int(found[1]), int(found[2])
            why = why[: found.start()] + f"(line {line}, column {col - 4 if line == 1 else col})"
        return why
    return None


def read_toml_value(text: str) -> Any:
    if not text.strip():
        return None
    try:
        return tomllib.loads(f"v = {text}")["v"]
    except tomllib.TOMLDecodeError:
        return text
