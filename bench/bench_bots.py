"""Win / abort / loss of the random, heuristic and search policies over seeded games, per mission,
and the search's decision times (mean, p95). One run, side by side.

Usage: python bench/bench_bots.py [--games 200] [--search-games 10] [--budget-ms 1000 | --playouts N]
                                  [--missions extraction:1,crossfire:4] [--jobs 2] [--workers 2]
                                  [--upgrades fragging_tough,wired_reflexes,just_tough] [--oracle]

Games are seeded 1..N (game i and its policy both use seed i), so a run is reproducible with a
playout budget; --jobs plays them in that many processes (results are the same); --workers gives each
search that many worker processes for its playouts (root parallel: with --playouts, the same results). --oracle adds a
row for the same search playing in the real game instead of sampled ones (it sees every hidden card):
not a fair player, a ceiling on what better guesses about the hidden cards could buy the search.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pydantic import ValidationError  # noqa: E402

from crossfire_desktop.bots.heuristic import HeuristicPolicy  # noqa: E402
from crossfire_desktop.bots.random_policy import RandomPolicy  # noqa: E402
from crossfire_desktop.bots.search import SearchPolicy  # noqa: E402
from crossfire_desktop.engine import Game, GameSetup, new_game, quick_setup  # noqa: E402

MISSIONS = [("extraction", 1), ("crossfire", 2), ("crossfire", 4), ("dragon_fight", 4)]


class OracleSearch(SearchPolicy):
    """The search with its playouts in the real game: it knows every face-down card (bench only)."""

    def world(self, game: Game, rng: random.Random) -> Game:
        return game.clone()


def setup_of(mission: str, runners: int, seed: int, upgrades: tuple[str, ...] = ()) -> GameSetup:
    """The quick setup, every runner with the same stickers (a campaign team); validated, so an
    unknown sticker id is a ValueError naming it."""
    data = quick_setup(mission, runners, seed).model_dump()
    for r in data["runners"]:
        r["upgrades"] = list(upgrades)
    return GameSetup.model_validate(data)


def play(mission: str, runners: int, seed: int, policy: object, upgrades: tuple[str, ...] = ()) -> str:
    game = new_game(setup_of(mission, runners, seed, upgrades), record=False)
    for _ in range(20000):
        if game.pending is None:
            break
        game.apply(policy.choose(game))  # type: ignore[attr-defined]
    return game.result or "none"


Job = tuple[str, str, int, int, float, int | None, str | None, tuple[str, ...], int, bool]


class CpuTimed:
    """A search whose decision times are this process's CPU time (a loaded, shared machine inflates wall
    time; with --workers the workers' CPU is not counted, so use it with one worker)."""

    def __init__(self, policy: SearchPolicy) -> None:
        self.policy, self.times = policy, []  # type: ignore[var-annotated]

    def choose(self, game: Game) -> object:
        searched, start = len(self.policy.times), time.process_time()
        action = self.policy.choose(game)
        if len(self.policy.times) > searched:  # a real search (not a single candidate)
            self.times.append(time.process_time() - start)
        return action


def play_one(job: Job) -> tuple[str, list[float]]:
    """One seeded game of policy `name`: its result and, for the search, its decision times."""
    name, mission, runners, seed, budget_ms, playouts, horizon, upgrades, workers, cpu = job
    if name in ("search", "oracle"):
        policy = (OracleSearch if name == "oracle" else SearchPolicy)(seed, budget_ms=budget_ms, playouts=playouts,
                                                                      workers=workers)
        if horizon is not None:
            policy.horizon = None if horizon == "end" else int(horizon)
        player = CpuTimed(policy) if cpu else policy
        return play(mission, runners, seed, player, upgrades), player.times
    make = RandomPolicy if name == "random" else HeuristicPolicy
    return play(mission, runners, seed, make(seed), upgrades), []


def row(name: str, results: list[str], seconds: float, extra: str = "") -> str:
    n = len(results)
    w, a, lost = (results.count(k) for k in ("win", "abort", "loss"))
    return (f"  {name:<10} {n:4} games  win {w:4} ({100 * w / n:5.1f}%)  abort {a:4} ({100 * a / n:5.1f}%)  "
            f"loss {lost:4} ({100 * lost / n:5.1f}%)  {seconds:7.1f} s{extra}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--search-games", type=int, default=10)
    parser.add_argument("--budget-ms", type=float, default=1000.0)
    parser.add_argument("--playouts", type=int, default=None,
                        help="a playout budget per decision instead of time (reproducible under load)")
    parser.add_argument("--horizon", default=None, help="playout horizon in rounds, or 'end' (default: the policy's)")
    parser.add_argument("--missions", default=",".join(f"{m}:{n}" for m, n in MISSIONS))
    parser.add_argument("--jobs", type=int, default=1, help="processes to play the games in")
    parser.add_argument("--workers", type=int, default=1, help="worker processes per search (root parallel)")
    parser.add_argument("--cpu", action="store_true", help="decision times in CPU time, not wall time")
    parser.add_argument("--upgrades", default="", help="sticker ids every runner has, comma-separated")
    parser.add_argument("--each", action="store_true", help="print each game's result as it ends (a long run's progress)")
    parser.add_argument("--oracle", action="store_true",
                        help="also play the search with every hidden card known (a ceiling, not a player)")
    args = parser.parse_args()
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    def run(f: Any, jobs: list[Job]) -> list[tuple[str, list[float]]]:
        out = pool.imap(f, jobs) if pool is not None else map(f, jobs)
        done = []
        for job, result in zip(jobs, out, strict=True):
            done.append(result)
            if args.each:
                print(f"    {job[0]} seed {job[3]}: {result[0]}", flush=True)
        return done
    upgrades = tuple(u for u in args.upgrades.split(",") if u)
    for spec in args.missions.split(","):
        mission, runners = spec.split(":")[0], int(spec.split(":")[1])
        if not 1 <= runners <= 4:
            parser.error(f"{spec}: a team has 1 to 4 runners")
        try:
            setup_of(mission, runners, 1, upgrades)
        except ValidationError as err:
            parser.error("; ".join(e["msg"] for e in err.errors()))
        print(f"{mission} with {runners} runner(s):", flush=True)
        rows = [("random", args.games), ("heuristic", args.games), ("search", args.search_games)]
        for name, games in rows + ([("oracle", args.search_games)] if args.oracle else []):
            if not games:
                continue
            start = time.perf_counter()
            out = run(play_one, [(name, mission, runners, 1 + i, args.budget_ms, args.playouts, args.horizon, upgrades,
                                  args.workers, args.cpu) for i in range(games)])
            results = [r for r, _t in out]
            times = sorted(t for _r, ts in out for t in ts)
            extra = ""
            if times:
                p50, p95 = times[int(0.5 * (len(times) - 1))], times[int(0.95 * (len(times) - 1))]
                budget = f"{args.playouts} playouts" if args.playouts else f"{args.budget_ms:.0f} ms"
                extra = (f"  decision mean {1000 * statistics.fmean(times):.0f} ms, p50 {1000 * p50:.0f} ms, "
                         f"p95 {1000 * p95:.0f} ms ({len(times)} searched decisions, budget {budget}, "
                         f"{args.workers} worker(s){', CPU time' if args.cpu else ''})")
            print(row(name, results, time.perf_counter() - start, extra), flush=True)

if __name__ == "__main__":
    main()
