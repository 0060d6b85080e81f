"""The main window's game flow: a new game, a loaded one, the table, the end screen, play again, the tutorial,
and the autosave kept as the game goes.

A mixin of `MainWindow` (shell/window.py), which owns the stack and the pages these methods switch
between; split out so the window itself is the frame and its navigation. The screens and the table are
imported when first needed: the start screen shows first."""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any

from shiboken6 import Shiboken

from ..words.tr import tr

if TYPE_CHECKING:
    from crossfire_desktop.engine import Game, GameSetup

    from ..session.controller import GameController


class GameFlow:
    """New game, load, open at the table, the end screen, play again, the tutorial (self is the MainWindow)."""

    _loaded_by_name: str | None = None  # the state hash of a named save just loaded and not played on

    def game_on_screen(self) -> bool:
        """A game still in progress is on screen, or a side page (Settings, Rules) opened from it."""
        if self.table is None or self.ctl is None or self.ctl.game.pending is None:
            return False
        return self.stack.currentWidget() is self.table or self.from_table or self.rules_from is self.table

    def table_to_ask(self) -> Any:
        """The table whose pause menu asks before the window closes: a game in progress here, or a network
        table hosted here on screen (the other players would lose it); None: the window closes at once."""
        if self.game_on_screen():
            return self.table
        net = self.__dict__.get("_network")
        page = net.table_page if net is not None and net.table is not None else None
        if page is not None and page.table.game.pending is not None and self.stack.currentWidget() is page:
            return page.table
        return None

    def flush_autosave(self) -> None:
        """Write the coalesced autosave now (leaving the table, closing, opening another game)."""
        if self.ctl is not None and self.ctl.journal is not None:
            notice = self.ctl.journal.flush()
            if notice and self.table is not None:
                self.table.notice(notice)
            self.keep_log()

    def keep_log(self) -> None:
        """The game's log, for Continue, Load and Resume mission (ui/session/log_keep.py)."""
        if self.table is not None and self.ctl is not None and self.ctl.journal is not None:
            from ..session.log_keep import keep_log

            keep_log(self.persist, self.ctl.game, self.table.log_model.lines)

    def _turn_ends(self, step: str) -> None:
        if step in ("crossfire", "end"):  # once a turn: a crash loses at most this turn's lines
            self.keep_log()

    def describe_continue(self) -> None:
        from ..screens.save_rows import continue_note

        self.menu.set_continue_note(continue_note(self.persist))

    def recover_autosave(self) -> None:
        """Actions a crashed session journaled after its last autosave go back into the autosave."""
        if self._recovered:
            return
        self._recovered = True
        from ..session.autosave_journal import recover

        self._recovery_notice = recover(self.persist)

    def start_game(self, setup: GameSetup) -> None:
        setup = self.packs.with_packs(setup)
        if setup.rules == "revised" and self.persist.settings.karma_table and not setup.karma_table:
            setup = setup.model_copy(update={"karma_table": list(self.persist.settings.karma_table)})
        game = self._new_game(setup)
        if game is None:
            return
        self._tutorial_offered()  # a player who starts missions knows the way: the first-launch offer goes
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
            self._remember_ai_seats(setup)
            self.setup_page.leave_campaign()
        else:
            self.persist.prefs.last_setup = setup.model_dump()
            page = self._pages.get("setup")  # not made again for Play again: the table lets it go
            if page is not None:
                page.last = self.persist.prefs.last_setup
            self.persist.save_prefs()  # a failure was said on the start screen (saving off) or is harmless
            if self.persist.settings.rules != setup.rules:  # New mission's next default
                self.persist.settings.rules = setup.rules
                self.persist.save_settings()
        self.flush_autosave()  # the game on the table and a crashed session's actions, all in the autosave
        self.recover_autosave()
        kept = self._keep_autosaved_game()
        self.open_game(game)
        if self.table is not None:
            self.table.log_opening()
        self._say_kept(kept)

    def _remember_ai_seats(self, setup: GameSetup) -> None:
        """A campaign's next mission ticks the runners the computer played in this one (the last 200 campaigns
        played are remembered: the prefs file refuses more)."""
        from ..session.persist import CAMPAIGN_AI_KEPT

        assert setup.campaign is not None
        ai = [r.campaign_runner for r in setup.runners if r.ai and r.campaign_runner is not None][:8]
        kept, cid = self.persist.prefs.campaign_ai, setup.campaign.campaign_id
        if kept.get(cid) == ai:
            return
        kept.pop(cid, None)
        kept[cid] = ai  # the latest last
        while len(kept) > CAMPAIGN_AI_KEPT:
            kept.pop(next(iter(kept)))
        self.persist.save_prefs()

    def _keep_autosaved_game(self) -> str | None:
        """A game that takes the autosave's place (a new mission, a named save loaded, a campaign's Resume
        mission) keeps the unfinished one it held as a named save (ui/session/keep_unfinished.py)."""
        from ..session.keep_unfinished import keep_unfinished

        return keep_unfinished(self.persist, saved_as_is=self._loaded_by_name)

    def _say_kept(self, kept: str | None) -> None:
        if kept is not None and self.table is not None:
            self.table.notice(tr("The game Continue would have resumed is kept as the save “{name}”: Load opens "
                                 "it.").format(name=kept))

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
            from ..words.save_words import save_why

            self.load_page.report(name, tr("Can't load that game: {why}").format(why=save_why(exc)), has_backup)
            self.stack.setCurrentWidget(self.load_page)
            return
        kept = self._keep_autosaved_game() if name else None  # (Continue opens the autosave's own game)
        self.open_game(game)
        # a named save loaded: kept again only once played on (it is a save already)
        self._loaded_by_name = game.state_hash() if name else None
        if self.table is not None:  # Continue, Load, Resume mission: the turns before, in the log
            from ..session.log_keep import kept_log

            # a save by name has its own (a game kept when a new mission took its place too); a campaign's game
            # (its own setup) and the autosave: the game's (another save's game may be a different playthrough)
            lines = kept_log(self.persist, game, save=name) if name else []
            if not lines and (not name or game.setup.campaign is not None):
                lines = kept_log(self.persist, game)
            self.table.earlier_log(lines)
        self._say_kept(kept)

    def open_game(self, game: Game, autosave: bool = True) -> None:
        from ..session.autosave_journal import AutosaveJournal
        from ..session.controller import GameController
        from ..table.widget import TableWidget

        self.flush_autosave()
        self.recover_autosave()
        from ..table.extras import TableExtras

        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.tutorial = None
        from ..look.plain import plain_labels

        self.ctl = GameController(game, log_dir=self.persist.store.dirs.data / "logs",
                                  journal=AutosaveJournal(self.persist, game) if autosave else None)
        from ..words.edition import edition_name

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
                self.table.notice(line)
        self._recovery_notice = None
        self.table.setFocus()
        self.let_pages_go()
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
            self.history.record(game, seconds=time.monotonic() - self._opened_at,
                                campaign_name=campaign.name if campaign is not None else None,
                                said=self.end.message.setText)
        from PySide6.QtCore import QTimer

        from ..session.memtrim import release_finished_game

        QTimer.singleShot(0, release_finished_game)  # once the end screen has shown

    def hosted_game_over(self, ctl: GameController, opened_at: float) -> None:
        """A network game this computer hosted ended: the end screen, the History and a campaign's
        post-mission step, as for a local game (the players' programs show the end at their tables)."""
        self.flush_autosave()  # a local game left open keeps its autosave
        self.ctl, self.tutorial, self._opened_at = ctl, None, opened_at
        self.show_end(ctl.game.result or "loss")
        self.end.again_btn.hide()  # its seats were other people's: Play again is a new table to host
        self.end.replay_btn.hide()

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
        self._drop_finished_table()
        self.start_game(setup.model_copy(update={"seed": seed}))

    def _drop_finished_table(self) -> None:
        """The finished table is deleted before the next one is made, not on the event loop's next turn as
        open_game does: the next table is then made in the memory it leaves, not beside it (~2 MiB less
        after 3-4 missions, bench/bench_memory.py). From the end screen's buttons only: no code of the
        table's is running then."""
        table = self.table
        if table is None or self.stack.currentWidget() is table:
            return
        self.table, self.tutorial = None, None
        self.stack.removeWidget(table)
        Shiboken.delete(table)

    def offer_tutorial(self, due: bool | None = None) -> None:
        """First launch: offer the guided first game on the start screen (`due`: known without the settings)."""
        if self.offer is not None or not (due if due is not None else not self.persist.settings.tutorial_offered):
            return
        from PySide6.QtCore import Qt

        from ..screens.tutorial_offer import offer_banner

        self.offer = offer_banner(self.menu, self.start_tutorial, self.decline_tutorial)
        self.menu.column.insertWidget(3, self.offer, 0, Qt.AlignmentFlag.AlignCenter)

    def start_tutorial(self) -> None:
        """The scripted solo Extraction with its callouts (never autosaved over the player's game)."""
        from crossfire_desktop.engine import new_game

        from ..table.tutorial import Tutorial, tutorial_setup

        self._tutorial_offered()
        self.open_game(new_game(tutorial_setup(), self.cat), autosave=False)
        assert self.table is not None
        self.table.log_opening()
        self.tutorial = Tutorial(self.table)
        self.tutorial.finished.connect(self._tutorial_over)
        self.tutorial.realMission.connect(self._after_tutorial)

    def _tutorial_over(self, _how: str) -> None:
        """Done or skipped, the game goes on as any other: from now on it is autosaved."""
        if self.ctl is not None and self.tutorial is not None and self.ctl.game is self.tutorial.game:
            from ..session.autosave_journal import AutosaveJournal

            self.ctl.journal = AutosaveJournal(self.persist, self.ctl.game)
            notice = self.ctl.journal.start()
            if notice and self.table is not None:
                self.table.notice(notice)

    def _after_tutorial(self) -> None:
        """The closing screen's "Start a real mission": the tutorial game is kept (autosaved, Continue
        goes back to it) and the New mission screen opens."""
        self.flush_autosave()
        self.on_menu("new")

    def decline_tutorial(self) -> None:
        if self.offer is not None:  # the buttons don't move under the next click; the title closes the gap
            self.menu.hold_place(self.offer)
        self._tutorial_offered()

    def _tutorial_offered(self) -> None:
        if self.offer is not None:
            self.offer.hide()
            self.offer = None
        if not self.persist.settings.tutorial_offered:
            self.persist.settings.tutorial_offered = True
            self.persist.save_settings()
