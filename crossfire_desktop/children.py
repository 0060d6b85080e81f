"""The program's short-lived helper processes (the history's writer, a mission's odds): started as
`python -m crossfire_desktop --child NAME ARGS` (the bundle: its own executable with the same arguments), each
answering in JSON lines on its standard output, which the window reads without waiting. Not multiprocessing:
importing it and pickle holds ~1.9 MiB in the window's process for good (bench/bench_memory_real.py); the
search's workers still use it, once a hint or an AI seat asks for one."""

from __future__ import annotations

import contextlib
import json
import os
import queue
import subprocess
import sys
import threading
from typing import IO, Any

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
    """A helper's JSON lines, read without waiting; `ended` once it closed its stdout (it ended, or was killed).
    A thread reads the pipe into a queue: the one way that works on every platform (os.set_blocking on a pipe
    came to Windows with Python 3.12, select never takes one there), so the tests cover what players run."""

    MAX_LINE = 1024 * 1024  # an answer is a few words: a longer line is not one of ours
    MAX_WAITING = 10_000  # lines not read yet (the odds send one a game): more is not one of ours either

    def __init__(self, proc: subprocess.Popen[bytes]) -> None:
        """Fails (RuntimeError: no thread to be had) with the helper left running: its caller stops it."""
        assert proc.stdout is not None
        self.proc = proc
        self._lines: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()  # None: the pipe ended
        self._reader = threading.Thread(target=self._pump, args=(proc.stdout,), name="child-answers", daemon=True)
        self._reader.start()
        self.ended = False

    def _pump(self, stream: IO[bytes]) -> None:
        """In the reader thread: each line as it comes, until the helper ends or says something not ours."""
        try:
            while line := stream.readline(self.MAX_LINE + 1):
                if len(line) > self.MAX_LINE or self._lines.qsize() >= self.MAX_WAITING:
                    break  # no answers of ours: ended here (close stops the helper)
                self._lines.put(line)
        except (OSError, ValueError):  # the pipe broke, or was closed
            pass
        self._lines.put(None)

    def read(self, wait_s: float = 0.0) -> list[Any]:
        """The answers that came since the last call; waits up to `wait_s` seconds when none is there yet."""
        out: list[Any] = []
        try:
            line = self._lines.get(timeout=wait_s) if wait_s > 0 and not self.ended else self._lines.get_nowait()
            while True:
                if line is None:
                    self.ended = True
                    break
                with contextlib.suppress(ValueError):  # not an answer: skipped
                    out.append(json.loads(line))
                line = self._lines.get_nowait()
        except queue.Empty:
            pass
        return out

    def close(self, stop: bool = True) -> None:
        """Stops reading; the helper is stopped (`stop`) if it still runs, and reaped within a second."""
        self.ended = True
        stop_process(self.proc, stop)
        self._reader.join(timeout=0.05)  # the pipe ended with the helper: the thread ends now (never a GUI wait)
        if not self._reader.is_alive():  # else it holds the pipe (a helper's own child has it): left to the thread
            assert self.proc.stdout is not None
            self.proc.stdout.close()


def stop_process(proc: subprocess.Popen[bytes], stop: bool = True) -> None:
    """`proc` stopped (`stop`) if it still runs, and reaped within a second (killed past it)."""
    if stop and proc.poll() is None:
        proc.terminate()
    try:
        proc.wait(timeout=1.0)  # reaped now, not left a zombie
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def answer(value: Any) -> bool:
    """In the helper: one answer sent to the window; False once the window stopped listening."""
    try:
        sys.stdout.write(json.dumps(value, separators=(",", ":")) + "\n")
        sys.stdout.flush()
    except (OSError, ValueError):  # BrokenPipeError: the window went or stopped reading
        return False
    return True
