"""The main window's card-pack parts: the Your cards page, the pack switches on New mission, the
card editor, and the catalog each game is played with (a saved game's packs, checked by hash)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QScrollArea, QStackedWidget, QWidget

from crossfire_desktop.campaign import CampaignPack
from crossfire_desktop.campaign.pack_files import packs_folder
from crossfire_desktop.catalog import Catalog
from crossfire_desktop.engine import GameSetup

from ..packs.view import PackShelf, PacksPage, PacksPicker
from ..words.text import tr


class PacksWiring:
    """Built by the main window with what it needs, not the window itself: `book` answers the open
    campaign book (or None), `back` returns to the menu."""

    def __init__(self, parent: QWidget, stack: QStackedWidget, data_dir: Path, cat: Catalog, setup_page: Any,
                 rules: QWidget, book: Callable[[], Any], back: Callable[[], None]) -> None:
        self.parent = parent
        self.stack = stack
        self.book = book
        self.shelf = PackShelf(packs_folder(data_dir), cat)
        self.picker = PacksPicker(self.shelf, setup_page)
        self.picker.save_campaign_choice = self._save_campaign_choice
        self._held = QWidget()  # never shown: holds the switches while the New mission page is let go
        self.place_picker(setup_page)
        self.page = PacksPage(self.shelf, parent)
        self.page.back.connect(back)
        self.page.changed.connect(self._refill)
        self.page.edit.connect(self.open_editor)
        stack.addWidget(self.page)
        self.editor: Any = None
        self.rules_button: QPushButton
        self.link_editor(rules)

    def link_editor(self, rules: QWidget) -> None:
        """The Rules reference leads to the card editor too (the page is made again after a table let it go)."""
        rules_lay: Any = rules.layout()
        self.rules_button = QPushButton(tr("Card editor: enter your own cards"), rules)
        self.rules_button.clicked.connect(lambda: self.open_editor(""))
        rules_lay.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignLeft)

    def place_picker(self, setup_page: Any) -> None:
        """The switches under the New mission page's team. The page is made again after a table let it go
        (MainWindow.let_pages_go): the same switches move in, with what was chosen."""
        scroll = setup_page.findChild(QScrollArea)  # the page's scrolled column: bonus, team, stretch
        lay: Any = scroll.widget().layout() if scroll is not None else setup_page.layout()
        # under the team (before the column's stretch); found by index, not with lay.itemAt(), whose
        # QLayoutItem wrappers outlive their items (see ui/look/layouts.py)
        team = lay.indexOf(setup_page.grid.parentWidget())
        held = self.picker.parentWidget() is self._held
        lay.insertWidget(team + 1 if team >= 0 else lay.count(), self.picker)
        if held:
            self._refill()  # shown or not as the packs on disk say now (one may have come meanwhile)

    def keep_picker(self) -> None:
        """The New mission page goes: the switches stay, out of it (Play again starts with their choice), in
        a holder never shown (parentless they would be a window of their own when refilled meanwhile)."""
        self.picker.setParent(self._held)

    def show_page(self) -> None:
        self.page.fill()
        self.stack.setCurrentWidget(self.page)

    def new_game_page(self, campaign: str | None) -> None:
        self.shelf.rescan()
        book = self.book()
        chosen = book.campaign.packs if campaign is not None and book is not None else None
        self.picker.fill(campaign, chosen)

    def _refill(self) -> None:
        self.picker.fill(self.picker.campaign, self.picker.chosen_by_campaign)

    def _save_campaign_choice(self, packs: list[CampaignPack]) -> None:
        """The campaign file keeps its packs (an exported campaign carries them)."""
        book = self.book()
        if book is None or book.campaign.id != self.picker.campaign:
            return
        why = book.apply(lambda c: c.model_copy(update={"packs": packs}))
        if why is not None:
            QMessageBox.warning(self.parent, tr("Card packs"), why)

    def with_packs(self, setup: GameSetup) -> GameSetup:
        self.shelf.rescan()  # the packs as they are now on disk (an edit since the page opened counts)
        return setup.model_copy(update={"packs": self.shelf.refs(self.picker.chosen())})

    def catalog(self, setup: GameSetup) -> Catalog:
        return self.shelf.catalog(setup)

    def open_editor(self, pack_file: str) -> None:
        from ..packs.editor import CardEditorPage  # noqa: PLC0415 - built on first use

        if self.editor is None:
            self.editor = CardEditorPage(self.shelf, self.parent)
            self.editor.back.connect(self._editor_back)
            self.stack.addWidget(self.editor)
        self.editor.open_pack(pack_file)
        self.stack.setCurrentWidget(self.editor)

    def _editor_back(self) -> None:
        self.page.fill()
        self._refill()
        self.stack.setCurrentWidget(self.page)
