"""Reading a small file the program keeps for itself (caches, journal, settings peek, card packs) without
trusting it: regular files only, a size limit, never blocking. Standard library only (start-up imports it
before pydantic). A FIFO would block open() forever and a link to /dev/zero would be read until memory ran
out; both, and anything too big, raise OSError like a missing file."""

from __future__ import annotations

import os
import stat
from pathlib import Path

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


class NotReadable(OSError):
    """Not a regular file, or bigger than the limit."""


def read_bytes_limited(path: Path, max_bytes: int) -> bytes:
    """The file's bytes; OSError when it is missing or unreadable, NotReadable when it isn't a regular
    file or holds more than `max_bytes`."""
    fd = os.open(path, _FLAGS)  # O_NONBLOCK: a FIFO opens at once instead of waiting for a writer
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotReadable(f"{path} is not a regular file")
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > max_bytes:
            raise NotReadable(f"{path} is over {max_bytes:,} bytes")
        return b"".join(chunks)
    finally:
        os.close(fd)
