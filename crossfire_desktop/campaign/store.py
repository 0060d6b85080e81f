"""The save store: named documents per kind (campaign, game, settings) and the autosave slot.

Layout under the data folder:  campaigns/<name>.json, games/<name>.json, autosave/autosave.json;
settings live in the config folder as settings.json. Each file has a backup `<name>.bak.json`
holding the version before the last write.

Guarantees:
- A write is atomic (temp file, fsync, os.replace, fsync folder): a crash leaves the old or the new save.
- Before a write replaces a save, that save becomes the backup (only if it is readable).
- Reading never changes a file. A file that can't be read raises SaveError (what, where, and whether
  a readable backup exists: `read_backup()` loads it).
- A file that can't be read is never overwritten or deleted: `write()` to its name refuses with
  SaveError(problem="target_unreadable"). `set_aside()` renames it (bytes kept) to clear the name.
- Two copies of the program may share the folder. Every document read has a revision (the SHA-256 of its
  bytes); `write(..., base=revision)` replaces the file only if it still is that revision, checked under
  the document's write lock, else SaveError(problem="changed_on_disk") and nothing is written: a change
  made from a stale copy never silently overwrites another copy's.
- What is written can be read back: a payload over the kind's size limit is refused before writing.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from . import atomic
from .envelope import Document, check_size, decode, encode
from .errors import SaveError
from .kinds import KINDS
from .paths import StoreDirs, resolve_dirs
from .safe_read import read_limited

Check = Callable[[Any, Path], Any]
"""A deeper check of a kind's data (a game save: does the game rebuild?): returns the data to keep,
raises SaveError. The store applies it on every read, so a file failing it is never written over."""

NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _-]{0,79}$")
BACKUP_SUFFIX = ".bak.json"
AUTOSAVE_NAME = "autosave"
AUTOSAVE_FOLDER = "autosave"
DAMAGE = frozenset({"empty", "not_text", "truncated", "not_json", "not_envelope", "wrong_kind", "invalid",
                    "checksum", "no_game"})
"""Problems that mean the file itself is damaged (not a newer version's, one being written, too big for
this version, or one the OS won't open): only such a file is offered to be set aside from the Load list."""


class _Unchecked:
    """`write(base=UNCHECKED)`: replace whatever revision is on disk (a new document, an import's Replace)."""


UNCHECKED = _Unchecked()
Base = str | None | _Unchecked
"""The revision a write is based on: a revision string, None (the file must not exist yet) or UNCHECKED."""


def revision_of(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


def check_name(name: str) -> str:
    """Document names are file names: letters, digits, space, '-' and '_' (up to 80)."""
    if not NAME_RE.match(name) or name != name.strip():
        raise ValueError(
            f"{name!r} can't be a save name: use letters, digits, spaces, '-' and '_' (up to 80)"
        )
    return name


@dataclass(frozen=True)
class Listing:
    """One named document as the UI lists it; `error` is set when it can't be read. `summary` is what
    `list(summarize=...)` made of its data."""

    kind: str
    name: str
    path: Path
    saved_at: datetime | None
    error: SaveError | None
    summary: Any = None
    later: bool = False  # not read yet (see `Store.list`'s decode_max)


SUMMARIES_MAX = 1_000  # documents whose summary is remembered (a few bytes each); more: start again


class Store:
    def __init__(
        self,
        base: Path | str | None = None,
        *,
        environ: dict[str, str] | None = None,
        checks: Mapping[str, Check] | None = None,
    ) -> None:
        """`base` (or $CROSSFIRE_DATA_DIR) puts everything in one folder; otherwise platformdirs decides."""
        self.dirs: StoreDirs = resolve_dirs(base, environ=environ)
        self.checks: dict[str, Check] = dict(checks or {})
        self._known_good: dict[Path, tuple[int, int, int]] = {}
        # (path, revision) -> (saved_at, summary): a file's revision is the hash of its bytes, so listing it
        # again (back from a campaign to the list) needs no decoding of a long campaign
        self._summaries: dict[tuple[Path, str], tuple[datetime | None, Any]] = {}

    # -- where -------------------------------------------------------------------------------------
    def folder(self, kind: str) -> Path:
        spec = KINDS[kind]
        if kind == "settings":
            return self.dirs.config
        return self.dirs.data / spec.folder

    def path(self, kind: str, name: str) -> Path:
        return self.folder(kind) / f"{check_name(name)}.json"

    @staticmethod
    def backup_path(path: Path) -> Path:
        return path.with_name(path.name.removesuffix(".json") + BACKUP_SUFFIX)

    @property
    def autosave_path(self) -> Path:
        return self.dirs.data / AUTOSAVE_FOLDER / f"{AUTOSAVE_NAME}.json"

    # -- list --------------------------------------------------------------------------------------
    def names(self, kind: str) -> list[str]:
        folder = self.folder(kind)
        if not folder.is_dir():
            return []
        found = []
        for p in folder.glob("*.json"):
            stem = p.name.removesuffix(".json")
            if NAME_RE.match(stem) and not p.name.endswith(BACKUP_SUFFIX):
                found.append(stem)
        return sorted(found, key=str.casefold)

    def backup_only_names(self, kind: str) -> list[str]:
        """Names whose save is gone (set aside) but whose backup is still there, to be offered."""
        folder = self.folder(kind)
        if not folder.is_dir():
            return []
        stems = (p.name.removesuffix(BACKUP_SUFFIX) for p in folder.glob("*" + BACKUP_SUFFIX))
        return sorted((s for s in stems if NAME_RE.match(s) and not (folder / f"{s}.json").exists()), key=str.casefold)

    def has_autosave_backup(self) -> bool:
        return self.backup_path(self.autosave_path).exists()

    def list(self, kind: str, summarize: Callable[[Any], Any] | None = None, *,
             decode_max: int | None = None) -> list[Listing]:
        """Every named document of a kind, readable or not (a broken one carries its error); with
        `summarize`, each readable one's summary of its data (remembered for the file's revision).
        With `decode_max`, a file over that many bytes whose summary isn't known yet is not decoded:
        it is listed with `later` set (a caller off the GUI thread lists it in full)."""
        out = []
        for name in self.names(kind):
            path = self.path(kind, name)
            try:
                known = self._summary(path, kind, summarize, decode_max)
                if known is None:
                    out.append(Listing(kind, name, path, None, None, later=True))
                else:
                    out.append(Listing(kind, name, path, known[0], None, known[1]))
            except SaveError as exc:
                out.append(Listing(kind, name, path, None, exc.with_backup(self._readable_backup(path, kind))))
        return out

    def _summary(self, path: Path, kind: str, summarize: Callable[[Any], Any] | None,
                 decode_max: int | None) -> tuple[datetime | None, Any] | None:
        raw, stat = read_limited(path, KINDS[kind].max_bytes)
        key = (path, revision_of(raw))
        known = self._summaries.get(key)
        if known is None:
            if decode_max is not None and len(raw) > decode_max:
                return None
            doc = self._decoded(path, kind, raw, stat)
            known = (doc.saved_at, summarize(doc.data) if summarize is not None else None)
            if len(self._summaries) >= SUMMARIES_MAX:
                self._summaries.clear()
            self._summaries[key] = known
        return known

    def exists(self, kind: str, name: str) -> bool:
        return self.path(kind, name).exists()

    # -- read --------------------------------------------------------------------------------------
    def read(self, kind: str, name: str) -> Document:
        return self._read_offering_backup(self.path(kind, name), kind)

    def read_backup(self, kind: str, name: str) -> Document:
        """The version before the last write (raises SaveError if there is none or it is unreadable too)."""
        return self._load(self.backup_path(self.path(kind, name)), kind)

    def read_autosave(self) -> Document:
        return self._read_offering_backup(self.autosave_path, "game")

    def read_autosave_backup(self) -> Document:
        return self._load(self.backup_path(self.autosave_path), "game")

    def has_autosave(self) -> bool:
        return self.autosave_path.exists()

    def _read_offering_backup(self, path: Path, kind: str) -> Document:
        try:
            return self._load(path, kind)
        except SaveError as exc:
            raise exc.with_backup(self._readable_backup(path, kind)) from None

    def _readable_backup(self, path: Path, kind: str) -> Path | None:
        bak = self.backup_path(path)
        if not bak.exists():
            return None
        try:
            self._load(bak, kind)
        except SaveError:
            return None
        return bak

    def _load(self, path: Path, kind: str) -> Document:
        raw, stat = read_limited(path, KINDS[kind].max_bytes)
        return self._decoded(path, kind, raw, stat)

    def _decoded(self, path: Path, kind: str, raw: bytes, stat: os.stat_result) -> Document:
        doc = decode(raw, path, kind, revision_of(raw))
        check = self.checks.get(kind)
        if check is not None:
            try:
                checked = check(doc.data, path)
            except SaveError:
                raise
            except Exception as exc:  # noqa: BLE001 - a check of untrusted data: any failure means unreadable
                raise SaveError(path, "invalid", f"{type(exc).__name__}: {exc}"[:300]) from None
            doc = Document(doc.kind, doc.version, doc.saved_at, checked, path, doc.revision)
        self._known_good[path] = (stat.st_ino, stat.st_size, stat.st_mtime_ns)
        return doc

    # -- write -------------------------------------------------------------------------------------
    def write(self, kind: str, name: str, data: Any, *, base: Base = UNCHECKED) -> Path:
        """Save `data` (a model or JSON-able value) as `name`; the previous version becomes the backup.
        With `base`, only if the file on disk is still that revision (see the module's guarantees)."""
        path = self.path(kind, name)
        self._write(path, kind, data, base)
        return path

    def save(self, kind: str, name: str, data: Any, base: Base) -> str:
        """`write` returning the revision written, for a caller that keeps editing the document."""
        return self._write(self.path(kind, name), kind, data, base)

    def write_autosave(self, game: Any) -> Path:
        """The game window's autosave (kind `game`); same guarantees as `write`."""
        self._write(self.autosave_path, "game", game)
        return self.autosave_path

    def write_keeping(self, kind: str, name: str, data: Any) -> Path | None:
        """`write`, for a file the program must keep writing: if the current file can't be read, it is
        set aside first (renamed, bytes kept). Returns where it went, or None."""
        return self._write_keeping(self.path(kind, name), kind, data)

    def write_autosave_keeping(self, game: Any) -> Path | None:
        return self._write_keeping(self.autosave_path, "game", game)

    def _write_keeping(self, path: Path, kind: str, data: Any) -> Path | None:
        try:
            self._write(path, kind, data)
            return None
        except SaveError as exc:
            if exc.problem != "target_unreadable":
                raise
        kept = self._set_aside(path)
        self.keep_backup(path)
        self._write(path, kind, data)
        return kept

    def keep_backup(self, path: Path) -> Path | None:
        """The backup of a file just set aside is the last good version: keep a copy under a kept name,
        so the writes that follow (which rotate the backup) never lose it."""
        bak = self.backup_path(path)
        if not bak.exists():
            return None
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        dest = path.with_name(f"{path.name.removesuffix('.json')}.kept-backup-{stamp}.json")
        atomic.snapshot_atomic(bak, dest)
        atomic.fsync_dir(path.parent)
        return dest

    def _write(self, path: Path, kind: str, data: Any, base: Base = UNCHECKED) -> str:
        payload = encode(kind, data, datetime.now(UTC))
        check_size(kind, payload, path)  # refused now rather than written and then never readable
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            with atomic.locked(path):
                atomic.clean_stale_temps(path)
                atomic.clean_stale_temps(self.backup_path(path))
                exists = path.exists()
                if exists:
                    self._check_replaceable(path, kind)  # first: an unreadable file is named as such
                self._check_base(path, kind, base)
                if exists:
                    atomic.snapshot_atomic(path, self.backup_path(path))
                atomic.write_bytes_atomic(path, payload)
                st = path.stat()
        except atomic.LockBusy as exc:
            raise SaveError(path, "busy", f"{exc}; nothing was written, try again") from None
        self._known_good[path] = (st.st_ino, st.st_size, st.st_mtime_ns)
        return revision_of(payload)

    def _check_base(self, path: Path, kind: str, base: Base) -> None:
        if isinstance(base, _Unchecked):
            return
        try:
            raw, _ = read_limited(path, KINDS[kind].max_bytes)
            found: str | None = revision_of(raw)
        except SaveError as exc:
            if exc.problem != "missing":
                raise
            found = None
        if found != base:
            what = "was removed" if found is None else "was changed" if base is not None else "was created"
            raise SaveError(path, "changed_on_disk", f"the file {what} by another copy of the program since it "
                            "was opened; nothing was written")

    def _check_replaceable(self, path: Path, kind: str) -> None:
        try:
            st = path.stat()
        except FileNotFoundError:
            return
        if self._known_good.get(path) == (st.st_ino, st.st_size, st.st_mtime_ns):
            return
        try:
            self._load(path, kind)
        except SaveError as exc:
            raise SaveError(
                path,
                "target_unreadable",
                f"won't replace this save because it can't be read ({exc.detail}); "
                "save under another name, or set the broken file aside first",
                exc.where,
                self._readable_backup(path, kind),
            ) from None

    # -- set aside ---------------------------------------------------------------------------------
    def set_aside(self, kind: str, name: str) -> Path:
        """Rename a save (typically a broken one) to `<name>.unreadable-<time>.json`, bytes untouched,
        so its name can be used again. Returns the new path. Nothing is deleted."""
        return self._set_aside(self.path(kind, name))

    def set_aside_autosave(self) -> Path:
        return self._set_aside(self.autosave_path)

    def set_aside_file(self, path: Path) -> Path:
        """`set_aside` for a file of the data folders that isn't a store document (UI preferences)."""
        return self._set_aside(path)

    def set_aside_damaged(self, kind: str, path: Path) -> tuple[Path, Path | None] | None:
        """Set aside the save at `path` because it is damaged, at the player's word: under its write lock
        and read again first, so a file another copy has since rewritten good (or a newer version's, or
        one being written) is left alone. Returns where it went and the kept copy of its backup (the
        backup itself stays, still offered); None when the file reads fine now. Raises the SaveError of
        a file that can't be read but isn't damaged, or "busy" while another copy writes it."""
        try:
            with atomic.locked(path):
                try:
                    self._load(path, kind)
                except SaveError as exc:
                    if exc.problem not in DAMAGE:
                        raise
                else:
                    return None
                dest = self._set_aside(path)
                return dest, self.keep_backup(path)
        except atomic.LockBusy as exc:
            raise SaveError(path, "busy", f"{exc}; nothing was moved, try again") from None

    def _set_aside(self, path: Path) -> Path:
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        dest = path.with_name(f"{path.name.removesuffix('.json')}.unreadable-{stamp}.json")
        if dest.exists():
            raise FileExistsError(dest)
        os.rename(path, dest)
        atomic.fsync_dir(path.parent)
        self._known_good.pop(path, None)
        return dest
