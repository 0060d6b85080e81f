"""The main window: the start screen, the table and the end screen in one stack."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from crossfire_desktop.longlived import keep_out_of_collections

from ..look.a11y import fill_accessible_names
from ..screens.menu import MenuPage
from ..words.tr import tr
from .campaign_flow import CampaignFlow
from .game_flow import GameFlow
from .window_place import remember_place, size_window

# Every other screen, the engine and pydantic are imported when first needed: the start screen shows first.
if TYPE_CHECKING:
    from crossfire_desktop.catalog import Catalog

    from ..campaign.book import CampaignBook
    from ..look.sounds import SoundBoard
    from ..screens.endscreen import EndScreen
    from ..screens.rules_view import RulesView
    from ..screens.setup_page import SetupPage
    from ..screens.start import LoadPage, SettingsPage
    from ..session.controller import GameController
    from ..session.persist import Persist
    from ..table.tutorial import Tutorial
    from ..table.widget import TableWidget
    from .history_wiring import HistoryWiring
    from .net_wiring import NetWiring
    from .packs_wiring import PacksWiring


REMAKE_SETUP_MS = 100  # after the menu has painted: the New mission page, let go while a table showed (~50 ms)


class MainWindow(GameFlow, CampaignFlow, QMainWindow):
    """The frame: the page stack, its pages built on first use, the navigation between them. The game flow
    (game_flow.py) and the campaign flow (campaign_flow.py) are mixed in."""

    shown = Signal()

    def __init__(self, catalog: Catalog | Callable[[], Catalog], persist: Persist | Callable[[], Persist],
                 *, has_autosave: bool | None = None, tutorial_due: bool = False) -> None:
        """`catalog` and `persist` may be given as functions that make them on first use (start-up shows
        the menu before pydantic is imported); `has_autosave` then enables Continue without the store."""
        super().__init__()
        self.setWindowTitle(tr("Shadowrun: Crossfire"))
        self._cat = catalog
        self._persist = persist
        self._pages: dict[str, QWidget] = {}
        self._setup_draft: dict[str, Any] | None = None  # the New mission page's choices while it is let go
        self._setup_let_go = False
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
        elif tutorial_due:  # read from the settings file itself: the offer is in place at the first paint
            self.offer_tutorial(due=True)
        self.warmed = False  # the start screen is final: its settings, tutorial offer and Continue note are in
        self.quitting = False  # the pause menu's Quit was confirmed: close without asking again
        self.place_file: Path | None = None  # where the size and position are kept (ui/shell/window_place.py)
        self._opened_at = time.monotonic()  # when the game on the table was opened (its time in the history)
        size_window(self)

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
        from ..screens import setup_page  # noqa: F401 - the modules' import time, paid while the player reads
        yield
        from ..table import widget  # noqa: F401
        yield
        if self.table is None and "setup" not in self._pages:  # (a game or page opened meanwhile may go later)
            keep_out_of_collections()  # the catalog and the modules live as long as the program
        yield
        _ = self.packs  # the New mission page, the rules reference and the packs on disk
        self.warmed = True
        self.update()  # one more paint: the end-to-end probe reports it

    # -- screens, made on first use ------------------------------------------------------------
    def _page(self, name: str, make: Callable[[], QWidget]) -> Any:
        page = self._pages.get(name)
        if page is None:
            from ..look.plain import plain_labels

            page = self._pages[name] = make()
            plain_labels(page)  # names from campaign files and the setup page are never read as HTML
            self.stack.addWidget(page)
        return page

    @property
    def setup_page(self) -> SetupPage:
        def make() -> SetupPage:
            from ..screens.setup_page import SetupPage

            page = SetupPage(self.cat, self.persist.prefs.last_setup, self)
            page.rules.setCurrentIndex(max(0, page.rules.findData(self.persist.settings.rules)))  # chosen last
            draft, self._setup_draft, self._setup_let_go = self._setup_draft, None, False
            if draft is not None:  # made again after a table: the page as the player left it
                page.restore(draft)
                page.seed.setValue(draft["seed"])
                page.advanced.toggle.setChecked(draft["advanced"])
            page.start.connect(self.start_game)
            page.back.connect(self.setup_back)
            packs = self.__dict__.get("_packs")
            if packs is not None:
                packs.place_picker(page)
            return page

        page = self._page("setup", make)
        self._with_packs()
        return page

    def let_pages_go(self) -> None:
        """A table shows: the New mission page (~180 widgets, its 11 drop-down lists' popups; ~2-3 MiB of
        heap) and the rules reference (~1.8 MiB, made in ~8 ms) are let go while it plays, and made again when
        next opened."""
        rules = self._pages.get("rules")
        if rules is not None and self.stack.currentWidget() is not rules:
            del self._pages["rules"]
            self.stack.removeWidget(rules)
            rules.deleteLater()
        page = self._pages.get("setup")
        if page is None or self.stack.currentWidget() is page:
            return
        # what a campaign sets up is set up anew; the Advanced box stays as it was; a new shuffle seed (the one
        # kept was just played: the same deal again, seen in play; the end screen's Replay this seed is for that)
        from ..screens.setup_page import new_seed

        self._setup_draft = ({**page.setup_dict(), "advanced": page.advanced.is_open(), "seed": new_seed()}
                             if page.campaign is None else None)
        self._setup_let_go = True
        packs = self.__dict__.get("_packs")
        if packs is not None:
            packs.keep_picker()
        del self._pages["setup"]
        self.stack.removeWidget(page)
        page.deleteLater()  # when Start's click (the page's own signal) is over; never after the window went

    @property
    def load_page(self) -> LoadPage:
        def make() -> LoadPage:
            from ..screens.start import LoadPage

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
            from ..screens.rules_view import RulesView

            page = RulesView(self.reference_edition, self)
            page.back.connect(self.rules_back)
            packs = self.__dict__.get("_packs")
            if packs is not None:  # made again after a table let it go: the card editor's link comes back
                packs.link_editor(page)
            return page

        page = self._page("rules", make)
        self._with_packs()
        return page

    @property
    def packs(self) -> PacksWiring:
        """Card packs: the picker on the New mission page, the Your cards page, the editor link in Rules."""
        wiring = self.__dict__.get("_packs")
        if wiring is None:
            from .packs_wiring import PacksWiring

            self._making_packs = True
            try:
                wiring = self._packs = PacksWiring(  # it builds on the setup page and the rules
                    self, self.stack, self.persist.store.dirs.data, self.cat, self.setup_page, self.rules,
                    book=lambda: self.book, back=self.show_menu)
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
        """Play over the network: host a table or join one (ui/shell/net_wiring.py)."""
        wiring = self.__dict__.get("_network")
        if wiring is None:
            from .net_wiring import NetWiring

            wiring = self._network = NetWiring(self, self.stack, lambda: self.persist, lambda: self.cat,
                                               self.show_menu, book=self._book_for, finished=self.hosted_game_over,
                                               record=lambda game, secs: self.history.record(game, seconds=secs),
                                               quit=self.quit_confirmed)
        return wiring

    def _with_packs(self) -> None:
        """A page the packs build on was just made: wire the packs to it now."""
        if not self._making_packs:
            _ = self.packs

    @property
    def sounds(self) -> SoundBoard:
        board = self.__dict__.get("_sounds")
        if board is None:
            from ..look.sounds import SoundBoard

            board = self._sounds = SoundBoard(self.persist.store.dirs.data / "sounds", lambda: self.persist.settings)
        return board

    @property
    def settings_page(self) -> SettingsPage:
        def make() -> SettingsPage:
            from ..screens.start import SettingsPage

            page = SettingsPage(self.persist, self)
            page.said.connect(self.say_after_settings)
            page.back.connect(self.side_page_back)
            return page

        return self._page("settings", make)

    @property
    def end(self) -> EndScreen:
        def make() -> EndScreen:
            from ..screens.endscreen import EndScreen

            page = EndScreen(self)
            page.menu.connect(self.show_menu)
            page.record.connect(self.post_mission)
            page.again.connect(self.play_again)
            return page

        return self._page("end", make)


    def showEvent(self, ev: Any) -> None:
        super().showEvent(ev)
        self.shown.emit()

    def closeEvent(self, ev: Any) -> None:
        """The title bar's X during a game in progress asks first, as the pause menu's Quit does."""
        self.flush_autosave()  # written now: the question says the game is autosaved
        table = self.table_to_ask()
        if self.quitting or table is None:
            if self.place_file is not None:
                remember_place(self, self.place_file)  # a read-only folder only costs the next placement
            super().closeEvent(ev)
            return
        ev.ignore()
        self.from_table = False
        self.stack.setCurrentWidget(table if table is self.table else table.parentWidget())
        table.open_pause()
        table.pause.ask("quit")

    def bring_forward(self) -> None:
        """A second copy was started on this data folder (and exits): show this window on top."""
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()

    def quit_confirmed(self) -> None:
        self.quitting = True
        self.close()

    # -- navigation ----------------------------------------------------------------------------


    def show_menu(self) -> None:
        self.setWindowTitle(tr("Shadowrun: Crossfire"))
        self.flush_autosave()
        self.from_table = False
        self.menu.buttons["continue"].setEnabled(self.persist.has_autosave())
        self.describe_continue()
        self.stack.setCurrentWidget(self.menu)
        self.menu.release_place()
        if self._setup_let_go:  # made again while the player reads the menu: New mission opens at once
            QTimer.singleShot(REMAKE_SETUP_MS, self._remake_setup_page)

    def _remake_setup_page(self) -> None:
        if self._setup_let_go and self.stack.currentWidget() is self.menu:
            _ = self.setup_page

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

    def say_after_settings(self, line: str) -> None:
        """Settings' word for the player, where Back leads: the table's message line, or the start screen's notices."""
        if self.from_table and self.table is not None:
            self.table.notice(line)
        elif line not in self.persist.notices:
            self.persist.notices.append(line)
            self.menu.set_notices(self.persist.notices)

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
