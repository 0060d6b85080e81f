"""Typed errors of the save store: what is wrong, in which file, and where in it."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

SaveProblem = Literal[
    "missing",  # no such file
    "not_a_file",  # a folder, FIFO, device (a link to /dev/zero ...) where a save should be
    "too_big",  # over the size limit
    "unreadable",  # the OS refused to read it
    "empty",  # zero bytes (or only whitespace)
    "not_text",  # not UTF-8
    "truncated",  # JSON that ends early
    "not_json",  # JSON syntax error
    "not_envelope",  # JSON, but not a Crossfire Desktop save
    "wrong_kind",  # a save of another kind (a campaign where a game was expected ...)
    "future_version",  # written by a newer Crossfire Desktop
    "no_migration",  # an old version this build can't upgrade
    "invalid",  # a field is wrong (hand-edited ...)
    "checksum",  # the data doesn't match its checksum: changed after it was written
    "no_game",  # a game save whose game can't be rebuilt (replay fails, state hash differs)
    "target_unreadable",  # refusing to write over a file that can't be read
    "changed_on_disk",  # a write based on a revision that another copy of the program has replaced
    "busy",  # another copy held the document's write lock too long
]


class SaveError(Exception):
    """A save file that can't be used. The file itself is never changed by the store.

    `where` is a JSON position ("line 3, column 17") or a field path ("data.runners.0.karma").
    `backup` is the path of a readable backup when there is one: `Store.read_backup()` loads it.
    """

    def __init__(
        self,
        path: Path,
        problem: SaveProblem,
        detail: str,
        where: str | None = None,
        backup: Path | None = None,
    ) -> None:
        self.path, self.problem, self.detail, self.where, self.backup = path, problem, detail, where, backup
        super().__init__(self._message())

    def _message(self) -> str:
        text = f"{self.path}: {self.detail}"
        if self.where:
            text += f" (at {self.where})"
        if self.problem not in ("missing", "target_unreadable", "changed_on_disk", "busy"):
            text += ". The file was left as it is"
        if self.backup is not None:
            text += f"; a readable backup exists: {self.backup.name}"
        elif self.problem not in ("missing", "changed_on_disk", "busy"):
            text += "; no readable backup"
        return text + "."

    def with_backup(self, backup: Path | None) -> SaveError:
        return SaveError(self.path, self.problem, self.detail, self.where, backup)


class ImportConflict(Exception):
    """Importing a campaign whose id or name is already in the store, without replace or rename."""

    def __init__(self, name: str, campaign_id: str, clash: Literal["id", "name"], existing_name: str) -> None:
        self.name, self.campaign_id, self.clash, self.existing_name = name, campaign_id, clash, existing_name
        super().__init__(
            f"can't import {name!r}: the campaign {existing_name!r} in the store has the same {clash}; "
            "import with replace=True to overwrite it, or with rename='...' to keep both"
        )
