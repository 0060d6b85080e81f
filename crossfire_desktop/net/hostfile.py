"""The host's table on disk, written after every change: the game (as a save), who holds which seat with which
token, and the log a player coming back reads (each update's events as judged when they happened), so a host
that crashed starts again where it was, its players rejoin their seats and read the log from the game's start."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from crossfire_desktop.campaign.atomic import write_bytes_atomic
from crossfire_desktop.catalog import Catalog
from crossfire_desktop.engine import Game, GameSetup, load_game
from crossfire_desktop.engine.messages import Event
from crossfire_desktop.engine.snapshot import to_data

from .host import LOG_KEPT, MAX_PLAYERS, HostTable, Player
from .witness import Judged

FORMAT = "crossfire-desktop/host-table"
MAX_BYTES = 32 * 1024 * 1024


def table_data(table: HostTable) -> dict[str, Any]:
    return {
        "format": FORMAT, "version": 1, "code": table.code, "open_hands": table.open_hands,
        "ai_seats": sorted(table.ai_seats), "ai_for_away": table.ai_for_away,
        "handed_over": table.handed_over, "port": table.port,
        "tls": list(table.tls) if table.tls else None,
        "setup": table.setup.model_dump(),
        "players": [{"pid": p.pid, "name": p.name, "token": p.token, "seats": sorted(p.seats), "local": p.local}
                    for p in table.players.values()],
        "game": None if table.game is None else {**table.game.save(), "state_hash": table.game.state_hash()},
        "seq": table.seq, "log": [[seq, [_judged_data(j) for j in judged]] for seq, judged in table.log],
    }


def _judged_data(j: Judged) -> dict[str, Any]:
    """An event of the log and the cards each seat set could not see when it happened (net/witness.py)."""
    ev, unseen = j
    return {"code": ev.code, "params": to_data(ev.params),
            "unseen": [[sorted(seats), sorted(ids)] for seats, ids in unseen.items()]}


def _judged(d: dict[str, Any]) -> Judged:
    params = d["params"]
    if not isinstance(params, dict):
        raise TypeError("an event's parameters are not a mapping")
    return Event(str(d["code"]), params), {frozenset(int(s) for s in seats): frozenset(int(i) for i in ids)
                                           for seats, ids in d["unseen"]}


def write(path: Path, table: HostTable) -> None:
    """Atomically (campaign/atomic.py): a crash while writing leaves the previous file."""
    write_bytes_atomic(path, json.dumps(table_data(table), separators=(",", ":")).encode("utf-8"))


def read(path: Path, catalog: Catalog) -> tuple[HostTable, Game | None]:
    """The table as it was written; ValueError saying what is wrong with the file (OSError if unreadable)."""
    if path.stat().st_size > MAX_BYTES:
        raise ValueError(f"{path.name} is larger than {MAX_BYTES // (1024 * 1024)} MiB")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"{path.name} is not a Crossfire Desktop host table")
        return _table(data, path, catalog)
    except (KeyError, TypeError, AttributeError, UnicodeDecodeError) as exc:  # a field missing or of the wrong kind
        raise ValueError(f"{path.name} is damaged ({type(exc).__name__}: {exc})") from exc


def _table(data: dict[str, Any], path: Path, catalog: Catalog) -> tuple[HostTable, Game | None]:
    setup = GameSetup.model_validate(data["setup"])
    table = HostTable(setup, catalog, str(data["code"]), open_hands=bool(data["open_hands"]),
                      ai_seats={int(s) for s in data["ai_seats"]})
    table.ai_for_away = bool(data.get("ai_for_away", False))
    table.handed_over = bool(data.get("handed_over", False))
    table.port = int(data.get("port") or 0)
    tls = data.get("tls")
    table.tls = (str(tls[0]), str(tls[1])) if isinstance(tls, list) and len(tls) == 2 else None
    if len(data["players"]) > MAX_PLAYERS + 4:  # the players who joined and the host's own (bounded)
        raise ValueError(f"{path.name} names more players than a table takes")
    for p in data["players"]:
        table.players[str(p["pid"])] = Player(pid=str(p["pid"]), name=str(p["name"]), token=str(p["token"]),
                                              seats={int(s) for s in p["seats"]}, ready=True, local=bool(p["local"]))
    table.seq = int(data.get("seq") or 0)  # a file from before the log was kept: the log starts at the resume
    # only the entries the deque keeps are read: a long log in the file costs no work for those it would drop
    table.log.extend((int(seq), [_judged(d) for d in judged]) for seq, judged in data.get("log", [])[-LOG_KEPT:])
    game = None
    if data.get("game") is not None:
        game = load_game(data["game"], catalog)
        if game.state_hash() != data["game"].get("state_hash"):
            raise ValueError(f"{path.name}: the game does not replay to the state it was saved in")
    return table, game
