"""The game's basic operations: moving cards, drawing, healing, hurting, paying, flipping.

Operations that may need a player's choice are generators (`yield from op(...)`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import statics
from .decisions import Decision, Kind, Option
from .editions import down, is_revised
from .flowtypes import GameOver, Gen
from .shuffle import shuffle
from .state import ObstacleState

if TYPE_CHECKING:
    from .game import Game


# ---- runner decks -------------------------------------------------------------------------

def shuffle_discard_into_deck(g: Game, seat: int) -> None:
    r = g.s.runners[seat]
    r.deck = r.discard + r.deck  # the new cards go under nothing: the deck was empty
    r.discard = []
    shuffle(g.rng, r.deck)
    g.revealed()
    g.emit("shuffled", runner=seat)


def top_cards(g: Game, seat: int, n: int) -> list[int]:
    """Up to n cards from the top of a deck (reshuffling the discard when it runs out), top first.

    They stay on the deck: revealing does not move them.
    """
    r = g.s.runners[seat]
    if len(r.deck) < n and r.discard:
        # Rulebook p. 17: do as many as you can, then reshuffle the discard under them and go on.
        rest = r.discard
        r.discard = []
        shuffle(g.rng, rest)
        r.deck = rest + r.deck
        g.revealed()
        g.emit("shuffled", runner=seat)
    g.revealed()
    return list(reversed(r.deck[-n:])) if n else []


def draw(g: Game, seat: int, n: int, *, reason: str = "") -> int:
    """Draw n cards (fewer if deck and discard run out). Returns how many were drawn."""
    r = g.s.runners[seat]
    if n <= 0 or r.client or r.critical:
        return 0
    blocker = statics.cant(g, seat, "draw")
    if blocker:
        g.emit("prevented", runner=seat, what="draw", source=blocker)
        return 0
    drawn = 0
    for _ in range(n):
        if not r.deck:
            if not r.discard:
                break
            shuffle_discard_into_deck(g, seat)
        r.hand.append(r.deck.pop())
        drawn += 1
    if drawn:
        g.revealed()
        if g.events:
            g.emit("drew", runner=seat, n=drawn, reason=reason)
    return drawn


def discard_from_hand(g: Game, seat: int, card: int) -> None:
    r = g.s.runners[seat]
    r.hand.remove(card)
    r.discard.append(card)
    g.emit("discarded", runner=seat, card=card)


def choose_discards(g: Game, seat: int, n: int, *, source: int | None = None, exact: bool = True) -> Gen[list[int]]:
    """The runner discards n cards of their choice (all of them if they hold n or fewer)."""
    r = g.s.runners[seat]
    n = min(n, len(r.hand))
    if n <= 0:
        return []
    if n == len(r.hand):
        chosen = list(r.hand)
    else:
        options = tuple(Option(c, "card") for c in r.hand)
        answer = yield Decision(Kind.CHOOSE_MANY, seat, "discard_cards", {"n": n}, options,
                                min=n if exact else 0, max=n, source=source)
        chosen = [options[i].ref for i in answer.options]
    for card in chosen:
        discard_from_hand(g, seat, int(card))
    yield from g.hooks.after_discards(g, seat, [int(c) for c in chosen])
    return [int(c) for c in chosen]


def _shuffle_all_into_deck(g: Game, seat: int) -> None:
    """Hand, deck and discard shuffled together into a new deck (Staggered and Critical, p. 17)."""
    r = g.s.runners[seat]
    r.deck = r.deck + r.hand + r.discard
    r.hand, r.discard = [], []
    if not r.client:
        shuffle(g.rng, r.deck)
        g.revealed()


def stagger(g: Game, seat: int) -> None:
    r = g.s.runners[seat]
    r.hp = 0
    r.staggered = True
    _shuffle_all_into_deck(g, seat)
    g.emit("staggered", runner=seat)
    if is_revised(g) and not r.client and not r.exhausted:  # "Prenez 1 jeton EPUISE (Exhausted)"
        r.exhausted = True
        g.emit("exhausted", runner=seat)
    g.mission.on_stagger(g, seat)


def go_critical(g: Game, seat: int) -> None:
    g.s.runners[seat].critical = True
    _shuffle_all_into_deck(g, seat)
    g.emit("critical", runner=seat)
    g.mission.on_critical(g, seat)


def hurt(g: Game, seat: int, amount: int, *, source: str = "") -> Gen[None]:
    """One packet of damage to a runner (p. 17): staggered below 1 HP, critical if already staggered."""
    r = g.s.runners[seat]
    if amount <= 0 or r.critical:
        return
    yield from g.hooks.before_hurt(g, seat, amount)
    if r.staggered:
        g.emit("hp", runner=seat, delta=-amount, hp=r.hp, source=source)
        go_critical(g, seat)
        yield from _critical_choice(g, seat)
    else:
        r.hp -= amount
        g.emit("hp", runner=seat, delta=-amount, hp=max(r.hp, 0), source=source)
        if r.hp < 1 and r.exhausted and is_revised(g):
            # Revised: "Si les HP d'un Runner sont réduits a 0 pendant qu'il est épuisé ... CRITIQUE".
            r.hp = 0
            go_critical(g, seat)
            yield from _critical_choice(g, seat)
        elif r.hp < 1:
            stagger(g, seat)
            yield from g.hooks.after_stagger(g, seat)
    if down(g, seat):  # (a runner still standing: the team is not all down, nothing to look at)
        check_all_down(g)


def _critical_choice(g: Game, seat: int) -> Gen[None]:
    """Revised: the team chooses to go on with the Scene or abort (mission.on_critical asked for it)."""
    if g.s.mission_state.pop("critical_choice", None) is None:
        return
    if (yield from g.calls.critical_choice(g, seat)):
        g.mission.abort_now(g)


def check_all_down(g: Game) -> None:
    """Loss when every runner is staggered or critical (p. 18). The Client counts as a runner (p. 20):
    while it stands the team is not all down (its own stagger is the mission's loss)."""
    for r in g.s.runners:  # (asked after every hurt: a loop, no generator; the first one standing says no)
        if not down(g, r.seat):
            return
    g.finish("loss", reason="all_down")


def heal(g: Game, seat: int, amount: int, *, healer: int | None = None, source: str = "") -> Gen[int]:
    """Heal a runner (never above max HP). A staggered runner healed 1+ draws 2 and recovers."""
    r = g.s.runners[seat]
    if amount <= 0 or r.critical:
        return 0
    blocker = statics.cant(g, seat, "be_healed") or (
        statics.cant(g, healer, "heal_others") if healer is not None and healer != seat else None)
    if blocker:
        g.emit("prevented", runner=seat, what="heal", source=blocker)
        return 0
    replaced = yield from g.hooks.replace_heal(g, seat, amount)
    if replaced:
        return 0
    before = r.hp
    r.hp = min(r.max_hp, r.hp + amount)
    gained = r.hp - before
    g.emit("hp", runner=seat, delta=gained, hp=r.hp, source=source)
    if r.staggered and amount >= 1:
        r.staggered = False
        g.emit("recovered", runner=seat)
        draw(g, seat, g.hooks.recover_draw(g, seat), reason="recovered")
    return gained


def gain_nuyen(g: Game, seat: int, amount: int, *, source: str = "") -> None:
    r = g.s.runners[seat]
    if r.client or amount == 0:
        return
    r.nuyen = max(0, r.nuyen + amount)
    g.emit("nuyen", runner=seat, delta=amount, total=r.nuyen, source=source)


# ---- obstacles -----------------------------------------------------------------------------

def runner_of_color(g: Game, color: str) -> int:
    for r in g.s.runners:
        if color in r.colors:
            return r.seat
    return g.s.starting


def next_clockwise(g: Game, seat: int, *, skip_client: bool = False) -> int:
    order = g.s.order
    i = order.index(seat)
    for step in range(1, len(order) + 1):
        cand = order[(i + step) % len(order)]
        if skip_client and g.s.runners[cand].client:
            continue
        return cand
    return seat


def draw_obstacle(g: Game, deck: str) -> int | None:
    """The top card of the Normal or Hard deck, reshuffling its discard when it runs out."""
    pile = g.s.normal_deck if deck == "normal" else g.s.hard_deck
    if not pile:
        discard = g.s.normal_discard if deck == "normal" else g.s.hard_discard
        if not discard:
            return None
        pile.extend(discard)
        discard.clear()
        shuffle(g.rng, pile)
        g.emit("obstacles_reshuffled", deck=deck)
    g.revealed()
    return pile.pop()


def put_in_play(g: Game, card: int, facing: int, *, depth: int = 0) -> Gen[None]:
    """An obstacle comes into play facing a runner; its FLIPPED abilities trigger. `depth` counts the
    obstacles brought in by FLIPPED abilities above this one (`reveal_obstacles` bounds the chain)."""
    g.s.obstacles.append(ObstacleState(card=card, facing=facing))
    if g.events:
        g.emit("obstacle_flipped", obstacle=card, facing=facing)
    yield from g.calls.fire_card(g, card, "flipped", controller=facing, data={"depth": depth})


def flip_obstacles(g: Game, hard: int, normal: int, first_facing: int | None = None,
                   *, skip: set[int] | None = None) -> Gen[None]:
    """Flip hard then normal obstacles one at a time, each resolving its FLIPPED abilities before the
    next is revealed; the first faces its color's runner (or `first_facing`), the rest clockwise
    (Crossfire mission, p. 19; Quick-Start p. 6)."""
    seat: int | None = first_facing
    placed_first = False
    for deck in ["hard"] * hard + ["normal"] * normal:
        card = draw_obstacle(g, deck)
        if card is None:
            g.emit("obstacle_deck_empty", deck=deck)
            continue
        if seat is None:
            seat = runner_of_color(g, g.obstacle_def(card).color or "black")
        elif placed_first:
            seat = next_clockwise(g, seat, skip_client=True)
        while skip and seat in skip:
            seat = next_clockwise(g, seat, skip_client=True)
        placed_first = True
        yield from put_in_play(g, card, seat)


def move_obstacle(g: Game, card: int, to: int) -> None:
    ob = g.s.obstacle(card)
    if ob is None or ob.facing == to:
        return
    if g.events:
        g.emit("obstacle_moved", obstacle=card, src=ob.facing, dst=to)
    ob.facing = to


def remove_obstacle(g: Game, card: int) -> None:
    ob = g.s.obstacle(card)
    assert ob is not None
    g.s.obstacles.remove(ob)
    if ob.boss:
        return
    deck = g.obstacle_def(card).deck
    (g.s.normal_discard if deck == "normal" else g.s.hard_discard).append(card)


def heal_levels(g: Game, card: int, n: int | None) -> None:
    """An obstacle heals n cleared levels (None: all of them)."""
    ob = g.s.obstacle(card)
    if ob is None or ob.cleared == 0:
        return
    healed = ob.cleared if n is None else min(n, ob.cleared)
    ob.cleared -= healed
    ob.partial = 0
    g.emit("levels_healed", obstacle=card, n=healed, cleared=ob.cleared)


def nuyen_shares(g: Game, amount: int, first: int) -> dict[int, int]:
    """What each runner gets when `amount` nuyen are handed out 1 at a time, clockwise from `first`,
    skipping the Client (p. 14): counted, not handed out, so a card's amount costs no time."""
    seat = first
    if g.s.runners[seat].client:
        seat = next_clockwise(g, seat, skip_client=True)
    seats = [seat]
    while len(seats) < len(g.s.order) and (seat := next_clockwise(g, seat, skip_client=True)) != seats[0]:
        seats.append(seat)
    whole, extra = divmod(max(0, amount), len(seats))
    return {s: whole + (i < extra) for i, s in enumerate(seats) if whole + (i < extra)}


def distribute_nuyen(g: Game, amount: int, first: int) -> None:
    """Hand out an obstacle's nuyen (p. 14): one gain per runner, in the order they take them."""
    for seat, share in nuyen_shares(g, amount, first).items():
        gain_nuyen(g, seat, share, source="defeat")


# ---- Black Market -------------------------------------------------------------------------

def refill_market(g: Game) -> None:
    for slot, card in enumerate(g.s.market_row):
        if card is None:
            g.s.market_row[slot] = next_market_card(g)
            if g.s.market_row[slot] is not None:
                g.emit("market_refilled", slot=slot, card=g.s.market_row[slot])


def next_market_card(g: Game) -> int | None:
    if not g.s.market_deck:
        if not g.s.market_discard:
            g.emit("market_out_of_stock")
            return None
        g.s.market_deck = g.s.market_discard
        g.s.market_discard = []
        shuffle(g.rng, g.s.market_deck)
        g.emit("market_reshuffled")
    g.revealed()
    return g.s.market_deck.pop()


def take_from_market(g: Game, card: int) -> None:
    """Remove a card from the row (or the set-aside cards) and refill its slot at once."""
    if card in g.s.set_aside:
        g.s.set_aside.remove(card)
        return
    if card in g.s.market_discard:  # bought from the Black Market discard (Hooks.buyable)
        g.s.market_discard.remove(card)
        return
    slot = g.s.market_row.index(card)
    g.s.market_row[slot] = None
    refill_market(g)


def crossfire_level(g: Game) -> int:
    return len(g.s.crossfire_discard)


def check_over(g: Game) -> None:
    if g.s.result is not None:
        raise GameOver()
