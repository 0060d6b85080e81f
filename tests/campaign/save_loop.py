"""The SIGKILL test's machinery, shared by tests/campaign/test_campaign_kill.py and bench/bench_save_kill.py.

A writer process saves versions n, n+1, ... of the autosave in a tight loop and reports each finished
save on a pipe; it is killed with SIGKILL at a random moment; then the save must load (from the file,
or else from its backup) and be exactly the last reported version or the one after it.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from crossfire_desktop.campaign import SaveError, Store

ROOT = Path(__file__).resolve().parents[2]


def blob(n: int) -> dict[str, Any]:
    """Version n of a game save: its size varies so a cut-off file can't pass as another version."""
    rng = random.Random(n)
    return {"n": n, "moves": [rng.randrange(1000) for _ in range(200 + n % 97)], "log": "x" * (n % 500)}


def writer_loop(base: Path, start: int, report_fd: int) -> None:
    store = Store(base)
    os.write(report_fd, b"s\n")
    n = start
    while True:
        store.write_autosave(blob(n))
        os.write(report_fd, f"{n}\n".encode())
        n += 1


@dataclass
class KillFigures:
    kills: int = 0
    seconds: float = 0.0
    writes_seen: int = 0  # saves finished and reported before the kills
    from_backup: int = 0  # loads that needed the backup
    latest: int = 0  # loaded the last reported save
    newer: int = 0  # loaded a save that finished but wasn't reported yet
    killed_before_first_write: int = 0
    no_file_yet: int = 0  # killed before any autosave existed: nothing to load, nothing lost
    stray_temps: int = 0  # temp files left by killed writers
    temps_after_restart: int = 0  # must be 0: the next start's first write removes them
    failures: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return (
            f"{self.kills} kills in {self.seconds:.1f} s ({self.seconds / max(1, self.kills) * 1000:.0f} ms each); "
            f"{self.writes_seen} saves finished; loaded the last reported save {self.latest}x, the one in flight "
            f"{self.newer}x, from the backup {self.from_backup}x; killed before any write {self.killed_before_first_write}x; "
            f"stray temp files {self.stray_temps} (after the next start {self.temps_after_restart}); failures {len(self.failures)}"
        )


def _spawn_fork(base: Path, start: int) -> tuple[int, int]:
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the writer: never returns into the caller
        try:
            os.close(r)
            writer_loop(base, start, w)
        finally:
            os._exit(1)
    os.close(w)
    return pid, r


def _spawn_process(base: Path, start: int) -> tuple[subprocess.Popen[bytes], int]:
    code = "import sys; from tests.campaign.save_loop import writer_loop; writer_loop(__import__('pathlib').Path(sys.argv[1]), int(sys.argv[2]), 1)"
    proc = subprocess.Popen(
        [sys.executable, "-c", code, str(base), str(start)],
        stdout=subprocess.PIPE,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert proc.stdout is not None
    return proc, proc.stdout.fileno()


def _read_until(fd: int, token: bytes) -> bytes:
    buf = b""
    while token not in buf:
        chunk = os.read(fd, 4096)
        if not chunk:
            break
        buf += chunk
    return buf


def _read_all(fd: int) -> bytes:
    out = b""
    while chunk := os.read(fd, 65536):
        out += chunk
    return out


def measure_write_seconds(base: Path, count: int = 20) -> float:
    store = Store(base / "measure")
    t0 = time.perf_counter()
    for n in range(count):
        store.write_autosave(blob(n))
    return (time.perf_counter() - t0) / count


def run_kills(base: Path, kills: int, *, mode: str = "fork", seed: int = 1) -> KillFigures:
    """`mode` "fork": the writer is a fork of this process (fast); "process": a fresh interpreter."""
    rng = random.Random(seed)
    write_s = measure_write_seconds(base)
    store_dir = base / "store"
    figures = KillFigures()
    reported = -1  # last save known finished
    t0 = time.perf_counter()
    for _ in range(kills):
        start = reported + 1
        if mode == "fork":
            pid, fd = _spawn_fork(store_dir, start)
        else:
            proc, fd = _spawn_process(store_dir, start)
            pid = proc.pid
        head = _read_until(fd, b"s\n")
        time.sleep(rng.uniform(0, 6 * write_s))
        os.kill(pid, signal.SIGKILL)
        if mode == "fork":
            os.waitpid(pid, 0)
        else:
            proc.wait()
        lines = (head + _read_all(fd)).split(b"\n")
        if mode == "fork":
            os.close(fd)
        elif proc.stdout is not None:
            proc.stdout.close()
        done = [int(x) for x in lines if x.strip() and x.strip() != b"s"]
        figures.kills += 1
        figures.writes_seen += len(done)
        if done:
            reported = done[-1]
        else:
            figures.killed_before_first_write += 1
        store = Store(store_dir)
        if reported < 0 and not store.has_autosave():
            figures.no_file_yet += 1
            continue
        backup = False
        try:
            data = store.read_autosave().data
        except SaveError as exc:
            backup = True
            figures.from_backup += 1
            try:
                data = store.read_autosave_backup().data
            except SaveError as exc2:
                figures.failures.append(f"kill {figures.kills}: {exc} / backup: {exc2}")
                continue
        n = data.get("n") if isinstance(data, dict) else None
        if not isinstance(n, int) or data != blob(n):
            figures.failures.append(f"kill {figures.kills}: loaded data isn't any version written")
            continue
        if backup and reported - 1 <= n <= reported + 1:
            continue
        if n == reported:
            figures.latest += 1
        elif n == reported + 1:
            figures.newer += 1
            reported = n
        else:
            figures.failures.append(
                f"kill {figures.kills}: loaded version {n}, expected {reported} or {reported + 1}"
            )
    figures.seconds = time.perf_counter() - t0
    figures.stray_temps = len(list((store_dir / "autosave").glob(".*.tmp")))
    time.sleep(1.1)  # the program starts again later: the killed writers' temps are a second old
    Store(store_dir).write_autosave(blob(reported + 2))
    figures.temps_after_restart = len(list((store_dir / "autosave").glob(".*.tmp")))
    return figures
