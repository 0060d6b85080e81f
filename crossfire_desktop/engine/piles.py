"""A Play Cards step's answers in two piles, counted without being built: for bots that pick one.

With four runners a Play Cards step has about a hundred answers (every seat's cards at every target)
and a random bot takes one of them. `play_pile` gives the same answers as filtering `legal_actions()`,
in the same order, as a lazy sequence: a seat's plays at a target, or else the other plays, moves
and ability uses (each pile worked out only when asked for). Each is made of parts, a tuple of ready answers or a grid "these cards at these
targets", whose sizes give the length; the answer asked for is built then, and `apply` trusts it like
a listed one while nothing has been applied since. Between moves (a random bot makes many in a row)
the parts that moves don't change are kept, not worked out again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, overload

from .actions import Action, ApplyDamage, Choose, MoveCard, PlayCard
from .decisions import Decision, Kind, Option
from .legal import asking, at, moves, seat_cards, seat_plays, uses_of
from .state import Placement

if TYPE_CHECKING:
    from .game import Game

# A part: (its size, seat, cards, targets): that seat's plays of each card at each target, card by card;
# (its size, MOVE, (runner, placement), targets): the placement moved to each target but the one it is at
# when the answer is built (kept while only moves are made: a move changes that, never the size);
# (its size, CHOICE, (runner, options), None): `Choose(runner, k)`, or `ApplyDamage(runner, options[k].ref)`
# for (its size, TARGET, ...); or (its size, READY, answers, None). Plain tuples: a pile is made per decision.
Part = tuple[int, int, tuple[Action, ...] | tuple[int | None, ...] | tuple[int, Placement]
             | tuple[int, tuple[Option, ...]], tuple[int | None, ...] | None]
READY, MOVE, CHOICE, TARGET = -1, -2, -3, -4
PLAY, CHOOSE, APPLY = Kind.PLAY, Kind.CHOOSE, Kind.APPLY  # (read once: an enum member looked up on its class
# costs ~50 ns in Python 3.11)


class Pile(Sequence[Action]):
    """Answers counted from their parts, in order."""

    __slots__ = ("_game", "_drives", "_parts", "_len")

    def __init__(self, game: Game, parts: list[Part], size: int) -> None:
        self._game, self._drives, self._parts, self._len = game, game._drives, parts, size

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, k: int) -> Action: ...

    @overload
    def __getitem__(self, k: slice) -> list[Action]: ...

    def __getitem__(self, k: int | slice) -> Action | list[Action]:
        if type(k) is not int or not 0 <= k < self._len:  # (a bot's pick: an index in range, asked first)
            if isinstance(k, slice):
                return [self[i] for i in range(self._len)[k]]
            if k < 0:
                k += self._len
            if not 0 <= k < self._len:
                raise IndexError("pile index out of range")
        for n, seat, items, targets in self._parts:
            if k < n:
                if targets is None:
                    if seat == READY:
                        found: Action = items[k]  # type: ignore[assignment]  # ready answers
                    else:  # a choice's or an Apply Damage step's answer
                        chooser: int
                        options: tuple[Option, ...]
                        chooser, options = items  # type: ignore[assignment]  # (runner, options)
                        found = (Choose(chooser, k) if seat == CHOICE
                                 else ApplyDamage(chooser, options[k].ref))  # type: ignore[arg-type]  # obstacle ids
                elif seat == MOVE:
                    runner: int
                    p: Placement
                    runner, p = items  # type: ignore[assignment]  # (runner, placement): no cast() call per move
                    if p.target in targets and k >= targets.index(p.target):
                        k += 1
                    found = MoveCard(runner, p.pid, targets[k])
                else:
                    card, t = divmod(k, len(targets))
                    found = PlayCard(seat, items[card], targets[t])  # type: ignore[arg-type]  # card ids
                break
            k -= n
        g = self._game  # trusted by apply while nothing is driven since (Game._trusted: a bot applies its pick)
        if self._drives == g._drives:
            g._trusted, g._trusted_at = found, self._drives
        return found


NO_ANSWERS: Sequence[Action] = ()  # an empty pile (often: the runner has played every card)


# What a Play Cards step's piles keep while only moves are made (a move changes no hand, play count,
# placement or obstacle, so no seat's plays, no seat's need to be asked for abilities and no count of
# moves): the decision and the count of answers that ran rules when they were worked out, and per
# (seat, at_targets) a Shape: parts, size, the seats to ask for abilities, the targets, the bosses, and
# whether the parts hold the moves (else they are listed at each call: see _shape).
Shape = tuple[list[Part], int, list[int], tuple[int | None, ...], set[int], bool]
Kept = tuple[Decision, int, dict[tuple[int, bool], Shape]]


def play_pile(g: Game, seat: int, at_targets: bool) -> Sequence[Action]:
    """On a Play Cards step: `seat`'s plays at an obstacle or boss, not at the table (`at_targets`), or
    else every other answer but ending the step (the other plays, the moves, the ability uses). Empty
    on any other decision."""
    d = g.pending
    if d is None or d.kind is not PLAY:
        return NO_ANSWERS
    kept = g._pile_parts
    if kept is None or kept[0] is not d or kept[1] != g._ruled:
        kept = g._pile_parts = (d, g._ruled, {})
    shape = kept[2].get((seat, at_targets))
    if shape is None:
        shape = kept[2][seat, at_targets] = _shape(g, seat, at_targets, d.runner)
    parts, size, seats, targets, bosses, with_moves = shape
    if at_targets:
        return Pile(g, parts, size) if size else NO_ANSWERS
    ready = uses_of(g, seats) if seats else ()  # (an ability's own condition may look at the placements)
    if ready:
        parts, size = [(len(ready), READY, ready, None), *parts], size + len(ready)
    if not with_moves:
        listed = tuple(moves(g, d.runner, targets, bosses))
        parts, size = [*parts, (len(listed), READY, listed, None)], size + len(listed)
    return Pile(g, parts, size)


def choice_pile(g: Game) -> Sequence[Action] | None:
    """The pending decision's answers when it is a one-option choice or an Apply Damage step: one per
    option, in `legal_actions()`'s order, counted without being built (None: any other decision)."""
    d = g.pending
    if d is None:
        return None
    kind = d.kind
    if kind is not CHOOSE and kind is not APPLY:
        return None
    n = len(d.options)
    return Pile(g, [(n, CHOICE if kind is CHOOSE else TARGET, (d.runner, d.options), None)], n) if n else NO_ANSWERS


def _shape(g: Game, seat: int, at_targets: bool, runner: int) -> Shape:
    """A pile's parts that moves don't change: `seat`'s own plays at targets, or every seat's other plays
    and `runner`'s moves (with the seats to ask for abilities, the targets and the bosses)."""
    found = seat_cards(g, seat) if at_targets else None
    if at_targets and (found is None or not g.s.obstacles):  # (often: the runner has played every card)
        return [], 0, [], (), set(), False  # (fresh: a shape is kept per game)
    targets = g._targets()
    nt = len(targets)
    bosses = {ob.card for ob in g.s.obstacles if ob.boss}
    if found is not None:
        cards, flag = found
        if not bosses:
            return ([(len(cards) * (nt - 1), seat, cards, targets[1:])], len(cards) * (nt - 1), [], targets, bosses,
                    False)
        mine = tuple(a for c in cards for a in _row(g, seat, c, targets, bosses, flag)[1:])  # the table first
        return [(len(mine), READY, mine, None)], len(mine), [], targets, bosses, False
    parts: list[Part] = []
    size = 0
    for s, cards, flag in seat_plays(g):
        n = len(cards)
        if not bosses:  # every card at every target: the seat's own only at the table
            w = 1 if s == seat else nt
            parts.append((n * w, s, cards, targets[:w]))
            size += n * w
            continue
        rows = [_row(g, s, c, targets, bosses, flag) for c in cards]  # some skip the bosses
        ready = tuple(row[0] for row in rows) if s == seat else tuple(a for row in rows for a in row)
        parts.append((len(ready), READY, ready, None))
        size += len(ready)
    # Each placement's moves, kept: every placement is at one of the targets, and a move takes it to
    # another, so each has as many moves until the rules run again (the answer reads where it is then).
    # A placement next to an obstacle gone, or bosses (some damage can't go there): listed at each call.
    turn = g.s.turn
    placements = turn.placements if turn is not None else []
    with_moves = not bosses and all(p.target in targets for p in placements)
    if with_moves:
        parts += [(nt - 1, MOVE, (runner, p), targets) for p in placements]
        size += (nt - 1) * len(placements)
    return parts, size, asking(g), targets, bosses, with_moves


def _row(g: Game, seat: int, card: int, targets: tuple[int | None, ...], bosses: set[int],
         flag: int) -> tuple[Action, ...]:
    return at(seat, card, targets, bosses, g._defs.play_flags[g.s.defs[card]][flag])
