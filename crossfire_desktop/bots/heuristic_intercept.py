"""Extraction's intercept (p. 20): which obstacle facing the Client the runner turns to face them.

A runner may place damage at any obstacle (p. 9), so turning one only changes who it attacks: the
runner on this turn, or the Client on the Client's turn. The runner plans this turn's cards first
(the heuristic's own plan over its hand), and of the obstacles that plan leaves standing, takes the
one that leaves the runner and the Client best off: each one's HP left over the attacks it then
faces, a seat brought to 0 HP counting as lost (a staggered Client loses the mission; a staggered
runner hands all its obstacles to the Client and goes critical at the next hit). That is for a
solo runner, where it wins more (2.8% -> 3.8% of 3000 heuristic games); with teammates, whose turns
come between this one and the Client's, it won less (2 runners: 7.5% -> 5.7% of 1000), so a team's
runner keeps the plain rule (`team_intercept`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crossfire_desktop.engine import Action, Choose, Game, PlayCard, statics, view
from crossfire_desktop.engine.damage import allocate
from crossfire_desktop.engine.decisions import Decision

if TYPE_CHECKING:
    from .heuristic import HeuristicPolicy

DOWN = -100.0  # a seat brought to 0 HP: the Client's stagger loses, a runner's nearly so
HP_RISK = 8.0  # the cost of HP left h is HP_RISK / h: the last points matter most


def standing_after_plan(policy: HeuristicPolicy, g: Game, seat: int) -> set[int]:
    """The obstacles still in play once `seat` has placed its hand as the heuristic plans (at any
    obstacle: every one is a target, p. 9; under Instinct, in one color as `_play` keeps to)."""
    targets: list[int | None] = [None, *(ob.card for ob in g.s.obstacles)]
    actions: list[Action] = [PlayCard(seat, card, t) for card in g.s.runners[seat].hand for t in targets]
    if "instinct" in policy.event_effects(g):  # the cards `_play` would keep to one color
        actions = policy._one_color(g, actions)
    pools = {ob.card: g.pool(ob.card) for ob in g.s.obstacles}
    for t, items, _gain in policy._make_plan(g, actions):
        pools[t] = policy.pool_with(pools[t], items)
    standing = set()
    for ob in g.s.obstacles:
        track = g.track(ob.card)
        if ob.cleared + allocate(track, ob.cleared, ob.partial, pools[ob.card]).cleared < len(track):
            standing.add(ob.card)
    return standing


def _risk(hp_left: int) -> float:
    return DOWN if hp_left <= 0 else -HP_RISK / hp_left


def team_intercept(g: Game, d: Decision, actions: list[Action]) -> Action:
    """Take the Client's worst attacker while this runner keeps a margin of HP after the attacks
    it then faces (and the Client would be hurt worse)."""
    me = g.s.runners[d.runner]
    left = me.hp - view.incoming_damage(g, d.runner)
    client = next((r for r in g.s.runners if r.client), None)
    client_left = client.hp - view.incoming_damage(g, client.seat) if client is not None else 99
    best, pick = 0, None
    for i, o in enumerate(d.options):
        ob = g.s.obstacle(o.ref) if o.what == "obstacle" and isinstance(o.ref, int) else None
        if ob is None:
            continue
        attack = statics.attack_of(g, ob)
        margin = 2 if client_left > 2 else 1
        if left - attack >= margin and attack > best:
            best, pick = attack, i
    if pick is None:
        pick = next((i for i, o in enumerate(d.options) if o.what == "no"), 0)
    return next((a for a in actions if isinstance(a, Choose) and a.option == pick), actions[0])


def intercept(policy: HeuristicPolicy, g: Game, d: Decision, actions: list[Action]) -> Action:
    """A solo runner's pick (the module's docstring); a team's runner's by `team_intercept`."""
    if len(g.runner_seats()) > 1:
        return team_intercept(g, d, actions)
    return solo_intercept(policy, g, d, actions)


def solo_intercept(policy: HeuristicPolicy, g: Game, d: Decision, actions: list[Action]) -> Action:
    """The option whose attacks this round leave the runner and the Client best off (ties: not turning one)."""
    me = g.s.runners[d.runner]
    client = next((r for r in g.s.runners if r.client), None)
    if client is None:
        return next((a for a in actions if isinstance(a, Choose) and d.options[a.option].what == "no"), actions[0])
    standing = standing_after_plan(policy, g, d.runner)

    def attacks(seat: int, moved: int | None) -> int:
        total = 0
        for ob in g.s.obstacles:
            facing = d.runner if ob.card == moved else ob.facing
            if facing == seat and ob.card in standing and not ob.no_attack:
                total += statics.attack_of(g, ob)
        return total

    best: tuple[float, int] | None = None
    pick = 0
    for i, o in enumerate(d.options):
        moved = o.ref if o.what == "obstacle" and isinstance(o.ref, int) else None
        score = _risk(me.hp - attacks(d.runner, moved)) + _risk(client.hp - attacks(client.seat, moved))
        key = (score, 1 if moved is None else 0)
        if best is None or key > best:
            best, pick = key, i
    return next((a for a in actions if isinstance(a, Choose) and a.option == pick), actions[0])
