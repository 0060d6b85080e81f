"""Common effects, parameterised in the card data: heal N, draw N, discard N, gain nuyen ...

`who` says whom: "you" (the ability's controller), "current" (the current runner), "each" (every
runner), "chosen" (a runner the controller picks), "chosen_other" (another runner than you).
"""

from __future__ import annotations

from crossfire_desktop.catalog import ObstacleCard

from .. import ops
from ..decisions import Decision, Kind, Option
from ..flowtypes import Gen
from ..messages import Params
from . import Ctx, effect


def choose_runner(ctx: Ctx, *, other: bool = False, prompt: str = "choose_runner") -> Gen[int]:
    g = ctx.g
    seats = [s for s in g.s.order if not g.s.runners[s].critical and not (other and s == ctx.controller)]
    if not seats:
        return -1
    if len(seats) == 1:
        return seats[0]
    options = tuple(Option(s, "runner") for s in seats)
    prompt, params = other_runner_prompt(ctx, ctx.controller) if other and prompt == "choose_runner" else \
        (prompt, {"effect": ctx.ability.effect})
    answer = yield Decision(Kind.CHOOSE, g.decider(ctx.controller, ctx.source), prompt, params,
                            options, source=ctx.source)
    return int(options[answer.option].ref)


def other_runner_prompt(ctx: Ctx, left_out: int) -> tuple[str, Params]:
    """"Choose another runner": the prompt names the runner left out and whether the ability is an obstacle's
    (its "you" is the runner it faces, RULINGS.md), so the player sees why that runner is not offered."""
    faced = ctx.source is not None and isinstance(ctx.g.card_def(ctx.source), ObstacleCard)
    return "choose_other_runner", {"effect": ctx.ability.effect, "runner": left_out, "faced": faced}


def targets(ctx: Ctx) -> Gen[list[int]]:
    """The runners an effect applies to, asking for a choice where the data says so."""
    who = ctx.param("who", "you")
    g = ctx.g
    if who == "you":
        return [ctx.controller]
    if who == "current":
        return [g.s.current]
    if who == "each":
        return [s for s in g.s.order if not g.s.runners[s].critical]
    if who in ("chosen", "chosen_other"):
        seat = yield from choose_runner(ctx, other=who == "chosen_other")
        return [seat] if seat >= 0 else []
    raise ValueError(f"unknown who={who!r}")


@effect("heal")
def heal(ctx: Ctx) -> Gen[None]:
    for seat in (yield from targets(ctx)):
        yield from ops.heal(ctx.g, seat, int(ctx.param("n", 1)), healer=ctx.controller, source=ctx.ability.effect)


@effect("draw")
def draw(ctx: Ctx) -> Gen[None]:
    for seat in (yield from targets(ctx)):
        ops.draw(ctx.g, seat, int(ctx.param("n", 1)), reason="ability")


@effect("discard")
def discard(ctx: Ctx) -> Gen[None]:
    for seat in (yield from targets(ctx)):
        yield from ops.choose_discards(ctx.g, seat, int(ctx.param("n", 1)), source=ctx.source)


@effect("draw_then_discard")
def draw_then_discard(ctx: Ctx) -> Gen[None]:
    for seat in (yield from targets(ctx)):
        ops.draw(ctx.g, seat, int(ctx.param("draw", 1)), reason="ability")
        yield from ops.choose_discards(ctx.g, seat, int(ctx.param("discard", 1)), source=ctx.source)


@effect("gain_nuyen")
def gain_nuyen(ctx: Ctx) -> Gen[None]:
    for seat in (yield from targets(ctx)):
        ops.gain_nuyen(ctx.g, seat, int(ctx.param("n", 1)), source=ctx.ability.effect)


@effect("take_damage")
def take_damage(ctx: Ctx) -> Gen[None]:
    for seat in (yield from targets(ctx)):
        yield from ops.hurt(ctx.g, seat, int(ctx.param("n", 1)), source=ctx.ability.effect)
