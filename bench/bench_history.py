"""The history with 1,000 games: record them, list them, open the Statistics screen (every chart drawn).

    python3 bench/bench_history.py [--games 1000]

Games are played by the random policy (a mix of missions and team sizes); each is summarized and recorded
as the program records a game that ends. Prints milliseconds; nothing is asserted."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from crossfire_desktop.bots.random_policy import RandomPolicy  # noqa: E402
from crossfire_desktop.catalog import load_catalog  # noqa: E402
from crossfire_desktop.engine import new_game, quick_setup  # noqa: E402
from crossfire_desktop.history.db import HistoryDB  # noqa: E402
from crossfire_desktop.history.summary import summarize  # noqa: E402

KINDS = [("extraction", 1), ("crossfire", 2), ("crossfire", 3), ("crossfire", 4), ("extraction", 2)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000, choices=range(1, 100_001), metavar="N")
    n = ap.parse_args().games
    cat = load_catalog()
    folder = Path(tempfile.mkdtemp())
    db = HistoryDB(folder)
    play = summarize_s = record = 0.0
    for i in range(n):
        mission, runners = KINDS[i % len(KINDS)]
        t0 = time.perf_counter()
        game = new_game(quick_setup(mission, runners, i + 1), cat)
        policy = RandomPolicy(i + 1)
        while game.pending is not None:
            game.apply(policy.choose(game))
        t1 = time.perf_counter()
        s = summarize(game.history(), cat)
        t2 = time.perf_counter()
        db.add(s, ended_at=f"2026-{1 + i % 12:02d}-{1 + i % 28:02d}T12:00:00+00:00")
        t3 = time.perf_counter()
        play, summarize_s, record = play + t1 - t0, summarize_s + t2 - t1, record + t3 - t2
    print(f"games: {n}; per game: play {1000 * play / n:.1f} ms, summarize {1000 * summarize_s / n:.1f} ms, "
          f"record {1000 * record / n:.2f} ms; file {os.path.getsize(db.path) / 1e6:.1f} MB")

    from PySide6.QtWidgets import QApplication

    from crossfire_desktop.ui.history.page import HistoryPage
    from crossfire_desktop.ui.history.stats_page import StatsPage

    app = QApplication.instance() or QApplication([])
    t0 = time.perf_counter()
    page = HistoryPage(cat)
    page.set_db(db)
    page.resize(1280, 720)
    page.show()
    app.processEvents()
    t1 = time.perf_counter()
    stats = StatsPage(cat, lambda _cid: None)
    stats.resize(1280, 720)
    stats.set_db(db)
    stats.show()
    app.processEvents()
    t2 = time.perf_counter()
    print(f"History screen with {n} games: {1000 * (t1 - t0):.0f} ms; Statistics screen: {1000 * (t2 - t1):.0f} ms")


if __name__ == "__main__":
    main()
