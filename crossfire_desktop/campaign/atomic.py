"""Crash-safe file replacement: temp file in the same folder, fsync, os.replace, fsync the folder.

Several copies of the program may share a data folder. A temp file's name carries its writer's process id
(`.<file>.<pid>-<random>.tmp`): a clean-up removes only temps whose writer is gone, never one being written
by a live copy. `locked(path)` serializes the read-check-replace of one document across processes.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: msvcrt locks, and temp files are only cleaned by age
    fcntl = None  # type: ignore[assignment]
    import msvcrt

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 24 * 3600.0  # a temp whose writer can't be checked (Windows, a reused pid) this old is dead
UNNAMED_TEMP_SECONDS = 60.0  # a temp of an older build (no pid in its name) this old is dead
LOCK_SUFFIX = ".lock"
LOCK_WAIT_SECONDS = 3.0  # a write holds the lock for milliseconds; longer means a copy is stuck: give up
_PID = re.compile(r"\.(\d+)-[^.]*" + re.escape(TEMP_SUFFIX) + "$")


class LockBusy(OSError):
    """Another process held the document's write lock for longer than LOCK_WAIT_SECONDS."""


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
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=TEMP_SUFFIX, dir=path.parent)
    return fd, Path(name)


def lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}{LOCK_SUFFIX}")


@contextlib.contextmanager
def locked(path: Path, wait: float | None = None) -> Iterator[None]:
    """Hold the write lock of `path` (a lock file beside it, never removed, so two copies always lock
    the same file). Raises LockBusy after `wait` seconds: the GUI thread never waits without end."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock_path(path), os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
    try:
        deadline = time.monotonic() + (LOCK_WAIT_SECONDS if wait is None else wait)
        while True:
            try:
                if fcntl is not None:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                else:
                    msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise LockBusy(f"{path.name} is being written by another copy of the program") from None
                time.sleep(0.01)
        try:
            yield
        finally:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_UN)
            else:
                os.lseek(fd, 0, os.SEEK_SET)
                msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    finally:
        os.close(fd)


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
        # rename() of two links to one file does nothing (POSIX): the backup already was this save
        # (a writer killed between the snapshot and the new save), and the temp would stay behind
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def _writer_gone(tmp: Path) -> bool:
    """The process named in the temp's name is not running (POSIX: signal 0 checks without sending).
    Unknown (Windows, where os.kill would terminate it, or a name without a pid): False."""
    match = _PID.search(tmp.name)
    if fcntl is None or match is None:
        return False
    pid = int(match.group(1))
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # alive, owned by another user
        return False
    return False


def clean_stale_temps(path: Path, older_than: float = STALE_TEMP_SECONDS) -> None:
    """Remove temp files a killed writer left beside `path` (never the save or its backup): those whose
    writer's process is gone, and any after `older_than` (where that can't be checked)."""
    now = time.time()
    for tmp in path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            age = now - tmp.lstat().st_mtime
            unnamed = _PID.search(tmp.name) is None
            if age > older_than or (unnamed and age > UNNAMED_TEMP_SECONDS) or (tmp.is_file() and _writer_gone(tmp)):
                tmp.unlink()
