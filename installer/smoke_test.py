"""Smoke test of the BUILT program: self-test offscreen in a temporary data folder, then start-up time.

    python installer/smoke_test.py [--exe PATH]

1. `<exe> --self-test --data-dir TMP` under QT_QPA_PLATFORM=offscreen must exit 0, print every
   expected line (or write them to TMP/selftest.log: a windowed Windows program has no stdout),
   and leave its autosave in TMP (never in the player's own folders).
2. `<exe> --quit-when-shown --data-dir TMP` with an empty cache folder (the first start after install)
   must exit 0 and find the catalog the bundle ships already checked (it writes no catalog cache of its
   own); its wall time is printed.
3. `<exe> --child odds SETUP 1 2` (the mission odds' helper process, as the window starts it) must answer one
   game's result on its stdout.
Exit code 0 when all of it holds, 1 otherwise (with what went wrong).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from build import executable  # noqa: E402

# The self-test (crossfire_desktop/ui/shell/selftest.py) prints these, in this order.
EXPECTED = [
    "self-test: window shown",
    "self-test: game started",
    "self-test: turn played",
    "self-test: saved",
    "self-test: reloaded",
    "self-test: state hash matches",
    "self-test: OK",
]
LOG_NAME = "selftest.log"
# one game of the odds: a team of four, one role each (crossfire_desktop/bots/odds.py plays it)
ODDS_SETUP = ('{"runners": [{"name": "Cal", "metatype": "Dwarf", "roles": ["Street Samurai"]}, '
              '{"name": "Jay", "metatype": "Human", "roles": ["Mage"]}, '
              '{"name": "Rob", "metatype": "Elf", "roles": ["Decker"]}, '
              '{"name": "Jim", "metatype": "Human", "roles": ["Face"]}]}')


def offscreen_env(cache: str) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["CROSSFIRE_CACHE_DIR"] = cache  # never the player's own cache
    env.pop("CROSSFIRE_DATA_DIR", None)
    return env


def run_self_test(exe: Path, timeout: float) -> list[str]:
    """Problems found (empty when the self-test passed)."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory(prefix="crossfire-smoke-") as tmp:
        started = time.perf_counter()
        proc = subprocess.run([str(exe), "--self-test", "--data-dir", f"{tmp}/data"], env=offscreen_env(f"{tmp}/cache"),
                              capture_output=True, text=True, timeout=timeout, check=False)
        took = time.perf_counter() - started
        output = proc.stdout + proc.stderr
        log = Path(tmp, "data", LOG_NAME)
        if log.is_file():
            output += "\n" + log.read_text("utf-8", errors="replace")
        print(f"--self-test exited {proc.returncode} in {took:.2f} s; its output:")
        for line in (proc.stdout + proc.stderr).splitlines():
            print(f"  | {line}")
        if proc.returncode != 0:
            problems.append(f"--self-test exited with {proc.returncode}")
        pos = 0
        for want in EXPECTED:
            found = output.find(want, pos)
            if found < 0:
                problems.append(f"missing line (in order): {want!r}")
            else:
                pos = found + len(want)
        saves = [p for p in Path(tmp, "data").rglob("*.json") if p.parent.name != "config"]
        if not saves:
            problems.append(f"no save was written in the temporary data folder {tmp}")
        else:
            print(f"saves in the temporary data folder: {', '.join(p.relative_to(tmp).as_posix() for p in saves)}")
    return problems


def time_quit_when_shown(exe: Path, timeout: float) -> tuple[float, list[str]]:
    with tempfile.TemporaryDirectory(prefix="crossfire-smoke-") as tmp:
        started = time.perf_counter()
        proc = subprocess.run([str(exe), "--quit-when-shown", "--data-dir", f"{tmp}/data"],
                              env=offscreen_env(f"{tmp}/cache"), capture_output=True, text=True, timeout=timeout,
                              check=False)
        took = time.perf_counter() - started
        problems = [] if proc.returncode == 0 else [
            f"--quit-when-shown exited with {proc.returncode}: {(proc.stdout + proc.stderr).strip()[-2000:]}"]
        written = sorted(p.relative_to(tmp).as_posix() for p in Path(tmp, "cache").rglob("catalog-cache*"))
        if written:  # the shipped, already checked catalog did not match: every first start re-checks
            problems.append(f"the first start re-checked the cards and wrote {', '.join(written)}")
    return took, problems


def run_odds(exe: Path, timeout: float) -> list[str]:
    """Problems of one game played by the bundle's odds helper (its `--child` path: empty when it answered)."""
    with tempfile.TemporaryDirectory(prefix="crossfire-smoke-") as tmp:
        started = time.perf_counter()
        proc = subprocess.run([str(exe), "--child", "odds", ODDS_SETUP, "1", "2"], env=offscreen_env(f"{tmp}/cache"),
                              capture_output=True, text=True, timeout=timeout, check=False)
    print(f"--child odds exited {proc.returncode} in {time.perf_counter() - started:.2f} s: {proc.stdout.strip()!r}")
    if proc.returncode != 0 or proc.stdout.split() not in (['"win"'], ['"loss"'], ['"abort"']):
        return [f"--child odds exited with {proc.returncode}, said {(proc.stdout + proc.stderr).strip()[-2000:]!r}"]
    return []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exe", default=str(executable(HERE / "dist")), help="the built executable")
    parser.add_argument("--timeout", type=float, default=180.0, help="seconds per run")
    args = parser.parse_args(argv)
    exe = Path(args.exe).resolve()
    if not exe.is_file():
        print(f"no built program at {exe}: run python installer/build.py first", file=sys.stderr)
        return 1
    print(f"smoke test of {exe}")
    try:
        problems = run_self_test(exe, args.timeout)
        took, more = time_quit_when_shown(exe, args.timeout)
        more += run_odds(exe, args.timeout)
    except subprocess.TimeoutExpired as exc:
        print(f"FAILED: {exc.cmd[1]} did not finish within {exc.timeout:.0f} s", file=sys.stderr)
        return 1
    problems += more
    print(f"--quit-when-shown: {took:.2f} s to first window and exit")
    if problems:
        print("FAILED:", file=sys.stderr)
        for p in problems:
            print(f"  - {p}", file=sys.stderr)
        return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
