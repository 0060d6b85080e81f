"""What a play would do, before it is made: pure, no state change (the UI warns of wasted moves).

The damage a card would place is built exactly as a real play builds it (`Game.make_placement`)
and fed, with what is already placed, to the same allocation the Apply Damage step commits.
Abilities that resolve on play (X damage, special damage) are not run: the preview says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .actions import PlayCard
from .damage import COLOR_INDEX
from .decisions import Kind
from .messages import AbilityFailed, ActionRefused

if TYPE_CHECKING:
    from .game import Game

COLOR_NAMES = {v: k for k, v in COLOR_INDEX.items()}


@dataclass(frozen=True, slots=True)
class PlayPreview:
    """`code`: "clears" (levels), "partial" (damage toward a number box), "nothing", "no_damage",
    "boss" (a boss takes it), "table" (no target), "refused" (the play is illegal; `refusal` says why)."""

    code: str
    levels: tuple[int, ...] = ()  # track indexes newly cleared by adding this card
    params: dict[str, Any] = field(default_factory=dict)
    special: bool = False  # the card also has damage its ability decides (not counted here)
    refusal: Any = None

    @property
    def useful(self) -> bool:
        return self.code in ("clears", "boss")


def play_preview(g: Game, action: PlayCard) -> PlayPreview:
    refusal = g.check(action)
    if refusal is not None:
        return PlayPreview("refused", refusal=refusal)
    defn = g.player_def(action.card)
    # an assist is a play on another runner's Play Cards step; a card played at an ability's asking (Coordinated
    # Attack's "immediately plays a card") is played as on that runner's turn, with its main damage
    d = g.pending
    assist = action.runner != g.s.current and (d is None or d.kind is not Kind.PLAY_ONE)
    dmg = defn.assist_damage if assist else defn.damage
    special = dmg is not None and (dmg.special or dmg.x)
    deals = dmg is not None and bool(dmg.colors or dmg.colorless or dmg.levels)
    if action.target is None:
        return PlayPreview("table", special=special)
    ob = g.s.obstacle(action.target)
    if ob is None:
        return PlayPreview("nothing", special=special)
    if special and not ob.boss:
        tried = tried_play(g, action)
        if tried is not None:
            return tried
    if not deals:
        return PlayPreview("no_damage", special=special)
    if ob.boss:
        return PlayPreview("boss", special=special)
    extra = g.make_placement(action.card, action.runner, action.target, dmg, assist=assist)
    before = g.preview(action.target)
    after = g.preview(action.target, (extra,))
    start = ob.cleared + before.cleared
    gained = tuple(range(start, ob.cleared + after.cleared))
    if gained:
        return PlayPreview("clears", gained, {"n": len(gained), "obstacle": action.target}, special)
    track = g.track(action.target)
    if start >= len(track):
        return PlayPreview("nothing", params={"why": "all_cleared", "obstacle": action.target}, special=special)
    level = track[start]
    if after.partial > before.partial and level < 0:
        return PlayPreview("partial", params={"have": after.partial, "need": -level, "obstacle": action.target},
                           special=special)
    params: dict[str, Any] = {"obstacle": action.target, "colors": list(extra.colors)}
    if level >= 0:
        params.update(why="wrong_color", need=COLOR_NAMES[level])
    else:
        params.update(why="not_enough", need=-level)
    return PlayPreview("nothing", params=params, special=special)


def after_play(g: Game, action: PlayCard) -> Game | None:
    """A clone of the game with `action` played in it; None when it is refused, its ability fails, or the
    game keeps no clone points (RuntimeError)."""
    try:
        twin = g.clone()
        twin.apply(action)
    except (RuntimeError, ActionRefused, AbilityFailed):
        return None
    return twin


def tried_play(g: Game, action: PlayCard) -> PlayPreview | None:
    """A play whose damage its ability decides (X, `[*]`), made on a clone of the game: what the target's
    allocation gains once the ability has run. None when it can't be told before the play: the ability
    asks a question first, or the game keeps no clone points."""
    target = action.target
    ob = g.s.obstacle(target) if target is not None else None
    if ob is None or target is None:
        return None
    twin = after_play(g, action)
    if twin is None or twin.pending is None or twin.pending.kind in (Kind.CHOOSE, Kind.CHOOSE_MANY):
        return None
    before = g.preview(target)
    start = ob.cleared + before.cleared
    after_ob = twin.s.obstacle(target)
    after = twin.preview(target)
    end = len(g.track(target)) if after_ob is None else after_ob.cleared + after.cleared
    if end > start:
        gained = tuple(range(start, end))
        return PlayPreview("clears", gained, {"n": len(gained), "obstacle": target, "tried": True})
    track = g.track(target)
    if start < len(track) and track[start] < 0 and after.partial > before.partial:
        return PlayPreview("partial", params={"have": after.partial, "need": -track[start], "obstacle": target})
    return PlayPreview("nothing", params={"why": "tried", "obstacle": target})
