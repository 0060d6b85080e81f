"""Play whole games through the table (drops, clicks, hand-offs, painting) and print how the reference
counts of None/True/False move: the soak behind removing the old ctypes refcount guard (issue 16).

    QT_QPA_PLATFORM=offscreen python bench/ui_soak.py [--games 20] [--mission crossfire]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from crossfire_desktop.catalog import load_catalog  # noqa: E402
from crossfire_desktop.engine import quick_setup  # noqa: E402
from crossfire_desktop.ui.session.persist import Persist  # noqa: E402
from crossfire_desktop.ui.shell.app import make_app  # noqa: E402
from crossfire_desktop.ui.shell.window import MainWindow  # noqa: E402
from crossfire_desktop.ui.table.driver import Driver  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--mission", default="crossfire")
    args = parser.parse_args()
    app = make_app()
    cat = load_catalog()
    counts = lambda: (sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False))  # noqa: E731
    results: dict[str, int] = {}
    actions = 0
    start_counts = counts()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        persist = Persist(Path(tmp))
        persist.settings.animation_ms = 0
        win = MainWindow(cat, persist)
        win.resize(1280, 720)
        win.show()
        for i in range(args.games):
            n = 4 if args.mission == "dragon_fight" else 2 + i % 3
            win.start_game(quick_setup(args.mission, n, 100 + i))
            drv = Driver(win.table)
            for _ in range(20000):
                if drv.g.pending is None:
                    break
                drv.act()
                actions += 1
                if actions % 50 == 0:
                    win.grab()  # paint the whole window now and then
            results[str(drv.g.result)] = results.get(str(drv.g.result), 0) + 1
            app.processEvents()
        end_counts = counts()
        win.close()
    print(f"games {args.games} ({args.mission}), actions through the UI {actions}, "
          f"{time.perf_counter() - start:.0f} s, results {results}")
    print(f"refcounts None/True/False: start {start_counts}, end {end_counts}, "
          f"change {tuple(b - a for a, b in zip(start_counts, end_counts, strict=True))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
