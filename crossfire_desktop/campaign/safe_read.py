"""Reading a save file without trusting it: regular files only, a size limit, never blocking.

A FIFO would block a plain open() forever, /dev/zero (or a link to it) would be read until memory
runs out, and a directory can sit where a file is expected: each is refused as a SaveError.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from crossfire_desktop.readlimit import NotReadable, read_with_stat

from .errors import SaveError


def read_limited(path: Path, max_bytes: int) -> tuple[bytes, os.stat_result]:
    """The file's bytes and its stat; SaveError when it is missing, not a regular file, or too big."""
    try:
        return read_with_stat(path, max_bytes)
    except (FileNotFoundError, NotADirectoryError):  # a file where a folder of the path should be: no save
        raise SaveError(path, "missing", "there is no such save") from None
    except NotReadable as exc:
        if exc.kind == "too_big":
            raise SaveError(path, "too_big", f"the file is over {max_bytes:,} bytes") from None
        what = "a folder" if stat.S_ISDIR(exc.mode) else "a device, pipe or socket"
        raise SaveError(path, "not_a_file", f"this is {what}, not a save file") from None
    except OSError as exc:
        raise SaveError(path, "unreadable", f"can't read the file: {exc.strerror or exc}") from None
