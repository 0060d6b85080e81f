"""SIGKILL the program's own save paths: Persist.autosave (with backup keeping), a campaign save, the
settings and the UI preferences, written in that order, over and over. Shared by
tests/campaign/test_campaign_kill.py and bench/bench_save_kill.py.

After each kill every file must load (from the file, or else its backup) and hold the last round
reported finished or the one in flight; once the program starts again, no temp file may remain.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

from crossfire_desktop.campaign import Campaign, SaveError, add_runner, new_campaign

from .save_loop import ROOT, _read_all, _read_until

GAME_VERSIONS = 40  # distinct game saves, cycled: round n writes version n % GAME_VERSIONS
T0 = datetime(2026, 11, 23, tzinfo=UTC)


@cache
def game_saves() -> list[dict[str, Any]]:
    """Real game saves of one seeded game, one per action (the same in every process)."""
    from crossfire_desktop.bots.random_policy import RandomPolicy  # noqa: PLC0415
    from crossfire_desktop.engine import new_game, quick_setup  # noqa: PLC0415
    from crossfire_desktop.saves import game_save  # noqa: PLC0415

    game = new_game(quick_setup("crossfire", 2, 11))
    policy = RandomPolicy(seed=5)
    out = [game_save(game)]
    while len(out) < GAME_VERSIONS and game.pending is not None:
        game.apply(policy.choose(game))
        out.append(game_save(game))
    assert len(out) == GAME_VERSIONS, "the seeded game ended too early"
    return out


def campaign(n: int) -> Campaign:
    return add_runner(new_campaign(f"Crew {n}", campaign_id="crew", now=T0), "Ana", "Elf", runner_id="ana")


def persist_for(base: Path) -> Any:
    from crossfire_desktop.ui.session.persist import Persist  # noqa: PLC0415 - Qt only in the writer

    return Persist(base)


def write_round(persist: Any, n: int) -> None:
    for notice in (persist.autosave(game_saves()[n % GAME_VERSIONS]),):
        if notice:
            raise RuntimeError(notice)
    persist.save_campaign(campaign(n))
    persist.settings.animation_ms = n % 2001
    if (notice := persist.save_settings()) is not None:
        raise RuntimeError(notice)
    persist.prefs.extra = {"n": n}
    if (notice := persist.save_prefs()) is not None:
        raise RuntimeError(notice)


def program_writer_loop(base: Path, start: int, report_fd: int) -> None:
    game_saves()
    persist = persist_for(base)
    os.write(report_fd, b"s\n")
    n = start
    while True:
        write_round(persist, n)
        os.write(report_fd, f"{n}\n".encode())
        n += 1


@dataclass
class ProgramKillFigures:
    kills: int = 0
    seconds: float = 0.0
    rounds_seen: int = 0
    temps_after_kills: int = 0  # left by killed writers, before the program starts again
    temps_after_restart: int = 0  # must be 0: the next start's writes remove them
    failures: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return (
            f"{self.kills} kills in {self.seconds:.1f} s; {self.rounds_seen} rounds of 4 writes finished; "
            f"temp files left by kills {self.temps_after_kills}, "
            f"after the next start {self.temps_after_restart}; failures {len(self.failures)}"
        )


def _temps(base: Path) -> list[Path]:
    return [p for p in base.rglob(".*.tmp")]


def _check(persist: Any, reported: int) -> list[str]:
    """Each of the four files holds round `reported` or `reported + 1` (from its backup: one earlier too)."""
    ok_file, problems = {reported, reported + 1}, []
    hashes = [s["state_hash"] for s in game_saves()]

    def versions(found: int) -> set[int]:
        return {v for v in ok_file | {reported - 1} if v % GAME_VERSIONS == found}

    try:
        game = persist.read_autosave()
        seen = {v for i, h in enumerate(hashes) if h == game["state_hash"] for v in versions(i)}
        if not seen & ok_file:
            problems.append(f"autosave holds version {seen}, expected {ok_file}")
    except SaveError as exc:
        problems.append(f"autosave: {exc}")
    try:
        name = persist.load_campaign("crew").name
        if int(name.split()[-1]) not in ok_file:
            problems.append(f"campaign holds {name!r}, expected round {ok_file}")
    except SaveError as exc:
        problems.append(f"campaign: {exc}")
    fresh = persist_for(persist.store.dirs.data)
    if fresh.notices:
        problems.append(f"settings or prefs unreadable: {fresh.notices}")
    if fresh.settings.animation_ms not in {v % 2001 for v in ok_file}:
        problems.append(f"settings hold {fresh.settings.animation_ms}, expected {ok_file}")
    if fresh.prefs.extra.get("n") not in ok_file:
        problems.append(f"prefs hold {fresh.prefs.extra}, expected {ok_file}")
    return problems


def run_program_kills(base: Path, kills: int, *, mode: str = "fork", seed: int = 1) -> ProgramKillFigures:
    rng = random.Random(seed)
    game_saves()
    store_dir = base / "program"
    t_round = _round_seconds(base / "measure")
    figures = ProgramKillFigures()
    reported = -1
    t0 = time.perf_counter()
    for _ in range(kills):
        start = reported + 1
        if mode == "fork":
            r, w = os.pipe()
            pid = os.fork()
            if pid == 0:
                try:
                    os.close(r)
                    program_writer_loop(store_dir, start, w)
                finally:
                    os._exit(1)
            os.close(w)
            fd = r
        else:
            code = ("import sys, pathlib; from tests.campaign.program_loop import program_writer_loop; "
                    "program_writer_loop(pathlib.Path(sys.argv[1]), int(sys.argv[2]), 1)")
            proc = subprocess.Popen([sys.executable, "-c", code, str(store_dir), str(start)], stdout=subprocess.PIPE,
                                    cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"})
            assert proc.stdout is not None
            pid, fd = proc.pid, proc.stdout.fileno()
        head = _read_until(fd, b"s\n")
        time.sleep(rng.uniform(0, 3 * t_round))
        os.kill(pid, signal.SIGKILL)
        if mode == "fork":
            os.waitpid(pid, 0)
        else:
            proc.wait()
        lines = (head + _read_all(fd)).split(b"\n")
        if mode == "fork":
            os.close(fd)
        elif proc.stdout is not None:
            proc.stdout.close()
        done = [int(x) for x in lines if x.strip() and x.strip() != b"s"]
        figures.kills += 1
        figures.rounds_seen += len(done)
        if done:
            reported = done[-1]
        if reported < 0:
            continue  # killed before the first round finished: some files may not exist yet
        persist = persist_for(store_dir)
        figures.failures += [f"kill {figures.kills}: {p}" for p in _check(persist, reported)]
    figures.seconds = time.perf_counter() - t0
    figures.temps_after_kills = len(_temps(store_dir))
    time.sleep(1.1)  # the program starts again later: the killed writers' temps are a second old
    persist = persist_for(store_dir)
    write_round(persist, reported + 2)
    figures.temps_after_restart = len(_temps(store_dir))
    return figures


def _round_seconds(base: Path, rounds: int = 5) -> float:
    persist = persist_for(base)
    t0 = time.perf_counter()
    for n in range(rounds):
        write_round(persist, n)
    return (time.perf_counter() - t0) / rounds
