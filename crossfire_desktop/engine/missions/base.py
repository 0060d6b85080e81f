"""The hooks every mission has; the defaults are the general rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from crossfire_desktop.catalog import Mission

from .. import revised
from ..editions import is_revised
from ..flowtypes import Step

if TYPE_CHECKING:
    from ..game import Game
    from ..state import ObstacleState, Placement


class MissionRules:
    def __init__(self, data: Mission) -> None:
        self.data = data

    def setup(self, g: Game) -> Step:
        """Mission setup steps, done before the starting runner's first turn."""
        return ()

    def round_start(self, g: Game) -> Step:
        """Before the Crossfire card is drawn (Dragon Fight flips obstacles here)."""
        return ()

    def draws_crossfire(self, g: Game) -> bool:
        if is_revised(g):
            return True  # the starting Crossfire level below 0 replaces the mission's skipped rounds
        skipped = self.data.no_crossfire_rounds.get(str(len(g.runner_seats())), [])
        return g.s.round not in skipped

    def start_of_turn(self, g: Game, seat: int) -> Step:
        """Mission steps at the start of a turn, before any start-of-turn ability."""
        return ()

    def end_of_turn(self, g: Game, seat: int) -> Step:
        return ()

    def on_critical(self, g: Game, seat: int) -> None:
        """A runner went critical: the abort run round, or a loss where the mission allows no abort.
        Revised: a second critical runner in the Scene is a loss; the first lets the team choose
        (asked by ops.hurt, which can wait for an answer)."""
        if self.data.karma_abort is None:
            g.finish("loss", reason="critical", runner=seat)
        if is_revised(g):
            if revised.on_critical(g, seat) == "loss":
                g.finish("loss", reason="second_critical", runner=seat)
            if not g.s.mission_state.get("abort_pending"):
                g.s.mission_state["critical_choice"] = seat
            return
        self.abort_now(g)

    def abort_now(self, g: Game) -> None:
        """The abort run round: at once during the Crossfire step, else after the current turn."""
        from ..flow import start_abort  # noqa: PLC0415

        if g.s.abort is not None or g.s.mission_state.get("abort_pending"):
            return
        if g.s.turn is None:
            # During the Draw a New Crossfire Card step: the abort run begins with the starting runner.
            start_abort(g, g.s.starting)
            remaining: list[int] = g.s.abort or []
            g.s.abort = [other for other in remaining if other != g.s.starting]
            g.s.current = g.s.starting
        else:
            g.s.mission_state["abort_pending"] = True

    def on_stagger(self, g: Game, seat: int) -> None:
        """A seat was staggered (Extraction: the Client staggered is a loss)."""

    def boss_attack(self, g: Game, ob: ObstacleState) -> int:
        return 0

    def damage_boss(self, g: Game, ob: ObstacleState, placed: list[Placement]) -> Step:
        return ()
