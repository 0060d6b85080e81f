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

    python3 bench/bench_real_input.py [drops]      (needs Xvfb, xdotool and ImageMagick)
"""

from __future__ import annotations

import ctypes
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from crossfire_desktop.engine import PlayCard  # noqa: E402
from tests.e2e.harness import Program, XServer, centre, missing_tools, write_data_dir  # noqa: E402
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


def measured_drop(p: Program, player: Player, up: ButtonUp, action: PlayCard) -> float:
    """The drag by X input, the release timed; returns seconds from button-up to the repaint showing it."""
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
    t0 = up()
    shown = p.wait(lambda s: s["seq"] != seq and all(c["card"] != action.card for c in s["table"]["hand"]),
                   f"card {action.card} gone from the hand")
    player.saved.wait(lambda g: player.saved.moved_on(before, player.saved.progress(g)), f"{action} applied", p)
    player.actions += 1
    return float(shown["painted_at"]) - t0


def main() -> int:
    drops = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    if missing_tools():
        print(f"needs {', '.join(missing_tools())}")
        return 2
    root = Path(tempfile.mkdtemp(prefix="crossfire-bench-input-"))
    x = XServer(1920, 1080, root / "xvfb.log")
    p = None
    try:
        write_data_dir(root / "data", last_setup=TEAM, tutorial_offered=True)
        p = Program(x, root / "data", root)
        p.click_button("New mission")
        p.wait(lambda s: s["screen"] == "setup", "the New mission page")
        p.type_into("Shuffle seed", str(SEED))
        p.click_button("Start the mission")
        p.wait(lambda s: s["screen"] == "table", "the table")
        player = Player(p, "drag", seed=SEED)
        up = ButtonUp(x.display)
        times: list[float] = []
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
                times.append(measured_drop(p, player, up, action))
            else:
                player.step(action)
        if not times:
            print("no drop measured")
            return 1
        ms = [t * 1000 for t in times]
        print(f"drop -> repaint from real X input, 1920x1080, 4 runners ({len(ms)} drops, {player.actions} actions)")
        print(f"  p50 {statistics.median(ms):6.1f} ms   p95 {pct(ms, 0.95):6.1f} ms   max {max(ms):6.1f} ms")
        print(f"screenshots and logs: {root}")
        p.screenshot("bench-end")
    finally:
        if p is not None:
            p.stop()
        x.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
