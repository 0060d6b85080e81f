"""A Load page row: which save, and what it holds (mission, team, rules, round, when saved)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from crossfire_desktop.campaign.errors import SaveError
from crossfire_desktop.campaign.store import DAMAGE
from crossfire_desktop.engine import view as gv
from crossfire_desktop.saves.games import LoadedGame

from ..session.persist import CAMPAIGN_SAVE, READ_NOW_BYTES
from ..words.edition import edition_name
from ..words.save_words import local_time, save_why
from ..words.text import result_title, tr
from ..words.tr import QT_TR_NOOP

if TYPE_CHECKING:
    from crossfire_desktop.engine import Game

    from ..session.persist import Persist

# Why a save can't be read, in a word or two for its row (the full reason is the row's tooltip)
DAMAGED = QT_TR_NOOP("damaged")
NOT_A_SAVE = QT_TR_NOOP("not a saved game")
CANT_OPEN = QT_TR_NOOP("can't be opened")
IN_USE = QT_TR_NOOP("in use by another copy of the game")
ONLY_BACKUP = QT_TR_NOOP("set aside, its backup is left")
BAD_NAME = QT_TR_NOOP("a name this version can't use")
PLAIN = {
    "future_version": QT_TR_NOOP("from a newer version"),
    "no_migration": QT_TR_NOOP("from an older version this one can't read"),
    "too_big": QT_TR_NOOP("too big"),
    "not_envelope": NOT_A_SAVE, "wrong_kind": NOT_A_SAVE,
    "unreadable": CANT_OPEN, "not_a_file": CANT_OPEN, "missing": CANT_OPEN,
    "busy": IN_USE, "changed_on_disk": IN_USE,
}  # every other problem: damaged (empty, cut off, not JSON, a wrong value, changed after it was saved ...)


@dataclass(frozen=True)
class SaveRow:
    """A row of the Load page: the save's name ("" is the autosave), its line, and for a save that can't
    be read its file, the plain reason and the full one."""

    name: str
    text: str
    file: str = ""
    reason: str = ""
    detail: str = ""
    backup: bool = False  # a readable previous version can be loaded instead
    problem: str = ""  # the store's code for why it can't be read

    @property
    def broken(self) -> bool:
        return bool(self.file)

    @property
    def damaged(self) -> bool:
        """The file itself is damaged: it may be set aside (not a newer version's, not one in use ...)."""
        return self.problem in DAMAGE


def campaign_names(persist: Persist, saves: list[str]) -> dict[str, str]:
    """A campaign's id -> its name, for the campaign games among `saves`. A long campaign file is not read
    here (the GUI thread), and none when the campaigns can't be listed: such a game is "A campaign game"."""
    if not any(n.startswith(CAMPAIGN_SAVE) for n in saves):
        return {}
    try:
        return {c.id: c.name for c in persist.campaigns(READ_NOW_BYTES) if c.name}
    except (SaveError, OSError):
        return {}


def save_row(persist: Persist, name: str, campaigns: dict[str, str] | None = None) -> SaveRow:
    """`name` ("" is the autosave) as one line in the words a player knows: the name they gave, or the
    campaign's name for a campaign game's own save (never its internal id: "campaign-818f50…" was read in
    play), then the mission, the runners, the rules, the round and when. `campaigns` maps a campaign's id to its
    name. A save that can't be read is named by its file with a plain reason, so the player knows before
    picking it."""
    title = tr("(autosave)") if not name else tr("A campaign game") if name.startswith(CAMPAIGN_SAVE) else name
    store = persist.store
    try:
        doc = store.read_autosave() if not name else store.read("game", name)
    except SaveError as exc:
        return broken_row(name, title, exc.path.name, exc.problem, save_why(exc), exc.backup is not None)
    except ValueError as exc:  # a file name the store lists but won't read (check_name): nothing to offer
        return SaveRow(name, tr("{title} ({file}) — can't be read: {why}").format(
            title=title, file=f"{name}.json", why=tr(BAD_NAME)), f"{name}.json", tr(BAD_NAME), str(exc))
    loaded = doc.data
    if not isinstance(loaded, LoadedGame):
        return SaveRow(name, title)
    game = loaded.game
    link = game.setup.campaign
    if link is None:
        title = name or title  # a player's own save called "campaign-night" keeps its name
    elif name.startswith(CAMPAIGN_SAVE) and (known := (campaigns or {}).get(link.campaign_id)):
        title = tr("Campaign: {name}").format(name=known)
    facts = gv.mission_facts(game)
    parts = [facts["mission"], runner_names(game), tr("Rules: {edition}").format(
        edition=edition_name(game.setup.rules)), tr("Round {n}").format(n=facts["round"])]
    if game.result is not None:
        parts.append(tr("ended"))
    if doc.saved_at is not None:
        parts.append(tr("saved {when}").format(when=local_time(doc.saved_at)))
    return SaveRow(name, f"{title} — " + " · ".join(str(p) for p in parts))


def runner_names(game: Game) -> str:
    """The team as a row and Continue name it: "Ann, Bob"."""
    return ", ".join(r.name for r in game.s.runners)


def broken_row(name: str, title: str, file: str, problem: str, detail: str, backup: bool) -> SaveRow:
    reason = tr(ONLY_BACKUP) if problem == "missing" and backup else tr(PLAIN.get(problem, DAMAGED))
    text = tr("{title} ({file}) — can't be read: {why}").format(title=title, file=file, why=reason)
    return SaveRow(name, text, file, reason, detail, backup, problem)


def continue_note(persist: Persist) -> str:
    """What Continue resumes, in one line: "Crossfire · Ann, Bob · Round 3" ("" without a readable autosave)."""
    if not persist.has_autosave():
        return ""
    try:
        doc = persist.store.read_autosave()
    except (SaveError, ValueError):
        return tr("The autosave can't be read: Load says why.")
    loaded = doc.data
    if not isinstance(loaded, LoadedGame):
        return ""
    game = loaded.game
    facts = gv.mission_facts(game)
    names = runner_names(game)
    if game.result is not None:  # Continue shows how it ended (a player took it for a game to play on)
        return tr("{mission} · {runners} · {result}, round {n}").format(
            mission=facts["mission"], runners=names, result=result_title(game.result), n=facts["round"])
    return tr("{mission} · {runners} · Round {n}").format(mission=facts["mission"], runners=names, n=facts["round"])
