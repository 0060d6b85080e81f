"""The host's file after each update: the whole table written (`hostfile.write`, as every update did before) against
`HostFile.keep` (the update's line appended; the whole table only when the lines outgrow it).

    python3 bench/bench_hostfile.py [--rounds 3]

A 4-seat table played by the heuristic bot to its end (or 91 actions); then the same table with its log
filled to the 5000-update bound (LOG_KEPT) and 60 more updates. Each update is kept both ways, in
alternating order, on two files; the figures are per update (mean, worst), with the state's hash alone that each
appended line carries (the larger part of an append). Prints figures; asserts nothing."""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from crossfire_desktop.bots.heuristic import HeuristicPolicy  # noqa: E402
from crossfire_desktop.catalog import load_catalog  # noqa: E402
from crossfire_desktop.engine import quick_setup  # noqa: E402
from crossfire_desktop.net import hostfile  # noqa: E402
from crossfire_desktop.net.host import LOG_KEPT, HostTable  # noqa: E402


def _ms(f) -> float:
    t0 = time.perf_counter()
    f()
    return (time.perf_counter() - t0) * 1000


def run(folder: Path, cat, n: int, fill: bool) -> tuple[list[float], list[float], list[float], int]:
    table = HostTable(quick_setup("crossfire", 4, 11), cat, "BENCHCOD")
    table.add_local("Ann", {0, 1, 2, 3})
    table.start()
    policies = {s: HeuristicPolicy(s + 1) for s in range(4)}
    whole_path, kept = folder / "whole.json", hostfile.HostFile(folder / "kept.json")
    if fill:  # the log at its bound: its entries repeated before the real ones (the last stays this update's)
        for _ in range(20):
            table.apply(policies[table.game.pending.runner].choose(table.game))
        entries = list(table.log)
        table.log.clear()
        table.log.extend((entries * (LOG_KEPT // len(entries) + 1))[-LOG_KEPT:])
    kept.keep(table)
    whole, appended, hashed = [], [], []
    for i in range(n):
        g = table.game
        if g.pending is None:
            break
        table.apply(policies[g.pending.runner].choose(g))
        pair = [("w", lambda: hostfile.write(whole_path, table)), ("k", lambda: kept.keep(table))]
        for name, f in pair if i % 2 else reversed(pair):
            (whole if name == "w" else appended).append(_ms(f))
        hashed.append(_ms(g.state_hash))
    return whole, appended, hashed, table.seq


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3, choices=range(1, 21), metavar="N")
    args = ap.parse_args()
    cat = load_catalog()
    for label, n, fill in (("a game of up to 91 actions", 91, False), (f"log at the {LOG_KEPT}-update bound", 60, True)):
        means_w, means_k, means_h, worst_w, worst_k = [], [], [], [], []
        for _ in range(args.rounds):
            with tempfile.TemporaryDirectory() as d:
                w, k, h, seq = run(Path(d), cat, n, fill)
                size = (Path(d) / "whole.json").stat().st_size
                means_w.append(statistics.mean(w))
                means_k.append(statistics.mean(k))
                means_h.append(statistics.mean(h))
                worst_w.append(w[-1])
                worst_k.append(max(k))
        print(f"{label}: {len(w)} updates (seq {seq}), whole table {size / 1024:.0f} KiB")
        print(f"  whole write per update: mean {statistics.median(means_w):.2f} ms, last {statistics.median(worst_w):.2f} ms")
        print(f"  kept (appended):        mean {statistics.median(means_k):.3f} ms, worst {statistics.median(worst_k):.2f} ms")
        print(f"  of which the state's hash: mean {statistics.median(means_h):.3f} ms "
              f"(runs {min(means_h):.3f}-{max(means_h):.3f})")
        print(f"  ratio of means: {statistics.median(means_w) / statistics.median(means_k):.1f}x")


if __name__ == "__main__":
    main()
