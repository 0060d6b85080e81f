"""Table repaint figures with the painted-card cache: a whole-table repaint on the busy table
(4 seats, 7-card hand, full Black Market) at 1280×720 and 1920×1080, cold (cache emptied before
each repaint) against warm (cards already painted), p50/p95/max in ms.

    QT_QPA_PLATFORM=offscreen python bench/bench_cards.py
"""

from __future__ import annotations

import json
import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SCENARIO = Path(__file__).resolve().parents[1] / "tests" / "scenarios" / "busy_table.json"


def figures(xs: list[float]) -> str:
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, int(len(xs) * 0.95))]
    return f"p50 {statistics.median(xs):6.1f} ms  p95 {p95:6.1f} ms  max {xs[-1]:6.1f} ms"


def main(samples: int = 30) -> None:
    from PySide6.QtWidgets import QApplication

    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.engine import load_scenario
    from crossfire_desktop.ui.look.cardcache import CACHE
    from crossfire_desktop.ui.session.persist import Persist
    from crossfire_desktop.ui.shell.app import make_app
    from crossfire_desktop.ui.shell.window import MainWindow

    make_app()
    cat = load_catalog()
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("_about")
    for size in ((1280, 720), (1920, 1080)):
        with tempfile.TemporaryDirectory() as d:
            persist = Persist(d)
            persist.settings.animation_ms = 0
            persist.prefs.one_player = True
            win = MainWindow(cat, persist)
            win.resize(*size)
            win.show()
            win.open_game(load_scenario(data, cat))
            QApplication.processEvents()
            t = win.table
            runs: dict[str, list[float]] = {"cold": [], "warm": []}
            for i in range(samples * 2):
                kind = "cold" if i % 2 == 0 else "warm"
                if kind == "cold":
                    CACHE.clear()
                start = time.perf_counter()
                t.repaint()
                runs[kind].append((time.perf_counter() - start) * 1000)
            print(f"{size[0]}x{size[1]} table repaint  cold cache: {figures(runs['cold'])}")
            print(f"{size[0]}x{size[1]} table repaint  warm cache: {figures(runs['warm'])}")
            win.close()


if __name__ == "__main__":
    main()
