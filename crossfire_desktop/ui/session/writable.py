"""Can the program save at all? A read-only data folder, or a file where a folder should be, turns saving
off for the session (the player is told why) instead of failing at every write."""

from __future__ import annotations

import os
import tempfile

from crossfire_desktop.campaign.paths import StoreDirs

from ..words.text import tr


def saving_problem(dirs: StoreDirs) -> str | None:
    """None when both folders can be written; else a sentence saying that saving is off and why."""
    for folder in (dirs.data, dirs.config):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, probe = tempfile.mkstemp(prefix=".write-probe.", suffix=".tmp", dir=folder)
            os.close(fd)
            os.unlink(probe)
        except OSError as exc:
            why = exc.strerror or type(exc).__name__
            if isinstance(exc, FileExistsError | NotADirectoryError):
                why = tr("a file is where this folder should be")
            return tr(
                "Saving is off: the folder {folder} can't be written ({why}). You can play, but games, "
                "campaigns and settings won't be saved."
            ).format(folder=folder, why=why)
    return None
