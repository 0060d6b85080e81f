"""Steps the missions share: ending a Scene with one purchase each, seeding the Crossfire discard."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .. import ops
from ..flow import bottom_events
from ..flowtypes import Gen
from ..steps import buy_one

if TYPE_CHECKING:
    from ..game import Game


def seed_crossfire_discard(g: Game, n: int) -> None:
    """Start with n cards in the Crossfire discard, their effects not triggered (Danger Zone,
    Stepped-up Security!)."""
    for _ in range(n):
        if g.s.crossfire_deck:
            g.s.crossfire_discard.append(g.s.crossfire_deck.pop())
            g.revealed()


def end_scene(g: Game, defeater: int, rewards: Callable[[], Gen[None]]) -> Gen[int]:
    """Ending a Scene (Crossfire p. 19, Dragon Rewards p. 21): the rewards, the active events to the
    bottom of the Crossfire deck, then one optional purchase each starting left of `defeater`.
    Returns the runner who had the first choice to buy: the next Scene starts with them."""
    g.emit("scene_ended", scene=g.s.scene)
    yield from rewards()
    bottom_events(g)
    first = ops.next_clockwise(g, defeater, skip_client=True)
    buyer = first
    for _ in g.runner_seats():
        yield from buy_one(g, buyer, "scene_buy")
        buyer = ops.next_clockwise(g, buyer, skip_client=True)
    return first
