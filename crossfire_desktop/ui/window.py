"""The main window: the start screen, the table and the end screen in one stack."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from .a11y import fill_accessible_names
from .menu import MenuPage
from .tr import tr
from .window_place import remember_place

# Every other screen, the engine and pydantic are imported when first needed: the start screen shows first.
if TYPE_CHECKING:
    from crossfire_desktop.campaign import Campaign
    from crossfire_desktop.catalog import Catalog
    from crossfire_desktop.engine import Game, GameSetup

    from .campaign_book import CampaignBook
    from .campaign_list import CampaignListPage
    from .campaign_page import CampaignPage
    from .controller import GameController
    from .endscreen import EndScreen
    from .history_wiring import HistoryWiring
    from .net_wiring import NetWiring
    from .persist import Persist
    from .post_mission import PostMissionPage
    from .rules_view import RulesView
    from .setup_page import SetupPage
    from .sounds import SoundBoard
    from .start import LoadPage, SettingsPage
    from .sticker_shop import StickerShopPage
    from .table import TableWidget
    from .tutorial import Tutorial
    from .window_packs import PacksWiring


class MainWindow(QMainWindow):
    shown = Signal()

    def __init__(self, catalog: Catalog | Callable[[], Catalog], persist: Persist | Callable[[], Persist],
                 *, has_autosave: bool | None = None) -> None:
        """`catalog` and `persist` may be given as functions that make them on first use (start-up shows
        the menu before pydantic is imported); `has_autosave` then enables Continue without the store."""
        super().__init__()
        self.setWindowTitle(tr("Shadowrun: Crossfire"))
        self._cat = catalog
        self._persist = persist
        self._pages: dict[str, QWidget] = {}
        self._recovered = False
        self._recovery_notice: str | None = None  # shown in the log of the next game opened
        self._making_packs = False
        self.stack = QStackedWidget(self)
        self.stack.currentChanged.connect(lambda _i: fill_accessible_names(self.stack.currentWidget()))
        self.setCentralWidget(self.stack)
        self.menu = MenuPage(self.persist.has_autosave() if has_autosave is None else has_autosave, self)
        self.menu.chosen.connect(self.on_menu)
        self.stack.addWidget(self.menu)
        self.from_table = False  # Settings opened from the pause menu goes back to the table
        self.rules_from: Any = None  # the screen F1 or a Rules link came from
        QShortcut(QKeySequence("F1"), self, self.help_key)  # a string: PySide6's Qt namespace costs start-up time
        # campaigns: the list, one campaign, its shop and the post-mission step share one CampaignBook
        self.book: CampaignBook | None = None
        self.table: TableWidget | None = None
        self.ctl: GameController | None = None
        self.tutorial: Tutorial | None = None
        self.offer: QWidget | None = None
        if not callable(self._persist):  # else once the settings are read, right after the first paint
            self.menu.set_notices(self._persist.notices)
            self.offer_tutorial()
        self.quitting = False  # the pause menu's Quit was confirmed: close without asking again
        self.place_file: Path | None = None  # where the size and position are kept (ui/window_place.py)
        self._opened_at = time.monotonic()  # when the game on the table was opened (its time in the history)
        self.resize(1280, 720)

    @property
    def cat(self) -> Catalog:
        if callable(self._cat):
            self._cat = self._cat()
        return self._cat

    @property
    def persist(self) -> Persist:
        if callable(self._persist):
            self._persist = self._persist()
        return self._persist

    def warm_up(self) -> None:
        """Idle work after the start screen shows: what the next screens need, so they open at once."""
        for _ in self.warm_up_steps():
            pass

    def warm_up_steps(self) -> Iterator[None]:
        """`warm_up` in steps of a few tens of milliseconds: the caller lets clicks through between them."""
        import importlib

        for module in ("pydantic", "crossfire_desktop.catalog", "crossfire_desktop.engine", "crossfire_desktop.campaign"):
            importlib.import_module(module)  # noqa: TID251 - warming modules up one by one is the point
            yield
        self.menu.set_notices(self.persist.notices)  # the settings; files set aside at start
        yield
        self.offer_tutorial()
        yield
        _ = self.cat  # from the validated cache
        yield
        self.recover_autosave()
        yield
        self.describe_continue()
        yield
        from . import setup_page  # noqa: F401 - the modules' import time, paid while the player reads
        yield
        from . import table  # noqa: F401
        yield
        _ = self.packs  # the New mission page, the rules reference and the packs on disk
        from .sourcelines import drop_source_lines

        drop_source_lines()  # what PySide's import hook read of every module imported above

    # -- screens, made on first use ------------------------------------------------------------
    def _page(self, name: str, make: Callable[[], QWidget]) -> Any:
        page = self._pages.get(name)
        if page is None:
            from .plain import plain_labels

            page = self._pages[name] = make()
            plain_labels(page)  # names from campaign files and the setup page are never read as HTML
            self.stack.addWidget(page)
        return page

    @property
    def setup_page(self) -> SetupPage:
        def make() -> SetupPage:
            from .setup_page import SetupPage

            page = SetupPage(self.cat, self.persist.prefs.last_setup, self)
            page.rules.setCurrentIndex(max(0, page.rules.findData(self.persist.settings.rules)))  # chosen last
            page.start.connect(self.start_game)
            page.back.connect(self.setup_back)
            return page

        page = self._page("setup", make)
        self._with_packs()
        return page

    @property
    def load_page(self) -> LoadPage:
        def make() -> LoadPage:
            from .start import LoadPage

            page = LoadPage(self.persist, self)
            page.load.connect(self.load)
            page.load_backup.connect(lambda name: self.load(name, backup=True))
            page.watch.connect(self.watch_save)
            page.back.connect(self.show_menu)
            return page

        return self._page("load", make)

    @property
    def rules(self) -> RulesView:
        def make() -> RulesView:
            from .rules_view import RulesView

            page = RulesView(self.reference_edition, self)
            page.back.connect(self.rules_back)
            return page

        page = self._page("rules", make)
        self._with_packs()
        return page

    @property
    def packs(self) -> PacksWiring:
        """Card packs: the picker on the New mission page, the Your cards page, the editor link in Rules."""
        wiring = self.__dict__.get("_packs")
        if wiring is None:
            from .window_packs import PacksWiring

            self._making_packs = True
            try:
                wiring = self._packs = PacksWiring(self)  # it builds on the setup page and the rules
            finally:
                self._making_packs = False
        return wiring

    @property
    def history(self) -> HistoryWiring:
        """Every game remembered: the History, Statistics and Replay screens, and recording each game that ends."""
        wiring = self.__dict__.get("_history")
        if wiring is None:
            from .history_wiring import HistoryWiring

            wiring = self._history = HistoryWiring(self, self.stack, lambda: self.persist, lambda: self.cat,
                                                   self.open_game, self.show_menu)
        return wiring

    @property
    def network(self) -> NetWiring:
        """Play over the network: host a table or join one (ui/net_wiring.py)."""
        wiring = self.__dict__.get("_network")
        if wiring is None:
            from .net_wiring import NetWiring

            wiring = self._network = NetWiring(self, self.stack, lambda: self.persist, lambda: self.cat,
                                               self.show_menu)
        return wiring

    def _with_packs(self) -> None:
        """A page the packs build on was just made: wire the packs to it now."""
        if not self._making_packs:
            _ = self.packs

    @property
    def sounds(self) -> SoundBoard:
        board = self.__dict__.get("_sounds")
        if board is None:
            from .sounds import SoundBoard

            board = self._sounds = SoundBoard(self.persist.store.dirs.data / "sounds", lambda: self.persist.settings)
        return board

    @property
    def settings_page(self) -> SettingsPage:
        def make() -> SettingsPage:
            from .start import SettingsPage

            page = SettingsPage(self.persist, self)
            page.back.connect(self.side_page_back)
            return page

        return self._page("settings", make)

    @property
    def end(self) -> EndScreen:
        def make() -> EndScreen:
            from .endscreen import EndScreen

            page = EndScreen(self)
            page.menu.connect(self.show_menu)
            page.record.connect(self.post_mission)
            page.again.connect(self.play_again)
            return page

        return self._page("end", make)

    @property
    def campaign_list(self) -> CampaignListPage:
        def make() -> CampaignListPage:
            from .campaign_list import CampaignListPage

            page = CampaignListPage(self.persist, self)
            page.opened.connect(self.open_campaign)
            page.back.connect(self.show_menu)
            return page

        return self._page("campaign_list", make)

    @property
    def campaign_page(self) -> CampaignPage:
        def make() -> CampaignPage:
            from .campaign_page import CampaignPage
            from .persist import campaign_game_name

            page = CampaignPage(self.cat, self)
            page.back.connect(self.show_campaigns)
            page.shop.connect(self.show_shop)
            page.play.connect(self.setup_campaign_game)
            page.record.connect(self.record_table_mission)
            page.resume.connect(lambda game_id: self.load(campaign_game_name(game_id)))
            return page

        return self._page("campaign_page", make)

    @property
    def shop(self) -> StickerShopPage:
        def make() -> StickerShopPage:
            from .sticker_shop import StickerShopPage

            page = StickerShopPage(self.cat, self)
            page.back.connect(self.show_campaign)
            return page

        return self._page("shop", make)

    @property
    def post(self) -> PostMissionPage:
        def make() -> PostMissionPage:
            from .post_mission import PostMissionPage

            page = PostMissionPage(self.cat, self)
            page.finished.connect(self.show_campaign)
            page.shop.connect(self.show_shop)
            page.tableRecorded.connect(self.history.record_table)
            return page

        return self._page("post", make)

    def showEvent(self, ev: Any) -> None:
        super().showEvent(ev)
        self.shown.emit()

    def closeEvent(self, ev: Any) -> None:
        """The title bar's X during a game in progress asks first, as the pause menu's Quit does."""
        self.flush_autosave()  # written now: the question says the game is autosaved
        if self.quitting or not self.game_on_screen():
            if self.place_file is not None:
                remember_place(self, self.place_file)  # a read-only folder only costs the next placement
            super().closeEvent(ev)
            return
        ev.ignore()
        assert self.table is not None
        self.from_table = False
        self.stack.setCurrentWidget(self.table)
        self.table.open_pause()
        self.table.pause.ask("quit")

    def bring_forward(self) -> None:
        """A second copy was started on this data folder (and exits): show this window on top."""
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()

    def game_on_screen(self) -> bool:
        """A game still in progress is on screen, or a side page (Settings, Rules) opened from it."""
        if self.table is None or self.ctl is None or self.ctl.game.pending is None:
            return False
        return self.stack.currentWidget() is self.table or self.from_table or self.rules_from is self.table

    def quit_confirmed(self) -> None:
        self.quitting = True
        self.close()

    # -- navigation ----------------------------------------------------------------------------
    def flush_autosave(self) -> None:
        """Write the coalesced autosave now (leaving the table, closing, opening another game)."""
        if self.ctl is not None and self.ctl.journal is not None:
            notice = self.ctl.journal.flush()
            if notice and self.table is not None:
                self.table.log(notice)
            self.keep_log()

    def keep_log(self) -> None:
        """The autosaved game's log, for Continue (ui/log_keep.py)."""
        if self.table is not None and self.ctl is not None and self.ctl.journal is not None:
            from .log_keep import keep_log

            keep_log(self.persist, self.ctl.game, self.table.log_model.lines)

    def _turn_ends(self, step: str) -> None:
        if step in ("crossfire", "end"):  # once a turn: a crash loses at most this turn's lines
            self.keep_log()

    def describe_continue(self) -> None:
        from .save_rows import continue_note

        self.menu.set_continue_note(continue_note(self.persist))

    def recover_autosave(self) -> None:
        """Actions a crashed session journaled after its last autosave go back into the autosave."""
        if self._recovered:
            return
        self._recovered = True
        from .autosave_journal import recover

        self._recovery_notice = recover(self.persist)

    def show_menu(self) -> None:
        self.setWindowTitle(tr("Shadowrun: Crossfire"))
        self.flush_autosave()
        self.from_table = False
        self.menu.buttons["continue"].setEnabled(self.persist.has_autosave())
        self.describe_continue()
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
        elif key == "history":
            self.history.show()
        elif key == "network":
            self.network.show()
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
        if setup.rules == "revised" and self.persist.settings.karma_table and not setup.karma_table:
            setup = setup.model_copy(update={"karma_table": list(self.persist.settings.karma_table)})
        game = self._new_game(setup)
        if game is None:
            return
        if setup.campaign is not None:
            # the runners join the game in the campaign file first: no stickers bought mid-mission
            book = self._book_for(setup.campaign.campaign_id)
            if book is None:
                return
            from crossfire_desktop.campaign import join_game

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
            if self.persist.settings.rules != setup.rules:  # New mission's next default
                self.persist.settings.rules = setup.rules
                self.persist.save_settings()
        self.open_game(game)

    def _new_game(self, setup: GameSetup) -> Game | None:
        """The game set up, or None with the reason on the New mission page: a card pack's ability can
        fail while the table is laid out, and Start must then say so instead of doing nothing."""
        from crossfire_desktop.engine import new_game

        catalog = self.packs.catalog(setup)
        try:
            return new_game(setup, catalog)
        except Exception as exc:  # noqa: BLE001 - any failure of a pack's card, said in words
            self.setup_page.error.setText(tr("This mission can't start: {why}").format(
                why=f"{type(exc).__name__}: {str(exc)[:300]}"))
            return None

    def load(self, name: str, backup: bool = False) -> None:
        """Open a saved game ("" is the autosave); `backup` opens the version before its last write."""
        from crossfire_desktop.campaign import SaveError

        self.flush_autosave()
        self.recover_autosave()
        try:
            game = self.persist.load_game(name, backup=backup)
        except SaveError as exc:  # every check (schema, replay, state hash) reports as a SaveError
            self.load_page.fill()
            has_backup = exc.backup is not None and not backup
            from .save_words import save_why

            self.load_page.report(name, tr("Can't load that game: {why}").format(why=save_why(exc)), has_backup)
            self.stack.setCurrentWidget(self.load_page)
            return
        self.open_game(game)
        if not name and not backup and self.table is not None:  # Continue: the turns before, in the log
            from .log_keep import kept_log

            self.table.earlier_log(kept_log(self.persist, game))

    def open_game(self, game: Game, autosave: bool = True) -> None:
        from .autosave_journal import AutosaveJournal
        from .controller import GameController
        from .table import TableWidget

        self.flush_autosave()
        self.recover_autosave()
        from .sourcelines import drop_source_lines
        from .table_extras import TableExtras

        drop_source_lines()  # before the table is built: it reuses that memory
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.tutorial = None
        from .plain import plain_labels

        self.ctl = GameController(game, log_dir=self.persist.store.dirs.data / "logs",
                                  journal=AutosaveJournal(self.persist, game) if autosave else None)
        from .edition import edition_name

        self.setWindowTitle(tr("Shadowrun: Crossfire") + " — " + edition_name(game.setup.rules))
        self.table = TableWidget(self.ctl, self.persist, self)
        self.ctl.stepEntered.connect(self._turn_ends)
        plain_labels(self.table)
        self.table.menuRequested.connect(self.show_menu)
        self.table.rulesRequested.connect(lambda: self.show_rules())
        self.table.settingsRequested.connect(lambda: self.side_page(self.settings_page))
        self.table.quitRequested.connect(self.quit_confirmed)
        self.extras = TableExtras(self.table, self.persist, self.sounds, self.show_rules)
        self.table.finished.connect(self.show_end)
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        notice = self.ctl.journal.start() if self.ctl.journal is not None else None
        for line in (self._recovery_notice, notice):
            if line:
                self.table.log(line)
        self._recovery_notice = None
        self.table.setFocus()
        self._opened_at = time.monotonic()
        if game.pending is None:
            self.show_end(game.result or "loss")

    def show_end(self, _result: str) -> None:
        if self.ctl is None:
            return
        game = self.ctl.game
        self.end.show_result(game)
        self.stack.setCurrentWidget(self.end)
        if self.tutorial is None:  # the scripted first game is not part of the player's record
            campaign = self.book.campaign if self.book is not None and game.setup.campaign is not None else None
            problem = self.history.record(game, seconds=time.monotonic() - self._opened_at,
                                          campaign_name=campaign.name if campaign is not None else None)
            if problem:
                self.end.message.setText(problem)

    def watch_save(self, name: str) -> None:
        """Load page: a save opened as a replay (from where its record starts) instead of played on."""
        from crossfire_desktop.campaign import SaveError

        try:
            game = self.persist.load_game(name)
        except SaveError:
            self.load(name)  # the load reports what is wrong, as for Load
            return
        if not self.history.show_replay(game.history(), name or tr("Autosave")):
            self.load_page.report(name, tr("This game can't be replayed."), False)

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
    def offer_tutorial(self) -> None:
        """First launch: offer the guided first game on the start screen."""
        if self.offer is not None or self.persist.settings.tutorial_offered:
            return
        from PySide6.QtCore import Qt

        from .tutorial import offer_banner

        self.offer = offer_banner(self.menu, self.start_tutorial, self.decline_tutorial)
        layout = self.menu.layout()
        assert layout is not None
        layout.insertWidget(3, self.offer, 0, Qt.AlignmentFlag.AlignCenter)  # type: ignore[attr-defined]

    def start_tutorial(self) -> None:
        """The scripted solo Extraction with its callouts (never autosaved over the player's game)."""
        from crossfire_desktop.engine import new_game

        from .tutorial import Tutorial, tutorial_setup

        self._tutorial_offered()
        self.open_game(new_game(tutorial_setup(), self.cat), autosave=False)
        assert self.table is not None
        self.tutorial = Tutorial(self.table)
        self.tutorial.finished.connect(self._tutorial_over)
        self.tutorial.realMission.connect(self._after_tutorial)

    def _tutorial_over(self, _how: str) -> None:
        """Done or skipped, the game goes on as any other: from now on it is autosaved."""
        if self.ctl is not None and self.tutorial is not None and self.ctl.game is self.tutorial.game:
            from .autosave_journal import AutosaveJournal

            self.ctl.journal = AutosaveJournal(self.persist, self.ctl.game)
            notice = self.ctl.journal.start()
            if notice and self.table is not None:
                self.table.log(notice)

    def _after_tutorial(self) -> None:
        """The closing screen's "Start a real mission": the tutorial game is kept (autosaved, Continue
        goes back to it) and the New mission screen opens."""
        self.flush_autosave()
        self.on_menu("new")

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
    def reference_edition(self) -> str:
        """The rules printing the reference shows: the game's when opened from the table, else the one
        chosen last on New mission."""
        if self.ctl is not None and self.table is not None and self.rules_from is self.table:
            return self.ctl.game.setup.rules
        return self.persist.settings.rules

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
        from .campaign_book import CampaignBook

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
        from crossfire_desktop.campaign import SaveError

        from .campaign_book import CampaignBook

        try:
            campaign = self.persist.load_campaign(campaign_id)
        except SaveError as exc:
            from .save_words import save_why

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
        from crossfire_desktop.campaign import recorded_result

        challenges = {c: game.s.bonus.count(c) for c in set(game.s.bonus)}
        result = recorded_result(self.cat.missions[game.s.mission], game.result)
        self.post.show_game(book, game.s.mission, result, challenges, ids, link.game_id)
        self.stack.setCurrentWidget(self.post)
