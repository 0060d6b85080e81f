"""The host's table on disk, kept after every change: the game (as a save), who holds which seat with which
token, and the log a player coming back reads (each update's events as judged when they happened), so a host
that crashed starts again where it was, its players rejoin their seats and read the log from the game's start.

The file's first line is the whole table, written atomically; each update after it appends one line (its log
entry and the action applied, or an undo, and the state's hash it leads to), so an update costs what changed,
not the whole log again (`HostFile`). Reading replays those lines onto the table and checks the last line's
hash (a drift, rules or packs changed since: reported). A kill cuts at most the last line, which is then
left out; appends are not synced, so a power cut may lose the last few updates. The file is rewritten whole
(compacted) once its lines outgrow the table, and after anything else changed (a player, the lobby, a new game)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from crossfire_desktop.campaign.atomic import write_bytes_atomic
from crossfire_desktop.catalog import Catalog
from crossfire_desktop.engine import Game, GameSetup, action_from_json, action_to_json, load_game
from crossfire_desktop.engine.messages import Event
from crossfire_desktop.engine.snapshot import to_data
from crossfire_desktop.readlimit import read_bytes_limited

from .host import LOG_KEPT, MAX_PLAYERS, UNDONE, HostTable, Player
from .witness import Judged

FORMAT = "crossfire-desktop/host-table"
MAX_BYTES = 32 * 1024 * 1024
MIN_LINES_BYTES = 64 * 1024  # the appended lines a small table keeps before it is rewritten whole
# append and never wait (a FIFO at the file's place fails at once), never through a link planted there
_APPEND = os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(
    os, "O_BINARY", 0)


def table_data(table: HostTable) -> dict[str, Any]:
    return {
        **_head(table),
        "game": None if table.game is None else {**table.game.save(), "state_hash": table.game.state_hash()},
        "seq": table.seq, "log": [[seq, [_judged_data(j) for j in judged]] for seq, judged in table.log],
    }


def _head(table: HostTable) -> dict[str, Any]:
    """Everything of the table but its game and log: what an appended line can't say changed."""
    return {
        "format": FORMAT, "version": 1, "code": table.code, "open_hands": table.open_hands,
        "ai_seats": sorted(table.ai_seats), "ai_for_away": table.ai_for_away,
        "handed_over": table.handed_over, "port": table.port,
        "tls": list(table.tls) if table.tls else None,
        "setup": table.setup.model_dump(),
        "players": [{"pid": p.pid, "name": p.name, "token": p.token, "seats": sorted(p.seats), "local": p.local}
                    for p in table.players.values()],
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


def write(path: Path, table: HostTable) -> int:
    """The whole table, atomically (campaign/atomic.py): a crash while writing leaves the previous file.
    Returns the bytes written."""
    payload = json.dumps(table_data(table), separators=(",", ":")).encode("utf-8") + b"\n"
    write_bytes_atomic(path, payload)
    return len(payload)


@dataclass
class _OnDisk:
    """What the file holds after the last keep."""

    game: Game | None
    seq: int
    head: dict[str, Any]
    whole_bytes: int  # the first line's
    lines_bytes: int  # the appended lines'
    inode: tuple[int, int]  # the file written (another program's file at that place is never appended to)


class HostFile:
    """The table's file, kept after each change at the cost of that change: an update of the game appends its
    line; anything else, or lines as large as the table, rewrite it whole. The first keep writes it whole."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._disk: _OnDisk | None = None

    def keep(self, table: HostTable) -> None:
        """Bring the file up to the table (OSError if it can't be written: the next keep writes it whole)."""
        head = _head(table)
        disk = self._disk
        if disk is not None and disk.game is table.game and disk.head == head:
            if disk.seq == table.seq:
                return  # nothing of the table's file changed
            if self._append(table, disk):
                return
        self._disk = None  # until the whole table is on disk
        size = write(self.path, table)
        st = os.stat(self.path)
        self._disk = _OnDisk(table.game, table.seq, head, size, 0, (st.st_dev, st.st_ino))

    def _append(self, table: HostTable, disk: _OnDisk) -> bool:
        """Append the last update's line; False when it takes a whole write instead."""
        change = table.last_change
        if (change is None or table.game is None or table.seq != disk.seq + 1 or not table.log
                or table.log[-1][0] != table.seq or disk.lines_bytes > max(disk.whole_bytes, MIN_LINES_BYTES)):
            return False
        seq, judged = table.log[-1]
        # the state the line leads to: a resume whose engine or packs changed since replays it differently (read
        # checks the last line's); the hash ~0.5 ms an update at a 4-seat table, most of the append (docs/NETWORK.md)
        line: dict[str, Any] = {"seq": seq, "hash": table.game.state_hash(), "log": [_judged_data(j) for j in judged]}
        line.update({"undo": True} if change == UNDONE else {"action": action_to_json(change)})
        text = json.dumps(line, separators=(",", ":")).encode("utf-8") + b"\n"
        # no fsync: a killed program's write is whole in the file; a power cut may lose the last few updates
        try:
            fd = os.open(self.path, _APPEND)
        except OSError:
            return False
        try:
            st = os.fstat(fd)
            if (st.st_dev, st.st_ino) != disk.inode:
                return False
            written = os.write(fd, text)
        except OSError:
            return False
        finally:
            os.close(fd)
        if written != len(text):
            return False  # a short write (a full disk): the whole write replaces the cut line
        disk.seq, disk.lines_bytes = seq, disk.lines_bytes + written
        return True


def read(path: Path, catalog: Catalog) -> tuple[HostTable, Game | None]:
    """The table as it was kept; ValueError saying what is wrong with the file (OSError if unreadable)."""
    raw = read_bytes_limited(path, MAX_BYTES)
    first, _, rest = raw.partition(b"\n")
    try:
        data = json.loads(first.decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"{path.name} is not a Crossfire Desktop host table")
        table, game = _table(data, path, catalog)
        lines = rest.split(b"\n")
        replayed: tuple[int, Any] | None = None  # the last line replayed (its number, its state's hash)
        for i, text in enumerate(lines):
            last = i == len(lines) - 1
            try:
                entry = json.loads(text.decode("utf-8"))
            except (ValueError, RecursionError):
                if last:
                    break  # the line a kill cut short (or none after the last newline): that update is lost
                raise ValueError(f"{path.name} is damaged (line {i + 2} is not an update)") from None
            _replay(table, game, entry, f"{path.name} is damaged (line {i + 2}")
            replayed = i + 2, entry.get("hash")
        # a drift stays in the state: the last line's hash tells it (a line of an older file has none)
        if replayed is not None and replayed[1] is not None and game is not None and game.state_hash() != replayed[1]:
            raise ValueError(f"{path.name}: the game does not replay to the state it was saved in (line "
                             f"{replayed[0]}: this version's rules or card packs differ from the ones it was "
                             "played with)")
        return table, game
    except (KeyError, TypeError, AttributeError, UnicodeDecodeError, RecursionError) as exc:  # a field missing,
        # of the wrong kind, or nested past reading
        raise ValueError(f"{path.name} is damaged ({type(exc).__name__}: {exc})") from exc


def _replay(table: HostTable, game: Game | None, entry: Any, where: str) -> None:
    """One appended update onto the table read so far (ValueError, starting with `where`, if it doesn't fit)."""
    if not isinstance(entry, dict) or game is None or int(entry["seq"]) != table.seq + 1:
        raise ValueError(f"{where} does not follow the table)")
    try:
        if entry.get("undo") is True:
            game.undo()
        else:
            game.apply(action_from_json(entry["action"]))
    except Exception as exc:  # noqa: BLE001 - a refusal or a failed ability: the file is not this game's
        raise ValueError(f"{where} does not replay: {str(exc)[:200] or type(exc).__name__})") from None
    table.log.append((table.seq + 1, [_judged(d) for d in entry["log"]]))
    table.seq += 1


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
