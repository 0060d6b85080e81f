"""Why a save can't be used, in the player's language.

The store (campaign/, pure Python) explains a SaveError in English (`detail`); the UI says it from the
problem code when the language has a translation, and keeps the store's English words otherwise."""

from __future__ import annotations

import contextlib
from datetime import datetime

from crossfire_desktop.campaign import SaveError

from .tr import QT_TR_NOOP, tr

PROBLEMS = {
    "missing": QT_TR_NOOP("there is no such save"),
    "not_a_file": QT_TR_NOOP("this is not a file (a folder or a device is there)"),
    "too_big": QT_TR_NOOP("the file is too big"),
    "unreadable": QT_TR_NOOP("the file can't be read"),
    "empty": QT_TR_NOOP("the file is empty"),
    "not_text": QT_TR_NOOP("this is not a text file"),
    "truncated": QT_TR_NOOP("the file ends too early (it was cut off)"),
    "not_json": QT_TR_NOOP("the file is damaged (not valid JSON)"),
    "not_envelope": QT_TR_NOOP("this is not a Crossfire Desktop save"),
    "wrong_kind": QT_TR_NOOP("this is another kind of save"),
    "future_version": QT_TR_NOOP("it was written by a newer Crossfire Desktop"),
    "no_migration": QT_TR_NOOP("it was written by an older version that this one can't read"),
    "invalid": QT_TR_NOOP("a value in it is wrong (edited by hand?)"),
    "checksum": QT_TR_NOOP("its contents were changed after it was saved"),
    "no_game": QT_TR_NOOP("the game in it can't be rebuilt"),
    "target_unreadable": QT_TR_NOOP("a file that can't be read is in the way"),
    "changed_on_disk": QT_TR_NOOP("another copy of Crossfire Desktop saved it since it was opened here"),
    "busy": QT_TR_NOOP("another copy of Crossfire Desktop is writing it; try again"),
}


def problem_words(err: SaveError) -> str:
    source = PROBLEMS.get(err.problem)
    if source is None or tr(source) == source:
        return err.detail
    return tr(source)


def save_why(exc: BaseException) -> str:
    """An error as the player reads it: a SaveError from its code when translated, anything else as is."""
    if isinstance(exc, SaveError):
        source = PROBLEMS.get(exc.problem)
        if source is not None and tr(source) != source:
            where = tr(" (at {where})").format(where=exc.where) if exc.where else ""
            return tr("{file}: {problem}{where}").format(file=exc.path.name, problem=tr(source), where=where)
    return str(exc)


def local_time(at: datetime) -> str:
    """A stored (UTC) time as the player's clock shows it (as stored, if the zone can't convert it)."""
    with contextlib.suppress(OverflowError, ValueError, OSError):
        at = at.astimezone()
    return at.strftime("%Y-%m-%d %H:%M")
