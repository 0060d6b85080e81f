"""Hostile card packs the tests share (issue 28)."""

from __future__ import annotations

COLORS = ("black", "blue", "green", "red")

REVEALER = '''
[[obstacles_normal]]
id = "zz_revealer_{i}"
name = "Revealer {i}"
color = "{color}"
type = "Human"
nuyen = 1
attack = 1
track = ["green", 2]
[[obstacles_normal.abilities]]
when = "flipped"
effect = "reveal_obstacles"
params = {{ deck = "normal", count = {count}, types = ["Human"] }}
'''


def revealers_pack(n: int, count: int) -> str:
    """A pack of `n` Human obstacles that each reveal `count` more Human obstacles when flipped."""
    return '[pack]\nname = "Revealers"\n' + "".join(
        REVEALER.format(i=i, color=COLORS[i % 4], count=count) for i in range(n))
