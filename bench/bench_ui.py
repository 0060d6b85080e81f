"""Table latency figures at 1920x1080 with 4 runners (full hands, the Black Market, obstacles at every
seat): drag start, drop (the action applied and the models updated), the table's repaint after the
action (Qt paints what was marked changed), drop-to-repaint end to end (goal: p95 <= 16 ms), and a
forced repaint of the whole window (the worst case: a resize, the hand-off cover lifting).
Prints p50/p95/max, and how many cards were painted per action. On a busy machine the wall clock
mostly measures the other processes: `--cpu` times the GUI thread's CPU time instead.

Input is the mouse's, through Qt's event dispatch (crossfire_desktop/ui/table/parts/pointer.py): "drag start" is
the press and the first move past the drag distance, until the card's picture follows the pointer and
the targets glow (painted); "drop" is the release over the obstacle, until the action is applied. The
start-up figure is bench/bench_startup.py.

`--animations` keeps Settings > Card animation at its default (the played card flies to its target), as a
player has it; without it, animations are off.

    QT_QPA_PLATFORM=offscreen python bench/bench_ui.py [samples] [--cpu] [--animations]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * p))]


def line(name: str, xs: list[float]) -> str:
    if name.startswith("cards"):
        n = [x * 1000 for x in xs]
        return f"{name:22s} p50 {statistics.median(n):6.0f}      p95 {pct(n, 0.95):6.0f}      max {max(n):6.0f}"
    return (f"{name:22s} p50 {statistics.median(xs) * 1000:6.1f} ms   p95 {pct(xs, 0.95) * 1000:6.1f} ms   "
            f"max {max(xs) * 1000:6.1f} ms   (n={len(xs)})")


def measure(samples: int, clock: Callable[[], float] = time.perf_counter,
            animations: bool = False) -> dict[str, list[float]]:
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtWidgets import QApplication

    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.engine import Kind, PlayCard, quick_setup
    from crossfire_desktop.ui.session.persist import Persist
    from crossfire_desktop.ui.shell.app import make_app
    from crossfire_desktop.ui.shell.window import MainWindow
    from crossfire_desktop.ui.table.driver import Driver
    from crossfire_desktop.ui.table.parts.pointer import LEFT, card_point, move_held, release, send_mouse

    app = make_app()
    from crossfire_desktop.ui.table.parts import views

    painted = [0]
    real_face = views.face_of  # the card delegate asks for the face of each card it paints

    def counting(game: object, card: object) -> object:
        painted[0] += 1
        return real_face(game, card)  # type: ignore[arg-type]

    views.face_of = counting  # type: ignore[assignment]
    out: dict[str, list[float]] = {"drag start": [], "drop": [], "repaint after action": [], "drop to repaint": [],
                                   "whole window repaint": [], "cards painted/action": []}
    with tempfile.TemporaryDirectory() as d:
        persist = Persist(d)
        if not animations:
            persist.settings.animation_ms = 0
        persist.prefs.one_player = True
        win = MainWindow(load_catalog(), persist)
        win.resize(1920, 1080)
        win.show()
        seed = 1
        while len(out["drop"]) < samples:
            win.start_game(quick_setup("crossfire", 4, seed))
            seed += 1
            t = win.table
            assert t is not None
            drv = Driver(t)
            for _ in range(600):
                g = t.game
                if g.pending is None or len(out["drop"]) >= samples:
                    break
                plays = [a for a in g.legal_actions() if isinstance(a, PlayCard) and a.runner == t.viewer
                         and a.runner == g.pending.runner and a.target is not None]
                if g.pending.kind is Kind.PLAY and plays and not t.handoff.isVisible():
                    a = plays[0]
                    view = t.seats[g.s.obstacle(a.target).facing].obstacles
                    src, dst = t.hand_view.viewport(), view.viewport()
                    press, end = card_point(t.hand_view, a.card), card_point(view, a.target)
                    QApplication.processEvents()
                    start = clock()
                    send_mouse(src, QEvent.Type.MouseButtonPress, press, LEFT, LEFT)
                    move_held(src, src, press + QPoint(QApplication.startDragDistance() + 2, 0), 1)
                    picked = clock()
                    move_held(src, dst, end)
                    dropped = clock()
                    release(src, dst, end)
                    applied = clock()
                    painted[0] = 0
                    QApplication.processEvents()  # Qt paints the regions marked changed
                    shown = clock()
                    out["cards painted/action"].append(painted[0] / 1000)  # printed as a count below
                    win.repaint()  # the whole window, every card
                    full = clock()
                    out["drag start"].append(picked - start)
                    out["drop"].append(applied - dropped)
                    out["repaint after action"].append(shown - applied)
                    out["drop to repaint"].append(shown - dropped)
                    out["whole window repaint"].append(full - shown)
                else:
                    drv.act()
        win.close()
    app.processEvents()
    return out


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    cpu = "--cpu" in sys.argv
    samples = int(args[0]) if args else 80
    animations = "--animations" in sys.argv
    figures = measure(samples, time.thread_time if cpu else time.perf_counter, animations)
    clock = "GUI thread CPU time" if cpu else "wall clock"
    shown = "animations on" if animations else "animations off"
    print(f"table at 1920x1080, 4 runners, card dropped on an obstacle ({clock}, {shown}):")
    for name, xs in figures.items():
        print("  " + line(name, xs))


if __name__ == "__main__":
    main()
