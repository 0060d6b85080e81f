"""The messages of a network table: JSON objects with a protocol version and a kind, checked with pydantic
on arrival (docs/NETWORK.md). Anything else is refused before it reaches the game."""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

VERSION = 1
MAX_FRAME = 64 * 1024  # bytes a client may send in one message (an action is well under 1 KB)
NAME_MAX = 40
CHAT_MAX = 300


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    v: Literal[1]


class Hello(_Msg):
    """First message of a connection: the join code, a player name, and the token of an earlier visit."""

    kind: Literal["hello"]
    code: str = Field(max_length=64)
    name: str = Field(min_length=1, max_length=NAME_MAX)
    token: str | None = Field(default=None, max_length=64)


class TakeSeat(_Msg):
    kind: Literal["take_seat"]
    seat: int = Field(ge=0, le=7)
    take: bool = True  # False: leave it


class Ready(_Msg):
    kind: Literal["ready"]
    ready: bool


class ActionMsg(_Msg):
    kind: Literal["action"]
    action: dict[str, Any]
    seq: int = Field(ge=0)  # the update this action answers (an older one is refused as out of date)


class Undo(_Msg):
    kind: Literal["undo"]
    seq: int = Field(ge=0)


class Chat(_Msg):
    kind: Literal["chat"]
    text: str = Field(min_length=1, max_length=CHAT_MAX)


class Resync(_Msg):
    kind: Literal["resync"]


class Ping(_Msg):
    kind: Literal["ping"]


ClientMessage = Annotated[Hello | TakeSeat | Ready | ActionMsg | Undo | Chat | Resync | Ping, Field(discriminator="kind")]


class _Envelope(BaseModel):
    model_config = ConfigDict(extra="forbid")
    msg: ClientMessage


class BadMessage(ValueError):
    """Why a client's message was refused: a code for the client and a short text."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(text)
        self.code = code


def parse_client(raw: str | bytes) -> Hello | TakeSeat | Ready | ActionMsg | Undo | Chat | Resync | Ping:
    """A client's message, checked; BadMessage (too big, not JSON, wrong version or kind, bad field) otherwise."""
    size = len(raw.encode() if isinstance(raw, str) else raw)
    if size > MAX_FRAME:
        raise BadMessage("too_big", f"message of {size} bytes (at most {MAX_FRAME})")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise BadMessage("bad_json", "not JSON") from None
    if not isinstance(data, dict):
        raise BadMessage("bad_json", "not a JSON object")
    if data.get("v") != VERSION:
        raise BadMessage("version", f"protocol version {data.get('v')!r}, this host speaks {VERSION}")
    if data.get("kind") not in ("hello", "take_seat", "ready", "action", "undo", "chat", "resync", "ping"):
        raise BadMessage("unknown_kind", f"unknown message kind {str(data.get('kind'))[:40]!r}")
    try:
        return _Envelope.model_validate({"msg": data}).msg
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"][2:])[:80]
        raise BadMessage("bad_field", f"{where}: {err['msg']}"[:200]) from None


def dumps(kind: str, **fields: Any) -> str:
    """A host message as the text sent."""
    return json.dumps({"v": VERSION, "kind": kind, **fields}, separators=(",", ":"))
