"""More common effects, for obstacle and Crossfire event abilities (parameterised in the card data).

On an obstacle or an event the card itself does things: no runner is "the healer", and when the
text says "choose" the current runner chooses (p. 10, Obstacle abilities; between turns, the
starting runner, who manages the Crossfire deck). `who` says whom:

- "you": the runner facing the obstacle (p. 10) - for a DEFEATED ability, the runner it faced;
- "current": the current runner; "each": every runner (not the Client) who is not critical;
- "chosen": a runner the current runner chooses; "chosen_other": another runner than "you".

An amount `n` may be replaced at a Crossfire level ("Instead of 1 damage, ... 3 damage"):
`instead_level = 8, instead_n = 3`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from .. import ops, statics
from ..decisions import Decision, Kind, Option
from ..flowtypes import Gen
from ..messages import Params
from ..shuffle import shuffle
from . import Ctx, effect
from .common import other_runner_prompt

if TYPE_CHECKING:
    from ..game import Game


def chooser(g: Game) -> int:
    """Who makes an obstacle's or event's choice: the current runner (the starting runner between turns)."""
    return g.decider(g.s.current if g.s.turn is not None else g.s.starting)


def you(ctx: Ctx) -> int:
    """'You' on an obstacle: the runner facing it (kept in ctx.data once it has left play)."""
    return int(ctx.data.get("facing", ctx.controller))


def standing_runners(g: Game) -> list[int]:
    """The runners an effect on 'each runner' reaches: not the Client, not critical; clockwise from
    the current runner (the starting runner between turns), as damage packets are resolved (FAQ)."""
    first = g.s.current if g.s.turn is not None else g.s.starting
    return [s for s in g.clockwise_from(first) if not g.s.runners[s].client and not g.s.runners[s].critical]


def amount(ctx: Ctx, name: str = "n", default: int = 1) -> int:
    n = int(ctx.param(name, default))
    level = ctx.param("instead_level")
    if level is not None and ops.crossfire_level(ctx.g) >= int(level):
        n = int(ctx.param("instead_n", n))
    return n


def pick(ctx: Ctx, options: tuple[Option, ...], prompt: str, params: Params | None = None) -> Gen[Option | None]:
    """The chooser picks one option (none to pick from: None; only one: no question); `params`: the prompt's."""
    if not options:
        return None
    if len(options) == 1:
        return options[0]
    g = ctx.g
    answer = yield Decision(Kind.CHOOSE, chooser(g), prompt, params or {"effect": ctx.ability.effect}, options,
                            source=ctx.source)
    chosen: Option = options[int(answer.option)]
    return chosen


def runner_targets(ctx: Ctx) -> Gen[list[int]]:
    who = ctx.param("who", "you")
    g = ctx.g
    if who == "you":
        seat = you(ctx)
        return [] if g.s.runners[seat].critical else [seat]
    if who == "current":
        return [] if g.s.runners[g.s.current].critical else [g.s.current]
    if who == "each":
        return standing_runners(g)
    if who in ("chosen", "chosen_other"):
        seats = [s for s in standing_runners(g) if not (who == "chosen_other" and s == you(ctx))]
        prompt, params = other_runner_prompt(ctx, you(ctx)) if who == "chosen_other" else ("choose_runner", None)
        chosen = yield from pick(ctx, tuple(Option(s, "runner") for s in seats), prompt, params)
        return [] if chosen is None else [int(chosen.ref)]
    raise ValueError(f"unknown who={who!r}")


# ---- runners ------------------------------------------------------------------------------

@effect("runner_heals")
def runner_heals(ctx: Ctx) -> Gen[None]:
    """'That runner heals N HP': the card heals, so only "can't be healed" can stop it."""
    for seat in (yield from runner_targets(ctx)):
        yield from ops.heal(ctx.g, seat, amount(ctx), source=ctx.ability.effect)


@effect("runner_draws")
def runner_draws(ctx: Ctx) -> Gen[None]:
    for seat in (yield from runner_targets(ctx)):
        ops.draw(ctx.g, seat, amount(ctx), reason="ability")


@effect("runner_discards")
def runner_discards(ctx: Ctx) -> Gen[None]:
    for seat in (yield from runner_targets(ctx)):
        yield from ops.choose_discards(ctx.g, seat, amount(ctx), source=ctx.source)


@effect("runner_draws_then_discards")
def runner_draws_then_discards(ctx: Ctx) -> Gen[None]:
    for seat in (yield from runner_targets(ctx)):
        ops.draw(ctx.g, seat, int(ctx.param("draw", 1)), reason="ability")
        yield from ops.choose_discards(ctx.g, seat, int(ctx.param("discard", 1)), source=ctx.source)


@effect("runner_takes_damage")
def runner_takes_damage(ctx: Ctx) -> Gen[None]:
    """Each target takes its own packet (clockwise from the current runner for "each")."""
    for seat in (yield from runner_targets(ctx)):
        yield from ops.hurt(ctx.g, seat, amount(ctx), source=ctx.ability.effect)


# ---- obstacles ----------------------------------------------------------------------------

@effect("level_damage")
def level_damage(ctx: Ctx) -> Gen[None]:
    """'Deal N levels of damage to another obstacle': the chooser picks any obstacle in play but
    this one (never a boss: the text says obstacle, p. 10 Bosses)."""
    g = ctx.g
    options = tuple(Option(ob.card, "obstacle") for ob in g.s.obstacles if not ob.boss and ob.card != ctx.source)
    chosen = yield from pick(ctx, options, "choose_obstacle")
    if chosen is not None:
        yield from g.calls.deal_levels(g, int(chosen.ref), amount(ctx))


@effect("heal_levels")
def heal_levels(ctx: Ctx) -> Gen[None]:
    """An obstacle heals levels: `n` of them (no `n`: all). With `colors`/`types`, every matching
    obstacle in play; otherwise the obstacle whose ability this is."""
    g = ctx.g
    n = amount(ctx) if "n" in ctx.ability.params else None
    if "colors" in ctx.ability.params or "types" in ctx.ability.params:
        cards = [ob.card for ob in statics.matching_obstacles(g, dict(ctx.ability.params))]
    else:
        cards = [] if ctx.source is None else [ctx.source]
    for card in cards:
        ops.heal_levels(g, card, n)
    return
    yield


def _reveal_more(g: Game, deck: str, seen: int) -> bool:
    """The deck has no unrevealed card left: shuffle its discard in under the revealed ones."""
    pile = g.s.normal_deck if deck == "normal" else g.s.hard_deck
    discard = g.s.normal_discard if deck == "normal" else g.s.hard_discard
    if seen < len(pile) or not discard:
        return seen < len(pile)
    rest = list(discard)
    discard.clear()
    shuffle(g.rng, rest)
    pile[:0] = rest
    g.emit("obstacles_reshuffled", deck=deck)
    return True


MAX_REVEAL_CHAIN = 8  # obstacles brought in by FLIPPED reveals of obstacles brought in by FLIPPED reveals...


@effect("reveal_obstacles")
def reveal_obstacles(ctx: Ctx) -> Gen[None]:
    """Reveal obstacles from the top of a deck - `count` of them, or (count 0) until one matches
    `types`/`colors` - put the matching ones into play facing the runner of their color, in the
    order revealed (their FLIPPED abilities trigger), and discard the rest.

    Revealed cards stay on the deck until they move, so each card is always somewhere."""
    g = ctx.g
    depth = int(ctx.data.get("depth", 0)) if ctx.ability.when == "flipped" else 0
    if depth >= MAX_REVEAL_CHAIN:  # obstacles revealing obstacles revealing...: the chain stops here
        g.emit("reveal_chain_stopped", source=ctx.source, n=depth)
        return
    deck = str(ctx.param("deck", "normal"))
    count = int(ctx.param("count", 0))
    params = {k: v for k, v in ctx.ability.params.items() if k in ("colors", "types")}
    pile = g.s.normal_deck if deck == "normal" else g.s.hard_deck
    revealed: list[int] = []
    matches: list[int] = []
    while (count == 0 and not matches) or (count > 0 and len(revealed) < count):
        if not _reveal_more(g, deck, len(revealed)):
            break
        card = pile[len(pile) - 1 - len(revealed)]
        revealed.append(card)
        g.revealed()
        g.emit("obstacle_revealed", obstacle=card, deck=deck)
        if _def_matches(g, card, params):
            matches.append(card)
    discard = g.s.normal_discard if deck == "normal" else g.s.hard_discard
    for card in revealed:
        if card not in matches:
            pile.remove(card)
            discard.append(card)
            g.emit("obstacle_discarded", obstacle=card, deck=deck)
    for card in matches:  # off the deck before any comes into play: a FLIPPED ability may reveal again
        pile.remove(card)
    for card in matches:
        color = g.obstacle_def(card).color or "black"
        yield from ops.put_in_play(g, card, ops.runner_of_color(g, color), depth=depth + 1)


def _def_matches(g: Game, card: int, params: Mapping[str, object]) -> bool:
    defn = g.obstacle_def(card)
    colors = params.get("colors")
    types = params.get("types")
    if isinstance(colors, list) and defn.color not in colors:
        return False
    return not (isinstance(types, list) and defn.type not in types)
