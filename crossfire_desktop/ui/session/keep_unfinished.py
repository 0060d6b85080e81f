"""A new mission takes the autosave's place: the unfinished game it held is kept as a named save first
(seen in play: starting a new mission silently lost the game Continue would have resumed)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from crossfire_desktop.campaign.errors import SaveError
from crossfire_desktop.saves import game_save
from crossfire_desktop.saves.games import LoadedGame

if TYPE_CHECKING:
    from crossfire_desktop.engine import Game

    from .persist import Persist


def keep_unfinished(persist: Persist, saved_as_is: str | None = None) -> str | None:
    """Save the autosaved game under a name of its own when it is not over; the name, or None (no autosave,
    a finished game, one that can't be read, or one whose state hash is `saved_as_is`: a named save loaded and
    not played on; the autosave stays as it is, with its backup, in any case)."""
    if not persist.has_autosave():
        return None
    try:
        loaded = persist.store.read_autosave().data
    except (SaveError, ValueError, OSError):
        return None
    if not isinstance(loaded, LoadedGame) or loaded.game.result is not None:
        return None
    if saved_as_is is not None and loaded.game.state_hash() == saved_as_is:
        return None
    game = loaded.game
    link = game.setup.campaign  # a campaign game is kept under its campaign's own name at every autosave
    if link is not None and persist.has_campaign_game(link.game_id):  # (persist.autosave): a copy was a second
        return None  # save of the same game (seen in play, at a campaign's Resume mission)
    try:
        return keep_as_named(persist, game)
    except (SaveError, ValueError, OSError):
        return None  # the autosave stays as it is, with its backup


def keep_as_named(persist: Persist, game: Game) -> str | None:
    """Save `game` under a new name: the mission's id and when it was kept (a file name in any language); the
    name, or None when a thousand were kept this minute. SaveError, ValueError or OSError if it can't be written."""
    base = f"{game.setup.mission} {datetime.now():%Y-%m-%d %H%M}"
    taken = set(persist.saves())
    name = next((n for n in (base, *(f"{base} {i}" for i in range(2, 1000))) if n not in taken), None)
    if name is not None:
        persist.save_named(name, game_save(game))
        from .log_keep import keep_log, kept_log

        keep_log(persist, game, kept_log(persist, game), save=name)  # Load shows its turns before, as Continue
    return name
