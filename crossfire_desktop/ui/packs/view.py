"""Your cards: the owner's card packs (list, broken ones with what is wrong, import with a preview
and a conflict choice, export, the card editor), and the pack switches on the New mission page
(remembered for one-off games and per campaign)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.campaign import CampaignPack
from crossfire_desktop.campaign.atomic import write_bytes_atomic
from crossfire_desktop.campaign.pack_files import ImportPreview, do_import, export_pack, preview_import
from crossfire_desktop.catalog import Catalog, CatalogError
from crossfire_desktop.catalog.packs import Pack, PackRef, apply_packs, catalog_for, scan_folder
from crossfire_desktop.engine import GameSetup
from crossfire_desktop.readlimit import read_bytes_limited

from ..look.layouts import clear_layout
from ..words.text import tr
from .problem_words import all_problems, pack_problem

ENABLED_FILE = "enabled.json"  # in the packs folder: {"game": [files off], "campaigns": {id: [files on]}}


class PackShelf:
    """The packs folder as the program sees it now, and which packs are switched on where."""

    def __init__(self, folder: Path, base: Catalog) -> None:
        self.folder, self.base = folder, base
        self.packs: list[Pack] = []
        self.broken: list[CatalogError] = []
        self.rescan()

    def rescan(self) -> None:
        scan = scan_folder(self.folder, self.base)
        self.packs, self.broken = scan.packs, scan.broken

    def _state(self) -> dict[str, object]:
        try:
            data = json.loads(read_bytes_limited(self.folder / ENABLED_FILE, 1024 * 1024))
            return data if isinstance(data, dict) else {}
        except (OSError, ValueError, RecursionError):
            return {}

    def enabled(self, campaign: str | None = None, chosen: Sequence[CampaignPack] | None = None) -> set[str]:
        """One-off games: every pack unless switched off. A campaign: the packs its file lists
        (`chosen`, matched by file name, else by pack name: an imported campaign's packs may have
        other file names here); a campaign that never chose: what an older build remembered in
        enabled.json, else every pack."""
        state = self._state()
        names = {p.file for p in self.packs}
        if campaign is None:
            off = state.get("game_off", [])
            return names - set(off if isinstance(off, list) else [])
        if chosen is not None:
            files = {c.file for c in chosen}
            wanted = {c.name for c in chosen if c.name and c.file not in names}
            return {p.file for p in self.packs if p.file in files or p.info.name in wanted}
        camps = state.get("campaigns", {})
        legacy = camps.get(campaign) if isinstance(camps, dict) else None
        return names if not isinstance(legacy, list) else names & set(legacy)

    def missing(self, chosen: Sequence[CampaignPack]) -> list[CampaignPack]:
        """The packs a campaign lists that are not in the packs folder (by file name, nor by pack name)."""
        files, names = {p.file for p in self.packs}, {p.info.name for p in self.packs}
        return [c for c in chosen if c.file not in files and not (c.name and c.name in names)]

    def campaign_packs(self, on: set[str]) -> list[CampaignPack]:
        """What a campaign file keeps for the packs switched on."""
        return [CampaignPack(file=p.file, name=p.info.name[:120]) for p in self.packs if p.file in on]

    def set_enabled(self, on: set[str], campaign: str | None = None) -> None:
        state = self._state()
        if campaign is None:
            state["game_off"] = sorted({p.file for p in self.packs} - on)
        else:
            camps = state.get("campaigns")
            camps = camps if isinstance(camps, dict) else {}
            camps[campaign] = sorted(on)
            state["campaigns"] = camps
        write_bytes_atomic(self.folder / ENABLED_FILE, json.dumps(state, indent=1).encode("utf-8"))

    def refs(self, on: set[str]) -> list[PackRef]:
        return [p.ref for p in self.packs if p.file in on]

    def catalog(self, setup: GameSetup) -> Catalog:
        """The catalog a game plays with (its packs as recorded); PackMissing says what is missing."""
        return catalog_for(list(setup.packs), self.folder, self.base) if setup.packs else self.base

    def catalog_of(self, on: set[str]) -> Catalog:
        return apply_packs(self.base, [p for p in self.packs if p.file in on])


def deck_names() -> dict[str, str]:
    """The decks of a pack by their names, in the order the card editor offers them for a new card."""
    return {"obstacles_normal": tr("Normal obstacle"), "obstacles_hard": tr("Hard obstacle"),
            "crossfire": tr("Crossfire event"), "black_market": tr("Black Market card"),
            "upgrades": tr("Upgrade sticker"), "bosses": tr("Boss")}


def pack_words(pack: Pack) -> str:
    """The pack and one line per card, in the player's words (Your cards, the import preview)."""
    kinds = {"completes": tr("completes"), "overrides": tr("replaces"), "new": tr("new card")}
    decks = deck_names()
    at_table = {id(c) for c in pack.table_resolved()}
    lines = [tr("{name} ({file}): %n card(s)", None, len(pack.cards)).format(name=pack.info.name, file=pack.file)]
    for pc in pack.cards:
        number = f" {pc.card.number}" if pc.card.number else ""
        line = f"\u2022 {kinds.get(pc.kind, pc.kind)}: {decks.get(pc.deck, pc.deck)}{number} {pc.card.name}"
        if id(pc.card) in at_table:
            line += " " + tr("(an ability is resolved at the table)")
        lines.append(line)
    return "\n".join(lines)


class PacksPicker(QGroupBox):
    """Switches for the packs on the New mission page."""

    def __init__(self, shelf: PackShelf, parent: QWidget | None = None) -> None:
        super().__init__(tr("Your card packs"), parent)
        self.shelf = shelf
        self.campaign: str | None = None
        self.chosen_by_campaign: list[CampaignPack] | None = None
        # a campaign's choice is saved in its campaign file: the window gives how
        self.save_campaign_choice: Callable[[list[CampaignPack]], None] | None = None
        self.boxes: dict[str, QCheckBox] = {}
        self.lay = QHBoxLayout(self)
        self.fill()

    def fill(self, campaign: str | None = None, chosen: Sequence[CampaignPack] | None = None) -> None:
        self.campaign = campaign
        self.chosen_by_campaign = list(chosen) if chosen is not None else None
        clear_layout(self.lay)
        self.boxes = {}
        on = self.shelf.enabled(campaign, self.chosen_by_campaign)
        for pack in self.shelf.packs:
            box = QCheckBox(f"{pack.info.name} ({len(pack.cards)})", self)
            box.setChecked(pack.file in on)
            box.toggled.connect(self._save)
            self.lay.addWidget(box)
            self.boxes[pack.file] = box
        if self.shelf.broken:
            bad = QLabel(tr("%n broken pack(s) left out (see Your cards)", None, len(self.shelf.broken)), self)
            bad.setObjectName("error")
            self.lay.addWidget(bad)
        missing = self.shelf.missing(self.chosen_by_campaign or [])
        if missing:  # the campaign plays with them: say so before Start, instead of starting without them
            gone = QLabel(tr("This campaign plays with card packs that are not in your packs folder, so the game "
                             "would start without them: {packs}. Import them under Your cards.").format(
                packs=", ".join(f"{c.name or c.file} ({c.file})" for c in missing)), self)
            gone.setObjectName("error")
            gone.setWordWrap(True)
            gone.setTextFormat(Qt.TextFormat.PlainText)
            self.lay.addWidget(gone)
        self.lay.addStretch(1)
        self.setVisible(bool(self.shelf.packs or self.shelf.broken or missing))

    def _save(self) -> None:
        if self.campaign is not None and self.save_campaign_choice is not None:
            self.chosen_by_campaign = self.shelf.campaign_packs(self.chosen())
            self.save_campaign_choice(self.chosen_by_campaign)
        else:
            self.shelf.set_enabled(self.chosen(), self.campaign)

    def chosen(self) -> set[str]:
        return {f for f, b in self.boxes.items() if b.isChecked()}

    def refs(self) -> list[PackRef]:
        return self.shelf.refs(self.chosen())


Chooser = Callable[[ImportPreview], str | None]  # "replace", "keep_both" or None (cancel)


class PacksPage(QWidget):
    """Your cards: the packs, their cards, import/export and the card editor."""

    back = Signal()
    edit = Signal(str)  # open the card editor on this pack file ("" for a new pack)
    changed = Signal()

    def __init__(self, shelf: PackShelf, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shelf = shelf
        lay = QVBoxLayout(self)
        title = QLabel(tr("Your cards"), self)
        title.setObjectName("pageTitle")
        lay.addWidget(title)
        hint = QLabel(tr("Card packs hold the cards you type in from your own box. They are kept in {folder}.")
                      .format(folder=shelf.folder), self)
        hint.setWordWrap(True)
        lay.addWidget(hint)
        self.list = QListWidget(self)
        self.list.currentRowChanged.connect(self._show)
        lay.addWidget(self.list, 1)  # the chosen pack's cards get the larger share
        self.detail = QLabel(self)
        self.detail.setWordWrap(True)
        self.detail.setObjectName("packDetail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.detail, 2)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        row = QHBoxLayout()
        lay.addLayout(row)  # empty, then filled: see ui/look/layouts.py
        self.buttons: dict[str, QPushButton] = {}
        for key, text in (("new", tr("New pack / card editor")), ("edit", tr("Edit this pack")),
                          ("import", tr("Import a pack...")), ("export", tr("Export this pack...")),
                          ("back", tr("Back"))):
            b = QPushButton(text, self)
            row.addWidget(b)
            self.buttons[key] = b
        self.buttons["back"].clicked.connect(self.back)
        self.buttons["new"].clicked.connect(lambda: self.edit.emit(""))
        self.buttons["edit"].clicked.connect(self._edit)
        self.buttons["import"].clicked.connect(lambda: self.import_file(None))
        self.buttons["export"].clicked.connect(lambda: self.export_current(None))
        self.fill()

    def fill(self) -> None:
        self.shelf.rescan()
        self.list.clear()
        for pack in self.shelf.packs:
            self.list.addItem(tr("{name} - %n card(s) ({file})", None, len(pack.cards)).format(name=pack.info.name, file=pack.file))
        for err in self.shelf.broken:
            line = tr("BROKEN, left out: {file}: {error}").format(file=err.file.name, error=pack_problem(err))
            more = getattr(err, "total", 1) - 1
            self.list.addItem(line + (tr(" (%n more problem(s): select it to read them)", None, more) if more else ""))
        self.list.setCurrentRow(0 if self.list.count() else -1)
        self._show(self.list.currentRow())

    def current(self) -> Pack | None:
        row = self.list.currentRow()
        return self.shelf.packs[row] if 0 <= row < len(self.shelf.packs) else None

    def _show(self, row: int) -> None:
        pack = self.current()
        if pack is not None:
            self.detail.setText(pack_words(pack))
        elif (broken := self.broken()) is not None:
            self.detail.setText("\n".join([
                tr("This pack can't be loaded and is left out of games. Its file is kept untouched: fix it in "
                   "a text editor or in the card editor (Edit this pack)."), tr("File: {file}").format(file=broken.file),
                *(f"• {line}" for line in all_problems(broken))]))
        else:
            self.detail.setText(tr("No card packs yet: open the card editor to complete a card or add one."))
        self.buttons["export"].setEnabled(pack is not None)
        self.buttons["edit"].setEnabled(pack is not None or self.broken() is not None)  # the editor opens broken packs

    def broken(self) -> CatalogError | None:
        row = self.list.currentRow() - len(self.shelf.packs)
        return self.shelf.broken[row] if 0 <= row < len(self.shelf.broken) else None

    def _edit(self) -> None:
        pack, broken = self.current(), self.broken()
        path = pack.path if pack is not None else broken.file if broken is not None else None
        if path is not None:
            self.edit.emit(str(path))

    def export_current(self, dest: Path | None) -> Path | None:
        pack = self.current()
        if pack is None:
            return None
        if dest is None:
            name, _ = QFileDialog.getSaveFileName(self, tr("Export card pack"), pack.file, "TOML (*.toml)")
            if not name:
                return None
            dest = Path(name)
        try:
            out = export_pack(pack.path, dest)
        except OSError as exc:
            self.status.setText(tr("Can't export: {why}").format(why=exc))
            return None
        self.status.setText(tr("Exported to {path}").format(path=out))
        return out

    def import_file(self, source: Path | None, choose: Chooser | None = None) -> Path | None:
        if source is None:
            name, _ = QFileDialog.getOpenFileName(self, tr("Import card pack"), "", "TOML (*.toml)")
            if not name:
                return None
            source = Path(name)
        try:
            preview = preview_import(source, self.shelf.folder, self.shelf.base)
        except CatalogError as exc:
            self.status.setText(tr("That pack can't be imported: {error}").format(error=exc))
            return None
        choice = (choose or self._ask)(preview)
        if choice is None:
            self.status.setText(tr("Import cancelled."))
            return None
        try:
            target = do_import(preview, "replace" if choice == "replace" else "keep_both")
        except OSError as exc:  # the folder is read-only or full, or a pack there is not a file
            self.status.setText(tr("Can't import: {why}").format(why=exc))
            return None
        self.status.setText(tr("Imported {name} as {file}.").format(name=preview.pack.info.name, file=target.name))
        self.fill()
        self.changed.emit()
        return target

    def _ask(self, preview: ImportPreview) -> str | None:
        box = QMessageBox(self)
        box.setWindowTitle(tr("Import card pack"))
        text = pack_words(preview.pack)
        if preview.conflict:
            clash = [tr("{card} is also in {pack}").format(card=c, pack=p) for c, p in preview.overlaps]
            if preview.same_file is not None:
                clash.insert(0, tr("A pack named {file} is already there.").format(file=preview.target.name))
            text += "\n\n" + tr("Conflicts:") + "\n" + "\n".join(clash)
        box.setText(text)
        replace = box.addButton(tr("Replace"), QMessageBox.ButtonRole.AcceptRole) if preview.same_file else None
        both = box.addButton(tr("Keep both") if preview.conflict else tr("Import"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        clicked = box.clickedButton()
        if replace is not None and clicked is replace:
            return "replace"
        return "keep_both" if clicked is both else None
