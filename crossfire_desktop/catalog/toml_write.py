"""A small TOML writer for pack files: strings, numbers, booleans, lists, inline and array tables.

Only what pack entries hold; the output reads like the hand-written files in cards/.
"""

from __future__ import annotations

import json
import re
from typing import Any

_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def _key(key: str) -> str:
    return key if _BARE.match(key) else json.dumps(key)


def value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int | float):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)  # a JSON string is a valid TOML basic string
    if isinstance(v, list | tuple):
        return "[" + ", ".join(value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{_key(k)} = {value(x)}" for k, x in v.items()) + " }" if v else "{}"
    raise TypeError(f"can't write {type(v).__name__} to TOML")


def _is_table_list(v: Any) -> bool:
    return isinstance(v, list) and bool(v) and all(isinstance(x, dict) for x in v)


def table(name: str, data: dict[str, Any], *, array: bool = False) -> list[str]:
    """`[name]` (or `[[name]]`) with its scalars first, then its nested arrays of tables."""
    lines = [f"[[{name}]]" if array else f"[{name}]"]
    nested: list[tuple[str, list[dict[str, Any]]]] = []
    for k, v in data.items():
        if v is None:
            continue
        if _is_table_list(v) and k != "track":
            nested.append((k, v))
        else:
            lines.append(f"{_key(k)} = {value(v)}")
    for k, items in nested:
        for item in items:
            lines.append("")
            lines.extend(table(f"{name}.{_key(k)}", item, array=True))
    return lines


def dump_pack(info: dict[str, Any], decks: dict[str, list[dict[str, Any]]]) -> str:
    lines = table("pack", info)
    for deck, entries in decks.items():
        for entry in entries:
            lines.append("")
            lines.extend(table(deck, entry, array=True))
    return "\n".join(lines) + "\n"
