"""Figures for the table extras: synthesizing the sounds on first use, loading the rules reference,
a search in it, and the tutorial window opening (click "Learn to play" to the first callout).

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python bench/bench_extras.py
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def ms(f, n: int = 20) -> tuple[float, float]:  # noqa: ANN001
    times = []
    for _ in range(n):
        t = time.perf_counter()
        f()
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return statistics.median(times), times[int(0.95 * (len(times) - 1))]


def main() -> None:
    from crossfire_desktop.rules_reference import load_reference
    from crossfire_desktop.ui.look.sounds import write_sounds

    with tempfile.TemporaryDirectory() as d:
        t = time.perf_counter()
        paths = write_sounds(Path(d))
        first = (time.perf_counter() - t) * 1000
        size = sum(p.stat().st_size for p in paths.values())
        print(f"sounds: {len(paths)} WAV files synthesized in {first:.0f} ms, {size / 1024:.0f} KiB in all")
    p50, p95 = ms(load_reference)
    print(f"rules reference load: p50 {p50:.1f} ms, p95 {p95:.1f} ms")
    ref = load_reference()
    p50, p95 = ms(lambda: ref.search("staggered damage"), 200)
    print(f"rules search ({len(ref.sections)} sections, {len(ref.terms)} terms): p50 {p50:.2f} ms, p95 {p95:.2f} ms")

    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.ui.session.persist import Persist
    from crossfire_desktop.ui.shell.app import make_app
    from crossfire_desktop.ui.shell.window import MainWindow

    app = make_app()
    cat = load_catalog()
    with tempfile.TemporaryDirectory() as d:
        win = MainWindow(cat, Persist(d))
        win.resize(1280, 720)
        win.show()
        app.processEvents()

        def open_tutorial() -> None:
            win.start_tutorial()
            app.processEvents()

        p50, p95 = ms(open_tutorial, 10)
        print(f"Learn to play -> first callout shown: p50 {p50:.0f} ms, p95 {p95:.0f} ms")
        win.close()


if __name__ == "__main__":
    main()
