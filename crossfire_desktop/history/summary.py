"""What a game leaves in the history: its setup, result and per-runner figures, read by replaying its
actions through the engine (so a summary made from a save on disk equals the one made when it ended)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from crossfire_desktop.campaign.awards import base_award, bonus_award
from crossfire_desktop.catalog import Catalog
from crossfire_desktop.engine import Game, action_from_json, load_game
from crossfire_desktop.saves.ai_names import OLD_AI_SUFFIX as AI_SUFFIX  # how older saves marked an AI seat

from .records import GameSummary, RunnerLine


def is_ai_seat(setup: Any, seat: int) -> bool:
    """Whether the computer plays a seat: the setup's field (RunnerSetup.ai), or the name suffix older
    records marked it with (a record is replayed as it was written, without the saves' migration)."""
    runner = setup.runners[seat]
    return bool(runner.ai) or runner.name.endswith(AI_SUFFIX)


def game_key(game: Game) -> str:
    """The same game (setup and final state) has the same key, whether its record starts at the setup or at a
    save it was continued from."""
    raw = json.dumps(game.setup.model_dump(), sort_keys=True, separators=(",", ":")) + game.state_hash()
    return hashlib.sha256(raw.encode()).hexdigest()


def _karma(game: Game) -> int:
    m = game.cat.missions.get(game.s.mission)
    result = game.result
    if m is None or result is None or (result == "abort" and m.karma_abort is None):
        return 0
    challenges = {c: game.s.bonus.count(c) for c in set(game.s.bonus)}
    return base_award(m, result) + bonus_award(m, result, challenges)


def summarize(record: dict[str, Any], catalog: Catalog) -> GameSummary:
    """Replay `record` (a save holding every action, `Game.history()`) and sum up what happened.
    Raises ValueError when the record is not a finished game."""
    start = {**record, "actions": []}
    game = load_game(start, catalog)
    setup = game.setup
    lines = [RunnerLine(seat=i, name=r.name.removesuffix(AI_SUFFIX), metatype=r.metatype, roles=list(r.roles),
                        stickers=list(r.upgrades), ai=is_ai_seat(setup, i), campaign_runner=r.campaign_runner)
             for i, r in enumerate(setup.runners)]
    by_seat = {ln.seat: ln for ln in lines}
    obstacle_damage: dict[str, int] = {}
    last_attacker: str | None = None
    ended_by: str | None = None
    for raw in record.get("actions") or []:
        for ev in game.apply(action_from_json(raw)):
            p = ev.params
            if ev.code == "attack" and isinstance(p.get("obstacle"), int):
                last_attacker = game.s.defs[p["obstacle"]]
            elif ev.code == "hp" and isinstance(p.get("delta"), int) and p["delta"] < 0:
                line = by_seat.get(p.get("runner"))  # type: ignore[arg-type]
                if line is not None:
                    line.damage_taken -= p["delta"]
                if p.get("source") == "attack" and last_attacker is not None:
                    obstacle_damage[last_attacker] = obstacle_damage.get(last_attacker, 0) - p["delta"]
            elif ev.code == "damage_applied" and isinstance(p.get("cleared"), int):
                line = by_seat.get(game.s.current)
                if line is not None:
                    line.levels_cleared += p["cleared"]
            elif ev.code == "nuyen" and isinstance(p.get("delta"), int):
                line = by_seat.get(p.get("runner"))  # type: ignore[arg-type]
                if line is not None:
                    if p["delta"] > 0:
                        line.nuyen_gained += p["delta"]
                    else:
                        line.nuyen_spent -= p["delta"]
            elif ev.code == "bought" and isinstance(p.get("card"), int):
                line = by_seat.get(p.get("runner"))  # type: ignore[arg-type]
                if line is not None:
                    line.bought.append(game.s.defs[p["card"]])
                    cost = p.get("cost")
                    if isinstance(cost, int):
                        line.nuyen_spent += cost
            elif ev.code == "game_over" and p.get("reason") in ("critical", "all_down"):
                ended_by = last_attacker
    if game.result is None:
        raise ValueError("the game has not ended")
    why = game.s.tally.get("why") if isinstance(game.s.tally, dict) else None
    return GameSummary(
        key=game_key(game), mission=setup.mission, rules=setup.rules, seed=setup.seed, result=game.result,
        reason=why.get("reason") if isinstance(why, dict) else None, rounds=game.s.round, turns=game.s.turns,
        karma=_karma(game), campaign_id=setup.campaign.campaign_id if setup.campaign else None,
        packs=[p.model_dump() for p in setup.packs], runners=lines, obstacle_damage=obstacle_damage,
        ended_by=ended_by, record=record,
    )
