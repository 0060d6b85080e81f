"""The sequence of play (p. 12-18): rounds, the Crossfire step, the five turn steps, the abort run.

`game_flow` restarts cleanly from any turn boundary: everything it needs to know is in state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ops, revised
from .editions import down, is_revised
from .flowtypes import GameOver, Gen
from .steps import apply_step, buy_one, buy_step, deal_levels, defeat, play_card, play_step, take_damage_step
from .triggers import event_triggers, fire_all, fire_card, obstacle_triggers
from .turn_calls import TurnCalls

if TYPE_CHECKING:
    from .game import Game


def game_flow(g: Game) -> Gen[None]:
    try:
        if g.s.phase == "setup":
            if is_revised(g):
                yield from revised.setup(g)
            yield from g.hooks.game_start(g)
            yield from g.mission.setup(g)
            g.s.phase = "round_start"
            g.s.current = g.s.starting
        while True:
            g.mark_boundary()
            if g.s.phase == "round_start":
                g.s.round += 1
                g.s.phase = "turn"
                if g.events:
                    g.emit("round_started", round=g.s.round)
                yield from crossfire_step(g)
                continue  # a turn boundary again: the starting runner's turn
            yield from take_turn(g)
            yield from end_turn(g)
    except GameOver:
        return


# ---- Draw a new Crossfire card -------------------------------------------------------------

def crossfire_step(g: Game) -> Gen[None]:
    yield from g.mission.round_start(g)
    if is_revised(g) and revised.crossfire_countdown(g):
        return
    if not g.mission.draws_crossfire(g):
        return
    # Only one Crossfire card per round (FAQ), drawn by the starting runner.
    for ev in list(g.s.crossfire_active):
        yield from discard_event(g, ev)
    if g.s.abort is not None:
        return  # a timebomb sent a runner critical: no Crossfire event during the abort run round (p. 18)
    if not g.s.crossfire_deck:
        g.emit("crossfire_deck_empty")
        return
    ev = g.s.crossfire_deck.pop()
    g.s.crossfire_active.append(ev)
    g.revealed()
    if g.events:
        g.emit("crossfire_revealed", card=ev, level=ops.crossfire_level(g))
    yield from fire_card(g, ev, "reveal", g.s.starting)


def discard_event(g: Game, ev: int) -> Gen[None]:
    """An event goes to the Crossfire discard: its timebomb goes off first, so it does not count
    toward its own threshold (FAQ)."""
    g.s.crossfire_active.remove(ev)
    g.emit("crossfire_discarded", card=ev)
    # On its way to the discard while the timebomb resolves (it may ask a question meanwhile).
    g.s.mission_state["resolving_event"] = ev
    try:
        yield from fire_card(g, ev, "timebomb", g.s.starting)
    except GameOver:  # the timebomb ended the game: the card still lands in the discard
        del g.s.mission_state["resolving_event"]
        g.s.crossfire_discard.append(ev)
        raise
    del g.s.mission_state["resolving_event"]
    g.s.crossfire_discard.append(ev)


def bottom_events(g: Game) -> None:
    """Active events go under the Crossfire deck: no timebomb (p. 12)."""
    for ev in list(g.s.crossfire_active):
        g.s.crossfire_active.remove(ev)
        g.s.crossfire_deck.insert(0, ev)
        g.emit("crossfire_bottomed", card=ev)


# ---- a turn ---------------------------------------------------------------------------------

def take_turn(g: Game) -> Gen[None]:
    seat = g.s.current
    runner = g.s.runners[seat]
    g.begin_turn(seat)
    if runner.critical:
        g.emit("turn_skipped", runner=seat)
        return
    if g.events:
        g.emit("turn_started", runner=seat, round=g.s.round)
    if g.s.mission_state.pop("skip_turn_start", False):  # a scenario that starts at Play Cards
        yield from steps_from_play(g)
        return
    for ob in g.s.obstacles:
        ob.cancelled = False  # "until the start of the next turn"
    if g.s.abort is not None:
        # Abort run: obstacles facing staggered or critical runners (revised: critical) turn to the
        # current runner first.
        for ob in g.s.obstacles:
            if down(g, ob.facing) and ob.facing != seat:
                ops.move_obstacle(g, ob.card, seat)
    else:
        yield from g.mission.start_of_turn(g, seat)
    if runner.staggered and not runner.client and not is_revised(g):
        ops.draw(g, seat, 1, reason="staggered")  # p. 17; revised: the Exhausted draw at Draw instead
    yield from g.hooks.start_of_turn(g, seat)
    triggers = obstacle_triggers(g, "start_of_turn", facing=seat) + event_triggers(g, "start_of_turn")
    if triggers:  # (most turns: none)
        yield from fire_all(g, triggers, g.decider(seat))
    yield from steps_from_play(g)


def steps_from_play(g: Game) -> Gen[None]:
    seat = g.s.current
    yield from play_step(g)
    yield from apply_step(g)
    yield from take_damage_step(g)
    yield from buy_step(g)
    g.step("end")
    triggers = obstacle_triggers(g, "end_of_turn", facing=seat) + event_triggers(g, "end_of_turn")
    if triggers:
        yield from fire_all(g, triggers, g.decider(seat))


def end_turn(g: Game) -> Gen[None]:
    seat = g.s.current
    turn = g.s.turn
    if turn is not None:
        for p in list(turn.placements):
            g.return_placement(p)
        turn.placements.clear()
    for ob in g.s.obstacles:
        ob.partial = 0
        ob.no_attack = False
    if g.s.abort is None:
        yield from g.mission.end_of_turn(g, seat)
    if not g.s.obstacles:
        bottom_events(g)
    if g.events:
        g.emit("turn_ended", runner=seat)
    g.s.turn = None
    advance(g, seat)


def advance(g: Game, seat: int) -> None:
    """Who plays next: clockwise, a new round at the starting runner, or the abort run round."""
    if g.s.mission_state.get("abort_pending") and g.s.abort is None:
        start_abort(g, ops.next_clockwise(g, seat))
    if g.s.abort is not None:
        while g.s.abort and g.s.runners[g.s.abort[0]].critical:
            g.emit("turn_skipped", runner=g.s.abort.pop(0))  # p. 18: skip the turn of a critical runner
        if not g.s.abort:
            alive = any(not down(g, r.seat) for r in g.s.runners if not r.client)
            g.finish("abort" if alive else "loss", reason="abort_run")
            raise GameOver()
        g.s.current = g.s.abort.pop(0)
        g.s.phase = "turn"
        return
    nxt = g.s.mission_state.pop("next_seat", None)
    if nxt is None:
        nxt = ops.next_clockwise(g, seat)
    g.s.current = nxt
    g.s.phase = "round_start" if nxt == g.s.starting else "turn"


def start_abort(g: Game, first: int) -> None:
    """The abort run round: each non-critical runner plays one more turn, from `first` (p. 18)."""
    seats = []
    seat = first
    for _ in range(len(g.s.order)):
        if not g.s.runners[seat].client:
            seats.append(seat)
        seat = ops.next_clockwise(g, seat)
    g.s.abort = seats
    g.s.mission_state["abort_pending"] = False
    bottom_events(g)
    g.emit("abort_run", first=first)


class _TurnCalls:
    """The steps the layers below the flow may run (`turn_calls.TurnCalls`), handed to them as `g.calls`."""

    play_card = staticmethod(play_card)
    buy_one = staticmethod(buy_one)
    deal_levels = staticmethod(deal_levels)
    defeat = staticmethod(defeat)
    fire_card = staticmethod(fire_card)
    critical_choice = staticmethod(revised.critical_choice)
    bottom_events = staticmethod(bottom_events)


TURN_CALLS: TurnCalls = _TurnCalls()
