"""The main window: the start screen, the table and the end screen in one stack."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from crossfire_desktop.catalog import Catalog
from crossfire_desktop.engine import Game, GameSetup, load_game, new_game

from .controller import GameController
from .endscreen import EndScreen
from .persist import Persist
from .setup_page import SetupPage
from .start import LoadPage, MenuPage, RulesPage, SettingsPage
from .table import TableWidget
from .text import tr


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
        self.menu.chosen.connect(self.on_menu)
        self.setup_page = SetupPage(catalog, persist.prefs.last_setup, self)
        self.setup_page.start.connect(self.start_game)
        self.setup_page.back.connect(self.show_menu)
        self.load_page = LoadPage(persist, self)
        self.load_page.load.connect(self.load)
        self.load_page.back.connect(self.show_menu)
        self.rules = RulesPage(self)
        self.rules.back.connect(self.show_menu)
        self.settings_page = SettingsPage(persist, self)
        self.settings_page.back.connect(self.show_menu)
        self.end = EndScreen(self)
        self.end.menu.connect(self.show_menu)
        for w in (self.menu, self.setup_page, self.load_page, self.rules, self.settings_page, self.end):
            self.stack.addWidget(w)
        self.table: TableWidget | None = None
        self.ctl: GameController | None = None
        self.defeated = 0
        self.resize(1280, 720)

    def showEvent(self, ev: Any) -> None:
        super().showEvent(ev)
        self.shown.emit()

    # -- navigation ----------------------------------------------------------------------------
    def show_menu(self) -> None:
        self.menu.buttons["continue"].setEnabled(self.persist.has_autosave())
        self.stack.setCurrentWidget(self.menu)

    def on_menu(self, key: str) -> None:
        if key == "new":
            self.stack.setCurrentWidget(self.setup_page)
        elif key == "continue":
            self.load("")
        elif key == "load":
            self.load_page.fill()
            self.stack.setCurrentWidget(self.load_page)
        elif key == "rules":
            self.stack.setCurrentWidget(self.rules)
        elif key == "settings":
            self.settings_page.load()
            self.stack.setCurrentWidget(self.settings_page)
        elif key == "quit":
            self.close()

    def start_game(self, setup: GameSetup) -> None:
        self.persist.prefs.last_setup = setup.model_dump()
        self.persist.save_prefs()
        self.open_game(new_game(setup, self.cat))

    def load(self, name: str) -> None:
        try:
            data = self.persist.read_autosave() if not name else self.persist.read_named(name)
            game = load_game(data, self.cat)
        except Exception as exc:  # noqa: BLE001 - any broken save is reported, never a crash
            self.load_page.fill()
            self.load_page.message.setText(tr("Can't load that game: {why}").format(why=exc))
            self.stack.setCurrentWidget(self.load_page)
            return
        self.open_game(game)

    def open_game(self, game: Game) -> None:
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.ctl = GameController(game, autosave=self.persist.autosave)
        self.defeated = 0
        self.ctl.events.connect(self._count)
        self.table = TableWidget(self.ctl, self.persist, self)
        self.table.menuRequested.connect(self.show_menu)
        self.table.finished.connect(self.show_end)
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        self.persist.autosave(game.save())
        self.table.setFocus()
        if game.pending is None:
            self.show_end(game.result or "loss")

    def _count(self, evs: list[Any]) -> None:
        self.defeated += sum(1 for e in evs if e.code == "obstacle_defeated")

    def show_end(self, _result: str) -> None:
        if self.ctl is None:
            return
        self.end.show_result(self.ctl.game, self.defeated)
        self.stack.setCurrentWidget(self.end)
