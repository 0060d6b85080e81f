"""Save and load of a 4-runner Crossfire game mid-mission, through the UI's store (goal: <= 20 ms each).

Save = the game's save document (with its state hash) + the autosave write (envelope, atomic replace,
fsync); load = what Continue does: the autosave read, checked and replayed from the turn's snapshot. Also the write-ahead journal line the
table appends after each action (the full save then waits for a pause in play). Prints p50/p95/max
over many points of several games played by the random policy.

    python bench/bench_saveload.py [samples]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from crossfire_desktop.bots.random_policy import RandomPolicy  # noqa: E402
from crossfire_desktop.catalog import load_catalog  # noqa: E402
from crossfire_desktop.engine import new_game, quick_setup  # noqa: E402
from crossfire_desktop.saves import game_save  # noqa: E402
from crossfire_desktop.ui.session.autosave_journal import AutosaveJournal  # noqa: E402
from crossfire_desktop.ui.session.persist import Persist  # noqa: E402


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * p))]


def line(name: str, xs: list[float]) -> str:
    return (f"{name}: p50 {statistics.median(xs) * 1000:.2f} ms, p95 {pct(xs, 0.95) * 1000:.2f} ms, "
            f"max {max(xs) * 1000:.2f} ms (n={len(xs)})")


def main() -> None:
    from PySide6.QtCore import QCoreApplication

    _app = QCoreApplication.instance() or QCoreApplication([])  # the journal's idle timer
    samples = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    cat = load_catalog()
    saves: list[float] = []
    loads: list[float] = []
    appends: list[float] = []
    save_cpu: list[float] = []
    sizes: list[int] = []
    actions: list[int] = []
    seed = 1
    with tempfile.TemporaryDirectory() as d:
        persist = Persist(Path(d), cat)
        while len(saves) < samples:
            game = new_game(quick_setup("crossfire", 4, seed), cat)
            policy = RandomPolicy(seed)
            journal = AutosaveJournal(persist, game)
            journal.start()
            seed += 1
            steps = 0
            while game.pending is not None and len(saves) < samples:
                action = policy.choose(game)
                game.apply(action)
                t = time.perf_counter()
                journal.record(action)
                appends.append(time.perf_counter() - t)
                steps += 1
                if steps % 7:
                    continue
                t, c = time.perf_counter(), time.thread_time()
                notice = persist.autosave(game_save(game))
                saves.append(time.perf_counter() - t)
                save_cpu.append(time.thread_time() - c)
                assert notice is None, notice
                t = time.perf_counter()
                loaded = persist.load_game("")  # read, schema, replay, state hash: as Continue does
                loads.append(time.perf_counter() - t)
                assert loaded.state_hash() == game.state_hash()
                sizes.append(persist.store.autosave_path.stat().st_size)
                actions.append(len(game.save()["actions"]))
    print("4-runner Crossfire mid-mission, autosave slot:")
    print("  " + line("save", saves))
    print("  " + line("save, CPU time (the rest is waiting for the disk: fsync)", save_cpu))
    print("  " + line("load", loads))
    print("  " + line("journal line per action (full saves at turn ends included)", appends))
    print(f"  file size p50 {statistics.median(sizes) / 1024:.1f} KiB, actions since snapshot p50 "
          f"{statistics.median(actions):.0f}, max {max(actions)}")


if __name__ == "__main__":
    main()
