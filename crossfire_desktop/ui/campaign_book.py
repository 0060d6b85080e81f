"""The open campaign, shared by the campaign screens: every change is checked, saved, then shown."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError
from PySide6.QtCore import QObject, Signal

from crossfire_desktop.campaign import Campaign, ImportConflict, Refused, SaveError

from .persist import Persist
from .save_words import save_why
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
        self.blocked = False  # the file on disk became unreadable: only `rescue` can save now

    def apply(self, change: Change) -> str | None:
        """Apply and save `change`; None on success, else the message to show."""
        try:
            new = change(self.campaign)
        except Refused as exc:
            return exc.refusal.message(tr)
        except ImportConflict as exc:
            return str(exc)
        except ValidationError as exc:  # a field limit (name length ...): say which, change nothing
            first = exc.errors()[0]
            return tr("Not changed: {field} {why}.").format(
                field=".".join(str(x) for x in first.get("loc", ())), why=str(first.get("msg", "")).lower())
        return self._save(new)

    def _save(self, new: Campaign) -> str | None:
        try:
            self.persist.save_campaign(new)
        except SaveError as exc:
            if exc.problem == "target_unreadable":
                self.blocked = True
                self.changed.emit()
                return tr("Nothing was changed: the campaign file {file} can't be read any more, and a file "
                          "that can't be read is never written over. \"Save this campaign\" sets the broken file "
                          "aside (kept) and saves the campaign as shown here.").format(file=exc.path.name)
            return tr("The campaign could not be saved, nothing changed: {why}").format(why=save_why(exc))
        except OSError as exc:
            return tr("The campaign could not be saved, nothing changed: {why}").format(why=save_why(exc))
        self.campaign = new
        self.blocked = False
        self.changed.emit()
        return None

    def rescue(self) -> str:
        """Set the unreadable campaign file aside (renamed, bytes kept) and save the campaign held here."""
        try:
            kept = self.persist.save_campaign_keeping(self.campaign)
        except (OSError, SaveError) as exc:
            return tr("The campaign could not be saved: {why}").format(why=save_why(exc))
        self.blocked = False
        self.changed.emit()
        if kept is None:
            return tr("Saved.")
        return tr("Saved. The unreadable file was kept as {file}.").format(file=kept.name)
