"""The Crossfire mission (p. 19): three scenes of obstacles; win when the third scene ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import ops
from ..editions import is_revised
from ..flowtypes import Gen
from ..revised import breather
from .base import MissionRules
from .scene import end_scene, seed_crossfire_discard

if TYPE_CHECKING:
    from ..game import Game


class CrossfireMission(MissionRules):
    def setup(self, g: Game) -> Gen[None]:
        # Danger Zone: one card in the Crossfire discard per time taken, its effects not triggered.
        seed_crossfire_discard(g, g.s.bonus.count("danger_zone"))
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
        if is_revised(g):
            # Revised: the Scene ends; a Breather before the next one (none after the last: the win).
            g.emit("scene_ended", scene=g.s.scene)
            if g.s.scene >= 3:
                g.finish("win", scene=g.s.scene)
            yield from breather(g, seat)
            g.s.scene += 1
            yield from self.flip_scene(g)
            return
        # Ending a Scene: heal 1, event to the bottom, one purchase each from left of the defeater.
        def heal_each() -> Gen[None]:
            for r in g.runner_seats():
                yield from ops.heal(g, r, 1, source="scene_end")

        defeater = g.s.last_defeater if g.s.last_defeater is not None else seat
        first = yield from end_scene(g, defeater, heal_each)
        if g.s.scene >= 3:
            g.finish("win", scene=g.s.scene)
        g.s.scene += 1
        yield from self.flip_scene(g)
        g.s.mission_state["next_seat"] = first
