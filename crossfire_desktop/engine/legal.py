"""`legal_actions` built directly: each answer is generated only when legal.

Generating every candidate and asking `legality.check` about each repeats the same work (the
statics, the activations, the card data) once per candidate. Here that work is done once per
call, and the list is the same one, in the same order, as the candidates that pass the check
(a test compares the two on many states).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from . import statics
from .actions import Action, ApplyDamage, Buy, Choose, ChooseMany, EndStep, MoveCard, PlayCard, UseAbility
from .decisions import Kind
from .hooks import Hooks
from .legality import buy_refusal, not_for_bosses

if TYPE_CHECKING:
    from .game import Game


def legal_actions(g: Game) -> list[Action]:
    d = g.pending
    if d is None:
        return []
    r = d.runner
    kind = d.kind
    if kind is Kind.CHOOSE:
        return [Choose(r, i) for i in range(len(d.options))]
    if kind is Kind.CHOOSE_MANY:
        idx = range(len(d.options))
        if d.ordered:
            return [ChooseMany(r, p) for p in itertools.permutations(idx, d.max)]
        return [ChooseMany(r, c) for n in range(d.min, d.max + 1) for c in itertools.combinations(idx, n)]
    if kind is Kind.APPLY:  # the targets the step asks about (nothing changes while it waits)
        return [ApplyDamage(r, o.ref) for o in d.options]  # type: ignore[arg-type]  # obstacle ids
    out: list[Action] = [] if kind is Kind.PLAY_ONE and not d.optional else [EndStep(r)]
    if kind in (Kind.BUY, Kind.BUY_ONE):  # (no targets to work out)
        out += buys(g, r)
        if kind is Kind.BUY:
            out += uses(g)
        return out
    targets, bosses, _obstacles = g._table()
    if kind is Kind.PLAY_ONE:
        for o in d.options:
            card = int(o.ref)
            out += at(r, card, targets, bosses, not_for_bosses(g.player_def(card).damage))
        return out
    out += uses(g)  # what is left: a Play Cards step
    defs, flags = g.s.defs, g._defs.play_flags
    for seat, cards, flag in seat_plays(g):
        for c in cards:
            out += at(seat, c, targets, bosses, flags[defs[c]][flag])
    out += moves(g, r, targets, bosses)
    return out


def moves(g: Game, r: int, targets: tuple[int | None, ...], bosses: set[int]) -> list[Action]:
    """Every placed card or marker moved to each other target (not to a boss its damage can't hit)."""
    out: list[Action] = []
    turn = g.s.turn
    for p in turn.placements if turn is not None else []:
        only = bool(bosses) and (p.obstacles_only or (p.levels > 0 and not p.colors and not p.colorless))
        key = (r, p.pid, p.target, targets, tuple(sorted(bosses)) if only else ())
        found = _MOVES.get(key)
        if found is None:
            found = _keep(_MOVES, key, tuple(MoveCard(r, p.pid, t) for t in targets
                                              if t != p.target and not (only and t in bosses)))
        out += found
    return out


# The same answers come up decision after decision (the same card at the same targets): they are
# immutable values, so each list is built once and reused, in any game: keyed by everything that makes
# it (with which of the targets are bosses, when that filters it).
KEPT = 8192  # lists kept per kind before starting again: at most ~7 MB each (bulk simulations; a game needs ~50)
_PLAYS: dict[tuple[int, int, tuple[int | None, ...], tuple[int, ...]], tuple[Action, ...]] = {}
_MOVES: dict[tuple[int, int, int | None, tuple[int | None, ...], tuple[int, ...]], tuple[Action, ...]] = {}


def _keep(cache: dict[Any, tuple[Action, ...]], key: Any, found: tuple[Action, ...]) -> tuple[Action, ...]:
    if len(cache) >= KEPT:
        cache.clear()
    cache[key] = found
    return found


def at(seat: int, card: int, targets: tuple[int | None, ...], bosses: set[int],
        obstacles_only: bool) -> tuple[Action, ...]:
    """`card` played by `seat` at each target (not at a boss when its damage is for obstacles only)."""
    only = obstacles_only and bool(bosses)
    key = (seat, card, targets, tuple(sorted(bosses)) if only else ())  # which targets are bosses: part of the key
    found = _PLAYS.get(key)
    if found is None:
        found = _keep(_PLAYS, key, tuple(PlayCard(seat, card, t) for t in targets if not (only and t in bosses)))
    return found


def uses(g: Game) -> tuple[Action, ...]:
    """Every seat's abilities it may start now. Nearly always none (see `asking`)."""
    return uses_of(g, asking(g))


def asking(g: Game) -> list[int]:
    """The seats whose abilities to start must be asked for: a seat holding no card with an activated
    ability, facing no such obstacle and with no sticker has none, and is passed over without asking.
    Moves change none of this (the abilities' own conditions may: asked each time, `uses_of`)."""
    activated = g._activated_cards()
    obstacles = bool(activated) and not activated.isdisjoint(g._table()[2])  # (the obstacles' cards)
    runners = g.s.runners
    return [seat for seat in g.s.order
            if runners[seat].upgrades or obstacles
            or not (activated.isdisjoint(runners[seat].hand) and activated.isdisjoint(runners[seat].discard))]


def uses_of(g: Game, seats: list[int]) -> tuple[Action, ...]:
    """The abilities these seats may start now."""
    out: list[Action] = []
    for seat in seats:
        out += [UseAbility(seat, src) for src, _ab, _card in g.activations(seat)]
    return tuple(out)


def buys(g: Game, r: int) -> list[Action]:
    """The cards `r` may buy now, as Buy answers (on its Draw & Buy step or a buy-one choice)."""
    s = g.s
    nuyen = s.runners[r].nuyen
    turn = s.turn
    if type(g.hooks) is Hooks and not (turn is not None and r == s.current and (turn.discount_next
                                                                                or turn.discount_skill)):
        # No sticker (none offers other cards or changes a cost) and no discount: each card costs its printed
        # cost (read per definition). Most Draw & Buy steps can pay for none of the row: no more is asked.
        costs, defs = g._defs.costs, s.defs
        cards = [c for c in s.market_row if c is not None and costs[defs[c]] <= nuyen]
        if s.set_aside:  # (most games: none)
            cards += [c for c in s.set_aside if costs[defs[c]] <= nuyen]
    else:
        cards = [c for c in [*s.market_row, *s.set_aside, *g.hooks.buyable(g, r)]
                 if c is not None and g.cost(r, c) <= nuyen]
    if not cards or statics.cant(g, r, "buy"):  # (asked only when some card is affordable: the same answer)
        return []
    # (a card without REQUIRES that it can pay for is refused by nothing else: no second cost asked)
    return [Buy(r, c) for c in cards if not g.player_def(c).requires or buy_refusal(g, r, c) is None]


def seat_plays(g: Game) -> list[tuple[int, tuple[int, ...], int]]:
    """Who may play what on a Play Cards step, seat by seat: (seat, its cards, its flag; see seat_cards)."""
    out: list[tuple[int, tuple[int, ...], int]] = []
    for seat in g.s.order:
        found = seat_cards(g, seat)
        if found is not None:
            out.append((seat, *found))
    return out


def seat_cards(g: Game, seat: int) -> tuple[tuple[int, ...], int] | None:
    """The cards `seat` may play on a Play Cards step (None: none), each at every target `at` allows,
    and which play flag says a card skips bosses: 1 for its own damage, 2 for its assist damage."""
    runner = g.s.runners[seat]
    if not runner.hand:
        return None
    if seat != g.s.current:
        if runner.critical or runner.client:
            return None
        flags, defs = g._defs.play_flags, g.s.defs  # what each card's plays need, worked out once per definition
        return tuple([c for c in runner.hand if flags[defs[c]][0]]), 2
    turn = g.s.turn
    if turn is not None and len(turn.played) >= g._defs.fewest_plays_limit:  # (fewer: no limit reached)
        limit = statics.max_plays(g, seat)
        if limit is not None and len(turn.played) >= limit[0]:
            return None
    return tuple(runner.hand), 1
