"""Crash-safe file replacement: temp file in the same folder, fsync, os.replace, fsync the folder."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: temp files are only cleaned by age
    fcntl = None  # type: ignore[assignment]

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 60.0
DEAD_TEMP_SECONDS = 1.0  # an unlocked temp this old belongs to a writer that was killed


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
        if fcntl is not None:  # held while the temp is written: a cleaner sees the writer is alive
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
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
        # rename() of two links to one file does nothing (POSIX): the backup already was this save
        # (a writer killed between the snapshot and the new save), and the temp would stay behind
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def _unlocked(tmp: Path) -> bool:
    """Nobody holds the temp's lock: its writer is gone (a lock dies with its process)."""
    if fcntl is None:
        return False
    fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    finally:
        os.close(fd)
    return True


def clean_stale_temps(path: Path, older_than: float = STALE_TEMP_SECONDS) -> None:
    """Remove temp files a killed writer left beside `path` (never the save or its backup): unlocked ones
    after a second, any after `older_than` (where locks don't exist)."""
    now = time.time()
    for tmp in path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            age = now - tmp.lstat().st_mtime
            if age > older_than or (age > DEAD_TEMP_SECONDS and tmp.is_file() and _unlocked(tmp)):
                tmp.unlink()
