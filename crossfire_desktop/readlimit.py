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
    """Not a regular file (`kind` "not_a_file", `mode` its st_mode), or bigger than the limit ("too_big")."""

    def __init__(self, message: str, kind: str, mode: int = 0) -> None:
        super().__init__(message)
        self.kind = kind
        self.mode = mode


def read_with_stat(path: Path, max_bytes: int) -> tuple[bytes, os.stat_result]:
    """The file's bytes and its stat; OSError when it is missing or unreadable, NotReadable when it isn't
    a regular file or holds more than `max_bytes` (checked before reading, and again in case it grows)."""
    fd = os.open(path, _FLAGS)  # O_NONBLOCK: a FIFO opens at once instead of waiting for a writer
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotReadable(f"{path} is not a regular file", "not_a_file", st.st_mode)
        if st.st_size > max_bytes:
            raise NotReadable(f"{path} is {st.st_size:,} bytes, over {max_bytes:,}", "too_big")
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > max_bytes:
            raise NotReadable(f"{path} is over {max_bytes:,} bytes", "too_big")
        return b"".join(chunks), st
    finally:
        os.close(fd)


def read_bytes_limited(path: Path, max_bytes: int) -> bytes:
    """The file's bytes (see `read_with_stat`)."""
    return read_with_stat(path, max_bytes)[0]
