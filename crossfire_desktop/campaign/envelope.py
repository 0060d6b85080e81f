"""The versioned JSON envelope around every saved document, and decoding it with precise errors.

{"format": "crossfire-desktop", "kind": "campaign", "version": 2, "saved_at": "2024-...Z",
 "checksum": "sha256:...", "data": {...}}

The checksum (campaigns and games) is the SHA-256 of the data in canonical JSON (sorted keys, no
spaces): a flipped bit inside a string is reported as corruption instead of loading different data.
Files written before checksums existed have none and are accepted (the next write adds it).
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from .errors import SaveError
from .kinds import KINDS
from .migrations import NoMigration, migrate
from .model import check_moment

FORMAT = "crossfire-desktop"
CHECKSUM_PREFIX = "sha256:"
ENVELOPE_KEYS = frozenset({"format", "kind", "version", "saved_at", "checksum", "data"})


def checksum(payload: Any) -> str:
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return CHECKSUM_PREFIX + hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Document:
    kind: str
    version: int  # the version found on disk (before migration)
    saved_at: datetime | None  # in UTC; None when the file's date is one no screen can show
    data: Any  # the validated model for campaigns and settings; plain JSON for games
    path: Path
    revision: str = ""  # the SHA-256 of the file's bytes (see Store.write's `base`)


def encode(kind: str, data: Any, saved_at: datetime) -> bytes:
    spec = KINDS[kind]
    if isinstance(data, BaseModel):
        payload: Any = data.model_dump(mode="json")
    elif spec.model is not None:
        payload = spec.model.model_validate(data).model_dump(mode="json")
    else:
        payload = data
    envelope = {
        "format": FORMAT,
        "kind": kind,
        "version": spec.version,
        "saved_at": saved_at.isoformat(),
    }
    if spec.checksum:
        envelope["checksum"] = checksum(payload)
    envelope["data"] = payload
    # compact, so a file is as small as it can be under the one size limit; settings stay hand-editable
    layout: dict[str, Any] = {"separators": (",", ": ")} if spec.checksum else {"indent": 1}
    text = json.dumps(envelope, ensure_ascii=False, allow_nan=False, **layout) + "\n"
    return text.encode("utf-8")


def check_size(kind: str, payload: bytes, path: Path) -> None:
    """Refuse (SaveError "too_big") a payload the kind's reader would refuse: nothing is written."""
    limit = KINDS[kind].max_bytes
    if len(payload) > limit:
        raise SaveError(path, "too_big", f"the save would be {len(payload):,} bytes, over the limit of "
                        f"{limit:,}; nothing was written")


_PARTIAL_TOKEN = re.compile(r'[-+0-9.eE]*|t|tr|tru|f|fa|fal|fals|n|nu|nul|"(?:[^"\\]|\\.)*\\?')


def _cut_off(text: str, pos: int) -> bool:
    """A JSON file that was cut short fails at its end, or at the start of its last, unfinished token."""
    rest = text[pos:].rstrip()
    return _PARTIAL_TOKEN.fullmatch(rest) is not None


def _loc(prefix: str, loc: tuple[int | str, ...]) -> str:
    return ".".join([prefix, *(str(p)[:40] for p in loc)])[:200]


def decode(raw: bytes, path: Path, kind: str, revision: str = "") -> Document:
    """Parse, check, migrate and validate; any problem raises SaveError saying what and where.

    Nothing else escapes: deep nesting (RecursionError), huge numbers (ValueError), MemoryError and
    whatever a migration or validator trips on are all SaveErrors."""
    try:
        return _decode(raw, path, kind, revision)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(path, "invalid", "the data is nested too deeply") from None
    except MemoryError:
        raise SaveError(path, "too_big", "the data doesn't fit in memory") from None
    except Exception as exc:  # noqa: BLE001 - a save file is untrusted input: any failure is a SaveError
        raise SaveError(path, "invalid", f"can't read the data: {type(exc).__name__}: {exc}"[:300]) from None


def _decode(raw: bytes, path: Path, kind: str, revision: str) -> Document:
    if not raw.strip():
        raise SaveError(path, "empty", "the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(path, "not_text", "not a text (UTF-8) file", f"byte {exc.start}") from None
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        if _cut_off(text, exc.pos):
            raise SaveError(
                path, "truncated", f"the file ends too early, it was cut off ({exc.msg})", where
            ) from None
        raise SaveError(path, "not_json", f"not valid JSON: {exc.msg}", where) from None
    except ValueError as exc:  # a number with more digits than Python converts
        raise SaveError(path, "not_json", f"not valid JSON: {exc}"[:200]) from None
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        raise SaveError(
            path, "not_envelope", f'not a Crossfire Desktop save (no "format": "{FORMAT}")', "format"
        )
    found = obj.get("kind")
    if found != kind:
        raise SaveError(path, "wrong_kind", f"this is a {found!r} save, not a {kind!r} one", "kind")
    version = obj.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(
            path, "not_envelope", f"the version must be a whole number from 1, found {version!r}", "version"
        )
    spec = KINDS[kind]
    if version > spec.version:
        raise SaveError(
            path,
            "future_version",
            f"written by a newer Crossfire Desktop ({kind} version {version}; this one reads up to {spec.version})",
            "version",
        )
    try:
        saved_at = datetime.fromisoformat(str(obj.get("saved_at")))
    except ValueError:
        raise SaveError(
            path, "not_envelope", f"saved_at is not an ISO date-time: {obj.get('saved_at')!r}", "saved_at"
        ) from None
    try:  # outside the checksum, only shown: a date at the calendar's edge is "unknown", not a broken save
        when: datetime | None = check_moment(saved_at)
    except ValueError:
        when = None
    if "data" not in obj:
        raise SaveError(path, "not_envelope", "the save has no data", "data")
    unknown = sorted(set(obj) - ENVELOPE_KEYS)
    if unknown:  # a flipped bit in "checksum" must not turn the check off
        raise SaveError(path, "not_envelope", f"unknown field {unknown[0][:40]!r} in the save's envelope", unknown[0][:40])
    data = obj["data"]
    # checked after the schema, so a hand edit that breaks a field is reported with the field's path
    intact = "checksum" not in obj or obj["checksum"] == checksum(data)
    try:
        data = migrate(kind, version, spec.version, data)
    except NoMigration as exc:
        raise SaveError(path, "no_migration", str(exc), "version") from None
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise SaveError(
            path, "invalid", f"can't upgrade this version {version} {kind}: {exc!r}", "data"
        ) from None
    if spec.model is not None:
        try:
            data = spec.model.model_validate(data)
        except ValidationError as exc:
            err = exc.errors()[0]
            more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
            raise SaveError(path, "invalid", f"{err['msg']}{more}", _loc("data", tuple(err["loc"]))) from None
    if not intact:
        raise SaveError(
            path, "checksum", "the data doesn't match its checksum: the file was changed or damaged", "checksum"
        )
    return Document(kind=kind, version=version, saved_at=when, data=data, path=path, revision=revision)
