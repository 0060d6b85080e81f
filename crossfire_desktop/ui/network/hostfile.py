"""The windowed host's table on disk (net/hostfile.py's format): kept after every change in the data
folder, so a host whose program crashed offers "Resume hosting …" on the network page and reopens the same
port with the same code and tokens (the players' programs reconnect by themselves).

An unreadable file is set aside under another name (its bytes kept, never overwritten) and reported."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from crossfire_desktop.net import hostfile

from ..words.text import tr

if TYPE_CHECKING:
    from crossfire_desktop.catalog import Catalog
    from crossfire_desktop.engine import Game
    from crossfire_desktop.net.host import HostTable

    from ..session.persist import Persist

FOLDER = "network"
NAME = "hosted-table.json"


def table_path(persist: Persist) -> Path:
    return persist.store.dirs.data / FOLDER / NAME


@dataclass
class Resumable:
    table: HostTable
    game: Game | None

    def words(self, catalog: Catalog) -> str:
        mission = catalog.missions.get(self.table.setup.mission)
        name = mission.name if mission is not None else self.table.setup.mission
        if self.game is None:
            return tr("Resume hosting {mission} (in the lobby)").format(mission=name)
        return tr("Resume hosting {mission} (round {n})").format(mission=name, n=self.game.s.round)


def resumable(persist: Persist, catalog: Catalog) -> tuple[Resumable | None, str]:
    """The table a crashed host can resume (None if none, or its mission is over), and what to tell the
    player when the file could not be read (it is then set aside, kept under another name)."""
    path = table_path(persist)
    if not path.exists():
        return None, ""
    try:
        table, game = hostfile.read(path, catalog)
    except (OSError, ValueError) as exc:
        why = str(exc).splitlines()[0][:200]
        try:
            kept = persist.store.set_aside_file(path)
        except OSError:
            return None, tr("The table you hosted can't be read ({why}); {file} is left as it is.").format(
                why=why, file=str(path))
        return None, tr("The table you hosted can't be read ({why}); it was kept as {file}.").format(
            why=why, file=str(kept))
    if game is not None and game.result is not None:
        return None, ""
    return Resumable(table, game), ""


def host_file(persist: Persist) -> hostfile.HostFile:
    """The file a table hosted here is kept in (one per table served: it knows what the file holds)."""
    return hostfile.HostFile(table_path(persist))


def keep(kept: hostfile.HostFile, table: HostTable) -> str:
    """Bring the table's file up to the table (the change appended, or the whole table written atomically);
    the words of a failure ('' when kept)."""
    try:
        kept.path.parent.mkdir(parents=True, exist_ok=True)
        kept.keep(table)
    except OSError as exc:
        return tr("The table can't be written to {file}: {why}").format(file=str(kept.path),
                                                                       why=exc.strerror or exc)
    return ""


def forget(persist: Persist) -> None:
    """The mission ended or the host closed the table on purpose: nothing to resume."""
    table_path(persist).unlink(missing_ok=True)
