"""How many worker processes a window's search uses. Apart from bots/search so the table can know it
without importing the search and multiprocessing's pool (~1-2 MiB) before a hint or an AI seat needs them."""

from __future__ import annotations

import os

MAX_WINDOW_WORKERS = 4  # a window's searches use at most this many cores (each worker holds the catalog)


def window_workers() -> int:
    """How many worker processes a window's search uses: the player's cores, within MAX_WINDOW_WORKERS."""
    return max(1, min(os.cpu_count() or 1, MAX_WINDOW_WORKERS))
