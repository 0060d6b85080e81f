"""Seeds to share: the daily seed of a mission (the same deal for everyone that day)."""

from __future__ import annotations

import hashlib
from datetime import date

SEED_LIMIT = 999_999  # the New mission page's seed box takes 1..999999


def daily_seed(mission: str, day: date) -> int:
    """The same number for the same mission and calendar day on every computer (the day is the player's own
    calendar day: friends in one country share it)."""
    digest = hashlib.sha256(f"crossfire-daily:{day.isoformat()}:{mission}".encode()).digest()
    return 1 + int.from_bytes(digest[:8], "big") % SEED_LIMIT
