"""The error log in the user's data folder: tracebacks of abilities that failed (for bug reports).

Kept small: past MAX_BYTES the log becomes `errors.log.1` (the older one is dropped) and a new one starts.
"""

from __future__ import annotations

import datetime
import traceback
from pathlib import Path

LOG_NAME = "errors.log"
MAX_BYTES = 256 * 1024


def log_failure(folder: Path, title: str, exc: BaseException) -> Path | None:
    """Append `title` and the traceback of `exc` to folder/errors.log; the log's path, or None if it
    can't be written (a read-only folder must not turn one failure into two)."""
    path = folder / LOG_NAME
    stamp = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
    text = f"--- {stamp} {title}\n{''.join(traceback.format_exception(exc))}\n"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size + len(text) > MAX_BYTES:
            path.replace(path.with_name(LOG_NAME + ".1"))
        with path.open("a", encoding="utf-8") as fh:
            fh.write(text[-MAX_BYTES:])
    except OSError:
        return None
    return path
