"""Crash-safe file replacement: temp file in the same folder, fsync, os.replace, fsync the folder."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 60.0


def fsync_dir(folder: Path) -> None:
    """Make a rename in `folder` durable. Folders can't be opened on Windows: skip there."""
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _temp_for(path: Path) -> tuple[int, Path]:
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    return fd, Path(name)


def write_bytes_atomic(path: Path, payload: bytes) -> None:
    """Replace `path` with `payload`: at every instant the path holds the old bytes or the new ones."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _temp_for(path)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    fsync_dir(path.parent)


def snapshot_atomic(source: Path, dest: Path) -> None:
    """Make `dest` an exact copy of `source`, atomically (a hard link when the file system allows)."""
    fd, tmp = _temp_for(dest)
    os.close(fd)
    try:
        try:
            tmp.unlink()
            os.link(source, tmp)  # same inode: `source` is only ever replaced, never rewritten in place
        except OSError:
            shutil.copyfile(source, tmp)
            with open(tmp, "rb+") as fh:
                os.fsync(fh.fileno())
        os.replace(tmp, dest)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def clean_stale_temps(path: Path, older_than: float = STALE_TEMP_SECONDS) -> None:
    """Remove temp files a killed writer left beside `path` (never the save or its backup)."""
    now = time.time()
    for tmp in path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            if now - tmp.stat().st_mtime > older_than:
                tmp.unlink()
