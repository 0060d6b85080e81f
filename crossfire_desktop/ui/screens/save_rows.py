"""A Load page row: which save, and what it holds (mission, team, rules, round, when saved)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from crossfire_desktop.campaign.errors import SaveError
from crossfire_desktop.engine import view as gv
from crossfire_desktop.saves.games import LoadedGame

from ..words.edition import edition_name
from ..words.save_words import local_time, save_why
from ..words.text import result_title, tr

if TYPE_CHECKING:
    from ..session.persist import Persist


def save_row(persist: Persist, name: str) -> str:
    """`name` ("" is the autosave) as one line; a save that can't be read says why, so the player
    knows before picking it (loading it then offers its backup)."""
    title = name or tr("(autosave)")
    store = persist.store
    try:
        doc = store.read_autosave() if not name else store.read("game", name)
    except (SaveError, ValueError) as exc:
        return tr("{title} — can't be read: {why}").format(title=title, why=save_why(exc))
    loaded = doc.data
    if not isinstance(loaded, LoadedGame):
        return title
    game = loaded.game
    facts = gv.mission_facts(game)
    runners = len(game.setup.runners)
    parts = [facts["mission"], tr("%n runner(s)", None, runners), tr("Rules: {edition}").format(
        edition=edition_name(game.setup.rules)), tr("Round {n}").format(n=facts["round"])]
    if game.result is not None:
        parts.append(tr("ended"))
    if doc.saved_at is not None:
        parts.append(tr("saved {when}").format(when=local_time(doc.saved_at)))
    return f"{title} — " + " · ".join(str(p) for p in parts)


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
    names = ", ".join(r.name for r in game.s.runners)
    if game.result is not None:  # Continue shows how it ended (a player took it for a game to play on)
        return tr("{mission} · {runners} · {result}, round {n}").format(
            mission=facts["mission"], runners=names, result=result_title(game.result), n=facts["round"])
    return tr("{mission} · {runners} · Round {n}").format(mission=facts["mission"], runners=names, n=facts["round"])
