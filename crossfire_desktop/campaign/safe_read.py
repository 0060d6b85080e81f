"""Reading a save file without trusting it: regular files only, a size limit, never blocking.

A FIFO would block a plain open() forever, /dev/zero (or a link to it) would be read until memory
runs out, and a directory can sit where a file is expected: each is refused as a SaveError.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from .errors import SaveError

MAX_BYTES = 8 * 1024 * 1024  # a long campaign is well under 1 MB; a game save under 200 KB
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


def read_limited(path: Path, max_bytes: int = MAX_BYTES) -> tuple[bytes, os.stat_result]:
    """The file's bytes and its stat; SaveError when it is missing, not a regular file, or too big."""
    try:
        fd = os.open(path, _FLAGS)  # O_NONBLOCK: opening a FIFO returns at once instead of waiting
    except (FileNotFoundError, NotADirectoryError):  # a file where a folder of the path should be: no save
        raise SaveError(path, "missing", "there is no such save") from None
    except OSError as exc:
        raise SaveError(path, "unreadable", f"can't read the file: {exc.strerror or exc}") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            what = "a folder" if stat.S_ISDIR(st.st_mode) else "a device, pipe or socket"
            raise SaveError(path, "not_a_file", f"this is {what}, not a save file")
        if st.st_size > max_bytes:
            raise SaveError(path, "too_big", f"the file is {st.st_size:,} bytes; a save is at most {max_bytes:,}")
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > max_bytes:  # it grew while being read
            raise SaveError(path, "too_big", f"the file is over {max_bytes:,} bytes")
        return b"".join(chunks), st
    except OSError as exc:
        raise SaveError(path, "unreadable", f"can't read the file: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
