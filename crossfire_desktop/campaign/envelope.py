"""The versioned JSON envelope around every saved document, and decoding it with precise errors.

{"format": "crossfire-desktop", "kind": "campaign", "version": 2, "saved_at": "2024-...Z",
 "checksum": "sha256:...", "data": {...}}

The checksum (campaigns and games) is the SHA-256 of the data in canonical JSON (sorted keys, no
spaces): a flipped bit inside a string is reported as corruption instead of loading different data.
Files written before checksums existed have none and are accepted (the next write adds it).

A long campaign (20,000 ledger entries, ~16 MB) must open and save well under a second, so:
- `encode` writes the data's canonical text itself, last, after the checksum: it is serialised once.
- `decode` finds that text in the bytes (`_split`), checks its SHA-256 against the checksum directly and
  has pydantic validate the bytes (no json.loads, no re-serialising to check). Any other layout (a hand
  edit, an older build's file) takes the full parse, which reports what is wrong and where.
- Both run with the cyclic garbage collector paused: tens of thousands of new objects otherwise trigger
  collections that cost more than the work itself (the work is bounded by the kind's size limit).
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import json
import re
from collections.abc import Iterator
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


DATA_KEY = b',"data":'  # what precedes the data in a file `encode` wrote (the data is the last field)


def canonical(payload: Any) -> bytes:
    """The data as the checksum hashes it: sorted keys, no spaces, UTF-8."""
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return text.encode("utf-8")


def checksum(payload: Any) -> str:
    return _checksum_of(canonical(payload))


def _checksum_of(text: bytes) -> str:
    return CHECKSUM_PREFIX + hashlib.sha256(text).hexdigest()


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """No cyclic garbage collection inside (see the module's notes); restored as it was after."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@dataclass(frozen=True)
class Document:
    kind: str
    version: int  # the version found on disk (before migration)
    saved_at: datetime | None  # in UTC; None when the file's date is one no screen can show
    data: Any  # the validated model for campaigns and settings; plain JSON for games
    path: Path
    revision: str = ""  # the SHA-256 of the file's bytes (see Store.write's `base`)


def encode(kind: str, data: Any, saved_at: datetime) -> bytes:
    with gc_paused():
        return _encode(kind, data, saved_at)


def _encode(kind: str, data: Any, saved_at: datetime) -> bytes:
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
    if not spec.checksum:  # settings stay hand-editable
        envelope["data"] = payload
        return (json.dumps(envelope, ensure_ascii=False, allow_nan=False, indent=1) + "\n").encode("utf-8")
    # compact, so a file is as small as it can be under the one size limit; the data last, as it was hashed
    text = canonical(payload)
    envelope["checksum"] = _checksum_of(text)
    head = json.dumps(envelope, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")
    return head[:-1] + DATA_KEY + text + b"}\n"


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
        with gc_paused():
            return _decode(raw, path, kind, revision)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(path, "invalid", "the data is nested too deeply") from None
    except MemoryError:
        raise SaveError(path, "too_big", "the data doesn't fit in memory") from None
    except Exception as exc:  # noqa: BLE001 - a save file is untrusted input: any failure is a SaveError
        raise SaveError(path, "invalid", f"can't read the data: {type(exc).__name__}: {exc}"[:300]) from None


def _split(raw: bytes) -> tuple[dict[str, Any], bytes] | None:
    """The envelope's other fields and the data's bytes, when the file is laid out as `encode` writes it
    and those bytes match the checksum; else None (the full parse then says what is wrong and where)."""
    cut = raw.find(DATA_KEY)
    body = raw.rstrip()
    if cut < 0 or not body.endswith(b"}"):
        return None
    try:
        head = json.loads(raw[:cut] + b"}")
    except ValueError:  # not JSON, not UTF-8
        return None
    data = body[cut + len(DATA_KEY) : -1]
    if not isinstance(head, dict) or "data" in head or head.get("checksum") != _checksum_of(data):
        return None
    return head, data


def _parse(raw: bytes, path: Path) -> tuple[Any, bytes | None]:
    """The envelope as parsed JSON, with the data's bytes (checksum already checked) when `_split` found
    them (the data is then not in the dict), else None (the data is in the dict)."""
    split = _split(raw)
    if split is not None:
        return split
    return _parse_all(raw, path), None


def _parse_all(raw: bytes, path: Path) -> Any:
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
    return obj


def _decode(raw: bytes, path: Path, kind: str, revision: str) -> Document:
    obj, data_bytes = _parse(raw, path)
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
    if data_bytes is None and "data" not in obj:
        raise SaveError(path, "not_envelope", "the save has no data", "data")
    unknown = sorted(set(obj) - ENVELOPE_KEYS)
    if unknown:  # a flipped bit in "checksum" must not turn the check off
        raise SaveError(path, "not_envelope", f"unknown field {unknown[0][:40]!r} in the save's envelope", unknown[0][:40])
    if data_bytes is not None and spec.model is not None and version == spec.version:
        return Document(kind, version, when, _validated(spec.model, data_bytes, path), path, revision)
    if data_bytes is not None:  # checked already; a migration works on plain JSON
        data, intact = json.loads(data_bytes), True
    else:
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
        data = _validated(spec.model, data, path)
    if not intact:
        raise SaveError(
            path, "checksum", "the data doesn't match its checksum: the file was changed or damaged", "checksum"
        )
    return Document(kind=kind, version=version, saved_at=when, data=data, path=path, revision=revision)


def _validated(model: type[BaseModel], data: Any, path: Path) -> BaseModel:
    """`data` (parsed JSON, or JSON bytes: pydantic parses them faster than json.loads) as `model`."""
    try:
        if isinstance(data, bytes):
            return model.model_validate_json(data)
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
        raise SaveError(path, "invalid", f"{err['msg']}{more}", _loc("data", tuple(err["loc"]))) from None
