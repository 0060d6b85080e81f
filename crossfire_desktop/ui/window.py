"""The main window: the start screen, the table and the end screen in one stack."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from crossfire_desktop.campaign import Campaign, SaveError, join_game, recorded_result
from crossfire_desktop.catalog import Catalog
from crossfire_desktop.engine import Game, GameSetup, new_game
from crossfire_desktop.saves import game_save

from .campaign_book import CampaignBook
from .campaign_list import CampaignListPage
from .campaign_page import CampaignPage
from .controller import GameController
from .endscreen import EndScreen
from .persist import Persist, campaign_game_name
from .plain import plain_labels
from .post_mission import PostMissionPage
from .rules_view import RulesView
from .save_words import save_why
from .setup_page import SetupPage
from .sounds import SoundBoard
from .start import LoadPage, MenuPage, SettingsPage
from .sticker_shop import StickerShopPage
from .table import TableWidget
from .table_extras import TableExtras
from .text import tr
from .tutorial import Tutorial, offer_banner, tutorial_setup
from .window_packs import PacksWiring


class MainWindow(QMainWindow):
    shown = Signal()

    def __init__(self, catalog: Catalog, persist: Persist) -> None:
        super().__init__()
        self.setWindowTitle(tr("Shadowrun: Crossfire"))
        self.cat = catalog
        self.persist = persist
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.menu = MenuPage(persist.has_autosave(), self)
        self.menu.set_notices(persist.notices)
        self.menu.chosen.connect(self.on_menu)
        self.setup_page = SetupPage(catalog, persist.prefs.last_setup, self)
        self.setup_page.start.connect(self.start_game)
        self.setup_page.back.connect(self.setup_back)
        self.load_page = LoadPage(persist, self)
        self.load_page.load.connect(self.load)
        self.load_page.load_backup.connect(lambda name: self.load(name, backup=True))
        self.load_page.back.connect(self.show_menu)
        self.rules = RulesView(lambda: str(getattr(persist.settings, "edition", "first")), self)
        self.rules.back.connect(self.rules_back)
        self.rules_from: Any = None  # the screen F1 or a Rules link came from
        QShortcut(QKeySequence(Qt.Key.Key_F1), self, self.help_key)
        self.sounds = SoundBoard(persist.store.dirs.data / "sounds", lambda: persist.settings)
        self.settings_page = SettingsPage(persist, self)
        self.settings_page.back.connect(self.side_page_back)
        self.from_table = False  # Settings opened from the pause menu goes back to the table
        self.end = EndScreen(self)
        self.end.menu.connect(self.show_menu)
        self.end.record.connect(self.post_mission)
        self.end.again.connect(self.play_again)
        # campaigns: the list, one campaign, its shop and the post-mission step share one CampaignBook
        self.book: CampaignBook | None = None
        self.campaign_list = CampaignListPage(persist, self)
        self.campaign_list.opened.connect(self.open_campaign)
        self.campaign_list.back.connect(self.show_menu)
        self.campaign_page = CampaignPage(catalog, self)
        self.campaign_page.back.connect(self.show_campaigns)
        self.campaign_page.shop.connect(self.show_shop)
        self.campaign_page.play.connect(self.setup_campaign_game)
        self.campaign_page.record.connect(self.record_table_mission)
        self.campaign_page.resume.connect(lambda game_id: self.load(campaign_game_name(game_id)))
        self.shop = StickerShopPage(catalog, self)
        self.shop.back.connect(self.show_campaign)
        self.post = PostMissionPage(catalog, self)
        self.post.finished.connect(self.show_campaign)
        self.post.shop.connect(self.show_shop)
        for w in (self.menu, self.setup_page, self.load_page, self.rules, self.settings_page, self.end,
                  self.campaign_list, self.campaign_page, self.shop, self.post):
            self.stack.addWidget(w)
        self.table: TableWidget | None = None
        self.ctl: GameController | None = None
        self.tutorial: Tutorial | None = None
        self.offer = None
        if not persist.settings.tutorial_offered:  # first launch: offer the guided first game on the start screen
            self.offer = offer_banner(self.menu, self.start_tutorial, self.decline_tutorial)
            self.menu.layout().insertWidget(3, self.offer, 0, Qt.AlignmentFlag.AlignCenter)
        self.packs = PacksWiring(self)
        plain_labels(self)  # names from campaign files and the setup page are never read as HTML
        self.quitting = False  # the pause menu's Quit was confirmed: close without asking again
        self.resize(1280, 720)

    def showEvent(self, ev: Any) -> None:
        super().showEvent(ev)
        self.shown.emit()

    def closeEvent(self, ev: Any) -> None:
        """The title bar's X during a game in progress asks first, as the pause menu's Quit does."""
        if self.quitting or not self.game_on_screen():
            super().closeEvent(ev)
            return
        ev.ignore()
        assert self.table is not None
        self.from_table = False
        self.stack.setCurrentWidget(self.table)
        self.table.open_pause()
        self.table.pause.ask("quit")

    def game_on_screen(self) -> bool:
        """A game still in progress is on screen, or a side page (Settings, Rules) opened from it."""
        if self.table is None or self.ctl is None or self.ctl.game.pending is None:
            return False
        current = self.stack.currentWidget()
        return current is self.table or self.from_table or (current is self.rules and self.rules_from is self.table)

    def quit_confirmed(self) -> None:
        self.quitting = True
        self.close()

    # -- navigation ----------------------------------------------------------------------------
    def show_menu(self) -> None:
        self.from_table = False
        self.menu.buttons["continue"].setEnabled(self.persist.has_autosave())
        self.stack.setCurrentWidget(self.menu)

    def on_menu(self, key: str) -> None:
        if key == "new":
            if self.setup_page.campaign is not None:
                self.setup_page.leave_campaign()
            self.packs.new_game_page(None)
            self.stack.setCurrentWidget(self.setup_page)
        elif key == "cards":
            self.packs.show_page()
        elif key == "campaigns":
            self.show_campaigns()
        elif key == "learn":
            self.start_tutorial()
        elif key == "continue":
            self.load("")
        elif key == "load":
            self.load_page.fill()
            self.stack.setCurrentWidget(self.load_page)
        elif key == "rules":
            self.show_rules()
        elif key == "settings":
            self.settings_page.load()
            self.stack.setCurrentWidget(self.settings_page)
        elif key == "quit":
            self.close()

    def side_page(self, page: Any) -> None:
        """Settings from the game's pause menu (Rules has its own way back: show_rules)."""
        if page is self.settings_page:
            self.settings_page.load()
        self.from_table = True
        self.stack.setCurrentWidget(page)

    def side_page_back(self) -> None:
        if self.from_table and self.table is not None:
            self.from_table = False
            self.stack.setCurrentWidget(self.table)
            self.table.setFocus()
        else:
            self.show_menu()

    def setup_back(self) -> None:
        if self.setup_page.campaign is not None:
            self.setup_page.leave_campaign()
            self.show_campaign()
        else:
            self.show_menu()

    def start_game(self, setup: GameSetup) -> None:
        setup = self.packs.with_packs(setup)
        if setup.campaign is not None:
            # the runners join the game in the campaign file first: no stickers bought mid-mission
            book = self._book_for(setup.campaign.campaign_id)
            if book is None:
                return
            ids = [r.campaign_runner for r in setup.runners if r.campaign_runner is not None]
            game_id = setup.campaign.game_id
            err = book.apply(lambda c: join_game(c, ids, game_id))
            if err is not None:
                self.setup_page.error.setText(err)
                return
            self.setup_page.leave_campaign()
        else:
            self.persist.prefs.last_setup = self.setup_page.last = setup.model_dump()
            self.persist.save_prefs()  # a failure was said on the start screen (saving off) or is harmless
        self.open_game(new_game(setup, self.packs.catalog(setup)))

    def load(self, name: str, backup: bool = False) -> None:
        """Open a saved game ("" is the autosave); `backup` opens the version before its last write."""
        try:
            game = self.persist.load_game(name, backup=backup)
        except SaveError as exc:  # every check (schema, replay, state hash) reports as a SaveError
            self.load_page.fill()
            has_backup = exc.backup is not None and not backup
            self.load_page.report(name, tr("Can't load that game: {why}").format(why=save_why(exc)), has_backup)
            self.stack.setCurrentWidget(self.load_page)
            return
        self.open_game(game)

    def open_game(self, game: Game, autosave: bool = True) -> None:
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.tutorial = None
        self.ctl = GameController(game, autosave=self.persist.autosave if autosave else None,
                                  log_dir=self.persist.store.dirs.data / "logs")
        self.table = TableWidget(self.ctl, self.persist, self)
        plain_labels(self.table)
        self.table.menuRequested.connect(self.show_menu)
        self.table.rulesRequested.connect(lambda: self.show_rules())
        self.table.settingsRequested.connect(lambda: self.side_page(self.settings_page))
        self.table.quitRequested.connect(self.quit_confirmed)
        self.extras = TableExtras(self.table, self.persist, self.sounds, self.show_rules)
        self.table.finished.connect(self.show_end)
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        notice = self.persist.autosave(game_save(game)) if autosave else None
        if notice:
            self.table.log(notice)
        self.table.setFocus()
        if game.pending is None:
            self.show_end(game.result or "loss")

    def show_end(self, _result: str) -> None:
        if self.ctl is None:
            return
        self.end.show_result(self.ctl.game)
        self.stack.setCurrentWidget(self.end)

    def play_again(self, same_seed: bool) -> None:
        """The end screen's Play again / Replay this seed: the finished game's setup, a new or the same seed."""
        if self.ctl is None or self.ctl.game.setup.campaign is not None:
            return
        setup = self.ctl.game.setup
        seed = setup.seed
        while not same_seed and seed == setup.seed:
            seed = random.randint(1, 999999)
        self.start_game(setup.model_copy(update={"seed": seed}))

    # -- the guided first game ----------------------------------------------------------------
    def start_tutorial(self) -> None:
        """The scripted solo Extraction with its callouts (never autosaved over the player's game)."""
        self._tutorial_offered()
        self.open_game(new_game(tutorial_setup(), self.cat), autosave=False)
        assert self.table is not None
        self.tutorial = Tutorial(self.table)
        self.tutorial.finished.connect(self._tutorial_over)

    def _tutorial_over(self, _how: str) -> None:
        """Done or skipped, the game goes on as any other: from now on it is autosaved."""
        if self.ctl is not None and self.tutorial is not None and self.ctl.game is self.tutorial.game:
            self.ctl.set_autosave(self.persist.autosave)

    def decline_tutorial(self) -> None:
        self._tutorial_offered()

    def _tutorial_offered(self) -> None:
        if self.offer is not None:
            self.offer.hide()
            self.offer = None
        if not self.persist.settings.tutorial_offered:
            self.persist.settings.tutorial_offered = True
            self.persist.save_settings()

    # -- rules reference -----------------------------------------------------------------------
    def show_rules(self, section: str | None = None) -> None:
        """The rules reference, at a section if given; Back returns to the screen it came from."""
        current = self.stack.currentWidget()
        if current is not self.rules:
            self.rules_from = current
        self.stack.setCurrentWidget(self.rules)
        self.rules.reload()
        if section:
            self.rules.open_section(section)
        self.rules.search.setFocus()

    def help_key(self) -> None:
        """F1: the rules reference, at the rule behind the refusal on the table if there is one."""
        if self.stack.currentWidget() is self.rules:
            self.rules_back()
            return
        extras = getattr(self, "extras", None)
        on_table = self.table is not None and self.stack.currentWidget() is self.table
        self.show_rules(extras.last_section if on_table and extras is not None else None)

    def rules_back(self) -> None:
        back = self.rules_from
        self.rules_from = None
        if back is not None and self.stack.indexOf(back) >= 0:
            self.stack.setCurrentWidget(back)
            back.setFocus()
        else:
            self.show_menu()

    # -- campaigns -----------------------------------------------------------------------------
    def show_campaigns(self) -> None:
        # the list can import, restore or set aside files: campaigns are read from disk again after it
        self.book = None
        self.campaign_list.fill()
        self.stack.setCurrentWidget(self.campaign_list)

    def open_campaign(self, campaign: Campaign) -> None:
        self.book = CampaignBook(self.persist, campaign, self)
        self.show_campaign()

    def show_campaign(self) -> None:
        if self.book is None:
            self.show_campaigns()
            return
        self.campaign_page.open(self.book)
        self.stack.setCurrentWidget(self.campaign_page)

    def show_shop(self, runner_id: str) -> None:
        if self.book is not None:
            self.shop.open(self.book, runner_id)
            self.stack.setCurrentWidget(self.shop)

    def setup_campaign_game(self, runner_ids: list[str]) -> None:
        if self.book is not None:
            self.setup_page.use_campaign(self.book.campaign, runner_ids)
            self.packs.new_game_page(self.book.campaign.id)
            self.stack.setCurrentWidget(self.setup_page)

    def record_table_mission(self) -> None:
        if self.book is not None:
            self.post.show_manual(self.book)
            self.stack.setCurrentWidget(self.post)

    def _book_for(self, campaign_id: str) -> CampaignBook | None:
        """The open campaign if it is this one, else read it from disk (a failure is shown on the screen in view)."""
        if self.book is not None and self.book.campaign.id == campaign_id:
            return self.book
        try:
            campaign = self.persist.load_campaign(campaign_id)
        except SaveError as exc:
            text = tr("The campaign of this game can't be read: {why}").format(why=save_why(exc))
            self.setup_page.error.setText(text)
            self.end.message.setText(text)
            return None
        self.book = CampaignBook(self.persist, campaign, self)
        return self.book

    def post_mission(self) -> None:
        """The end screen's post-mission step for a campaign game: award its runners their Karma."""
        if self.ctl is None or self.ctl.game.setup.campaign is None:
            return
        game = self.ctl.game
        link = game.setup.campaign
        assert link is not None
        book = self._book_for(link.campaign_id)
        if book is None:
            return
        ids = [r.campaign_runner for r in game.setup.runners if r.campaign_runner is not None]
        challenges = {c: game.s.bonus.count(c) for c in set(game.s.bonus)}
        result = recorded_result(self.cat.missions[game.s.mission], game.result)
        self.post.show_game(book, game.s.mission, result, challenges, ids, link.game_id)
        self.stack.setCurrentWidget(self.post)
