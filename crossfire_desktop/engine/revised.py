"""The revised printing's own steps (French summary, docs/RULINGS.md "Revised printing"): the setup
differences, the Breather between Scenes, the team's go-on/abort choice at a critical runner, and
the rounds without a Crossfire card. `engine/editions.py` answers the yes/no questions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crossfire_desktop.catalog import PlayerCard
from crossfire_desktop.catalog.revised_table import karma_deck_table

from . import ops
from .decisions import Decision, Kind, Option
from .editions import is_revised, starting_crossfire_wait
from .flowtypes import Gen
from .shuffle import shuffle
from .steps import buy_one

if TYPE_CHECKING:
    from .game import Game

ICON_GRAB = "icon_grab"
BREATHER_STEPS = ("effects_end", "exhausted_removed", "heal", "buy")
# Revised "Parties à 2 ou 3 Runners ayant au moins 20 Karma": (Karma earned from, cost of the Black
# Market card added). The printed table is garbled: its values are data, marked reconstructed there
# (resources/rules/revised-karma-deck.toml); Settings can replace them (`GameSetup.karma_table`).
KARMA_DECK_TABLE: tuple[tuple[int, int], ...] = karma_deck_table().rows


def karma_bonus_cost(karma: int, table: tuple[tuple[int, int], ...] = KARMA_DECK_TABLE) -> int | None:
    """The cost of the card a 2-role runner with this much Karma adds (None below the first row)."""
    cost = None
    for floor, value in table:
        if karma >= floor:
            cost = value
    return cost


# ---- setup -------------------------------------------------------------------------------------

def setup(g: Game) -> Gen[None]:
    """Revised setup differences, before the stickers' and the mission's setup."""
    g.s.crossfire_wait = starting_crossfire_wait(len(g.runner_seats()))
    if g.s.crossfire_wait:
        g.emit("crossfire_wait", rounds=g.s.crossfire_wait)
    table = tuple(tuple(row) for row in g.setup.karma_table) if g.setup.karma_table else KARMA_DECK_TABLE
    for seat, rs in enumerate(g.setup.runners):  # setup index == seat (engine/setup.py build_state)
        if len(rs.roles) < 2:
            continue
        changed = yield from swap_for_icon_grab(g, seat)
        cost = karma_bonus_cost(rs.karma, table)  # type: ignore[arg-type]
        if cost is not None:
            changed = (yield from add_karma_card(g, seat, cost)) or changed
        if changed:
            r = g.s.runners[seat]
            r.deck.extend(r.hand)
            r.hand.clear()
            shuffle(g.rng, r.deck)
            g.revealed()
            ops.draw(g, seat, g.cat.metatypes[r.metatype].cards, reason="setup")


def _from_market(g: Game, pick: int) -> None:
    """A card leaves the Black Market deck (or the row, which refills) for a runner's deck."""
    if pick in g.s.market_deck:
        g.s.market_deck.remove(pick)
    else:
        ops.take_from_market(g, pick)


def swap_for_icon_grab(g: Game, seat: int) -> Gen[bool]:
    """"échangez une des cartes du paquet par une carte Icon Grab du Marché Noir": the runner picks
    the starting card that goes back to the box."""
    grabs = [c for c in [*reversed(g.s.market_deck), *g.s.market_row] if c is not None and g.s.defs[c] == ICON_GRAB]
    if not grabs:
        g.emit("icon_grab_missing", runner=seat)
        return False
    r = g.s.runners[seat]
    kinds: dict[str, int] = {}
    for c in r.deck + r.hand:
        kinds.setdefault(g.s.defs[c], c)
    options = tuple(Option(c, "card") for c in kinds.values())
    answer = yield Decision(Kind.CHOOSE, seat, "revised_icon_grab_swap", {"runner": seat}, options)
    old = int(options[answer.option].ref)
    (r.hand if old in r.hand else r.deck).remove(old)
    g.s.mission_state.setdefault("out_of_play", []).append(old)
    _from_market(g, grabs[0])
    r.deck.append(grabs[0])
    g.emit("icon_grab_swapped", runner=seat, old=old, new=grabs[0])
    return True


def add_karma_card(g: Game, seat: int, cost: int) -> Gen[bool]:
    """A Black Market card of the listed cost, chosen by the player, joins the starting deck."""
    found: dict[str, int] = {}
    for c in [*reversed(g.s.market_deck), *g.s.market_row]:
        if c is None:
            continue
        d = g.player_def(c)
        if isinstance(d, PlayerCard) and d.cost == cost:
            found.setdefault(g.s.defs[c], c)
    if not found:
        g.emit("karma_card_missing", runner=seat, cost=cost)
        return False
    options = tuple(Option(c, "card") for c in found.values())
    answer = yield Decision(Kind.CHOOSE, seat, "revised_karma_card", {"runner": seat, "cost": cost}, options)
    pick = int(options[answer.option].ref)
    _from_market(g, pick)
    g.s.runners[seat].deck.append(pick)
    g.emit("karma_card_added", runner=seat, card=pick, cost=cost)
    return True


# ---- rounds without a Crossfire card -----------------------------------------------------------

def crossfire_countdown(g: Game) -> bool:
    """At a round's start, one marker comes off the Crossfire deck; True: no card this round."""
    if g.s.crossfire_wait <= 0:
        return False
    g.s.crossfire_wait -= 1
    g.emit("crossfire_marker_removed", left=g.s.crossfire_wait)
    return True


# ---- critical --------------------------------------------------------------------------------

def on_critical(g: Game, seat: int) -> str:
    """"Si un second Runner devient Critique pendant la même séquence, la partie est un échec":
    'loss' for a second critical runner in this Scene, else 'choose' (the team decides)."""
    ms = g.s.mission_state
    key = f"criticals:{g.s.scene}"
    ms[key] = int(ms.get(key, 0)) + 1
    if ms[key] >= 2 or g.s.abort is not None:
        return "loss"
    return "choose"


def critical_choice(g: Game, seat: int) -> Gen[bool]:
    """"L'équipe décide si elle continue la séquence actuelle ou annule son run": True = abort.
    The starting runner speaks for the team (the next runner clockwise who isn't critical)."""
    decider = g.s.starting
    for _ in g.s.order:
        if not g.s.runners[decider].critical and not g.s.runners[decider].client:
            break
        decider = ops.next_clockwise(g, decider)
    options = (Option("go_on", "go_on"), Option("abort", "abort"))
    answer = yield Decision(Kind.CHOOSE, decider, "revised_critical_choice", {"runner": seat}, options)
    abort = options[answer.option].ref == "abort"
    g.emit("critical_choice", runner=seat, choice="abort" if abort else "go_on")
    return abort


# ---- the Breather ------------------------------------------------------------------------------

def breather(g: Game, last: int) -> Gen[None]:
    """Prendre un Repos, after the turn of `last` (its Black Market step done), in the printed order."""
    if not is_revised(g):
        return
    g.emit("breather_started", scene=g.s.scene)
    # a) obstacle and Crossfire effects in play end (the event goes under the deck: no timebomb).
    _breather_step(g, "effects_end")
    g.calls.bottom_events(g)
    for ob in g.s.obstacles:
        ob.no_attack = False
        ob.cancelled = False
    # b) every runner but the critical ones removes Exhausted.
    _breather_step(g, "exhausted_removed")
    for seat in g.runner_seats():
        r = g.s.runners[seat]
        if r.exhausted and not r.critical:
            r.exhausted = False
            g.emit("exhausted_removed", runner=seat)
    # c) every runner heals 1, staggered and critical included (a critical one is staggered again,
    #    then the heal recovers them and they draw 2).
    _breather_step(g, "heal")
    for seat in g.s.order:
        r = g.s.runners[seat]
        if r.critical:
            r.critical = False
            r.staggered = True
            g.emit("critical_ended", runner=seat)
        yield from ops.heal(g, seat, 1, source="breather")
    # d) from the runner after `last`, clockwise, one purchase each, no "Requires X" card.
    _breather_step(g, "buy")
    buyer = ops.next_clockwise(g, last, skip_client=True)
    for _ in g.runner_seats():
        yield from buy_one(g, buyer, "breather_buy")
        buyer = ops.next_clockwise(g, buyer, skip_client=True)
    g.s.breather = None
    g.emit("breather_ended", scene=g.s.scene)


def _breather_step(g: Game, step: str) -> None:
    g.s.breather = step
    g.emit("breather_step", step=step, n=BREATHER_STEPS.index(step) + 1)
