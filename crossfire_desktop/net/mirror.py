"""The client's copy of a network table: a Game whose state is the seat's view from the host, so the table
widget shows it like any game. It never plays: actions go to the host, and each answer replaces the copy."""

from __future__ import annotations

import random
from typing import Any

from crossfire_desktop.catalog import Catalog
from crossfire_desktop.engine import Action, Game, GameSetup, action_from_json
from crossfire_desktop.engine.decisions import Decision, Kind, Option
from crossfire_desktop.engine.messages import Event, Refusal
from crossfire_desktop.engine.snapshot import state_from_data
from crossfire_desktop.engine.state import GameState

from .seatview import view_hash


def decision_from_json(d: dict[str, Any] | None) -> Decision | None:
    if d is None:
        return None
    return Decision(kind=Kind(d["kind"]), runner=int(d["runner"]), prompt=str(d["prompt"]),
                    params=dict(d.get("params") or {}),
                    options=tuple(Option(o["ref"], o["what"], o.get("label", "")) for o in d.get("options") or []),
                    min=int(d.get("min", 1)), max=int(d.get("max", 1)), ordered=bool(d.get("ordered", False)),
                    source=d.get("source"), optional=bool(d.get("optional", False)))


def _placeholders(cat: Catalog) -> dict[str, str]:
    """One card of each kind to stand for a face-down card (only its kind matters: nobody sees it)."""
    def first(kind: str) -> str:
        return next(c.id for c in cat.by_id.values() if type(c).__name__ == kind)

    return {"player": first("PlayerCard"), "obstacle": first("ObstacleCard"), "crossfire": first("CrossfireCard")}


def state_from_view(view: dict[str, Any], cat: Catalog) -> GameState:
    """A GameState holding what the view shows; each unseen card is a stand-in of its kind."""
    data = dict(view)
    n = int(data.pop("n_defs"))
    seen = {int(k): v for k, v in data["defs"].items()}
    free = iter(i for i in range(n) if i not in seen)
    defs = [seen.get(i, "") for i in range(n)]
    stand_in = _placeholders(cat)

    def fill(count: Any, kind: str) -> list[int]:
        if isinstance(count, list):
            return [int(c) for c in count]
        ids = [next(free) for _ in range(int(count))]
        for i in ids:
            defs[i] = stand_in[kind]
        return ids

    runners = []
    for r in data["runners"]:
        r = dict(r)
        r["deck"] = fill(r["deck"], "player")
        r["hand"] = fill(r["hand"], "player")
        runners.append(r)
    data["runners"] = runners
    data["market_deck"] = fill(data["market_deck"], "player")
    data["normal_deck"] = fill(data["normal_deck"], "obstacle")
    data["hard_deck"] = fill(data["hard_deck"], "obstacle")
    data["crossfire_deck"] = fill(data["crossfire_deck"], "crossfire")
    for i, d in enumerate(defs):
        if not d:
            defs[i] = stand_in["player"]
    data["defs"] = defs
    return state_from_data(data)


class MirrorGame(Game):
    """A game as one seat sees it at a network table. `update` replaces it with the host's newest view."""

    def __init__(self, setup: GameSetup, catalog: Catalog, seats: set[int]) -> None:
        super().__init__(setup, catalog, record=False)
        self.seats = seats  # the seats this computer plays
        self.rng = random.Random(0)
        self._legal: list[Action] = []
        self._can_undo = False
        self.hash = ""
        # each card the host named in an event this player saw: its copy may hold a stand-in under that number now
        # (a card bought from the Black Market lies in its buyer's hidden hand), but the log names it (Namer)
        self.named: dict[int, str] = {}
        self.open_hands = False  # the host shows every hand (another seat's hand came as its cards, not a count)
        self.withheld = False  # the host kept the pending decision's cards from this player (seatview.pending_json)

    def update(self, view: dict[str, Any], pending: dict[str, Any] | None, actions: list[dict[str, Any]],
               can_undo: bool) -> bool:
        """Take the host's view; False if it does not hash to what the host said (the caller asks again)."""
        from crossfire_desktop.engine.upgrades import hooks_for  # noqa: PLC0415 - as Game._restart does

        self.s = state_from_view(view, self.cat)
        self.open_hands = any(isinstance(r["hand"], list) for r in view["runners"] if r["seat"] not in self.seats)
        self.hooks = hooks_for(self.s)
        self.pending = decision_from_json(pending)
        self.withheld = bool(pending and pending.get("withheld"))
        self._legal = [action_from_json(a) for a in actions]
        self._can_undo = can_undo
        self.hash = view_hash(view, pending)
        return True

    def take_events(self, items: list[dict[str, Any]]) -> list[Event]:
        """The events an update carries (as this player may read them), each card they name kept by name."""
        out = []
        for e in items:
            for i, card_id in (e.get("cards") or {}).items():
                if str(card_id) in self.cat.by_id:
                    self.named[int(i)] = str(card_id)
            out.append(Event(str(e["code"]), dict(e["params"])))
        return out

    # -- what the table widget asks ------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        return list(self._legal)

    def check(self, action: Action) -> Refusal | None:
        if action in self._legal:
            return None
        if self.pending is None:
            return Refusal("game_over", {"result": self.s.result}, "Ending the Game, p. 18")
        if action.runner not in self.seats:
            return Refusal("not_your_seat", {"runner": action.runner}, "Network play")
        from crossfire_desktop.engine import legality  # noqa: PLC0415

        try:
            found = legality.check(self, action)
        except Exception:  # noqa: BLE001 - the copy holds stand-ins: the host has the last word
            found = None
        return found or Refusal("not_now", {}, "Network play")

    def apply(self, action: Action) -> list[Event]:
        raise RuntimeError("a network table's copy never plays: actions go to the host")

    def undo_refusal(self) -> Refusal | None:
        if self.pending is None:
            return Refusal("game_over", {"result": self.s.result}, "Ending the Game, p. 18")
        return None if self._can_undo else Refusal("undo_not_yours", {}, "Undo")  # the host said why not

    def state_hash(self) -> str:
        return self.hash
