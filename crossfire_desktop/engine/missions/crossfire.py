"""The Crossfire mission (p. 19): three scenes of obstacles; win when the third scene ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import ops
from ..flow import bottom_events
from ..flowtypes import Gen
from ..steps import buy_one
from .base import MissionRules

if TYPE_CHECKING:
    from ..game import Game


class CrossfireMission(MissionRules):
    def setup(self, g: Game) -> Gen[None]:
        # Danger Zone: one card in the Crossfire discard per time taken, its effects not triggered.
        for _ in range(g.s.bonus.count("danger_zone")):
            if g.s.crossfire_deck:
                g.s.crossfire_discard.append(g.s.crossfire_deck.pop())
                g.revealed()
        g.s.scene = 1
        yield from self.flip_scene(g)

    def flip_scene(self, g: Game) -> Gen[None]:
        """Hard obstacles up to the Crossfire level, Normal ones for the rest; the first faces its
        color, the rest go clockwise."""
        extra = self.data.scene_flip_extra[g.s.scene - 1] if g.s.scene <= len(self.data.scene_flip_extra) else 0
        count = len(g.runner_seats()) + extra + (1 if "bring_it_on" in g.s.bonus else 0)
        hard = min(ops.crossfire_level(g), count)
        g.emit("scene_started", scene=g.s.scene, obstacles=count)
        yield from ops.flip_obstacles(g, hard, count - hard)

    def end_of_turn(self, g: Game, seat: int) -> Gen[None]:
        if g.s.obstacles:
            return
        # Ending a Scene: heal 1, event to the bottom, one purchase each from left of the defeater.
        g.emit("scene_ended", scene=g.s.scene)
        for r in g.runner_seats():
            yield from ops.heal(g, r, 1, source="scene_end")
        bottom_events(g)
        defeater = g.s.last_defeater if g.s.last_defeater is not None else seat
        first = ops.next_clockwise(g, defeater, skip_client=True)
        buyer = first
        for _ in g.runner_seats():
            yield from buy_one(g, buyer, "scene_buy")
            buyer = ops.next_clockwise(g, buyer, skip_client=True)
        if g.s.scene >= 3:
            g.finish("win", scene=g.s.scene)
        g.s.scene += 1
        yield from self.flip_scene(g)
        g.s.mission_state["next_seat"] = first
