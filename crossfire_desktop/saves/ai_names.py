"""Saves from before `RunnerSetup.ai` marked an AI seat by naming its runner "<name> (AI)".

Read now, such a seat is an AI seat and its runner is called what the player typed. The save is
checked as written (its state hash covers the old names) before it is moved to the new form.
"""

from __future__ import annotations

import copy
from typing import Any

OLD_AI_SUFFIX = " (AI)"


def old_ai_seats(data: Any) -> set[int]:
    """The seats an old-format save marks as AI by their runner's name (empty for a current save)."""
    setup = data.get("setup") if isinstance(data, dict) else None
    runners = setup.get("runners") if isinstance(setup, dict) else None
    if not isinstance(runners, list):
        return set()
    return {seat for seat, r in enumerate(runners)
            if isinstance(r, dict) and "ai" not in r and str(r.get("name", "")).endswith(OLD_AI_SUFFIX)}


def without_ai_names(data: dict[str, Any]) -> dict[str, Any]:
    """A copy of an old-format save with its AI seats marked `ai` and the suffix dropped from their
    names, in the setup and in the snapshot's runners alike."""
    seats = old_ai_seats(data)
    out = copy.deepcopy(data)
    for seat, r in enumerate(out["setup"]["runners"]):
        if seat in seats:
            r["name"] = r["name"].removesuffix(OLD_AI_SUFFIX)
            r["ai"] = True
    snapshot = out.get("snapshot")
    if isinstance(snapshot, dict):
        for r in snapshot["state"]["runners"]:
            if r["seat"] in seats:
                r["name"] = r["name"].removesuffix(OLD_AI_SUFFIX)
    return out
