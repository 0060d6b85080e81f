"""A Play Cards step's answers in two piles, counted without being built: for bots that pick one.

With four runners a Play Cards step has about a hundred answers (every seat's cards at every target)
and a random bot takes one of them. `play_pile` gives the same answers as filtering `legal_actions()`,
in the same order, as a lazy sequence: a seat's plays at a target, or else the other plays, moves
and ability uses (each pile worked out only when asked for). Each is made of parts, a tuple of ready answers or a grid "these cards at these
targets", whose sizes give the length; the answer asked for is built then, and `apply` trusts it like
a listed one while nothing has been applied since.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, overload

from .actions import Action, MoveCard, PlayCard
from .decisions import Kind
from .legal import at, moves, seat_cards, seat_plays, uses

if TYPE_CHECKING:
    from .game import Game

# A part: (its size, seat, cards, targets): that seat's plays of each card at each target, card by card;
# (its size, MOVE, (runner, placement, its target), targets): the placement moved to each other target;
# or (its size, READY, answers, None). Plain tuples: a pile is made per decision.
Part = tuple[int, int, tuple[Action, ...] | tuple[int | None, ...], tuple[int | None, ...] | None]
READY, MOVE = -1, -2


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
        if isinstance(k, slice):
            return [self[i] for i in range(self._len)[k]]
        if k < 0:
            k += self._len
        if not 0 <= k < self._len:
            raise IndexError("pile index out of range")
        for n, seat, items, targets in self._parts:
            if k < n:
                if targets is None:
                    found: Action = items[k]  # type: ignore[assignment]  # ready answers
                elif seat == MOVE:
                    runner, pid, skip = items
                    if skip in targets and k >= targets.index(skip):
                        k += 1
                    found = MoveCard(runner, pid, targets[k])  # type: ignore[arg-type]  # seat, placement ids
                else:
                    card, t = divmod(k, len(targets))
                    found = PlayCard(seat, items[card], targets[t])  # type: ignore[arg-type]  # card ids
                break
            k -= n
        self._game.trust(found, self._drives)
        return found


def play_pile(g: Game, seat: int, at_targets: bool) -> Pile:
    """On a Play Cards step: `seat`'s plays at an obstacle or boss, not at the table (`at_targets`), or
    else every other answer but ending the step (the other plays, the moves, the ability uses). Empty
    on any other decision."""
    d = g.pending
    if d is None or d.kind is not Kind.PLAY:
        return Pile(g, [], 0)
    found = seat_cards(g, seat) if at_targets else None
    if at_targets and (found is None or not g.s.obstacles):  # (often: the runner has played every card)
        return Pile(g, [], 0)
    targets = g._targets()
    nt = len(targets)
    bosses = {ob.card for ob in g.s.obstacles if ob.boss}
    parts: list[Part] = []
    size = 0
    if found is not None:
        cards, flag = found
        if not bosses:
            return Pile(g, [(len(cards) * (nt - 1), seat, cards, targets[1:])], len(cards) * (nt - 1))
        mine = tuple(a for c in cards for a in _row(g, seat, c, targets, bosses, flag)[1:])  # the table first
        return Pile(g, [(len(mine), READY, mine, None)], len(mine))
    ready = uses(g)
    parts.append((len(ready), READY, ready, None))
    size = len(ready)
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
    turn = g.s.turn
    if bosses:  # some placements can't go to a boss: listed
        ready = tuple(moves(g, d.runner, targets, bosses))
        parts.append((len(ready), READY, ready, None))
        size += len(ready)
    elif turn is not None:
        for p in turn.placements:
            n = nt - (p.target in targets)
            parts.append((n, MOVE, (d.runner, p.pid, p.target), targets))
            size += n
    return Pile(g, parts, size)


def _row(g: Game, seat: int, card: int, targets: tuple[int | None, ...], bosses: set[int],
         flag: int) -> tuple[Action, ...]:
    return at(seat, card, targets, bosses, g._defs.play_flags[g.s.defs[card]][flag])
