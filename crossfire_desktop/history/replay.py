"""A replay: one game stepped forward and back through its recorded actions, by action or by turn.

The game is changed in place (the read-only table shows it as it changes): forward applies the next action,
back rebuilds from the nearest turn boundary the game kept. Every position has the state hash the game had
there when it was played."""

from __future__ import annotations

from typing import Any

from crossfire_desktop.catalog import Catalog
from crossfire_desktop.engine import Action, Game, action_from_json, load_game, new_game
from crossfire_desktop.engine.messages import Event


class Replay:
    def __init__(self, record: dict[str, Any], catalog: Catalog) -> None:
        self.record = record
        self.actions: list[Action] = [action_from_json(a) for a in record.get("actions") or []]
        self.game: Game = load_game({**record, "actions": []}, catalog)
        self.opening: list[Event] = self._opening(catalog)
        self.position = 0  # how many actions have been applied
        self.events: list[list[Event]] = []  # what each action did (the log of any position)
        self.turn_starts: list[int] = [0]  # the positions where a runner's turn begins
        self.first_turn = self.game.s.turns  # the turn under way at position 0 (the record starts as one begins)
        self.ended = self._first_pass(catalog)  # did the recorded game reach its end?

    def _opening(self, catalog: Catalog) -> list[Event]:
        """What came before the first recorded answer. A record starts at its game's first turn boundary, after
        the setup's flips and the first Crossfire event: the setup played again gives those too, when it reaches
        the very position the record starts at."""
        if self.record.get("snapshot") is not None:
            try:
                from_setup = new_game(self.record["setup"], catalog)
            except (ValueError, KeyError, TypeError):
                return self.game.opening
            if from_setup.state_hash() == self.game.state_hash():
                return from_setup.opening
        return self.game.opening

    def _first_pass(self, catalog: Catalog) -> bool:
        """One pass over the whole game on a scratch copy: each action's events, and where each turn starts."""
        scratch = load_game({**self.record, "actions": []}, catalog)
        for i, action in enumerate(self.actions):
            evs = scratch.apply(action)
            self.events.append(evs)
            if any(ev.code == "turn_started" for ev in evs) and self.turn_starts[-1] != i + 1:
                self.turn_starts.append(i + 1)
        return scratch.result is not None

    @property
    def length(self) -> int:
        return len(self.actions)

    def turn_of(self, position: int) -> int:
        """The index in `turn_starts` of the turn `position` is in."""
        return max(i for i, start in enumerate(self.turn_starts) if start <= position)

    def turn_number(self, index: int) -> int:
        """The game's own count of the turn at `turn_starts[index]` (0: before the first turn), as the end
        screen and the History count turns."""
        return self.first_turn + index

    @property
    def turns(self) -> int:
        return self.turn_number(len(self.turn_starts) - 1)

    def forward(self) -> list[Event]:
        """Apply the next action; its events (for the table's log and animations)."""
        if self.position >= self.length:
            return []
        events = self.game.apply(self.actions[self.position])
        self.position += 1
        return events

    def goto(self, position: int) -> list[Event]:
        """Go to `position` (clamped): forward by applying, back by rebuilding. The events of a forward step."""
        position = max(0, min(position, self.length))
        if position < self.position:
            self.game.keep_first(position)
            self.position = position
            return []
        events: list[Event] = []
        while self.position < position:
            events = self.forward()
        return events

    def next_turn(self) -> list[Event]:
        later = [s for s in self.turn_starts if s > self.position]
        return self.goto(later[0] if later else self.length)

    def previous_turn(self) -> list[Event]:
        earlier = [s for s in self.turn_starts if s < self.position]
        return self.goto(earlier[-1] if earlier else 0)

    def branch(self) -> dict[str, Any]:
        """A save of the game at this position, to play on from here as a new game (the record stays as it is)."""
        return self.game.save()
