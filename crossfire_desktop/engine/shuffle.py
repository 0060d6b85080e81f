"""`random.Random.shuffle`, the same draws and the same order, without a method call per card.

The standard library's shuffle asks `_randbelow` for each position (a Python call each); games shuffle
a few hundred cards (the setup's decks, every reshuffled discard), so this loop does the same work
inline. Identical output for the same generator state is what saves and replays need: a test compares
the two over many seeds and lengths.
"""

from __future__ import annotations

import random
from typing import Any


def shuffle(rng: random.Random, x: list[Any]) -> None:
    """Shuffle `x` in place exactly as `rng.shuffle(x)` would (Fisher-Yates, `getrandbits` rejection)."""
    getrandbits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]
