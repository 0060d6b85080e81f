"""Pack files written with `tomli-w` (a maintained TOML writer): every string it is handed, control
characters and all, comes back the same through `tomllib`. Keys holding None are left out (a card's
unset field); the rest is written as given."""

from __future__ import annotations

from typing import Any

import tomli_w


def _without_none(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _without_none(x) for k, x in v.items() if x is not None}
    if isinstance(v, list | tuple):
        return [_without_none(x) for x in v]
    return v


def value(v: Any) -> str:
    """One value as it would follow `key = ` (arrays of tables one per line)."""
    text = tomli_w.dumps({"v": _without_none(v)})
    if not text.startswith("v = "):  # a table: written as an inline table instead
        text = tomli_w.dumps({"v": [_without_none(v)]})
        return text.removeprefix("v = [\n").removesuffix(",\n]\n").strip()
    return text.removeprefix("v = ").rstrip("\n")


def dump_pack(info: dict[str, Any], decks: dict[str, list[dict[str, Any]]]) -> str:
    """A pack file: the [pack] table, then one [[deck]] table per entry, in the order given."""
    return tomli_w.dumps(_without_none({"pack": info, **{deck: entries for deck, entries in decks.items() if entries}}))
