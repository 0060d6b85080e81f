"""Which cards of each event every player could see when it happened, judged as the game emits it.

After the answer is too late: a card bought from the Black Market (face up for all) lies in its buyer's hand
by the time the update leaves, so judged then it was hidden from the other players, whose logs said "a marker".
A player sees an event's card if they could see it just before the event (the state the previous event left)
or as the event leaves it, or if the event shows it to every player (a reveal); a card another seat draws stays
hidden (in a face-down deck before, in a hidden hand after)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from crossfire_desktop.engine import Game
from crossfire_desktop.engine.messages import EVENT_FIELDS, Event, card_fields
from crossfire_desktop.engine.seen import hidden_ids
from crossfire_desktop.engine.snapshot import to_data

# events that show their cards to every player, though the cards still lie in a face-down pile then
REVEALING = frozenset({"revealed", "obstacle_revealed"})

Seats = frozenset[int]
# seats -> the event's cards a player holding them could not see (seats not listed: judge by the state now)
Unseen = dict[Seats, frozenset[int]]
Judged = tuple[Event, Unseen]


def card_keys(code: str, params: dict[str, Any]) -> tuple[str, ...]:
    """The parameters of an event `code` that hold card instance ids (engine/messages.py EVENT_FIELDS); of a
    code not described there, every one (a number it holds may be a card: better unnamed than leaked)."""
    return card_fields(code) if code in EVENT_FIELDS else tuple(params)


def card_ids(code: str, params: dict[str, Any]) -> Iterator[int]:
    """The card instance ids an event's parameters name."""
    for key in card_keys(code, params):
        value = params.get(key)
        for v in value if isinstance(value, list | tuple) else (value,):
            if isinstance(v, int) and not isinstance(v, bool):
                yield v


class Witness:
    """Watches `game` (Game.watch) for the players' seat sets `groups()` gives; `judged(events)` then says what
    each could see of each event. `reset()` after every update sent: the state then is the next event's before."""

    def __init__(self, game: Game, groups: Callable[[], Iterable[Seats]], open_hands: bool) -> None:
        self.game, self.groups, self.open_hands = game, groups, open_hands
        self._hidden: dict[Seats, set[int]] = {}
        self._judged: list[Judged] = []
        game.watch = self._emitted
        self.reset()

    def reset(self) -> None:
        self._judged.clear()
        self._hidden = {seats: hidden_ids(self.game, set(seats), self.open_hands) for seats in set(self.groups())}

    def _emitted(self, ev: Event) -> None:
        ids = set(card_ids(ev.code, ev.params))
        unseen: Unseen = {}
        for seats, before in self._hidden.items():
            now = self._hidden[seats] = hidden_ids(self.game, set(seats), self.open_hands)
            unseen[seats] = frozenset(ids & before & now if ev.code not in REVEALING else ())
        self._judged.append((ev, unseen))

    def now(self, events: list[Event]) -> list[Judged]:
        """Events judged by the state as it stands now (a game's opening, emitted before anyone watched)."""
        return [(ev, {seats: frozenset(set(card_ids(ev.code, ev.params)) & hidden) for seats, hidden in self._hidden.items()})
                for ev in events]

    def judged(self, events: list[Event]) -> list[Judged]:
        """`events` (those an answer returned) as they were judged when emitted; one never seen is judged now."""
        seen = {id(ev): unseen for ev, unseen in self._judged}
        return [(ev, seen[id(ev)]) if id(ev) in seen else self.now([ev])[0] for ev in events]


def _redact(value: Any, hidden: frozenset[int]) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return None if value in hidden else value
    if isinstance(value, list | tuple):
        return [_redact(v, hidden) for v in value]
    return value


def seat_events(game: Game, judged: list[Judged], seats: set[int], *, open_hands: bool = False
                ) -> list[dict[str, Any]]:
    """The events as a player holding `seats` may read them: a card they could not see then is named by None;
    each card they could see comes with its definition (`cards`), for their copy may hold a stand-in for it now."""
    key = frozenset(seats)
    hidden_now: frozenset[int] | None = None
    out = []
    for ev, unseen in judged:
        hidden = unseen.get(key)
        if hidden is None:  # seats nobody watched for: the state now says
            if hidden_now is None:
                hidden_now = frozenset(hidden_ids(game, seats, open_hands))
            hidden = hidden_now
        keys = card_keys(ev.code, ev.params)
        params = {k: (_redact(v, hidden) if k in keys else v) for k, v in ev.params.items()}
        cards = {str(i): game.s.defs[i] for i in card_ids(ev.code, ev.params) if i not in hidden and 0 <= i < len(game.s.defs)}
        out.append({"code": ev.code, "params": to_data(params), "cards": cards})
    return out
