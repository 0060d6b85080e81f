"""`crossfire simulate`: play whole games with a bot and print one JSON object of figures."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from typing import Any

from crossfire_desktop.catalog import Catalog
from crossfire_desktop.engine import Game, GameSetup, new_game, quick_setup

from .heuristic import HeuristicPolicy
from .invariants import violations
from .random_policy import RandomPolicy
from .search import SearchPolicy
from .with_packs import packs_catalog

POLICIES: dict[str, Callable[..., Any]] = {"random": RandomPolicy, "heuristic": HeuristicPolicy,
                                           "search": SearchPolicy}

MAX_ACTIONS = 20000  # a game longer than this is reported as an error, not played forever


def choice_positions(mission: str, runners: int, seed: int, count: int) -> list[Game]:
    """Up to `count` positions of a heuristic game with a real choice (more than three answers), on every
    other turn, some in the middle of a turn: what search tests and benchmarks ask about."""
    game = new_game(quick_setup(mission, runners, seed), record=False)
    policy = HeuristicPolicy(seed)
    found: list[Game] = []
    while game.pending is not None and len(found) < count:
        if len(game.legal_actions()) > 3 and game.s.turns % 2 == 1:
            found.append(game.clone())
        game.apply(policy.choose(game))
    return found


def run(mission: str, runners: int, games: int, seed: int, *, check: bool = False,
        policy_name: str = "random", rules: str = "first", catalog: Catalog | None = None,
        budget_ms: float = 1000.0) -> dict[str, Any]:
    results = {"win": 0, "abort": 0, "loss": 0}
    rounds = actions = bad = 0
    errors: list[str] = []
    start = time.perf_counter()
    setup: GameSetup | None = None
    for i in range(games):
        game_seed = seed + i
        try:
            # Validated once: the games differ only by their seed, a plain int (a copy needs no check).
            setup = (quick_setup(mission, runners, game_seed, rules=rules) if setup is None
                     else setup.model_copy(update={"seed": game_seed}))
            game = new_game(setup, catalog, record=False,
                            clone_points=policy_name == "search", events=False)  # only the search copies games
            policy = (SearchPolicy(game_seed, budget_ms=budget_ms) if policy_name == "search"
                      else POLICIES[policy_name](game_seed))
            n = 0
            while game.pending is not None and n < MAX_ACTIONS:
                game.apply(policy.choose(game))
                n += 1
                if check:
                    found = violations(game)
                    if found:
                        bad += 1
                        errors.append(f"seed {game_seed}: {found[0]}")
                        break
            actions += n
            rounds += game.s.round
            if game.result in results:
                results[game.result] += 1
            elif not errors or not errors[-1].startswith(f"seed {game_seed}"):
                errors.append(f"seed {game_seed}: no result after {n} actions")
        except Exception as exc:  # reported, not raised: one bad game must not hide the figures
            errors.append(f"seed {game_seed}: {type(exc).__name__}: {exc}")
    seconds = time.perf_counter() - start
    return {
        "mission": mission,
        "runners": runners,
        "policy": policy_name,
        "rules": rules,
        "games": games,
        "wins": results["win"],
        "aborts": results["abort"],
        "losses": results["loss"],
        "mean_rounds": round(rounds / games, 2) if games else 0,
        "actions": actions,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds else 0,
        "invariant_violations": bad,
        "errors": errors,
    }


def main(args: argparse.Namespace) -> int:
    if args.policy not in POLICIES:
        print(f"unknown policy {args.policy!r} (available: {', '.join(POLICIES)})", file=sys.stderr)
        return 2
    catalog, problem = packs_catalog(getattr(args, "pack", []), getattr(args, "skip_table_resolved", False))
    if problem:
        print(problem, file=sys.stderr)
        return 2
    try:
        report = run(args.mission, args.runners, args.games, args.seed, policy_name=args.policy,
                     check=getattr(args, "check_invariants", False), budget_ms=getattr(args, "budget_ms", 1000.0),
                     catalog=catalog, rules=getattr(args, "rules", "first"))
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key:>22}: {value}")
    return 1 if report["errors"] else 0
