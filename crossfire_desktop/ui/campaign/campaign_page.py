"""One campaign: its runners as runner cards with their sticker slots, the ledger, and what to do next."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.campaign import (
    METATYPES,
    Campaign,
    add_runner,
    find_by_name,
    join_problem,
    release_game,
    rename_campaign,
    rename_runner,
    teammates,
)
from crossfire_desktop.catalog import Catalog

from ..look.style import ui_scale
from ..words.edition import edition_name
from ..words.text import tr
from .book import CampaignBook
from .ledger_view import LedgerView
from .runner_card import RunnerCard

MAX_TEAM = 4
CARD_SLOT_WIDTH = 215  # a card's minimum width and the grid's spacing: sets how many cards fit in a row


class CampaignPage(QWidget):
    back = Signal()
    shop = Signal(str)  # runner id
    play = Signal(list)  # the chosen runner ids, for the New mission screen
    record = Signal()  # record a mission played at a physical table
    resume = Signal(str)  # the game id of a campaign game to open again (its own save)

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cat = catalog
        self.book: CampaignBook | None = None
        self.chosen: list[str] = []  # runner ids in the order they were picked
        self.cards: dict[str, RunnerCard] = {}
        self.columns = 4
        outer = QHBoxLayout(self)
        main = QVBoxLayout()
        outer.addLayout(main, 1)
        head = QHBoxLayout()
        main.addLayout(head)  # empty, then filled: see ui/look/layouts.py
        self.title = QLabel(self)
        self.title.setObjectName("pageTitle")
        head.addWidget(self.title, 1)
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(tr("Campaign name"))
        self.name_edit.setMaxLength(80)
        self.name_edit.returnPressed.connect(self.rename_campaign)
        head.addWidget(self.name_edit)
        b = QPushButton(tr("Rename campaign"), self)
        b.clicked.connect(self.rename_campaign)
        head.addWidget(b)
        self.hint = QLabel(tr("Click runner cards to choose who plays (1-4); the last one clicked is the one the "
                              "buttons below act on."), self)
        self.hint.setWordWrap(True)
        main.addWidget(self.hint)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.grid_host)
        main.addWidget(scroll, 1)
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        main.addWidget(self.message)
        self.rescue_btn = QPushButton(tr("Save this campaign"), self)
        self.rescue_btn.setToolTip(tr("Set the unreadable campaign file aside (it is kept, renamed) and save the "
                                      "campaign as shown here"))
        self.rescue_btn.clicked.connect(self.rescue)
        self.rescue_btn.hide()
        main.addWidget(self.rescue_btn, 0, Qt.AlignmentFlag.AlignLeft)
        add = QHBoxLayout()
        main.addLayout(add)
        self.new_name = QLineEdit(self)
        self.new_name.setPlaceholderText(tr("New runner's name"))
        self.new_name.setMaxLength(40)
        self.new_name.returnPressed.connect(self.add_runner)
        self.new_meta = QComboBox(self)
        for m in METATYPES:
            meta = catalog.metatypes[m]
            self.new_meta.addItem(tr("{m} (HP {hp}, {cards} cards, {nuyen}¥)").format(
                m=tr(m), hp=meta.hp, cards=meta.cards, nuyen=meta.nuyen), m)
        add_btn = QPushButton(tr("Add runner"), self)
        add_btn.clicked.connect(self.add_runner)
        self.rename_btn = QPushButton(tr("Rename runner"), self)
        self.rename_btn.setToolTip(tr("Give the runner picked last the name typed on the left"))
        self.rename_btn.clicked.connect(self.rename_runner)
        add.addWidget(self.new_name, 1)
        add.addWidget(self.new_meta)
        add.addWidget(add_btn)
        add.addWidget(self.rename_btn)
        back = QPushButton(tr("Back"), self)
        back.clicked.connect(self.back)
        self.shop_btn = QPushButton(tr("Upgrade shop"), self)
        self.shop_btn.clicked.connect(self._shop)
        self.release_btn = QPushButton(tr("Release from mission"), self)
        self.release_btn.setToolTip(tr("The mission this runner joined will never be recorded: free the runner "
                                       "(no Karma, nothing in the history)"))
        self.release_btn.clicked.connect(self.release_runner)
        self.releasing: str | None = None  # the game id awaiting a second click to confirm its release
        self.resume_btn = QPushButton(tr("Resume mission"), self)
        self.resume_btn.setToolTip(tr("Open the mission this runner is in (finished or not) to play on or record it"))
        self.resume_btn.clicked.connect(self._resume)
        self.record_btn = QPushButton(tr("Record a table mission"), self)
        self.record_btn.setToolTip(tr("Award Karma for a mission played with the physical game"))
        self.record_btn.clicked.connect(self.record)
        self.play_btn = QPushButton(self)
        self.play_btn.setObjectName("primary")
        self.play_btn.clicked.connect(self._play)
        # the picked runner's actions, then leaving / playing
        runner_row = QHBoxLayout()
        main.addLayout(runner_row)
        for w in (self.shop_btn, self.resume_btn, self.release_btn):
            runner_row.addWidget(w)
        runner_row.addStretch(1)
        runner_row.addWidget(self.record_btn)
        row = QHBoxLayout()
        main.addLayout(row)
        row.addWidget(back)
        row.addStretch(1)
        row.addWidget(self.play_btn)
        self.ledger = LedgerView(self, catalog=catalog)
        self.ledger.setFixedWidth(380)
        outer.addWidget(self.ledger)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.back.emit)

    # -- showing -----------------------------------------------------------------------------
    def open(self, book: CampaignBook) -> None:
        """Show this campaign; coming back from the shop or a game keeps the runners picked."""
        if self.book is not book:
            if self.book is not None:
                self.book.changed.disconnect(self.refresh)
            book.changed.connect(self.refresh)
            self.book = book
            self.chosen = []
        self.message.setText("")
        self.ledger.set_book(book)
        self.refresh()

    @property
    def campaign(self) -> Campaign:
        assert self.book is not None
        return self.book.campaign

    def refresh(self) -> None:
        c = self.campaign
        self.title.setText(tr("Campaign: {name} · Rules: {edition}").format(name=c.name, edition=edition_name(c.rules)))
        ids = [r.id for r in c.runners]
        self.chosen = [rid for rid in self.chosen if rid in ids]
        for rid in list(self.cards):
            if rid not in ids:
                self.cards.pop(rid).deleteLater()
        for i, runner in enumerate(c.runners):
            card = self.cards.get(runner.id)
            if card is None:
                card = RunnerCard(self.cat, self.grid_host)
                card.clicked.connect(self.toggle)
                self.cards[runner.id] = card
            card.set_runner(runner)
            card.set_selected(runner.id in self.chosen)
            self.grid.addWidget(card, i // self.columns, i % self.columns)
        if not c.runners:
            self.message.setText(self.message.text() or tr("No runners yet: name one below and add them."))
        self._buttons()

    def resizeEvent(self, ev: Any) -> None:
        super().resizeEvent(ev)
        self._fit_columns()

    def showEvent(self, ev: Any) -> None:
        super().showEvent(ev)
        self._fit_columns()  # the UI scale may have changed since (wider cards: fewer in a row)

    def _fit_columns(self) -> None:
        columns = max(2, (self.width() - self.ledger.width()) // round(CARD_SLOT_WIDTH * ui_scale()))
        if columns != self.columns:
            self.columns = columns
            if self.book is not None:
                self.refresh()

    def _buttons(self) -> None:
        current = self.current
        n = len(self.chosen)
        self.shop_btn.setEnabled(current is not None)
        self.rename_btn.setEnabled(current is not None)
        game = self.campaign.runner(current).in_game if current is not None else None
        self.release_btn.setEnabled(game is not None)
        self.resume_btn.setEnabled(game is not None and self._has_save(game))
        if self.releasing != game or game is None:  # released, or another runner picked: the question is over
            self.releasing = None
        self.release_btn.setText(tr("Yes, release them") if self.releasing else tr("Release from mission"))
        assert self.book is not None
        self.rescue_btn.setVisible(self.book.blocked)
        self.play_btn.setText(tr("Play a mission with %n runner(s)", None, n) if n else tr("Play a mission"))
        self.play_btn.setEnabled(1 <= n <= MAX_TEAM)
        self.record_btn.setEnabled(bool(self.campaign.runners))
        if current is not None:
            name = self.campaign.runner(current).name
            name = name if len(name) <= 20 else name[:19] + "…"
            self.shop_btn.setText(tr("Upgrade shop: {name}").format(name=name))
        else:
            self.shop_btn.setText(tr("Upgrade shop"))

    @property
    def current(self) -> str | None:
        return self.chosen[-1] if self.chosen else None

    # -- actions -----------------------------------------------------------------------------
    def toggle(self, runner_id: str) -> None:
        if runner_id in self.chosen:
            self.chosen.remove(runner_id)
        elif len(self.chosen) >= MAX_TEAM:
            self.message.setText(tr("A team has at most four runners."))
            return
        else:
            self.chosen.append(runner_id)
        self.message.setText("")
        for rid, card in self.cards.items():
            card.set_selected(rid in self.chosen)
        self._buttons()

    def _apply(self, change: Any, done: str = "") -> bool:
        assert self.book is not None
        err = self.book.apply(change)
        self.message.setText(err or done)
        return err is None

    def add_runner(self) -> None:
        name = self.new_name.text().strip()
        if not name:
            self.message.setText(tr("Type the new runner's name first."))
            return
        meta = self.new_meta.currentData()
        if self._apply(lambda c: add_runner(c, name, meta), tr("{name} joined the campaign.").format(name=name)):
            self.new_name.clear()

    def rename_runner(self) -> None:
        rid, name = self.current, self.new_name.text().strip()
        if rid is None or not name:
            self.message.setText(tr("Pick a runner and type the new name on the left."))
            return
        if self._apply(lambda c: rename_runner(c, rid, name), tr("Renamed {name}.").format(name=name)):
            self.new_name.clear()

    def rename_campaign(self) -> None:
        name = self.name_edit.text().strip()
        if not name:
            self.message.setText(tr("Type the campaign's new name first."))
            return
        assert self.book is not None
        other = find_by_name(self.book.persist.store, name)
        if other is not None and other.id != self.campaign.id:
            self.message.setText(tr("Another campaign is already called {name}.").format(name=name))
            return
        if self._apply(lambda c: rename_campaign(c, name), tr("The campaign is now called {name}.").format(name=name)):
            self.name_edit.clear()

    def release_runner(self) -> None:
        """Two clicks: the first says who is released and what is lost, the second does it."""
        rid = self.current
        game = self.campaign.runner(rid).in_game if rid is not None else None
        if game is None:
            return
        team = ", ".join(r.name for r in teammates(self.campaign, game))
        if self.releasing != game:
            self.releasing = game
            self.release_btn.setText(tr("Yes, release them"))
            self.message.setText(tr("Release {team} from their mission? Its result can then never be recorded: "
                                    "no Karma and nothing in their history. Click again to confirm.").format(team=team))
            return
        self.releasing = None
        self._apply(lambda c: release_game(c, game), tr("{team} can play and shop again.").format(team=team))

    def rescue(self) -> None:
        assert self.book is not None
        self.message.setText(self.book.rescue())
        self._buttons()

    def _has_save(self, game_id: str) -> bool:
        persist = self.book.persist if self.book is not None else None
        return persist is not None and persist.has_campaign_game(game_id)

    def _resume(self) -> None:
        rid = self.current
        game = self.campaign.runner(rid).in_game if rid is not None else None
        if game is not None:
            self.resume.emit(game)

    def _shop(self) -> None:
        if self.current is not None:
            self.shop.emit(self.current)

    def _play(self) -> None:
        if not self.chosen:
            self.message.setText(tr("Click the runner cards of the team first."))
            return
        problem = join_problem(self.campaign, self.chosen)
        if problem is not None:
            self.message.setText(problem.message(tr))
            return
        self.play.emit(list(self.chosen))
