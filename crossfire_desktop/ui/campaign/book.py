"""The open campaign, shared by the campaign screens: every change is checked, saved, then shown."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError
from PySide6.QtCore import QObject, Signal

from crossfire_desktop.campaign import Campaign, ImportConflict, Refused, SaveError

from ..session.persist import Persist
from ..words.save_words import save_why
from ..words.text import tr

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
        self.revision = self._revision_of(campaign)

    def _revision_of(self, campaign: Campaign) -> str | None:
        """The revision on disk if it holds this very campaign; else one no file has, so the first change
        is refused as made on a stale copy and the newer file is shown."""
        known = self.persist.loaded_revision(campaign)
        if known is not None:  # just opened: no second read of a long campaign
            return known
        try:
            on_disk, revision = self.persist.load_campaign_at(campaign.id)
        except SaveError as exc:
            return None if exc.problem == "missing" else ""
        return revision if on_disk == campaign else ""

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
            self.revision = self.persist.save_campaign_at(new, self.revision)
        except SaveError as exc:
            if exc.problem == "changed_on_disk":
                return self._reload()
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

    def _reload(self) -> str:
        """Another copy of the program saved this campaign since it was opened here: show its version."""
        try:
            self.campaign, self.revision = self.persist.load_campaign_at(self.campaign.id)
        except SaveError as exc:
            self.blocked = exc.problem != "missing"
            self.changed.emit()
            return tr("Nothing was changed: another copy of Crossfire Desktop changed this campaign, and its "
                      "file can't be read now: {why}").format(why=save_why(exc))
        self.blocked = False
        self.changed.emit()
        return tr("Nothing was changed: another copy of Crossfire Desktop saved this campaign since you opened "
                  "it. Its newer version is shown now; make your change again if it is still needed.")

    def rescue(self) -> str:
        """Set the unreadable campaign file aside (renamed, bytes kept) and save the campaign held here."""
        try:
            kept = self.persist.save_campaign_keeping(self.campaign)
            _, self.revision = self.persist.load_campaign_at(self.campaign.id)
        except (OSError, SaveError) as exc:
            return tr("The campaign could not be saved: {why}").format(why=save_why(exc))
        self.blocked = False
        self.changed.emit()
        if kept is None:
            return tr("Saved.")
        return tr("Saved. The unreadable file was kept as {file}.").format(file=kept.name)
