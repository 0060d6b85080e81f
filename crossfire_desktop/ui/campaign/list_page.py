"""The campaign list page: open, create, import and export campaigns.

A save file that can't be read is listed with what is wrong and where, and is never written over:
the player may open its backup or set the file aside (renamed, bytes kept)."""

from __future__ import annotations

import re
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.campaign import (
    Campaign,
    CampaignSummary,
    ImportConflict,
    SaveError,
    export_campaign,
    import_campaign,
    new_campaign,
    read_export,
)

from ..look.plain import plain_tip
from ..session.background import Background
from ..session.persist import READ_NOW_BYTES, Persist
from ..words.edition import rules_combo
from ..words.save_words import local_time, problem_words, save_why
from ..words.text import tr

NAME_MAX = 80  # Campaign.name's limit
WARNING_COLOR = "#ff9f43"  # the style sheet's message colour


def problem_text(err: SaveError) -> str:
    """What is wrong and where, e.g. "the file ends too early ... (at line 1, column 70)"."""
    where = tr(" (at {where})").format(where=err.where) if err.where else ""
    return problem_words(err) + where


def why(exc: Exception) -> str:
    """A SaveError as "<file>: what (at where)"; any other error (an OSError) as its text."""
    return f"{exc.path}: {problem_text(exc)}" if isinstance(exc, SaveError) else str(exc)


def summary_text(s: CampaignSummary) -> str:
    """One list row: "Night Shift — 3 runners — saved 2026-11-20 21:14", or the problem of a broken file."""
    if s.error is not None:
        return tr("⚠ Can't be read: {file} — {problem}").format(file=s.path.name, problem=problem_text(s.error))
    if s.later:
        return tr("Reading {file}…").format(file=s.path.name)
    runners = tr("1 runner") if s.runners == 1 else tr("{n} runners").format(n=s.runners)
    parts = [s.name or s.id, runners]
    if s.saved_at is not None:
        parts.append(tr("saved {time}").format(time=local_time(s.saved_at)))
    return " — ".join(parts)


def broken_message(s: CampaignSummary) -> str:
    """The full story of a broken file: where it is, what is wrong, that it is kept, what can be done."""
    assert s.error is not None
    text = tr("{path} can't be read: {problem}. The file was kept as it is; nothing will be written over it."
              ).format(path=s.error.path, problem=problem_text(s.error))
    if s.error.backup is not None:
        text += " " + tr("A readable backup from before its last save exists ({backup}): "
                         "Open the backup to go on from it.").format(backup=s.error.backup.name)
    else:
        text += " " + tr("There is no readable backup.")
    return text + " " + tr("Set it aside renames the file (its contents kept) so it leaves this list.")


class CampaignListPage(QWidget):
    """A page of the main window's stack. Call `fill()` before showing it."""

    opened = Signal(object)  # a Campaign the user opened
    back = Signal()

    def __init__(self, persist: Persist, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.persist = persist
        self.summaries: list[CampaignSummary] = []
        self._pending: Path | None = None  # an import waiting for "copy" or "replace"
        self.opening = Background("open-campaign", self)  # a long campaign is read off the GUI thread
        self.reading = Background("list-campaigns", self)  # ... and listed off it the first time
        lay = QVBoxLayout(self)
        title = QLabel(tr("Campaigns"), self)
        title.setObjectName("pageTitle")
        lay.addWidget(title)
        new_row = QHBoxLayout()
        lay.addLayout(new_row)  # empty, then filled: see ui/look/layouts.py
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(tr("Name of a new campaign"))
        self.name_edit.setMaxLength(NAME_MAX)
        self.name_edit.returnPressed.connect(lambda: self.create(self.name_edit.text()))
        new_row.addWidget(self.name_edit, 1)
        self.rules = rules_combo(self, persist.settings.rules)  # the new campaign's rules printing, kept with it
        new_row.addWidget(QLabel(tr("Rules"), self))
        new_row.addWidget(self.rules)
        self.new_button = self._button(tr("New campaign"), lambda: self.create(self.name_edit.text()), new_row)
        self.list = QListWidget(self)
        self.list.setSpacing(3)  # rows a finger apart, easier to pick
        self.list.currentRowChanged.connect(self._selected)
        self.list.itemActivated.connect(lambda _item: self.open_selected())  # double-click and Return
        lay.addWidget(self.list, 1)
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # paths can be copied
        lay.addWidget(self.message)
        # shown only for a broken file, or for an import that clashes with a stored campaign
        fix_row = QHBoxLayout()
        lay.addLayout(fix_row)
        self.backup_button = self._button(tr("Open the backup"), self.open_backup, fix_row)
        self.set_aside_button = self._button(tr("Set it aside"), self.set_aside, fix_row)
        self.copy_button = self._button(tr("Import as a copy"), lambda: self._resolve("copy"), fix_row)
        self.replace_button = self._button(tr("Replace the stored one"), lambda: self._resolve("replace"), fix_row)
        fix_row.addStretch(1)
        bottom = QHBoxLayout()
        lay.addLayout(bottom)
        self.back_button = self._button(tr("Back"), self.back.emit, bottom)
        bottom.addStretch(1)
        self.import_button = self._button(tr("Import…"), self._import_clicked, bottom)
        self.export_button = self._button(tr("Export…"), self._export_clicked, bottom)
        self.open_button = self._button(tr("Open"), self.open_selected, bottom)
        self.open_button.setObjectName("primary")
        # what is locked while a campaign is being opened: nothing acts on it (or leaves) before it is read
        self._controls: list[QWidget] = [self.name_edit, self.rules, self.list, self.new_button, self.backup_button,
                                         self.set_aside_button, self.copy_button, self.replace_button,
                                         self.back_button, self.import_button, self.export_button, self.open_button]
        self._set_pending(None)
        self._selected(-1)  # with _set_pending: hides the four buttons above, disables Open and Export

    def _button(self, text: str, slot: Callable[[], object], row: QLayout) -> QPushButton:
        b = QPushButton(text, self)
        b.clicked.connect(lambda _checked=False: slot())
        row.addWidget(b)
        return b

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:
            if not self.opening.busy:
                self.back.emit()
        else:
            super().keyPressEvent(event)

    # -- the list --------------------------------------------------------------------------------
    def fill(self) -> None:
        """(Re)read the store's campaigns, keeping the selection. A long campaign not listed before is
        shown as being read, and read in the background (the list is filled again when it is)."""
        keep = self.selected()
        self._set_pending(None)
        problem = ""
        try:
            self.summaries = self.persist.campaigns(READ_NOW_BYTES)
            if any(s.later for s in self.summaries):
                self.reading.start(self.persist.campaigns, lambda _done: self.fill())
        except (SaveError, OSError) as exc:  # a file changed while being listed: say so, show none
            self.summaries = []
            problem = tr("The campaigns could not be listed: {why}").format(why=save_why(exc))
        with QSignalBlocker(self.list):  # no selection signals for a half-filled list
            self.list.clear()
            for s in self.summaries:
                item = QListWidgetItem(summary_text(s))
                if s.error is not None:
                    item.setForeground(QBrush(QColor(WARNING_COLOR)))
                    item.setToolTip(plain_tip(broken_message(s)))
                self.list.addItem(item)
        if not (keep is not None and self.select(keep.id)):
            self._selected(-1)
        if problem or not self.summaries:
            self.message.setText(problem or tr("No campaigns yet: type a name above and press New campaign."))

    def selected(self) -> CampaignSummary | None:
        row = self.list.currentRow()
        return self.summaries[row] if 0 <= row < len(self.summaries) else None

    def select(self, campaign_id: str) -> bool:
        for row, s in enumerate(self.summaries):
            if s.id == campaign_id:
                self.list.setCurrentRow(row)
                self._selected(row)  # also when the row was already current
                return True
        return False

    def _selected(self, _row: int) -> None:
        s = self.selected()
        err = s.error if s is not None else None
        readable = s is not None and err is None and not s.later
        self.open_button.setEnabled(readable and not self.opening.busy)
        self.export_button.setEnabled(readable and not self.opening.busy)
        self.set_aside_button.setVisible(err is not None)
        self.backup_button.setVisible(err is not None and err.backup is not None)
        if s is not None and err is not None:
            self.message.setText(broken_message(s))
        elif self._pending is None:
            self.message.clear()

    # -- open ------------------------------------------------------------------------------------
    def open_selected(self) -> None:
        """Read the selected campaign in the background ("Opening…", the page locked), then emit `opened`."""
        s = self.selected()
        if s is None or s.error is not None or s.later or self.opening.busy:
            return
        self._lock(True)
        self.message.setText(tr("Opening “{name}”…").format(name=s.name))
        self.opening.start(lambda: self.persist.load_campaign_at(s.id), lambda done: self._opened(s, done))

    def _lock(self, on: bool) -> None:
        for widget in self._controls:
            widget.setEnabled(not on)
        if not on:
            self._selected(self.list.currentRow())  # Open and Export follow the selection again

    def _opened(self, s: CampaignSummary, done: Future[Any]) -> None:
        self._lock(False)
        try:
            campaign = self.persist.opened_campaign(*done.result())
        except SaveError as exc:
            self.message.clear()
            self.fill()  # it broke since the list was read: show it as broken, with its story
            if not self.select(s.id):  # or it is gone
                self.message.setText(tr("Can't open “{name}”. {why}").format(name=s.name, why=why(exc)))
            return
        self.message.clear()
        self.opened.emit(campaign)

    def open_backup(self) -> Campaign | None:
        """Go on from the backup: the broken file is set aside (renamed, bytes kept) and the backup's
        campaign becomes the current save, so later changes can be saved under the campaign's name."""
        s = self.selected()
        if s is None or s.error is None or s.error.backup is None:
            return None
        try:
            campaign = self.persist.load_campaign_backup(s.id)
        except SaveError as exc:
            self.message.setText(tr("The backup can't be read either. {why}. Both files were kept as they are."
                                    ).format(why=why(exc)))
            return None
        try:
            kept = self.persist.save_campaign_keeping(campaign)
        except (OSError, SaveError) as exc:
            self.message.setText(tr("The backup could not be restored: {why}. Nothing was changed.").format(why=save_why(exc)))
            return None
        self.fill()
        self.message.setText(tr("Restored the backup {backup}. The broken file was kept as {file}.").format(
            backup=s.error.backup.name, file=kept.name if kept is not None else s.path.name))
        self.opened.emit(campaign)
        return campaign

    def set_aside(self) -> Path | None:
        s = self.selected()
        if s is None or s.error is None:
            return None
        try:
            dest = self.persist.store.set_aside("campaign", s.id)
        except OSError as exc:
            self.message.setText(tr("{file} could not be set aside: {why}").format(file=s.path.name, why=save_why(exc)))
            return None
        self.fill()
        text = tr("{file} was renamed to {new} in {folder}, its contents kept.").format(
            file=s.path.name, new=dest.name, folder=dest.parent)
        if s.error.backup is not None:
            text += " " + tr("Its backup {backup} is kept too.").format(backup=s.error.backup.name)
        self.message.setText(text)
        return dest

    # -- create ----------------------------------------------------------------------------------
    def _taken_names(self) -> set[str]:
        return {s.name.casefold().strip() for s in self.persist.campaigns() if s.name is not None}

    def create(self, name: str) -> Campaign | None:
        name = name.strip()
        if not name:
            self.message.setText(tr("Type a name for the new campaign first."))
            return None
        if len(name) > NAME_MAX:
            self.message.setText(tr("A campaign name has at most {n} characters.").format(n=NAME_MAX))
            return None
        if name.casefold() in self._taken_names():
            self.message.setText(tr("There is already a campaign called “{name}”: pick another.").format(name=name))
            return None
        campaign = new_campaign(name, rules=self.rules.currentData())
        try:
            self.persist.save_campaign(campaign)
        except (SaveError, OSError) as exc:
            self.message.setText(tr("The campaign could not be saved: {why}").format(why=save_why(exc)))
            return None
        self.name_edit.clear()
        self.fill()
        self.select(campaign.id)
        self.message.setText(tr("Created “{name}”. Open it to add runners.").format(name=name))
        return campaign

    # -- import / export -------------------------------------------------------------------------
    def _copy_name(self, name: str) -> str:
        """"<name> (imported)", or "(imported 2)", "(imported 3)" ... whichever is free."""
        taken, n = self._taken_names(), 1
        while True:
            suffix = tr(" (imported)") if n == 1 else tr(" (imported {n})").format(n=n)
            candidate = name[: NAME_MAX - len(suffix)].rstrip() + suffix
            if candidate.casefold().strip() not in taken:
                return candidate
            n += 1

    def import_file(self, path: Path, mode: str = "ask") -> Campaign | None:
        """"ask": a clash with a stored campaign offers a copy or a replace; "copy": as a new campaign under
        a free name; "replace": over the stored one with the same id (its previous version stays as its backup)."""
        self._set_pending(None)
        try:
            if mode == "copy":
                campaign = import_campaign(self.persist.store, path, rename=self._copy_name(read_export(path).name))
            else:
                campaign = import_campaign(self.persist.store, path, replace=mode == "replace")
        except ImportConflict as exc:
            self._set_pending(path, exc)
            return None
        except (SaveError, OSError) as exc:
            self.message.setText(tr("Nothing was imported. {why}.").format(why=why(exc)))
            return None
        self.fill()
        self.select(campaign.id)
        if mode == "replace":
            self.message.setText(tr("Replaced “{name}” with the imported file; the stored one's previous version "
                                    "is kept as its backup.").format(name=campaign.name))
        else:
            self.message.setText(tr("Imported “{name}”.").format(name=campaign.name))
        return campaign

    def _set_pending(self, path: Path | None, conflict: ImportConflict | None = None) -> None:
        self._pending = path
        self.copy_button.setVisible(conflict is not None)
        # replace overwrites the campaign with the same id only: another campaign's name clash can't be replaced
        self.replace_button.setVisible(conflict is not None and conflict.clash == "id")
        if conflict is None:
            return
        if conflict.clash == "id":
            text = tr("“{name}” is already in your campaigns (stored as “{existing}”). Import it as a copy next to "
                      "it, or replace the stored one with this file: the stored one's previous version is kept as "
                      "its backup.")
        else:
            text = tr("There is already another campaign called “{existing}”. Import this one as a copy, under "
                      "another name.")
        self.message.setText(text.format(name=conflict.name, existing=conflict.existing_name))

    def _resolve(self, mode: str) -> None:
        if self._pending is not None:
            self.import_file(self._pending, mode)

    def export_selected(self, path: Path) -> bool:
        s = self.selected()
        if s is None or s.error is not None or s.later:
            self.message.setText(tr("Choose a campaign that can be read to export it."))
            return False
        store_folders = {self.persist.store.folder(k).resolve() for k in ("campaign", "game")}
        store_folders.add(self.persist.store.autosave_path.parent.resolve())
        if path.resolve().parent in store_folders:  # only the store writes there, with its safety checks
            self.message.setText(tr("Export to another folder: this one holds the program's own saves."))
            return False
        try:
            export_campaign(self.persist.load_campaign(s.id), path)
        except (SaveError, OSError) as exc:
            self.message.setText(tr("Nothing was exported. {why}").format(why=why(exc)))
            return False
        self.message.setText(tr("Exported “{name}” to {path}.").format(name=s.name, path=path))
        return True

    # -- file dialogs: only here, so tests call the path-taking methods ---------------------------
    def _import_clicked(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, tr("Import a campaign"), "", tr("Campaign files (*.json)"))
        if name:
            self.import_file(Path(name))

    def _export_clicked(self) -> None:
        s = self.selected()
        if s is None or s.name is None:
            return
        # the default file name: the campaign's name without the characters file systems refuse
        safe = re.sub(r'[\\/:*?"<>|\x00-\x1f]', "_", s.name).strip(" .") or "campaign"
        default = str(Path.home() / f"{safe}.json")
        name, _ = QFileDialog.getSaveFileName(self, tr("Export a campaign"), default, tr("Campaign files (*.json)"))
        if name:
            self.export_selected(Path(name))
