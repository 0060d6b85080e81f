"""The Dragon Fight mission (p. 20-21): defeat the Covert Dragon's two aspects, then the Enraged
Dragon's two; each round flips obstacles at the runners who don't face the Dragon.

Each aspect of the Dragon's current side is a boss in play (`ObstacleState.boss`), a card instance
of the aspect's id (`catalog.BossAspectCard`): it attacks like an obstacle (`boss_attack`), and one
runner defeats it by placing its colored amount of its color, or its colorless amount of any damage,
in one turn (`damage_boss`). All the Dragon's numbers are card data (`cards/bosses.toml`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crossfire_desktop.catalog import BossAspectCard, BossCard

from .. import ops
from ..damage import COLOR_INDEX
from ..editions import is_revised
from ..flowtypes import Gen
from ..revised import breather
from ..state import ObstacleState
from ..triggers import run
from .base import MissionRules
from .scene import end_scene

if TYPE_CHECKING:
    from ..game import Game
    from ..state import Placement

# Bonus challenges that change the rounds without a Crossfire card, and the flips per round.
CROSSFIRE_FROM = {"trouble_brewing": 2, "lets_get_serious": 1}
MINIONS_UNENDING = "minions_unending"
CLOSER = "im_closer_than_you_think"


def aspect_damage(g: Game, card: int) -> tuple[int, int]:
    """The damage applied to a boss aspect this turn: of its color, in all (kept until the turn ends)."""
    colored, total = g.s.mission_state.get("aspect_damage", {}).get(str(card), [0, 0])
    return int(colored), int(total)


def aspect_falls(aspect: BossAspectCard, colored: int, total: int) -> bool:
    """An aspect falls once this turn's damage reaches its color's amount or its colorless amount (p. 21)."""
    return colored >= aspect.colored_amount or total >= aspect.colorless_amount


def boss_hits(g: Game, card: int, color: str) -> tuple[int, int]:
    """What the damage placed at a boss aspect adds when applied: of `color`, in all."""
    pool = g.pool(card)
    return pool.colors[COLOR_INDEX[color]], sum(pool.colors) + pool.colorless


class DragonFightMission(MissionRules):
    def boss(self, g: Game) -> BossCard:
        assert self.data.boss is not None
        return g.cat.boss(self.data.boss)

    def aspect(self, g: Game, card: int) -> BossAspectCard:
        return g.cat.boss_aspect(g.s.defs[card])

    def facing(self, g: Game) -> int:
        return int(g.s.mission_state["dragon_facing"])

    # ---- setup and rounds ----------------------------------------------------------------

    def setup(self, g: Game) -> Gen[None]:
        """The Covert side faces the runner to the right of the starting runner (p. 20)."""
        order = g.runner_seats()
        right = order[(order.index(g.s.starting) - 1) % len(order)]
        g.s.mission_state.update({"dragon_facing": right, "side": 0, "fallen": [], "fell_this_turn": []})
        g.s.scene = 1
        self.bring_side(g, 0)
        return
        yield

    def bring_side(self, g: Game, side: int) -> None:
        g.s.mission_state["side"] = side
        facing = self.facing(g)
        g.emit("boss_side", boss=self.boss(g).id, side=self.boss(g).sides[side].name, facing=facing)
        for aspect in self.boss(g).sides[side].aspects:
            card = g.add_card(aspect.id)
            g.s.mission_state.setdefault("boss_cards", []).append(card)  # in play or fallen: never in a pile
            g.s.obstacles.append(ObstacleState(card=card, facing=facing, boss=True))
            g.emit("obstacle_flipped", obstacle=card, facing=facing, boss=True)

    def sync_facing(self, g: Game) -> None:
        """If an ability turned an aspect to another runner, the whole Dragon moves there (p. 21)."""
        facing = self.facing(g)
        moved = [ob.facing for ob in g.s.obstacles if ob.boss and ob.facing != facing]
        if not moved:
            return
        g.s.mission_state["dragon_facing"] = moved[0]
        for ob in g.s.obstacles:
            if ob.boss:
                ops.move_obstacle(g, ob.card, moved[0])

    def flips_per_round(self, g: Game) -> int:
        return self.data.round_flips + (1 if MINIONS_UNENDING in g.s.bonus else 0)

    def round_start(self, g: Game) -> Gen[None]:
        """Hard obstacles up to the Crossfire level, Normal for the rest; the first faces the runner
        to the left of the Dragon's runner, the rest clockwise, never the Dragon's runner (p. 21)."""
        self.sync_facing(g)
        count = self.flips_per_round(g)
        hard = min(ops.crossfire_level(g), count)
        dragon = self.facing(g)
        first = ops.next_clockwise(g, dragon, skip_client=True)
        yield from ops.flip_obstacles(g, hard, count - hard, first_facing=first, skip={dragon})

    def draws_crossfire(self, g: Game) -> bool:
        firsts = [CROSSFIRE_FROM[b] for b in g.s.bonus if b in CROSSFIRE_FROM]
        if firsts:
            return g.s.round >= min(firsts)
        return super().draws_crossfire(g)

    # ---- the aspects ---------------------------------------------------------------------

    def boss_attack(self, g: Game, ob: ObstacleState) -> int:
        aspect = self.aspect(g, ob.card)
        bonus = 1 if aspect.side == 0 and CLOSER in g.s.bonus else 0
        return aspect.attack + bonus

    def damage_boss(self, g: Game, ob: ObstacleState, placed: list[Placement]) -> Gen[None]:
        """All the damage placed at an aspect this turn counts together; it falls once its color's
        amount or its colorless amount is reached (damage never carries to another turn)."""
        aspect = self.aspect(g, ob.card)
        colored, total = aspect_damage(g, ob.card)
        more_colored, more_total = boss_hits(g, ob.card, aspect.color)
        colored, total = colored + more_colored, total + more_total
        g.s.mission_state.setdefault("aspect_damage", {})[str(ob.card)] = [colored, total]
        g.emit("boss_damaged", obstacle=ob.card, colored=colored, total=total,
               colored_needed=aspect.colored_amount, colorless_needed=aspect.colorless_amount)
        if aspect_falls(aspect, colored, total):
            self.defeat_aspect(g, ob)
        return
        yield

    def defeat_aspect(self, g: Game, ob: ObstacleState) -> None:
        aspect = self.aspect(g, ob.card)
        ops.remove_obstacle(g, ob.card)
        seat = g.s.current
        g.s.last_defeater = seat
        if g.s.turn is not None:
            g.s.turn.defeated.append(ob.card)
        ms = g.s.mission_state
        ms["fallen"].append(aspect.id)
        ms["fell_this_turn"].append([ob.card, seat])
        g.emit("obstacle_defeated", obstacle=ob.card, by=seat, boss=True)
        every = [a.id for side in self.boss(g).sides for a in side.aspects]
        if all(a in ms["fallen"] for a in every):
            g.finish("win", boss=self.boss(g).id)  # at once, even with obstacles in play (p. 21)
        side = self.boss(g).sides[aspect.side]
        if all(a.id in ms["fallen"] for a in side.aspects) and aspect.side + 1 < len(self.boss(g).sides):
            self.bring_side(g, aspect.side + 1)  # both Covert aspects down: the Dragon is Enraged

    def start_of_turn(self, g: Game, seat: int) -> Gen[None]:
        self.sync_facing(g)
        return
        yield

    def end_of_turn(self, g: Game, seat: int) -> Gen[None]:
        """After a turn in which an aspect fell: its reward for each runner, then the Scene ends
        (events to the bottom, one purchase each from the left of the defeater) (p. 21)."""
        ms = g.s.mission_state
        for card, (_colored, total) in ms.pop("aspect_damage", {}).items():
            if total and g.s.obstacle(int(card)) is not None:  # damage never carries over to another turn
                g.emit("boss_damage_gone", obstacle=int(card))
        self.sync_facing(g)
        fell = ms.get("fell_this_turn", [])
        if not fell:
            return
        ms["fell_this_turn"] = []

        def rewards() -> Gen[None]:
            for card, defeater in fell:
                for ab in g.cat.boss_aspect(g.s.defs[card]).reward:
                    yield from run(g, ab, card, defeater)

        if is_revised(g):
            # Revised: the aspect's reward, then a Breather; play goes on clockwise (RULINGS).
            g.emit("scene_ended", scene=g.s.scene)
            yield from rewards()
            yield from breather(g, seat)
            g.s.scene += 1
            g.emit("scene_started", scene=g.s.scene, obstacles=0)
            return
        first = yield from end_scene(g, fell[-1][1], rewards)
        g.s.scene += 1
        g.emit("scene_started", scene=g.s.scene, obstacles=0)
        ms["next_seat"] = first
