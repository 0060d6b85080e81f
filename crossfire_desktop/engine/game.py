"""The Game: the state, the pending decision, and the API everything else drives it through."""

from __future__ import annotations

import copy
import itertools
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from crossfire_desktop.catalog import Catalog, Damage, ObstacleCard, PlayerCard, load_catalog
from crossfire_desktop.catalog.models import MAX_LEVELS, Ability, CardBase

from . import legal, legality, piles, tally
from .actions import (
    Action,
    ApplyDamage,
    Buy,
    Choose,
    ChooseMany,
    EndStep,
    MoveCard,
    PlayCard,
    UseAbility,
    action_to_json,
    undone_fields,
)
from .clone import copy_state
from .damage import COLOR_INDEX, Allocation, Pool, allocate, wasted_markers
from .decisions import Decision, Kind
from .defcache import DefCache
from .editions import upgrades_off
from .effects import Ctx, is_usable
from .flow import TURN_CALLS, game_flow
from .flowtypes import GameOver, Gen
from .hooks import Hooks
from .load_check import GameLoadError, checked_actions, checked_state
from .messages import AbilityFailed, ActionRefused, Event, Refusal
from .missions import mission_rules
from .setup import GameSetup, build_state
from .snapshot import digest, plain_snapshot, rng_from_data, rng_kept, rng_to_data, state_from_data, to_data
from .state import GameState, ObstacleState, Placement, TurnState
from .steps import move
from .tally import COUNTED
from .turn_calls import TurnCalls
from .upgrades import hooks_for

SAVE_FORMAT = "crossfire-desktop/game"
BUYING = (Kind.BUY, Kind.BUY_ONE)  # (built once: a bot asks at every Buy pick)
SAVE_VERSION = 1
# Game._table(): the targets (the table, None, then each obstacle), the bosses, the targets but the table
Table = tuple[tuple[int | None, ...], set[int], tuple[int | None, ...]]


@dataclass(slots=True)
class Segment:
    """The actions since one turn boundary, and the state at that boundary (None: from setup)."""

    snapshot: dict[str, Any] | None
    actions: list[Action] = field(default_factory=list)
    hidden: list[bool] = field(default_factory=list)  # did the action reveal a hidden card?


class Game:
    # The turn's steps the operations, effects, table tools and sticker hooks run (turn_calls.py).
    calls: ClassVar[TurnCalls] = TURN_CALLS

    def __init__(self, setup: GameSetup, catalog: Catalog, *, record: bool = True) -> None:
        """An empty game; `_restart` gives it its state (from setup or from a snapshot)."""
        self.setup = setup
        self.s: GameState
        self.rng: random.Random
        self.hooks: Hooks = Hooks()
        self.cat = catalog
        self.mission = mission_rules(setup.mission, catalog)
        self.pending: Decision | None = None
        self.record = record
        # False: `apply` returns no events (none are built); the state, its tally and the random
        # generator move exactly as with events. For simulations and search playouts nobody reads.
        self.events = True
        self._events: list[Event] = []
        # Told each event as it is emitted, the state as it stands then (a network host judges which cards of it
        # each player could see at that moment); None: nobody watches.
        self.watch: Callable[[Event], None] | None = None
        # What happened from where the game was built (its setup, or a turn boundary) to its first decision,
        # until an answer is applied: a new game's log starts with it (no apply returns it).
        self.opening: list[Event] = []
        self._revealed = False
        self._segments: list[Segment] = [Segment(None)]
        self._defs: DefCache = DefCache.of(catalog)
        self._ability_sets: frozenset[int] = frozenset()  # _activated_cards
        self._ability_key: list[str] | None = None
        self._ability_len = 0
        self._flow: Gen[None] | None = None
        # For clone(): a copy of the state and the generator's state at the last turn boundary
        # (None: before the first), and the actions applied since.
        self._boundary: tuple[GameState, tuple[Any, ...]] | None = None
        self._since: list[Action] = []
        self.clone_points = True  # False: no copy at turn boundaries (faster; clone() then refuses)
        self._clonable = True
        self._failure: tuple[str | None, str] | None = None
        # The last list legal_actions gave, by object id, and the decision it answers: an action
        # that is one of those objects needs no second check in apply (see _listed_action).
        self._listed: dict[int, Action] | None = None
        self._listed_for: Decision | None = None
        self._drives = 0  # answers driven into the flow so far: a listing made before the last is stale
        # The last answer a pile gave and `_drives` then (piles.Pile.__getitem__ sets them; apply reads them):
        # one slot, no dict per pick, only the last answer trusted (a bot applies the one it picked).
        self._trusted: Action | None = None
        self._trusted_at = -1
        self._ruled = 0  # answers driven through the rules (all but moves): piles.py keeps parts until it changes
        self._pile_parts: piles.Kept | None = None
        # _table(): the obstacles it was worked out for (the same objects, in order) and what it gave
        self._table_key: tuple[ObstacleState, ...] | None = None
        self._table_kept: Table = ((None,), set(), ())

    # ---- the public API --------------------------------------------------------------------

    @property
    def result(self) -> str | None:
        return self.s.result

    def legal_actions(self) -> list[Action]:
        found = legal.legal_actions(self)
        self._listed = dict(zip(map(id, found), found, strict=True))  # holds them: no id reused meanwhile
        self._listed_for = self.pending
        return found

    # play_pile(seat, at_targets): on a Play Cards step (else empty), `seat`'s plays at an obstacle or boss
    # (`at_targets`), or every other answer but ending the step. The same as filtering `legal_actions()`,
    # in its order, but counted without being built; the answer taken is built then, and `apply` trusts it
    # while nothing has been applied since (piles.py; the function itself: a bot asks it at every pick).
    play_pile = piles.play_pile
    # choice_pile(): a one-option choice's or an Apply Damage step's answers (else None), in `legal_actions()`'s
    # order, counted without being built; `apply` trusts the answer taken as it does a play pile's.
    choice_pile = piles.choice_pile

    def buy_pile(self, seat: int) -> list[Action]:
        """`seat`'s Buy answers on its Draw & Buy step or buy-one choice (else empty): the same as
        filtering `legal_actions()`, in its order, without listing the rest (abilities to start).
        `apply` trusts them while nothing has been applied since, as it does a listing."""
        d = self.pending
        if d is None or d.runner != seat or d.kind not in BUYING:
            return []
        found = legal.buys(self, seat)
        if found:  # (most Draw & Buy picks: nothing affordable, nothing to list)
            self._listed = dict(zip(map(id, found), found, strict=True))
            self._listed_for = d
        return found

    def check(self, action: Action) -> Refusal | None:
        return legality.check(self, action)

    def apply(self, action: Action) -> list[Event]:
        """Answer the pending decision. All or nothing: if anything breaks while the action resolves,
        the game is rebuilt as it was before it and AbilityFailed is raised."""
        # (the pile answer a bot just picked, asked here first: the most frequent case, without a call)
        trusted = action is self._trusted and self._trusted_at == self._drives and self.pending is not None
        if not trusted and not self._listed_action(action) and not legality.ends_step(self, action):
            refusal = legality.check(self, action)
            if refusal is not None:
                raise ActionRefused(refusal)
        self._listed = None  # whatever happens below changes the state the list was made for
        if self.opening:
            self.opening = []  # (what led to the first decision: the game has moved past it)
        self._events = []
        self._revealed = False
        self._failure = None
        kept_segments = len(self._segments)
        segment = self._segments[-1]
        kept_actions = len(segment.actions)
        segment.actions.append(action)
        if self._clonable:  # (clone() and a non-recording save read them; neither can without clone points)
            self._since.append(action)
        try:
            self._answer(action)
        except Exception as exc:  # noqa: BLE001 - any failure inside the rules is taken back
            card, effect = self._failure or (None, None)
            self._roll_back(kept_segments, kept_actions)  # (rebuilds that segment, its `hidden` too)
            raise AbilityFailed(action, card, effect, exc) from exc
        segment.hidden.append(self._revealed)
        return self._events

    def _listed_action(self, action: Action) -> bool:
        """Is `action` the very object legal_actions listed for this decision, nothing applied since?
        (A pile's trusted answer is asked by `apply` itself.) Every change of state goes through apply
        or _restart, and both drop the list."""
        listed = self._listed
        return (listed is not None and self._listed_for is self.pending and self.pending is not None
                and listed.get(id(action)) is action)

    def note_failure(self, source: int | None, effect: str) -> None:
        """An ability raised: remember the innermost one, for AbilityFailed."""
        if self._failure is None:
            card = self.s.defs[source] if source is not None and 0 <= source < len(self.s.defs) else None
            self._failure = (card, effect)

    def _roll_back(self, kept_segments: int, kept_actions: int) -> None:
        """Rebuild the game as it was with only the first `kept_actions` of the last kept segment."""
        segments = self._segments[:kept_segments]
        last = segments[-1]
        self._restart(last.snapshot, last.actions[:kept_actions], earlier=segments[:-1])

    def undo_refusal(self) -> Refusal | None:
        if self.pending is None:  # RULINGS "Undo after the end": the result stands
            return Refusal("game_over", {"result": self.s.result}, "Ending the Game, p. 18")
        if not self.record:  # a clone or a simulated game keeps no history to go back through
            return Refusal("undo_not_recorded", {}, "Undo")
        k = self._last_segment_with_actions()
        if k is None:
            return Refusal("nothing_to_undo", {}, "Undo")
        if self._segments[k].hidden[-1]:
            return Refusal("undo_hidden", {}, "Undo: a hidden card was revealed")
        return None

    def last_action(self) -> Action | None:
        """The action `undo()` would take back (None: no action kept), e.g. to ask whose it is."""
        k = self._last_segment_with_actions()
        return None if k is None else self._segments[k].actions[-1]

    def undo(self) -> list[Event]:
        refusal = self.undo_refusal()
        if refusal is not None:
            raise ActionRefused(refusal)
        k = self._last_segment_with_actions()
        assert k is not None
        seg = self._segments[k]
        taken_back = seg.actions[-1]
        self._restart(seg.snapshot, seg.actions[:-1], earlier=self._segments[:k])
        return [Event("undone", undone_fields(taken_back))]  # the log says which

    def keep_first(self, n: int) -> None:
        """Rebuild this game in place as it stood after its first `n` actions, from the nearest turn boundary
        kept before it (a replay stepping back: unlike undo, it may go back past revealed cards)."""
        done = 0
        for k, seg in enumerate(self._segments):
            if n <= done + len(seg.actions):
                self._restart(seg.snapshot, seg.actions[: max(0, n - done)], earlier=self._segments[:k])
                return
            done += len(seg.actions)
        raise ValueError(f"the game has {done} actions, not {n}")

    def save(self) -> dict[str, Any]:
        """The setup, the state at the last turn boundary and the actions since. A game that doesn't
        record (a clone, a simulation) saves from its clone point; RuntimeError when it keeps none."""
        if self.record:
            seg = self._segments[-1]
            snapshot, actions = plain_snapshot(seg.snapshot), seg.actions
        elif not self._clonable:
            raise RuntimeError("this game keeps neither saves nor clone points (record and clone_points are off)")
        else:
            boundary = self._boundary
            snapshot = None if boundary is None else {"state": to_data(boundary[0]), "rng": rng_to_data(boundary[1])}
            actions = self._since
        saved = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "setup": self.setup.model_dump(),
            "snapshot": snapshot,
            "actions": [action_to_json(a) for a in actions],
        }
        if self.record and len(self._segments) > 1:  # what came before the snapshot, for the history (load_game)
            saved["before"] = {"snapshot": plain_snapshot(self._segments[0].snapshot),
                               "actions": [action_to_json(a) for seg in self._segments[:-1] for a in seg.actions]}
        return saved

    def history(self) -> dict[str, Any]:
        """The game as a save that starts at its first kept snapshot (None: at its setup) and holds every
        action since: what a replay steps through. A game loaded from a save starts at that save's snapshot."""
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "setup": self.setup.model_dump(),
            "snapshot": plain_snapshot(self._segments[0].snapshot),
            "actions": [action_to_json(a) for seg in self._segments for a in seg.actions],
        }

    def save_json(self) -> str:
        return json.dumps(self.save(), separators=(",", ":"))

    def clone(self) -> Game:
        """An independent copy waiting on the same decision, not recording saves: cheaply, from the
        last turn boundary (for search; see clone.py)."""
        if not self._clonable:
            raise RuntimeError("this game keeps no clone points (clone_points was turned off)")
        state, rng_state, actions = self.boundary()
        return rebuild(self.setup, self.cat, state, rng_state, actions)

    def boundary(self) -> tuple[GameState | None, tuple[Any, ...] | None, list[Action]]:
        """The state and generator state at the last turn boundary, and the actions since."""
        if self._boundary is None:
            return None, None, self._since
        return self._boundary[0], self._boundary[1], self._since

    def state_hash(self) -> str:
        return digest({"state": to_data(self.s), "rng": rng_to_data(self.rng.getstate())})

    # ---- driving the flow -------------------------------------------------------------------

    def start(self) -> None:
        self._events = []
        self._drive(None)

    def _answer(self, action: Action) -> None:
        """The pending decision answered: a move (legal only on a Play Cards step, where it runs no rule)
        is made here without resuming the flow, whose step waits on the same decision; the rest drive it."""
        if type(action) is MoveCard:
            move(self, action)
            self._drives += 1
        else:
            self._drive(action)

    def _drive(self, action: Action | None) -> None:
        assert self._flow is not None
        self._drives += 1
        self._ruled += 1
        try:
            self.pending = next(self._flow) if action is None else self._flow.send(action)
        except StopIteration:
            self.pending = None
        except GameOver:
            self.pending = None

    def _last_segment_with_actions(self) -> int | None:
        for k in range(len(self._segments) - 1, -1, -1):
            if self._segments[k].actions:
                return k
        return None

    def _restart(self, snapshot: dict[str, Any] | None, actions: list[Action],
                 earlier: list[Segment] | None = None) -> None:
        """Rebuild this game from a boundary snapshot (None: from setup) and replay actions."""
        self.rng = random.Random(self.setup.seed)
        if snapshot is None:
            self.s = build_state(self.setup, self.cat, self.rng)
        else:
            self.rng.setstate(rng_from_data(snapshot["rng"]))
            self.s = state_from_data(copy.deepcopy(snapshot["state"]))  # never share lists with a save
        self.hooks = hooks_for(self.s)  # StickerHooks when a runner has upgrades
        self._listed = None
        self._segments = [*(earlier or []), Segment(snapshot)]
        self._boundary, self._since, self._clonable = None, [], True
        self._flow = game_flow(self)
        self.start()
        self.opening = self._events if not actions else []
        for action in actions:
            self.apply(action)

    def mark_boundary(self) -> None:
        """A turn boundary: keep a snapshot so saves and undo start from here."""
        self._since = []
        self._clonable = self.clone_points
        self._boundary = (copy_state(self.s), self.rng.getstate()) if self.clone_points else None
        if not self.record:
            return
        snap = {"state": to_data(self.s), "rng": rng_kept(self.rng.getstate())}
        if not self._segments[-1].actions:
            self._segments[-1].snapshot = snap
        else:
            self._segments.append(Segment(snap))

    # ---- helpers for the flow and the effects ----------------------------------------------

    def emit(self, code: str, **params: Any) -> None:
        if self.events:
            ev = Event(code, params)
            self._events.append(ev)
            if self.watch is not None:
                self.watch(ev)
        if code in COUNTED:
            tally.note(self.s, code, params)

    def revealed(self) -> None:
        self._revealed = True

    def finish(self, result: str, **params: Any) -> None:
        if self.s.result is None:
            self.s.result = result
            self.s.phase = "over"
            for r in self.s.runners:  # revised: "retiré a la fin de la partie, quel que soit l'issue"
                if r.exhausted:
                    r.exhausted = False
                    self.emit("exhausted_removed", runner=r.seat)
            self.emit("game_over", result=result, **params)
        raise GameOver()

    def step(self, name: str) -> None:
        if self.s.turn is not None:
            self.s.turn.step = name
        if self.events:  # ("step" is not counted: nothing to do without events)
            self.emit("step", step=name, runner=self.s.current)

    def begin_turn(self, seat: int) -> None:
        self.s.turns += 1
        self.s.turn = TurnState(self.s.turns, seat)  # (number, runner)
        for r in self.s.runners:
            if r.used:  # (most runners: no counter at all)
                for key in [k for k in r.used if k.startswith("turn:")]:
                    del r.used[key]

    def runner_seats(self) -> list[int]:
        """The runners (not the Client), clockwise."""
        return [seat for seat in self.s.order if not self.s.runners[seat].client]

    def decider(self, seat: int, source: int | None = None) -> int:
        """Who decides for a seat: the Client's choices fall to the starting runner, except a choice an
        obstacle (`source`) gives the Client: the runner whose role color is the obstacle's (p. 20)."""
        if not self.s.runners[seat].client:
            return seat
        if source is not None and 0 <= source < len(self.s.defs):
            card = self.cat.by_id.get(self.s.defs[source])
            if isinstance(card, ObstacleCard) and card.color is not None:
                for r in self.s.runners:
                    if card.color in r.colors:
                        return r.seat
        return self.s.starting

    def clockwise_from(self, seat: int) -> list[int]:
        order = self.s.order
        i = order.index(seat)
        return order[i:] + order[:i]

    def nuyen_first(self) -> int:
        """Who takes the first nuyen: the current runner; on the Client's turn the starting runner;
        outside any turn the runner whose turn is next (p. 15, Extraction p. 20)."""
        seat = self.s.current
        if self.s.runners[seat].client:
            return self.s.starting
        return seat

    def card_def(self, card: int) -> CardBase:
        return self.cat.card(self.s.defs[card])

    def player_def(self, card: int) -> PlayerCard:
        return self._defs.player(self.s.defs[card])

    def obstacle_def(self, card: int) -> ObstacleCard:
        return self._defs.obstacle(self.s.defs[card])

    def add_card(self, card_id: str) -> int:
        """A new card instance (a boss aspect, a sticker's extra basic card)."""
        self.s.defs.append(card_id)
        return len(self.s.defs) - 1

    def new_placement(self, card: int | None, owner: int, target: int | None, damage: Damage | None,
                      *, to_market: bool = False, assist: bool = False) -> Placement:
        turn = self.s.turn
        assert turn is not None
        p = self.make_placement(card, owner, target, damage, to_market=to_market, assist=assist)
        turn.next_pid += 1
        turn.placements.append(p)
        return p

    def make_placement(self, card: int | None, owner: int, target: int | None, damage: Damage | None,
                       *, to_market: bool = False, assist: bool = False) -> Placement:
        """The placement a card would make, not yet on the table (previews use it as is)."""
        turn = self.s.turn
        assert turn is not None
        dmg = damage or Damage()
        weapon = card is not None and self._defs.player(self.s.defs[card]).type == "WEAPON"
        # Positional, in the fields' order (pid, card, owner, target, colors, colorless, levels, consecutive,
        # last_levels, obstacles_only, weapon, katana, to_market, assist): by keywords, the dataclass's
        # __init__ cost ~1% of a random game more (callgrind), one placement per card played.
        return Placement(turn.next_pid, card, owner, target, list(dmg.colors), dmg.colorless, dmg.levels,
                         dmg.consecutive, 0, dmg.obstacles_only, weapon, 0, to_market, assist)

    def marker(self, like: Placement, target: int | None, **damage: Any) -> Placement:
        """A generic marker standing for another instance of a card's damage (p. 13)."""
        p = self.new_placement(None, like.owner, target, None)
        p.weapon, p.source = like.weapon, like.card
        for key, value in damage.items():
            setattr(p, key, value)
        return p

    def placement(self, pid: int) -> Placement:
        turn = self.s.turn
        if turn is not None:
            for p in turn.placements:
                if p.pid == pid:
                    return p
        raise KeyError(pid)

    def return_placement(self, p: Placement) -> None:
        """A placed card goes to its owner's discard (or the Black Market discard); markers vanish."""
        turn = self.s.turn
        if turn is not None and p in turn.placements:
            turn.placements.remove(p)
            if p.katana:  # Katana: its bonus lasts the whole turn, after its own damage is applied
                turn.flags[f"katana:{p.card}"] = p.katana
        if p.card is None:
            return
        if p.to_market or p.owner < 0:
            self.s.market_discard.append(p.card)
        else:
            self.s.runners[p.owner].discard.append(p.card)

    def damage_targets(self) -> list[int]:
        turn = self.s.turn
        if turn is None:
            return []
        seen: list[int] = []
        on_table: list[int] | None = None  # the obstacles' cards, looked at once (most placements share a few)
        for p in turn.placements:
            if p.target is None or p.target in seen:
                continue
            if p.colors or p.colorless or p.levels or p.last_levels or self._katana_bonus(p):
                if on_table is None:
                    on_table = [ob.card for ob in self.s.obstacles]
                if p.target in on_table:
                    seen.append(p.target)
        return seen

    def _katanas(self) -> list[int | None]:
        """The Katana cards played this turn: still placed, or already applied (remembered)."""
        turn = self.s.turn
        if turn is None:
            return []
        placed = [p.card for p in turn.placements if p.katana]
        applied = [int(k[7:]) for k in turn.flags if k.startswith("katana:")]
        return placed + [c for c in applied if c not in placed]

    def _katana_bonus(self, p: Placement) -> int:
        if not p.weapon:
            return 0
        return sum(1 for k in self._katanas() if k != p.card or p.card is None)

    def pool(self, target: int, extra: tuple[Placement, ...] = ()) -> Pool:
        """The damage placed at `target` (plus `extra` placements not on the table: previews)."""
        turn = self.s.turn
        colors = [0, 0, 0, 0]
        colorless, packs, lasts = 0, [], []
        index = COLOR_INDEX
        placed = turn.placements if turn is not None else []
        every = [*placed, *extra] if extra else placed
        wasted: set[int] | None = None  # (most pools hold no marker: nothing is built for them)
        for p in every:
            if p.target != target:
                continue
            if p.card is None and turn is not None and turn.flags:  # a marker: one Fireball's count once here
                if wasted is None:
                    wasted = wasted_markers(turn.flags, [q for q in every if q.target == target])
                if p.pid in wasted:
                    continue
            for c in p.colors:
                colors[index[c]] += 1
            colorless += p.colorless
            if p.weapon:  # (Katana adds to weapons only)
                colorless += self._katana_bonus(p)
            if p.levels:
                # one pack per level, but never more than a track can have (effects can ask for many)
                packs.extend([p.levels] if p.consecutive else [1] * min(p.levels, MAX_LEVELS))
            if p.last_levels:
                lasts.append(p.last_levels)
        return Pool((colors[0], colors[1], colors[2], colors[3]), colorless, tuple(packs), tuple(lasts))

    def track(self, card: int) -> tuple[int, ...]:
        return self._defs.track(self.s.defs[card])

    def preview(self, target: int, extra: tuple[Placement, ...] = ()) -> Allocation:
        """The allocation the engine will commit for the damage placed at `target` (plus `extra`)."""
        ob = self.s.obstacle(target)
        if ob is None or ob.boss:
            return Allocation(0, 0, ())
        return allocate(self.track(target), ob.cleared, ob.partial, self.pool(target, extra))

    def cost(self, seat: int, card: int) -> int:
        defn = self._defs.player(self.s.defs[card])
        cost = defn.cost
        turn = self.s.turn
        if turn is not None and seat == self.s.current:
            cost -= turn.discount_next
            if defn.type == "SKILL":
                cost -= turn.discount_skill
        cost += self.hooks.cost_change(self, seat, card)
        return max(0, cost)

    def activations(self, runner: int) -> list[tuple[str, Ability, int | None]]:
        """Abilities `runner` may start now: (source, ability, card)."""
        found: list[tuple[str, Ability, int | None]] = []
        r = self.s.runners[runner]
        if r.client or r.critical:
            return found
        own_turn = runner == self.s.current
        defs, activated = self.s.defs, self._defs.activated
        with_abilities = self._activated_cards()
        for zone in (r.discard, r.hand) if with_abilities else ():  # most games have few such cards, or none
            if with_abilities.isdisjoint(zone):  # (at C speed: most zones hold none)
                continue
            for card in zone:
                if card in with_abilities:
                    for ab in activated(defs[card]):
                        if own_turn or ab.params.get("who") == "any":
                            found.append((f"card:{card}", ab, card))
        for ob in self.s.obstacles:
            if ob.card not in with_abilities or ob.blank or ob.boss or ob.cancelled:  # most have none: asked first
                continue
            for ab in activated(defs[ob.card]):
                found.append((f"card:{ob.card}", ab, ob.card))
        for up in r.upgrades if r.upgrades and not upgrades_off(self, runner) else []:
            for ab in self.cat.upgrade(up).abilities:
                if ab.when == "activated":
                    found.append((f"upgrade:{runner}:{up}", ab, None))
        if not found:
            return found
        return [(src, ab, card) for src, ab, card in found
                if is_usable(Ctx(self, ab, card, runner))]

    def _activated_cards(self) -> frozenset[int]:
        """The card instances whose definition has an activated ability. Most cards have none: knowing
        which do lets the per-action queries skip the rest. Card instances are only ever appended
        (add_card), so the set is kept until the list changes length or is replaced (a restart, a clone)."""
        defs = self.s.defs
        if self._ability_key is not defs or self._ability_len != len(defs):
            self._ability_sets = self._defs.ability_cards(defs)
            self._ability_key, self._ability_len = defs, len(defs)
        return self._ability_sets

    def activation(self, runner: int, source: str) -> tuple[Ability, int | None] | None:
        for src, ab, card in self.activations(runner):
            if src == source:
                return ab, card
        return None

    # ---- candidate actions for legal_actions ----------------------------------------------

    def _targets(self) -> tuple[int | None, ...]:
        """Where a card may be played: the table (None), then each obstacle. A tuple: legal.py keys its
        kept answer lists by it."""
        return self._table()[0]

    def _table(self) -> Table:
        """The targets (see _targets), the bosses among them and the targets but the table. Kept while the
        obstacles are the same objects in the same order: an obstacle's card and boss flag never change,
        and a Play Cards step asks after every play (an equal obstacle elsewhere gives the same answer)."""
        obstacles = tuple(self.s.obstacles)
        if obstacles != self._table_key:  # (compared object by object, by identity first: C speed)
            targets = (None, *[ob.card for ob in obstacles])
            self._table_kept = targets, {ob.card for ob in obstacles if ob.boss}, targets[1:]
            self._table_key = obstacles
        return self._table_kept

    def _candidates(self, d: Decision) -> list[Action]:
        r = d.runner
        if d.kind is Kind.CHOOSE:
            return [Choose(r, i) for i in range(len(d.options))]
        if d.kind is Kind.CHOOSE_MANY:
            idx = range(len(d.options))
            if d.ordered:
                return [ChooseMany(r, p) for p in itertools.permutations(idx, d.max)]
            return [ChooseMany(r, c) for n in range(d.min, d.max + 1) for c in itertools.combinations(idx, n)]
        if d.kind is Kind.APPLY:
            return [ApplyDamage(r, t) for t in self.damage_targets()]
        out: list[Action] = [EndStep(r)]
        if d.kind is Kind.PLAY_ONE:
            out += [PlayCard(r, int(o.ref), t) for o in d.options for t in self._targets()]
            return out
        if d.kind in (Kind.BUY, Kind.BUY_ONE):
            out += [Buy(r, c) for c in [*self.s.market_row, *self.s.set_aside, *self.hooks.buyable(self, r)]
                    if c is not None]
        if d.kind in (Kind.BUY, Kind.PLAY):
            for seat in self.s.order:
                out += [UseAbility(seat, src) for src, _ab, _card in self.activations(seat)]
        if d.kind is Kind.PLAY:
            targets = self._targets()
            for seat in self.s.order:
                out += [PlayCard(seat, c, t) for c in self.s.runners[seat].hand for t in targets]
            turn = self.s.turn
            for p in turn.placements if turn is not None else []:
                out += [MoveCard(r, p.pid, t) for t in targets if t != p.target]
        return out


def new_game(setup: GameSetup | dict[str, Any], catalog: Catalog | None = None, *, record: bool = True,
             clone_points: bool = True, events: bool = True) -> Game:
    """Set up a game (p. 11) and run it to its first decision. `clone_points` and `events` as the
    Game's attributes, from the start (a simulation turns both off)."""
    cat = catalog or load_catalog()
    setup = setup if isinstance(setup, GameSetup) else GameSetup.model_validate(setup)
    game = Game(setup, cat, record=record)
    game.clone_points, game.events = clone_points, events
    game._restart(None, [])
    return game


def load_game(data: dict[str, Any] | str, catalog: Catalog | None = None) -> Game:
    """A saved game, identical to the one saved, that goes on identically. Shares nothing with `data`;
    a save that can't be played raises GameLoadError (a ValueError) saying which field is wrong."""
    try:
        raw = json.loads(data) if isinstance(data, str) else data
    except (ValueError, RecursionError) as exc:
        raise GameLoadError("save", f"not valid JSON ({exc})") from None
    if not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT:
        raise GameLoadError("format", "not a Crossfire Desktop game save")
    if raw.get("version") != SAVE_VERSION:
        raise GameLoadError("version", f"game save version {raw.get('version')!r} is not supported")
    try:
        setup = GameSetup.model_validate(raw.get("setup"))
    except ValueError as exc:
        raise GameLoadError("setup", str(exc).splitlines()[0]) from None
    actions = checked_actions(raw.get("actions"))
    cat = catalog or load_catalog()
    if setup.mission not in cat.missions:
        raise GameLoadError("setup.mission", f"unknown mission {setup.mission!r}")
    snapshot = _checked_snapshot(raw.get("snapshot"), cat, "snapshot")
    game = Game(setup, cat)
    try:
        game._restart(snapshot, actions)
    except ActionRefused as exc:
        raise GameLoadError("actions", f"an action is refused on replay: {exc.refusal}") from None
    except AbilityFailed as exc:
        raise GameLoadError("actions", f"an action fails on replay: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - whatever else breaks, the save is what is wrong
        raise GameLoadError("snapshot", f"the game can't be rebuilt ({type(exc).__name__}: {exc})") from exc
    return _with_earlier_turns(game, raw.get("before"), actions) or game


MAX_EARLIER = 100_000  # actions replayed from a save's `before` at most (a game has ~150-700)


def _checked_snapshot(raw: Any, cat: Catalog, field: str) -> dict[str, Any] | None:
    """A saved snapshot checked (GameLoadError naming `field`), its state and generator state shared with
    nothing; None stays None (the game's setup)."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise GameLoadError(field, "expected an object")
    state = checked_state(raw.get("state"), cat)
    try:
        rng = copy.deepcopy(raw["rng"])
        random.Random().setstate(rng_from_data(rng))
    except (TypeError, ValueError, KeyError) as exc:
        raise GameLoadError(f"{field}.rng", f"not a random generator state ({exc})") from None
    return {"state": to_data(state), "rng": rng}


def _with_earlier_turns(game: Game, before: Any, actions: list[Action]) -> Game | None:
    """The saved game with the turns before its snapshot too (the save's `before`), so its history, replay and
    undo reach back as far as in the session that played them (a resumed game's record started at its
    snapshot: its replay began in round 2). None when there is no `before`, or when it does not replay to the
    same game (then the snapshot's game stands, its record starting there)."""
    if not isinstance(before, dict):
        return None
    try:
        start = _checked_snapshot(before.get("snapshot"), game.cat, "before.snapshot")
        earlier = checked_actions(before.get("actions"))
        if len(earlier) > MAX_EARLIER:
            return None
        full = Game(game.setup, game.cat)
        full._restart(start, [*earlier, *actions])
    except Exception:  # noqa: BLE001 - an earlier part that doesn't replay is dropped, never the game
        return None
    return full if full.state_hash() == game.state_hash() else None


def rebuild(setup: GameSetup, cat: Catalog, state: GameState | None, rng_state: tuple[Any, ...] | None,
            actions: list[Action]) -> Game:
    """A game (not recording saves) from a turn boundary's state and random generator state (None: from
    the setup) and the actions since: what `Game.clone` copies, and what a search worker process is sent."""
    twin = Game(setup, cat, record=False)
    twin.rng = random.Random()
    if state is None:  # no turn boundary yet: from the setup
        twin.rng.seed(setup.seed)
        twin.s = build_state(setup, cat, twin.rng)
    else:
        assert rng_state is not None
        twin.rng.setstate(rng_state)
        twin.s = copy_state(state)
        twin._boundary = (state, rng_state)  # shared: a boundary copy is replaced, never changed
    twin.hooks = hooks_for(twin.s)
    twin._flow = game_flow(twin)
    twin.start()
    replay(twin, actions)
    return twin


def replay(game: Game, actions: list[Action]) -> None:
    """Apply actions known to be legal (they were, in the same deterministic game)."""
    for action in actions:
        game._since.append(action)
        game._answer(action)
