"""`engine.shuffle.shuffle` is `random.Random.shuffle`: the same order and the same generator state
after, for any seed and length (saves and replays depend on every draw)."""

from __future__ import annotations

import random

from crossfire_desktop.engine.shuffle import shuffle


def test_the_same_order_and_draws_as_the_standard_shuffle() -> None:
    for seed in range(200):
        for size in (0, 1, 2, 3, 7, 16, 33, 64, 65, 120):
            ours, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(size)), list(range(size))
            shuffle(ours, a)
            theirs.shuffle(b)
            assert a == b
            assert ours.getstate() == theirs.getstate()
