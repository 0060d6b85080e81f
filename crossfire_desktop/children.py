"""The program's short-lived helper processes (the history's writer, a mission's odds): started as
`python -m crossfire_desktop --child NAME ARGS` (the bundle: its own executable with the same arguments), each
answering in JSON lines on its standard output, which the window reads without waiting. Not multiprocessing:
importing it and pickle holds ~1.9 MiB in the window's process for good (bench/bench_memory_real.py); the
search's workers still use it, once a hint or an AI seat asks for one."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from typing import Any

CHILD = "--child"  # the first argument that makes the program a helper process (run by crossfire_desktop/__main__.py)


def start(name: str, *args: str) -> subprocess.Popen[bytes]:
    """The helper `name` started with `args`; its answers come on its stdout (`Answers`)."""
    env = None
    if getattr(sys, "frozen", False):
        command = [sys.executable, CHILD, name, *args]
    else:  # the same interpreter's flags (-OO) and module path (the same source tree), as multiprocessing does
        flags = subprocess._args_from_interpreter_flags()  # type: ignore[attr-defined]
        command = [sys.executable, *flags, "-m", "crossfire_desktop", CHILD, name, *args]
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p or os.getcwd() for p in sys.path))
    return subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, env=env)


class Answers:
    """A helper's JSON lines, read without waiting; `ended` once it closed its stdout (it ended, or was killed)."""

    MAX_LINE = 1024 * 1024  # an answer is a few words: a longer line is not one of ours

    def __init__(self, proc: subprocess.Popen[bytes]) -> None:
        assert proc.stdout is not None
        self.proc = proc
        self._fd = proc.stdout.fileno()
        os.set_blocking(self._fd, False)
        self._pending = b""
        self.ended = False

    def read(self, wait_s: float = 0.0) -> list[Any]:
        """The answers that came since the last call; waits up to `wait_s` seconds when none is there yet."""
        if self.ended:
            return []
        if wait_s > 0:
            select.select([self._fd], [], [], wait_s)
        while True:
            try:
                chunk = os.read(self._fd, 65536)
            except BlockingIOError:
                break
            except OSError:
                chunk = b""
            if not chunk:
                self.ended = True
                break
            self._pending += chunk
            if len(self._pending) > self.MAX_LINE and b"\n" not in self._pending:
                self._pending, self.ended = b"", True
                break
        *lines, self._pending = self._pending.split(b"\n")
        out = []
        for line in lines:
            try:
                out.append(json.loads(line))
            except ValueError:  # not an answer: skipped
                continue
        return out

    def close(self, stop: bool = True) -> None:
        """Stops reading; the helper is stopped (`stop`) if it still runs, and reaped within a second."""
        self.ended = True
        if stop and self.proc.poll() is None:
            self.proc.terminate()
        try:
            self.proc.wait(timeout=1.0)  # reaped now, not left a zombie
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        assert self.proc.stdout is not None
        self.proc.stdout.close()


def answer(value: Any) -> bool:
    """In the helper: one answer sent to the window; False once the window stopped listening."""
    try:
        sys.stdout.write(json.dumps(value, separators=(",", ":")) + "\n")
        sys.stdout.flush()
    except (OSError, ValueError):  # BrokenPipeError: the window went or stopped reading
        return False
    return True
