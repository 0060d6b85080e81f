"""The open campaign, shared by the campaign screens: every change is checked, saved, then shown."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from crossfire_desktop.campaign import Campaign, ImportConflict, Refused, SaveError

from .persist import Persist
from .text import tr

Change = Callable[[Campaign], Campaign]


class CampaignBook(QObject):
    """Holds the campaign being looked at. `apply` runs a campaign function (buy, award, undo ...),
    saves the result atomically, and only then makes it current; on a refusal or a failed save the
    campaign on screen and on disk stay as they were and the message says why."""

    changed = Signal()

    def __init__(self, persist: Persist, campaign: Campaign, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.persist = persist
        self.campaign = campaign

    def apply(self, change: Change) -> str | None:
        """Apply and save `change`; None on success, else the message to show."""
        try:
            new = change(self.campaign)
        except Refused as exc:
            return tr(exc.refusal.message())
        except ImportConflict as exc:
            return str(exc)
        try:
            self.persist.save_campaign(new)
        except SaveError as exc:
            if exc.problem == "target_unreadable":
                return tr("Nothing was changed: the campaign file {file} can't be read any more, and a file "
                          "that can't be read is never written over. Go back to Campaigns to see what is wrong "
                          "with it, restore its backup or set it aside.").format(file=exc.path.name)
            return tr("The campaign could not be saved, nothing changed: {why}").format(why=exc)
        except OSError as exc:
            return tr("The campaign could not be saved, nothing changed: {why}").format(why=exc)
        self.campaign = new
        self.changed.emit()
        return None
