"""A copy of the program caught in the middle of writing its autosave: it stops at its first rename
(the backup snapshot's temp file is in place) until a line arrives on stdin, then finishes the write.
Prints "paused", then "written" (or the error that stopped the write)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from crossfire_desktop.campaign import Store, atomic

_replace = os.replace


def _slow_replace(src: str | Path, dst: str | Path) -> None:
    print("paused", flush=True)
    sys.stdin.readline()
    atomic.os.replace = _replace  # type: ignore[attr-defined]
    _replace(src, dst)


if __name__ == "__main__":
    atomic.os.replace = _slow_replace  # type: ignore[attr-defined]
    try:
        Store(Path(sys.argv[1])).write_autosave({"by": "A"})
        print("written", flush=True)
    except OSError as exc:
        print(f"failed: {exc!r}", flush=True)
