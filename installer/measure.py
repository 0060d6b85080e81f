"""Figures for the standalone build: bundle size and time to first window, bundle vs. Python.

    python installer/measure.py [--runs 7] [--exe PATH] [--build]

Runs `<bundle>/crossfire --quit-when-shown` and `python -m crossfire_desktop --quit-when-shown`
alternately (side by side, one warm-up each, offscreen, a fresh temporary --data-dir and an empty
catalog cache folder per run: each run is the first start after install)
and prints the median, min and max wall time of each, and the bundle size in MB.
Figures only: nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from build import build, executable, size_mb  # noqa: E402


def timed(cmd: list[str]) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("CROSSFIRE_DATA_DIR", None)
    with tempfile.TemporaryDirectory(prefix="crossfire-measure-") as tmp:
        started = time.perf_counter()
        env["CROSSFIRE_CACHE_DIR"] = str(Path(tmp, "cache"))  # empty: the first start after install
        proc = subprocess.run([*cmd, "--quit-when-shown", "--data-dir", str(Path(tmp, "data"))], env=env, cwd=HERE.parent,
                              capture_output=True, text=True, timeout=300, check=False)
        took = time.perf_counter() - started
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {proc.returncode}: {(proc.stdout + proc.stderr)[-1500:]}")
    return took


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each (default 7)")
    parser.add_argument("--exe", default=str(executable(HERE / "dist")), help="the built executable")
    parser.add_argument("--build", action="store_true", help="build into installer/dist first")
    args = parser.parse_args(argv)
    exe = Path(args.exe)
    if args.build or not exe.is_file():
        exe = build(HERE / "dist", HERE / "build", quiet=True)
    commands = {"bundle": [str(exe)], "python -m": [sys.executable, "-m", "crossfire_desktop"]}
    times: dict[str, list[float]] = {k: [] for k in commands}
    for cmd in commands.values():
        timed(cmd)  # warm-up: fills the disk cache for both alike
    for _ in range(args.runs):
        for name, cmd in commands.items():
            times[name].append(timed(cmd))

    print(f"bundle: {exe.parent}")
    print(f"bundle size: {size_mb(exe.parent):.1f} MB")
    print(f"time to first window (--quit-when-shown, offscreen, {args.runs} runs each, alternating):")
    for name, ts in times.items():
        print(f"  {name:<10} median {statistics.median(ts):.3f} s   min {min(ts):.3f} s   max {max(ts):.3f} s")
    ratio = statistics.median(times["bundle"]) / statistics.median(times["python -m"])
    print(f"  bundle / python -m: {ratio:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
