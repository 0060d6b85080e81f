"""Generic effects for owner-entered cards (card packs), parameterised like the common ones:
trigger (the ability's `when`) x who x what x amount.

- `table`: the players resolve the ability's text at the table with generic tools (table_tools).
- `runner_nuyen`: runners gain or lose nuyen (`n`, `change` = "gain" or "lose", `who`).
- `runners_facing`: every runner facing an obstacle of `colors` (or `types`) draws, discards, heals
  or takes damage (`what`, `n`): "Each runner facing a Red obstacle discards 2 cards."
"""

from __future__ import annotations

from crossfire_desktop.catalog.models import ObstacleCard, PlayerCard

from .. import ops, statics, table_tools
from ..flowtypes import Gen
from . import Ctx, effect
from .common_more import amount, chooser, runner_targets, you


@effect("table")
def table(ctx: Ctx) -> Gen[None]:
    """Resolved by the players: the runner the card concerns (the one facing an obstacle, the one who
    played a Black Market card; the current runner for an event) reads the text and uses the table's
    tools, then says Done."""
    g = ctx.g
    card = g.card_def(ctx.source) if ctx.source is not None else None
    if isinstance(card, ObstacleCard):
        decider = g.decider(you(ctx), ctx.source)
    elif isinstance(card, PlayerCard):  # a Black Market card: whoever played (or assisted with) it
        decider = ctx.controller
    else:
        decider = chooser(g)
    name = card.name if card is not None else ""
    yield from table_tools.resolve(g, decider, ctx.source, ctx.ability.text, name)


@effect("runner_nuyen")
def runner_nuyen(ctx: Ctx) -> Gen[None]:
    """'Each runner loses 1 nuyen' (`lose = true`) / 'you gain 2 nuyen'."""
    n = amount(ctx)
    for seat in (yield from runner_targets(ctx)):
        ops.gain_nuyen(ctx.g, seat, -n if ctx.param("change") == "lose" else n, source=ctx.ability.effect)


@effect("runners_facing")
def runners_facing(ctx: Ctx) -> Gen[None]:
    g = ctx.g
    params = {k: v for k, v in ctx.ability.params.items() if k in ("colors", "types")}
    facing = {ob.facing for ob in statics.matching_obstacles(g, params)}
    what, n = str(ctx.param("what", "discards")), amount(ctx)
    for seat in [s for s in g.clockwise_from(g.s.current) if s in facing and not g.s.runners[s].critical]:
        if g.s.runners[seat].client:
            continue
        if what == "discards":
            yield from ops.choose_discards(g, seat, n, source=ctx.source)
        elif what == "draws":
            ops.draw(g, seat, n, reason="ability")
        elif what == "heals":
            yield from ops.heal(g, seat, n, source=ctx.ability.effect)
        elif what == "takes_damage":
            yield from ops.hurt(g, seat, n, source=ctx.ability.effect)

