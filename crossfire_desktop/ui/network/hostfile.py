"""The windowed host's table on disk (net/hostfile.py's format): kept after every change in the data
folder, so a host whose program crashed offers "Resume hosting …" on the network page and reopens the same
port with the same code and tokens (the players' programs reconnect by themselves).

An unreadable file is set aside under another name (its bytes kept, never overwritten) and reported."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from crossfire_desktop.campaign.errors import SaveError
from crossfire_desktop.net import hostfile

from ..words.save_words import save_why
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

    def mission(self, catalog: Catalog) -> str:
        mission = catalog.missions.get(self.table.setup.mission)
        return mission.name if mission is not None else self.table.setup.mission

    def words(self, catalog: Catalog) -> str:
        if self.game is None:
            return tr("Resume hosting {mission} (in the lobby)").format(mission=self.mission(catalog))
        if self.game.s.round < 1:  # left while the mission's setup was still being dealt
            return tr("Resume hosting {mission} (at its start)").format(mission=self.mission(catalog))
        return tr("Resume hosting {mission} (round {n})").format(mission=self.mission(catalog), n=self.game.s.round)


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


def keep_waiting(persist: Persist, catalog: Catalog) -> tuple[bool, str]:
    """Before a new table takes the file's place: the game waiting in Resume hosting is kept as a named save (Load
    opens it), or else its file is set aside (bytes kept); (may the new table be hosted, what to tell the player).
    A table still in its lobby has no game to keep: it is replaced (seen in play: a round-2 game silently lost).
    A file that can't be read nor set aside, or a game neither kept nor set aside: the new table is not hosted."""
    found, problem = resumable(persist, catalog)
    if problem and table_path(persist).exists():  # unreadable, and it could not be set aside: never overwritten
        return False, tr("{problem} No new table is hosted while it is there: it would be written over.").format(
            problem=problem)
    if found is None or found.game is None:
        return True, problem
    from ..session.keep_unfinished import keep_as_named

    game, mission = found.game, found.mission(catalog)
    try:
        name = keep_as_named(persist, game)
        why = tr("a thousand saves were kept this minute")
    except (SaveError, ValueError, OSError) as exc:
        name, why = None, save_why(exc)[:200]
    if name is not None:
        return True, tr("The game you hosted before ({mission}, round {n}) is kept as the save “{name}”: Load opens "
                        "it.").format(mission=mission, n=game.s.round, name=name)
    path = table_path(persist)
    try:
        kept = persist.store.set_aside_file(path)
    except OSError:
        return False, tr("Hosting a new table would replace the game you hosted before ({mission}, round {n}), "
                         "which can't be kept ({why}): resume it first.").format(mission=mission, n=game.s.round,
                                                                                  why=why)
    return True, tr("The game you hosted before ({mission}, round {n}) can't be kept as a save ({why}); its table "
                    "file is kept as {file}.").format(mission=mission, n=game.s.round, why=why, file=str(kept))


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
