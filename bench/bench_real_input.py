"""Drop to repaint latency from real X input: the program runs as a separate process on an Xvfb display at
1920x1080 with 4 runners (hot-seat), a card is dragged from the hand onto its target by X mouse events
(xdotool: button down, moves with the button held), and the time runs from the button-up to the end of the
first repaint that shows the card gone from the hand. The button-up goes through XTest (what xdotool uses)
from this process, so xdotool's own start-up is not counted; the repaint's end is stamped by the program's
geometry probe (ui/shell/e2e_probe.py: written right after a round of painting, with time.monotonic(), the same
clock as here). Prints p50/p95/max over the drops; the heuristic bot chooses every move.

The figure includes the X server's round trip, Qt's event dispatch, the engine applying the action, the
autosave journal line, the models' update and the repaint; the probe stamps the time before taking its
snapshot (which costs about 3 ms at 1920x1080 with 4 runners), so only its event filter is counted. The
log line and the seat headers' new figures come a frame later (ui/table/parts/after_frame.py), after the
probe's stamp: they are not in the figure.

    python3 bench/bench_real_input.py [drops] [TREE ...] [--runs N]    (needs Xvfb, xdotool and ImageMagick)

With source trees given (e.g. main's, from `git archive main | tar -x -C /tmp/base`) each is played in turn,
alternated --runs times, with the same seed and moves. The GUI thread's CPU time per drop (/proc's schedstat)
compares two trees on a loaded machine, where the wall times of both spread with the load.
"""

from __future__ import annotations

import argparse
import ctypes
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.compare import add_tree_args, chosen_trees, display  # noqa: E402
from crossfire_desktop.engine import PlayCard  # noqa: E402
from tests.e2e.harness import Program, XServer, centre, write_data_dir  # noqa: E402
from tests.e2e.player import Player, shows  # noqa: E402

SEED = 11
TEAM = {"mission": "crossfire", "seed": SEED, "runners": [
    {"name": f"Runner {i + 1}", "metatype": m, "roles": [r]}
    for i, (m, r) in enumerate(zip(["Human", "Elf", "Dwarf", "Ork"], ["Street Samurai", "Mage", "Decker", "Face"],
                                   strict=True))]}


class ButtonUp:
    """Releases the left button through XTest on the display, and says when."""

    def __init__(self, display: str) -> None:
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.dpy = self.x11.XOpenDisplay(display.encode())
        if not self.dpy:
            raise SystemExit(f"can't open display {display}")

    def __call__(self) -> float:
        t0 = time.monotonic()
        self.xtst.XTestFakeButtonEvent(self.dpy, 1, 0, 0)
        self.x11.XFlush(self.dpy)
        return t0


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * p))]


def measured_drop(p: Program, player: Player, up: ButtonUp, action: PlayCard) -> tuple[float, float]:
    """The drag by X input, the release timed: seconds from button-up to the repaint showing it, and the
    GUI thread's CPU seconds from button-up until the table settled (the drop's whole work, repaints too)."""
    game = player.game()
    before = player.saved.progress(game)
    state = player.settle(game)
    table = state["table"]
    (x0, y0), (x1, y1) = centre(player.card(table, "hand", action.card)["rect"]), centre(
        player.target(table, action.target))
    args: list[object] = ["mousemove", x0, y0, "sleep", 0.03, "mousedown", 1]
    for i in range(1, 9):
        args += ["sleep", 0.015, "mousemove", x0 + (x1 - x0) * i // 8, y0 + (y1 - y0) * i // 8]
    p.xdo(*args, "sleep", 0.05, "mousemove", x1 + 1, y1)
    time.sleep(0.1)  # the pointer at rest over the target, as a player's hand is before letting go
    seq = p.probe()["seq"]
    cpu0 = gui_cpu_ns(p)
    t0 = up()
    shown = p.wait(lambda s: s["seq"] != seq and all(c["card"] != action.card for c in s["table"]["hand"]),
                   f"card {action.card} gone from the hand")
    player.saved.wait(lambda g: player.saved.moved_on(before, player.saved.progress(g)), f"{action} applied", p)
    p.settled()
    player.actions += 1
    return float(shown["painted_at"]) - t0, (gui_cpu_ns(p) - cpu0) / 1e9


def gui_cpu_ns(p: Program) -> int:
    """CPU time the program's GUI thread (its main thread) has run, in ns (/proc's schedstat): unlike the
    wall time it does not grow when other processes take the cores."""
    return int(Path(f"/proc/{p.proc.pid}/task/{p.proc.pid}/schedstat").read_text().split()[0])


def run(x: XServer, root: Path, tree: Path, drops: int) -> tuple[list[float], list[float], int]:
    """One program from `tree`: the drops' latencies and GUI-thread CPU times (s), and the actions played."""
    data = root / f"data-{tree.name}-{time.monotonic_ns()}"
    write_data_dir(data, last_setup=TEAM, tutorial_offered=True)
    p = Program(x, data, data, repo=tree)
    try:
        p.click_button("New mission")
        p.wait(lambda s: s["screen"] == "setup", "the New mission page")
        p.type_into("Shuffle seed", str(SEED))
        p.click_button("Start the mission")
        p.wait(lambda s: s["screen"] == "table", "the table")
        player = Player(p, "drag", seed=SEED)
        up = ButtonUp(x.display)
        times: list[float] = []
        cpu: list[float] = []
        while len(times) < drops:
            game = player.game()
            # the screen once it shows the saved game, or the hand-off before it (the probe read right after an
            # action can be the frame before it: a hand-off it brought would be missed)
            state = p.wait(lambda s, g=game: s.get("screen") != "table" or s["table"]["handoff"] or shows(s, g),
                           "the saved game's decision on screen")
            if state.get("screen") != "table" or game.pending is None:
                break  # the game is over
            if state["table"]["handoff"]:  # hot-seat: the next runner takes the seat
                p.key("Return")
                p.wait(lambda s: not s["table"]["handoff"], "the hand-off lifted")
                continue
            action = player.choose(game)
            if isinstance(action, PlayCard):
                wall, used = measured_drop(p, player, up, action)
                times.append(wall)
                cpu.append(used)
            else:
                player.step(action)
        p.screenshot("bench-end")
        return times, cpu, player.actions
    finally:
        p.stop()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("drops", nargs="?", type=int, default=30)
    add_tree_args(ap)
    args = ap.parse_args()
    trees = chosen_trees(args, ROOT)
    with display("crossfire-bench-input-") as (root, x):
        print("drop -> repaint from real X input, 1920x1080, 4 runners: wall time from button-up to the repaint;"
              " GUI-thread CPU from button-up until the table settled")
        for _run in range(args.runs):
            for tree in trees:
                times, cpu, actions = run(x, root, tree, args.drops)
                if not times:
                    print(f"  {tree.name}: no drop measured")
                    continue
                ms, cpu_ms = [t * 1000 for t in times], [t * 1000 for t in cpu]
                print(f"  {tree.name:10.10s} {len(ms)} drops, {actions} actions:  wall p50 {statistics.median(ms):6.1f}"
                      f" p95 {pct(ms, 0.95):6.1f} max {max(ms):6.1f} ms   CPU p50 {statistics.median(cpu_ms):5.1f}"
                      f" p95 {pct(cpu_ms, 0.95):5.1f} sum {sum(cpu_ms):7.1f} ms", flush=True)
        print(f"screenshots and logs: {root}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
