"""Abilities resolved at the table: the players read the card and use the tools the physical game
has (adjust HP or nuyen, draw, discard, shuffle, move an obstacle, heal or clear its levels, add
attack for this turn), then say "Done". Each tool use is an ordinary Choose action, so undo, the
log, saves, replays and the state hash work as for any other answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ops
from .decisions import Decision, Kind, Option
from .flowtypes import Gen
from .statics import ATTACK_FLAG

if TYPE_CHECKING:
    from .game import Game

# tool -> (what it picks: "runner" or "obstacle", whether it asks for +1/-1)
TOOLS: dict[str, tuple[str, bool]] = {
    "hp": ("runner", True),
    "nuyen": ("runner", True),
    "draw": ("runner", False),
    "discard": ("runner", False),
    "shuffle": ("runner", False),
    "move_obstacle": ("obstacle", False),
    "clear_level": ("obstacle", False),
    "heal_level": ("obstacle", False),
    "attack_up": ("obstacle", False),
}
DONE = "done"


def resolve(g: Game, decider: int, source: int | None, text: str, card: str) -> Gen[None]:
    """Offer the tools until the players say Done."""
    g.emit("table_resolve", runner=decider, card=source, text=text)
    while True:
        tools = [t for t in TOOLS if _usable(g, t)]
        options = tuple(Option(t, "tool") for t in tools) + (Option(DONE, "done"),)
        answer = yield Decision(Kind.CHOOSE, decider, "table_resolve", {"text": text, "name": card},
                                options, source=source)
        tool = str(options[answer.option].ref)
        if tool == DONE:
            g.emit("table_done", runner=decider, card=source)
            return
        yield from _use(g, decider, source, tool)


def _usable(g: Game, tool: str) -> bool:
    if TOOLS[tool][0] == "obstacle":
        return any(not ob.boss for ob in g.s.obstacles)
    return True


def _pick(g: Game, decider: int, source: int | None, tool: str) -> Gen[int]:
    picks = TOOLS[tool][0]
    if picks == "runner":
        refs = [r.seat for r in g.s.runners if not r.client or tool == "hp"]
    else:
        refs = [ob.card for ob in g.s.obstacles if not ob.boss]
    options = tuple(Option(ref, picks) for ref in refs)
    if len(options) == 1:
        return int(refs[0])
    answer = yield Decision(Kind.CHOOSE, decider, f"table_pick_{picks}", {"tool": tool}, options, source=source)
    return int(refs[answer.option])


def _sign(g: Game, decider: int, source: int | None, tool: str) -> Gen[int]:
    options = (Option("+1", "amount"), Option("-1", "amount"))
    answer = yield Decision(Kind.CHOOSE, decider, "table_amount", {"tool": tool}, options, source=source)
    return 1 if answer.option == 0 else -1


def _use(g: Game, decider: int, source: int | None, tool: str) -> Gen[None]:
    target = yield from _pick(g, decider, source, tool)
    g.emit("table_tool", runner=decider, tool=tool, **{"seat" if TOOLS[tool][0] == "runner" else "obstacle": target})
    if tool == "hp":
        delta = yield from _sign(g, decider, source, tool)
        if delta > 0:
            yield from ops.heal(g, target, 1, source="table")
        else:
            yield from ops.hurt(g, target, 1, source="table")
    elif tool == "nuyen":
        delta = yield from _sign(g, decider, source, tool)
        ops.gain_nuyen(g, target, delta, source="table")
    elif tool == "draw":
        ops.draw(g, target, 1, reason="table")
    elif tool == "discard":
        yield from ops.choose_discards(g, target, 1, source=source)
    elif tool == "shuffle":
        ops.shuffle_discard_into_deck(g, target)
    elif tool == "move_obstacle":
        seats = [r.seat for r in g.s.runners if not r.critical]
        options = tuple(Option(s, "runner") for s in seats)
        answer = yield Decision(Kind.CHOOSE, decider, "table_move_to", {}, options, source=source)
        ops.move_obstacle(g, target, seats[answer.option])
    elif tool == "heal_level":
        ops.heal_levels(g, target, 1)
    elif tool == "clear_level":
        yield from _clear_level(g, target)
    elif tool == "attack_up":
        turn = g.s.turn
        if turn is not None:
            key = f"{ATTACK_FLAG}{target}"
            turn.flags[key] = turn.flags.get(key, 0) + 1
            g.emit("table_attack", obstacle=target, amount=turn.flags[key])


def _clear_level(g: Game, card: int) -> Gen[None]:
    ob = g.s.obstacle(card)
    if ob is None:
        return
    ob.cleared += 1
    ob.partial = 0
    g.emit("damage_applied", obstacle=card, cleared=1, how=[], total=ob.cleared, partial=0)
    if ob.cleared >= len(g.obstacle_def(card).track or []):
        yield from g.calls.defeat(g, card)
