"""The History room's wiring: opens the history database, records each game that ends, and opens the
History, Statistics and Replay screens (the window hands it what it needs, as the packs wiring is handed).
A game that ends is written by a process of its own (history/writer.py): SQLite is loaded here only when a
History screen opens the database, or when the writer finds the file damaged or newer."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import Enum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QStackedWidget, QWidget

from ..words.text import tr
from .history_exports import HistoryExports

if TYPE_CHECKING:
    from crossfire_desktop.campaign import Campaign
    from crossfire_desktop.catalog import Catalog
    from crossfire_desktop.engine import Game
    from crossfire_desktop.history.db import HistoryDB
    from crossfire_desktop.history.writer import HistoryWrite

    from ..history.page import HistoryPage
    from ..history.stats_page import StatsPage
    from ..session.persist import Persist
    from ..table.replay import ReplayPage


class Busy(Enum):
    """_write_here's answer when another write holds the file (a process then waits, not the window): apart from
    its problem texts, so no text can be taken for it."""
    HERE = 1


POLL_MS = 100  # how often the writes going on are asked whether they ended (never waited for)
RETRY_MS = 500  # how often a History screen tries again a history another process's write holds


class HistoryWiring(HistoryExports):
    def __init__(self, parent: QWidget, stack: QStackedWidget, persist: Callable[[], Persist],
                 catalog: Callable[[], Catalog], open_game: Callable[[Game], None], back: Callable[[], None]) -> None:
        self.parent = parent
        self.stack = stack
        self._persist = persist
        self._cat = catalog
        self.open_game = open_game
        self.back = back
        self._db: HistoryDB | None = None
        self.problem: str | None = None  # why the history can't be read or written, for the History screen
        self._unusable = False  # it can't be opened: not tried again
        self._busy: str | None = None  # the problem said when another write held the file (gone once it opens)
        self._history: HistoryPage | None = None
        self._stats: StatsPage | None = None
        self.replay_page: ReplayPage | None = None
        self.replay_from: QWidget | None = None  # the screen Back returns to from a replay
        # a pipe handle on Windows is no socket, so no QSocketNotifier: polled, as the odds child is
        self._writes: dict[HistoryWrite, Callable[[str], None] | None] = {}
        self._again: set[HistoryWrite] = set()  # writes handed back by the window once already
        self._poll = QTimer(parent)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._check_writes)
        self._retry = QTimer(parent)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._try_again)

    # -- the database --------------------------------------------------------------------------
    @property
    def db(self) -> HistoryDB | None:
        """The history for a replay or an export (a History screen opened it already), opened here if it is not,
        without waiting for another write as a History screen does: None while one holds it, said on the screen."""
        db = self.screen_db
        if db is None and self.problem:
            self._say(self.problem)
        return db

    @property
    def screen_db(self) -> HistoryDB | None:
        """The history for a History screen, opened without waiting: while another process writes it, the
        screen says so and it is tried again every RETRY_MS until it opens (or the screen is left)."""
        db = self._opened()
        if db is None and self._busy is not None:
            self._retry.start()
        return db

    def _opened(self) -> HistoryDB | None:
        """The history opened without waiting for another write, or None, `problem` saying why."""
        if self._db is None and not self._unusable:
            import sqlite3

            from crossfire_desktop.history.db import HistoryDB, HistoryTooNew, is_busy

            try:
                folder = self._persist().store.dirs.data
                self._db = HistoryDB(folder, rebuild=self._from_saves, wait=0.0)
                if self.problem is not None and self.problem == self._busy:  # held by a write last time: passed
                    self.problem = None
                self._busy = None
                self.problem = self._db.notice or self.problem  # a notice stays until the History screen said it
            except HistoryTooNew as exc:
                self.problem, self._unusable = str(exc), True
            except (OSError, sqlite3.Error) as exc:
                self._unusable = not is_busy(exc)  # busy: another write holds it; tried again
                if self._unusable:
                    self.problem, self._busy = tr("The game history can't be opened: {why}").format(why=exc), None
                else:
                    self.problem = self._busy = tr("The history is busy (another copy of the program is writing "
                                                   "it) — trying again…")
        return self._db

    def _try_again(self) -> None:
        """The history was busy when a History screen opened: on show still, it is filled once it opens."""
        self._refresh()  # (nothing when the screens were left: no more tries)

    def _from_saves(self) -> list[tuple[Any, str | None]]:
        """A damaged history is rebuilt from every finished game among the saves that can be read."""
        from crossfire_desktop.campaign import SaveError
        from crossfire_desktop.history.summary import summarize

        persist = self._persist()
        found = []
        for name in ([""] if persist.has_autosave() else []) + persist.saves():
            try:
                game = persist.load_game(name)
            except SaveError:
                continue
            if game.result is not None:
                try:
                    found.append((summarize(game.history(), game.cat), None))
                except ValueError:
                    continue
        return found

    def record(self, game: Game, *, seconds: float | None = None, campaign_name: str | None = None,
               said: Callable[[str], None] | None = None) -> str | None:
        """Keep a game that ended (never raises). Why the history can't be written goes to `said` when given,
        known at once or when the writing process ends; else it is returned if known at once, and kept for the
        History screen if known later."""
        from dataclasses import asdict

        from crossfire_desktop.history.summary import summarize

        try:
            summary = summarize(game.history(), game.cat)
        except ValueError as exc:
            problem: str | None = tr("This game could not be added to the history: {why}").format(why=exc)
        else:
            problem = self._keep({"kind": "game", "summary": asdict(summary), "duration_s": seconds,
                                  "campaign_name": campaign_name}, said)
        if problem and said is not None:
            said(problem)
            return None
        return problem

    def _keep(self, request: dict[str, Any], said: Callable[[str], None] | None, *, again: bool = False) -> str | None:
        """In a process of its own, unless the database is open here already (a History screen had it) and no
        other write holds it (the process waits for that one, never the window). `again`: a write the window
        was handed back (a damaged or newer file) found busy here: handed to a process once more, not again."""
        if self._db is not None or self._unusable:
            problem = self._write_here(request)
            if problem is not Busy.HERE:
                return problem
        from crossfire_desktop.history.writer import HistoryWrite, WriterUnfollowed

        try:
            write = HistoryWrite(self._persist().store.dirs.data, request)
        except WriterUnfollowed:  # stopped, its request kept for a later write: said as a busy file's
            return self._busy_said(request)
        except OSError as exc:  # the request can't be put beside the history (a read-only folder): as it is said
            return self._problem(request, str(exc.strerror or exc))
        self._writes[write] = said
        if again:
            self._again.add(write)
        self._poll.start()
        return None

    @property
    def writing(self) -> bool:
        """A game or mission is being written by its process."""
        return bool(self._writes)

    def _check_writes(self) -> None:
        for write in list(self._writes):
            self._written(write)
        if not self._writes:
            self._poll.stop()

    def _written(self, write: HistoryWrite) -> None:
        from crossfire_desktop.history.writer import BUSY, TO_THE_WINDOW, WRITTEN

        if write not in self._writes or (outcome := write.outcome()) is None:
            return  # said already, or still going
        said = self._writes.pop(write)
        kind, why = outcome
        again = write in self._again
        self._again.discard(write)
        if kind == TO_THE_WINDOW:  # damaged (set aside here, refilled from the saves) or newer (said)
            here = self._write_here(write.request)
            if here is not Busy.HERE:
                problem = here
            elif again:  # busy once more: its request is put back, as a busy process keeps it (_kept_for_later)
                problem = self._kept_for_later(write.request)
            else:  # another write holds it: a process waits for it (once)
                problem = self._keep(write.request, said, again=True)
        elif kind == WRITTEN:
            problem = None
        elif kind == BUSY:  # its request stays: a later session's write stores it
            problem = self._busy_said(write.request)
        else:
            problem = self._problem(write.request, why)
        if problem and said is not None:
            said(problem)
        elif problem:
            self.problem = problem
        self._refresh()

    def _refresh(self) -> None:
        """The History or Statistics screen on show lists what was just written."""
        current = self.stack.currentWidget()
        if current is None or current not in (self._history, self._stats):
            return
        if current is self._history and self._history is not None:
            self._history.set_db(self.screen_db, self.problem)
        elif self._stats is not None:
            self._stats.set_db(self.screen_db)

    def _kept_for_later(self, request: dict[str, Any]) -> str | None:
        """The request left beside the history, as a writing process that found it busy leaves its own."""
        from crossfire_desktop.history.writer import keep_request

        try:
            keep_request(self._persist().store.dirs.data, request)
        except OSError as exc:
            return self._problem(request, str(exc.strerror or exc)) or None
        return self._busy_said(request)

    @staticmethod
    def _busy_said(request: dict[str, Any]) -> str | None:
        if request["kind"] != "game":
            return None  # a mission's line: the campaign has it (_problem)
        return tr("This game is kept and goes into the history later: the history file was busy.")

    @staticmethod
    def _problem(request: dict[str, Any], why: str | None) -> str:
        """`why` None: the writing process ended without a word, killed before or after its commit (looking
        the game up would load SQLite in this process for the program's life)."""
        if request["kind"] != "game":
            return ""  # the campaign has the table mission; the history is a convenience and never blocks the ledger
        if why is None:
            return tr("This game may not have been added to the history: the writing process stopped.")
        return tr("This game could not be added to the history: {why}").format(why=why)

    def _write_here(self, request: dict[str, Any]) -> str | Busy | None:
        """The write in this process (the database is open here, or the writer left it to the window), never
        waiting for another write: Busy.HERE if one holds the file (the write is then not made)."""
        import sqlite3

        from crossfire_desktop.history.db import is_busy
        from crossfire_desktop.history.writer import add_to, write_errors

        with self._for_a_write() as db:
            if db is None:
                return Busy.HERE if self._busy is not None and not self._unusable else None
            try:
                with _no_wait(db):
                    add_to(db, request)
            except write_errors() as exc:
                if isinstance(exc, sqlite3.Error) and is_busy(exc):
                    return Busy.HERE
                return self._problem(request, str(exc)) or None
        return None

    @contextmanager
    def _for_a_write(self) -> Iterator[HistoryDB | None]:
        """The history for one write, opened without waiting; closed after it unless a History screen had it
        open (let_go)."""
        opened_here = self._db is None
        try:
            yield self._opened()
        finally:
            if opened_here:
                self.let_go()

    def let_go(self) -> None:
        """The history is closed until a History screen needs it again: the write committed, an open
        connection would only hold its page cache and schema through the next missions (0.24 MiB after the
        first recorded mission; see bench/bench_memory_real.py). The History screens open it again."""
        if self._db is not None:
            self._db.close()
            self._db = None

    def record_table(self, campaign: Campaign) -> None:
        """A mission played with the box, just recorded in `campaign` (its last ledger entry)."""
        entry = campaign.ledger[-1] if campaign.ledger else None
        if entry is None or entry.kind != "award":
            return
        runners = []
        for line in entry.lines:
            metatype = next((r.metatype for r in campaign.runners if r.id == line.runner_id), "")
            runners.append((line.runner_id, line.runner_name, metatype, line.karma))
        self._keep({"kind": "table", "table": {
            "key": f"table:{campaign.id}:{entry.seq}:{entry.at.isoformat()}", "ended_at": entry.at.isoformat(),
            "mission": entry.mission_id, "rules": campaign.rules, "result": entry.result,
            "karma": max((ln.karma for ln in entry.lines), default=0), "campaign_id": campaign.id,
            "campaign_name": campaign.name, "runners": runners}}, None)

    # -- screens -------------------------------------------------------------------------------
    def _add(self, page: QWidget) -> None:
        from ..look.plain import plain_labels

        plain_labels(page)
        self.stack.addWidget(page)

    @property
    def history_page(self) -> HistoryPage:
        if self._history is None:
            from ..history.page import HistoryPage

            self._history = HistoryPage(self._cat(), self.parent)
            self._history.back.connect(self.back)
            self._history.stats.connect(self.show_stats)
            self._history.replay.connect(self.replay_game)
            self._history.export.connect(self.export_log)
            self._add(self._history)
        return self._history

    def show(self) -> None:
        page = self.history_page
        db = self.screen_db
        page.set_db(db, self.problem)
        self.stack.setCurrentWidget(page)
        page.setFocus()

    def show_stats(self) -> None:
        if self._stats is None:
            from ..history.stats_page import StatsPage

            self._stats = StatsPage(self._cat(), self._campaign, self.parent)
            self._stats.back.connect(self.show)
            self._stats.exportCsv.connect(self.export_csv)
            self._add(self._stats)
        self._stats.set_db(self.screen_db)
        self.stack.setCurrentWidget(self._stats)

    def _campaign(self, campaign_id: str) -> Campaign | None:
        from crossfire_desktop.campaign import SaveError

        try:
            return self._persist().load_campaign(campaign_id)
        except SaveError:
            return None

    # -- replays -------------------------------------------------------------------------------
    def replay_game(self, game_id: int) -> None:
        db = self.db
        record = db.record_of(game_id) if db is not None else None
        if record is not None:
            self.show_replay(record, tr("Replay"))

    def show_replay(self, record: dict[str, Any], title: str) -> bool:
        """Open `record` (a save holding every action) in the read-only table; False if it can't be replayed."""
        from crossfire_desktop.engine import GameLoadError

        from ..table.replay import ReplayPage

        back_to = self.stack.currentWidget()
        try:
            page = ReplayPage(record, self._cat(), self._persist(), title, self.parent)
        except (GameLoadError, ValueError, KeyError) as exc:
            if self._history is not None:
                self._history.message.setText(tr("This game can't be replayed: {why}").format(why=exc))
            return False
        self.close_replay()
        self.replay_page = page
        self.replay_from = back_to
        page.back.connect(self.leave_replay)
        page.playFrom.connect(self.play_from)
        self._add(page)
        self.stack.setCurrentWidget(page)
        page.setFocus()
        return True

    def leave_replay(self) -> None:
        back = self.replay_from
        self.close_replay()
        if back is not None and self.stack.indexOf(back) >= 0:
            self.stack.setCurrentWidget(back)
            back.setFocus()
        else:
            self.back()

    def close_replay(self) -> None:
        if self.replay_page is not None:
            self.replay_page.timer.stop()
            self.stack.removeWidget(self.replay_page)
            self.replay_page.deleteLater()
            self.replay_page = None

    def play_from(self, save: dict[str, Any]) -> None:
        """A new game from the replay's position: a one-off game (never the campaign's), the record untouched."""
        from crossfire_desktop.engine import load_game

        setup = dict(save["setup"])
        setup["campaign"] = None
        setup["runners"] = [{**r, "campaign_runner": None} for r in setup["runners"]]
        game = load_game({**save, "setup": setup}, self._cat())
        self.close_replay()
        self.open_game(game)

    def _say(self, msg: str) -> None:
        """`msg` on the screen on show."""
        page = self.stack.currentWidget()
        label = getattr(page, "message", None) or getattr(page, "empty", None)
        if label is not None:
            label.setText(msg)


@contextmanager
def _no_wait(db: HistoryDB) -> Iterator[None]:
    """The open history's statements fail at once while another write holds the file (they wait BUSY_WAIT_S
    otherwise): on the GUI thread a write is handed to a process instead."""
    from crossfire_desktop.history.db import BUSY_WAIT_S

    db.conn.execute("PRAGMA busy_timeout = 0")
    try:
        yield
    finally:
        db.conn.execute(f"PRAGMA busy_timeout = {int(BUSY_WAIT_S * 1000)}")
