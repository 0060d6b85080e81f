"""Check a saved game before building it: field types, and every card id against the catalog.

A bad save raises GameLoadError naming the field and the value, instead of a crash later (an
unknown id used to fail while painting the table).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pydantic import TypeAdapter, ValidationError

from crossfire_desktop.catalog import Catalog, CrossfireCard, ObstacleCard, PlayerCard, UpgradeCard
from crossfire_desktop.catalog.bosses import BossAspectCard

from .actions import Action, action_from_json
from .state import GameState

_STATE = TypeAdapter(GameState)


class GameLoadError(ValueError):
    """A game save that can't be played: `field` says where (`snapshot.state.runners.0.hand.2`)."""

    def __init__(self, field: str, problem: str) -> None:
        self.field, self.problem = field, problem
        super().__init__(f"{field}: {problem}")


def checked_state(data: Any, cat: Catalog) -> GameState:
    """The snapshot's state as fresh objects (nothing shared with `data`), every id checked."""
    try:
        state = _STATE.validate_python(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise GameLoadError(f"snapshot.state.{where}" if where else "snapshot.state", err["msg"]) from None
    _check_ids(state, cat)
    return state


def _check_ids(s: GameState, cat: Catalog) -> None:
    if s.mission not in cat.missions:
        raise GameLoadError("snapshot.state.mission", f"unknown mission {s.mission!r}")
    for i, card_id in enumerate(s.defs):
        if card_id not in cat.by_id:
            raise GameLoadError(f"snapshot.state.defs.{i}", f"unknown card id {card_id!r}")

    def zone(name: str, cards: Iterable[int | None], kind: type | tuple[type, ...], empty_ok: bool = False) -> None:
        for i, card in enumerate(cards):
            if card is None and empty_ok:
                continue
            if card is None or not 0 <= card < len(s.defs):
                raise GameLoadError(f"snapshot.state.{name}.{i}", f"no card instance {card!r}")
            if not isinstance(cat.by_id[s.defs[card]], kind):
                raise GameLoadError(f"snapshot.state.{name}.{i}",
                                    f"card {s.defs[card]!r} can't be in this zone")

    seats = range(len(s.runners))
    for r in s.runners:
        for part in ("hand", "deck", "discard"):
            zone(f"runners.{r.seat}.{part}", getattr(r, part), PlayerCard)
        for up in r.upgrades:
            if not isinstance(cat.by_id.get(up), UpgradeCard):
                raise GameLoadError(f"snapshot.state.runners.{r.seat}.upgrades", f"unknown upgrade {up!r}")
    if [r.seat for r in s.runners] != list(seats) or sorted(s.order) != list(seats):
        raise GameLoadError("snapshot.state.order", "seats don't match the runners")
    for name in ("current", "starting"):
        if getattr(s, name) not in seats:
            raise GameLoadError(f"snapshot.state.{name}", f"no seat {getattr(s, name)!r}")
    zone("market_row", s.market_row, PlayerCard, empty_ok=True)
    for name in ("market_deck", "market_discard", "set_aside"):
        zone(name, getattr(s, name), PlayerCard)
    for name in ("normal_deck", "normal_discard", "hard_deck", "hard_discard"):
        zone(name, getattr(s, name), ObstacleCard)
    for name in ("crossfire_deck", "crossfire_active", "crossfire_discard"):
        zone(name, getattr(s, name), CrossfireCard)
    zone("obstacles", [ob.card for ob in s.obstacles], (ObstacleCard, BossAspectCard))
    for i, ob in enumerate(s.obstacles):
        if ob.facing not in seats:
            raise GameLoadError(f"snapshot.state.obstacles.{i}.facing", f"no seat {ob.facing!r}")
    if s.turn is not None:
        zone("turn.played", s.turn.played, PlayerCard)
        if any(len(pair) != 2 or pair[0] not in seats for pair in s.turn.assists):
            raise GameLoadError("snapshot.state.turn.assists", "expected [seat, card] pairs")
        zone("turn.assists", [a[1] for a in s.turn.assists], PlayerCard)
        zone("turn.placements", [p.card for p in s.turn.placements], PlayerCard, empty_ok=True)


def checked_actions(raw: Any) -> list[Action]:
    if not isinstance(raw, list):
        raise GameLoadError("actions", "expected a list of actions")
    actions: list[Action] = []
    for i, item in enumerate(raw):
        try:
            actions.append(action_from_json(item))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise GameLoadError(f"actions.{i}", f"not an action ({type(exc).__name__}: {exc})") from None
    return actions
